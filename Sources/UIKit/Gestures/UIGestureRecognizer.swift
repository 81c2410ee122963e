/// UIKit's `UIGestureRecognizer`: watches the touches that land on its view or the view's
/// subviews, moves through UIKit's states, and tells its targets at each change.
///
/// States, as UIKit's: a discrete recognizer goes `.possible` → `.recognized` (`.ended`) or
/// `.failed`; a continuous one `.possible` → `.began` → `.changed`… → `.ended` or
/// `.cancelled`, or `.failed`. Before it leaves `.possible` for `.began` or `.recognized`,
/// its delegate's `gestureRecognizerShouldBegin(_:)` and its view's
/// `gestureRecognizerShouldBegin(_:)` are asked, the recognizers it must wait for
/// (`require(toFail:)`, the delegates' `shouldRequireFailureOf` / `shouldBeRequiredToFailBy`)
/// must have failed, and the other recognizers of its touches that may not recognize
/// alongside it (`shouldRecognizeSimultaneouslyWith`) fail. When it recognizes it takes its
/// touches from their views (`cancelsTouchesInView`), and `delaysTouchesBegan` /
/// `delaysTouchesEnded` hold touches back from the views while it is undecided. It returns to
/// `.possible` (``reset()``) once its touches have ended.
///
/// Touches come from scripted touch sequences on the animation clock (`UIView.simulateTouches(_:)`,
/// Linux only); timers (a long press's duration) run on that clock too.
///
/// Target–action needs the Objective-C runtime, which Linux lacks: a target and `Selector`
/// given to ``init(target:action:)`` or ``addTarget(_:action:)`` are kept but never sent (so a
/// subclass can still call `super.init(target:action:)`). Get the recognizer's changes with
/// the Linux-only ``init(handler:)`` / ``addHandler(_:)``, written under `#if os(Linux)` next
/// to the iOS target–action.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state (`UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        /// Not recognized yet (`.possible`), the initial state.
        case possible = 0
        /// A continuous gesture started (`.began`).
        case began = 1
        /// A continuous gesture changed (`.changed`).
        case changed = 2
        /// The gesture ended (`.ended`); also a discrete gesture recognized (`.recognized`).
        case ended = 3
        /// The gesture was cancelled (`.cancelled`).
        case cancelled = 4
        /// The touches are not this gesture (`.failed`).
        case failed = 5

        /// A discrete gesture recognized: `.ended`.
        public static var recognized: State { .ended }
    }

    /// A recognizer (`init(target:action:)`). A target and action are kept but not sent: see
    /// the type's discussion.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { selectorTargets.append((target as AnyObject, action)) }
    }

    /// A recognizer with no target (`init()`).
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer that calls `handler` at each change of its state: `.began`, `.changed`,
    /// `.ended` (`.recognized`) and `.cancelled` (Linux only; UIKit sends an action message).
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// The state (`state`). Subclasses set it from their touch methods, as UIKit's do
    /// through `UIGestureRecognizerSubclass.h`; the setter applies UIKit's rules (see the type).
    open var state: State {
        get { storedState }
        set { arena?.transition(self, to: newValue) ?? applyWithoutArena(newValue) }
    }

    /// The delegate (`delegate`, weak).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer takes part (`isEnabled`); turning it off while it recognizes
    /// cancels it, while it is possible fails it.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { arena?.disable(self) } }
    }
    /// The view it is attached to (`view`).
    open internal(set) unowned(unsafe) var view: UIView?
    /// Whether recognizing takes its touches from the view (`cancelsTouchesInView`); default true.
    open var cancelsTouchesInView = true
    /// Whether the view gets its touches only after this recognizer failed
    /// (`delaysTouchesBegan`); default false.
    open var delaysTouchesBegan = false
    /// Whether the view gets its touches' ends only after this recognizer decided
    /// (`delaysTouchesEnded`); default true.
    open var delaysTouchesEnded = true
    /// Whether a touch of another type makes it fail (`requiresExclusiveTouchType`); stored only.
    open var requiresExclusiveTouchType = true
    /// The touch types it receives (`allowedTouchTypes`); every scripted touch is `.direct`.
    open var allowedTouchTypes: [NSNumber] = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
    /// A name for debugging (`name`).
    open var name: String?

    /// The number of touches it is tracking (`numberOfTouches`).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of its touches in `view`'s space (`location(in:)`); nil is the top of the
    /// tree. Subclasses report their own gesture's point.
    open func location(in view: UIView?) -> CGPoint {
        guard let centroid = trackedCentroid ?? lastLocation else { return .zero }
        return rootPoint(centroid, in: view)
    }

    /// The location of touch `touchIndex` in `view`'s space (`location(ofTouch:in:)`); the
    /// recognizer's location when there is no such touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes,
    /// and fail when the other recognizes (`require(toFail:)`).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        if !requiredToFail.contains(where: { $0 === otherGestureRecognizer }) { requiredToFail.append(otherGestureRecognizer) }
    }

    /// Adds a target and action (`addTarget(_:action:)`); kept but not sent here (see the type).
    open func addTarget(_ target: Any, action: Selector) {
        selectorTargets.append((target as AnyObject, action))
    }

    /// Removes a target and action, all actions of `target` for a nil action, all for a nil
    /// target (`removeTarget(_:action:)`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        selectorTargets.removeAll { entry in
            (target == nil || entry.target === target as AnyObject) && (action == nil || entry.action == action)
        }
        if target == nil && action == nil { handlers.removeAll() }
    }

    /// Adds a handler called at each change of state, as an action message is (Linux only).
    public func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Returns the recognizer to `.possible` once its touches have ended (`reset()`);
    /// subclasses clear their own state and call `super`.
    open func reset() {}

    /// Stops tracking `touch` (`ignore(_:for:)`).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether this recognizer recognizing makes `preventedGestureRecognizer` fail
    /// (`canPrevent(_:)`); default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing makes this one fail
    /// (`canBePrevented(by:)`); default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail
    /// (`shouldRequireFailure(of:)`); default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail
    /// (`shouldBeRequiredToFail(by:)`); default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches (what subclasses override, as UIGestureRecognizerSubclass.h)

    /// Touches went down (`touchesBegan(_:with:)`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved (`touchesMoved(_:with:)`).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted (`touchesEnded(_:with:)`).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled (`touchesCancelled(_:with:)`); by default the recognizer is
    /// cancelled when it was recognizing and fails otherwise.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    // MARK: Storage

    var storedState = State.possible
    /// The touches it tracks, in the order they went down.
    var trackedTouches: [UITouch] = []
    /// Where its touches last were (root space), for ``location(in:)`` after they ended.
    var lastLocation: CGPoint?
    /// The recognizers it waits for.
    var requiredToFail: [UIGestureRecognizer] = []
    var selectorTargets: [(target: AnyObject, action: Selector)] = []
    var handlers: [(UIGestureRecognizer) -> Void] = []
    /// The touch sequence it takes part in now.
    weak var arena: TouchArena?
    /// The recognition waiting for the recognizers it requires to fail.
    var pendingState: State?
    /// Whether it waits for something other than touches after they lifted (a tap recognizer
    /// between taps); subclasses answer.
    var isWaiting: Bool { false }

    /// A state change made outside any touch sequence (a subclass on its own): applied as it
    /// is, with the handlers told.
    private func applyWithoutArena(_ newValue: State) {
        storedState = newValue
        if newValue != .possible && newValue != .failed { sendActions() }
    }

    /// Tells the handlers (the Linux stand-in for sending the action messages).
    func sendActions() {
        for handler in handlers { handler(self) }
    }

    /// The centroid of the tracked touches (top-of-tree space), nil without touches.
    var trackedCentroid: CGPoint? {
        let points = trackedTouches.map(\.rootLocation)
        guard !points.isEmpty else { return nil }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// A point of the top of the tree in `view`'s space.
    func rootPoint(_ point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }
}
