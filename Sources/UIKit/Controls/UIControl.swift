/// UIKit's `UIControl`: a view with a state (enabled, selected, highlighted) that tracks the
/// touches it gets and turns them into events (`UIControl.Event`), sending the actions
/// registered for each.
///
/// Touches reach it by hit testing (scripted touches on Linux: `simulateTouches(_:)`): a
/// touch down sends `.touchDown` and highlights the control; moving sends `.touchDragInside`
/// or `.touchDragOutside` (and `.touchDragEnter` / `.touchDragExit` on crossing), the touch
/// counting as inside up to 70 pt beyond the bounds, as UIKit's; lifting sends
/// `.touchUpInside` or `.touchUpOutside`; a cancel sends `.touchCancel`. The control handles
/// its touches and passes none on to the next responder (so a control in a collection view
/// cell does not select the cell).
///
/// Actions are closures (`UIAction`, `addAction(_:for:)`), each sent through ``sendAction(_:)``.
/// Deliberate difference: a target and `Selector` (`addTarget(_:action:for:)`) are kept and
/// dispatched through ``sendAction(_:to:for:)``, as UIKit's are, but calling the method needs
/// the Objective-C runtime, which Linux lacks: the default sends nothing (an override sees
/// each action); `#selector` does not compile on Linux either.
open class UIControl: UIView {
    /// A control whose primary action is `primaryAction` (`init(frame:primaryAction:)`, iOS 14):
    /// sent on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control takes touches and draws enabled (`isEnabled`); default true.
    open var isEnabled = true {
        didSet {
            if isEnabled != oldValue { controlStateDidChange() }
            observableValueDidChange()
        }
    }
    /// Whether the control is selected (`isSelected`); default false.
    open var isSelected = false {
        didSet {
            if isSelected != oldValue { controlStateDidChange() }
            observableValueDidChange()
        }
    }
    /// Whether a touch is down on the control (`isHighlighted`); default false.
    open var isHighlighted = false {
        didSet {
            if isHighlighted != oldValue { controlStateDidChange() }
            observableValueDidChange()
        }
    }
    /// The state as bits (`state`).
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// Whether a touch is being tracked (`isTracking`).
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside (`isTouchInside`).
    open internal(set) var isTouchInside = false

    /// Where content sits across the control (`contentHorizontalAlignment`); default `.center`.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { controlStateDidChange() }
    }
    /// `.leading` and `.trailing` resolved for the layout direction
    /// (`effectiveContentHorizontalAlignment`).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
    /// Where content sits up and down (`contentVerticalAlignment`); default `.center`.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { controlStateDidChange() }
    }

    /// Whether a long press shows the control's context menu (`isContextMenuInteractionEnabled`);
    /// stored only (no context menus are drawn).
    open var isContextMenuInteractionEnabled = false
    /// Whether a tap shows the control's menu (`showsMenuAsPrimaryAction`); stored only.
    open var showsMenuAsPrimaryAction = false
    /// A tooltip (`toolTip`); stored only.
    open var toolTip: String?

    /// Told that the state or content alignment changed; controls redraw their parts.
    func controlStateDidChange() {
        updateControlAppearance()
    }

    /// Redraws the control's parts for its state and bounds; each control does its own.
    func updateControlAppearance() {}

    /// Lays the parts out again when the size changes.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { updateControlAppearance() } }
    }

    /// Lays out the parts (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateControlAppearance()
    }

    // MARK: Actions (UIControl+Actions.swift)

    /// The actions and targets by the events they are sent for, in the order added.
    var registeredActions: [(registration: Registration, events: Event)] = []

    /// Adds `action` for `controlEvents` (`addAction(_:for:)`, iOS 14); an action with the same
    /// identifier as one already added replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) { register(action, for: controlEvents) }
    /// Removes `action` from `controlEvents` (`removeAction(_:for:)`).
    open func removeAction(_ action: UIAction, for controlEvents: Event) { unregister(action.identifier, for: controlEvents) }
    /// Removes the action with `actionIdentifier` from `controlEvents`
    /// (`removeAction(identifiedBy:for:)`).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        unregister(actionIdentifier, for: controlEvents)
    }
    /// Sends the actions and targets of `controlEvents` (`sendActions(for:)`), in the order added,
    /// through ``sendAction(_:)`` and ``sendAction(_:to:for:)`` (with no event).
    open func sendActions(for controlEvents: Event) { performActions(for: controlEvents) }
    /// Performs `action` with this control as its sender (`sendAction(_:)`, iOS 14). Every action
    /// the control sends goes through it: an override sees each, and one not calling `super` drops it.
    open func sendAction(_ action: UIAction) { perform(action) }
    /// Adds `action` of `target` for `controlEvents` (`addTarget(_:action:for:)`); the target is not
    /// kept alive. Sent through ``sendAction(_:to:for:)`` (see the type).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        registeredActions.append((.target(TargetAction(target: target.map { $0 as AnyObject }, action: action)), controlEvents))
    }
    /// Removes `action` of `target` from `controlEvents` (`removeTarget(_:action:for:)`); a nil
    /// action removes all of the target's, a nil target every target's.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        unregister(for: controlEvents) { registration in
            guard case .target(let pair) = registration else { return false }
            return (target == nil || pair.target === target.map { $0 as AnyObject }) && (action == nil || pair.action == action)
        }
    }
    /// Sends `action` to `target` for `event` (`sendAction(_:to:for:)`): every target and action the
    /// control sends goes through it, with the touch event that triggered it (nil from
    /// ``sendActions(for:)``). UIKit has the application call the method; without the Objective-C
    /// runtime nothing is called here — override it to see or perform each action.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}
    /// The events any action is registered for (`allControlEvents`).
    open var allControlEvents: Event { registeredActions.reduce(Event()) { $0.union($1.events) } }
    /// Sends the control's primary action (`performPrimaryAction()`, iOS 17.4).
    open func performPrimaryAction() { performActions(for: .primaryActionTriggered) }

    // MARK: Tracking (UIControl+Tracking.swift)

    /// A touch went down on the control (`beginTracking(_:with:)`); false stops tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved (`continueTracking(_:with:)`); false stops tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (`endTracking(_:with:)`).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled (`cancelTracking(with:)`).
    open func cancelTracking(with event: UIEvent?) {}

    /// Tracks the touch (see the type); not passed on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchDown(touches, event) }
    /// Tracks the touch's moves; not passed on.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchMoved(touches, event) }
    /// Ends tracking; not passed on.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchUp(touches, event) }
    /// Cancels tracking; not passed on.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchCancelled(event) }

    /// The control takes touches only while enabled, as UIKit's.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// The touch being tracked.
    weak var trackedTouch: UITouch?

    /// A tracked touch lifted inside: a button's primary action, a switch's toggle.
    func touchUpInsideDidFinish() {}
}
