import CollectionRendering

/// UIKit's `UIResponder`: an object that handles touches, passing the ones it does not
/// handle to the ``next`` responder, as UIKit's default implementations do.
///
/// Touches come from scripted touch sequences (`UIView.simulateTouches(_:)`, Linux only),
/// hit-tested to the view under each finger: the view's gesture recognizers see them
/// first, then the view's `touchesBegan(_:with:)` and the rest, which go up the chain —
/// view, superview (or the view controller whose root view it is), … — until a responder
/// overrides them without calling `super`. It also holds the accessibility properties UIKit
/// gives every `NSObject` (an informal protocol that Swift on Linux cannot add to `NSObject`
/// itself).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() { super.init() }

    /// Whether Objective-C associations were ever made with the responder
    /// (ObjectiveCAssociatedObjects.swift): its `deinit` ends them, as the runtime does.
    var hasAssociatedObjects = false

    deinit { if hasAssociatedObjects { AssociatedObjects.removeAll(for: ObjectIdentifier(self)) } }

    /// Told that a value this responder observes changed (`observeValue(forKeyPath:of:change:context:)`, NSObject's on iOS; here a
    /// responder's, as Swift on Linux cannot override a method of an `NSObject` extension). By default nothing (iOS raises an
    /// exception). KeyValueObserving/ registers observers and says which keys UIKit notifies of.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The responder after this one in the chain (`next`); nil here, a view's superview or
    /// view controller for a view.
    open var next: UIResponder? { nil }

    /// Fingers touched down (`touchesBegan(_:with:)`); by default passed to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved (`touchesMoved(_:with:)`); by default passed to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted (`touchesEnded(_:with:)`); by default passed to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were taken away, by a gesture recognizer that recognized
    /// (`touchesCancelled(_:with:)`); by default passed to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Whether the responder can become first responder (`canBecomeFirstResponder`): false.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder is first responder (`isFirstResponder`): false, as there is no
    /// keyboard focus here.
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder (`becomeFirstResponder()`): false, as there is no
    /// keyboard focus here.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder (`resignFirstResponder()`): true.
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// Whether the responder handles `action` (`canPerformAction(_:withSender:)`): by default
    /// the ``next`` responder's answer, false at the end of the chain. An override answers for
    /// its own actions (`action == Selector("paste:")`) and calls `super` for the rest.
    ///
    /// A text view or field answers the standard edit actions itself (docs/REFERENCE.md
    /// §25.8): `copy:` with selected text that is not a password's, `cut:` and `delete:` with
    /// a selection in an editable view (`cut:` not a password's), `paste:` when editable with
    /// a string on the general `UIPasteboard`, `select:` with a caret in text, `selectAll:`
    /// while not all the text is selected.
    ///
    /// Deliberate difference: UIKit's default first answers true when the responder's class
    /// implements the action's method — which takes the Objective-C runtime to know.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if let editor = self as? EndOfTextEditing, let answer = editor.canPerformEditAction(action) { return answer }
        return next?.canPerformAction(action, withSender: sender) ?? false
    }
    /// The responder that handles `action` (`target(forAction:withSender:)`): as documented,
    /// this one when ``canPerformAction(_:withSender:)`` says so, else the ``next``
    /// responder's target; nil at the end of the chain. (As the default
    /// ``canPerformAction(_:withSender:)`` answers for the chain above, a responder below the
    /// one that handles the action names itself.)
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }
    // MARK: Standard edit actions (UIResponderStandardEditActions; Text/Input/TextEditActions.swift)

    /// Removes the selected content after writing it to the pasteboard (`cut(_:)`): nothing by
    /// default; a text view or field copies its selected text, then deletes it as ``delete(_:)``.
    open func cut(_ sender: Any?) { (self as? EndOfTextEditing)?.cutSelection() }
    /// Writes the selected content to the pasteboard (`copy(_:)`): nothing by default; a text
    /// view or field puts its selected text on the general `UIPasteboard` as a string, unless it
    /// is a password (`isSecureTextEntry`).
    open func copy(_ sender: Any?) { (self as? EndOfTextEditing)?.copySelection() }
    /// Puts the pasteboard's content in place of the selection (`paste(_:)`): nothing by
    /// default; an editable text view or field replaces its selection (the insertion point at
    /// the end of the text unless set) with the general pasteboard's string as typing does —
    /// asking its delegate's `shouldChangeTextIn` / `shouldChangeCharactersIn`, which may
    /// refuse, then moving the insertion point after it and announcing the change.
    open func paste(_ sender: Any?) { (self as? EndOfTextEditing)?.pasteString() }
    /// Selects part of the content (`select(_:)`): nothing by default; a text view or field
    /// selects the word its insertion point touches, telling its delegate.
    open func select(_ sender: Any?) { (self as? EndOfTextEditing)?.selectWord() }
    /// Selects all the content (`selectAll(_:)`): nothing by default; a text view or field
    /// selects its whole text, telling its delegate.
    open func selectAll(_ sender: Any?) { (self as? EndOfTextEditing)?.selectAllText() }
    /// Removes the selected content (`delete(_:)`): nothing by default; an editable text view
    /// or field replaces its selected text with nothing as typing does.
    open func delete(_ sender: Any?) { (self as? EndOfTextEditing)?.deleteSelection() }

    /// A view shown in place of the keyboard while this responder is first responder
    /// (`inputView`); nil: the keyboard. There is no keyboard here: it is kept and never shown.
    open var inputView: UIView? { nil }
    /// A view shown above the keyboard while this responder is first responder
    /// (`inputAccessoryView`); nil. Kept and never shown, as ``inputView``.
    open var inputAccessoryView: UIView? { nil }
    /// Brings the input views up to date (`reloadInputViews()`); nothing shows them here.
    open func reloadInputViews() {}

    /// A motion began (`motionBegan(_:with:)`), such as a shake; by default passed to ``next``.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended (`motionEnded(_:with:)`); by default passed to ``next``.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled (`motionCancelled(_:with:)`); by default passed to ``next``.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// Prepares an object loaded from a nib or storyboard (`awakeFromNib()`); UIKit calls it
    /// once the whole archive is loaded and connected. Nothing is loaded from nibs here, so
    /// nothing calls it — a view, cell or view controller made in code never receives it, as
    /// in UIKit. An override calls `super.awakeFromNib()`, as UIKit requires.
    ///
    /// Deliberate difference: UIKit declares it on `NSObject`; Swift on Linux cannot override
    /// a method declared in an extension, so it is declared here and on
    /// ``UICollectionViewLayout``, the classes UIKit loads from nibs.
    open func awakeFromNib() {}
    /// Prepares a designable view for Interface Builder's canvas (`prepareForInterfaceBuilder()`);
    /// Interface Builder never runs here, so nothing calls it. Declared here for the same reason
    /// as ``awakeFromNib()`` (UIKit declares it on `NSObject`).
    open func prepareForInterfaceBuilder() {}
    // MARK: Accessibility (Accessibility/UIResponder+Accessibility.swift)

    /// Whether assistive technologies see this object as one element (`isAccessibilityElement`);
    /// by default UIKit's for its kind: true for labels and list cells, false for plain views.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? accessibilityDefaults.isElement }
        set { accessibility.isElement = newValue }
    }
    /// What VoiceOver reads (`accessibilityLabel`); by default a label's text, a list cell's
    /// texts.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? accessibilityDefaults.label }
        set { accessibility.label = .some(newValue) }
    }
    /// The element's value (`accessibilityValue`); default nil.
    open var accessibilityValue: String? {
        get { accessibility.value ?? accessibilityDefaults.value }
        set { accessibility.value = .some(newValue) }
    }
    /// What activating the element does (`accessibilityHint`); default nil.
    open var accessibilityHint: String? {
        get { accessibility.hint ?? nil }
        set { accessibility.hint = .some(newValue) }
    }
    /// What the element is and its state (`accessibilityTraits`); by default a label's
    /// `.staticText`, an image view's `.image`, a selected cell's `.selected`.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? accessibilityDefaults.traits }
        set { accessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates (`accessibilityFrame`); by default a view's
    /// frame in its window (the screen here).
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? accessibilityDefaults.frame }
        set { accessibility.frame = newValue }
    }
    /// The elements inside, in reading order (`accessibilityElements`); nil: the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }
    /// Whether the elements inside are hidden from assistive technologies
    /// (`accessibilityElementsHidden`); default false.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether the elements inside are read as a group (`shouldGroupAccessibilityChildren`).
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }
    /// Whether VoiceOver ignores the elements beside this one (`accessibilityViewIsModal`).
    open var accessibilityViewIsModal: Bool {
        get { accessibility.isModal }
        set { accessibility.isModal = newValue }
    }

    /// The string that identifies the element to UI tests (`accessibilityIdentifier`,
    /// `UIAccessibilityIdentification`); default nil. VoiceOver never reads it.
    ///
    /// Deliberate difference: UIKit declares it on the classes that adopt
    /// `UIAccessibilityIdentification` (views, images, bar items); it is declared here so a view
    /// subclass can override it (Swift on Linux cannot override a protocol extension's member).
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// The actions VoiceOver offers beside activating the element (`accessibilityCustomActions`);
    /// default nil.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
    /// How many elements the container holds (`accessibilityElementCount()`): by default
    /// ``accessibilityElements``' count, 0 without them.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` (`accessibilityElement(at:)`): by default of
    /// ``accessibilityElements``; nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` (`index(ofAccessibilityElement:)`): by default its place among
    /// ``accessibilityElements`` (the same object), else `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// Activates the element as a double tap with VoiceOver does (`accessibilityActivate()`);
    /// false by default: the element did not handle it (VoiceOver then taps its centre).
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value (`accessibilityIncrement()`); nothing by default.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value (`accessibilityDecrement()`); nothing by default.
    open func accessibilityDecrement() {}
    /// Dismisses a modal view on VoiceOver's escape gesture (`accessibilityPerformEscape()`);
    /// false by default: not handled, the gesture goes up the chain.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Does the most important thing on VoiceOver's magic tap (`accessibilityPerformMagicTap()`);
    /// false by default: not handled.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The accessibility values set on this object.
    var accessibility = AccessibilityOverrides()
}

extension UIView {
    /// Ends the editing of the first responder in this view's tree (from its topmost
    /// superview) — a text field or text view: a window has one, which must resign before
    /// another begins editing. False when it refuses; true when there is none or it is this
    /// view.
    func resignOtherFirstResponderInTree() -> Bool {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        guard let responder = root.firstResponderInSubtree() else { return true }
        return responder === self || responder.resignFirstResponder()
    }
}
