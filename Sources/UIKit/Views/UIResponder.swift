import CollectionRendering

/// UIKit's `UIResponder`: the base of views and view controllers. Nothing responds to events
/// here. It holds the accessibility properties UIKit gives every `NSObject` (an informal
/// protocol that Swift on Linux cannot add to `NSObject` itself).
open class UIResponder: NSObject {
    /// A responder.
    public override init() { super.init() }

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

    /// The accessibility values set on this object.
    var accessibility = AccessibilityOverrides()
}
