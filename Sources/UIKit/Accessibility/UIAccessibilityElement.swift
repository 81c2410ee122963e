/// An accessibility element that is not a view (`UIAccessibilityElement`): a part of a
/// container's content, placed by ``accessibilityFrameInContainerSpace``.
///
/// Deliberate difference: a subclass of `UIResponder` here (UIKit's is an `NSObject`), which
/// holds the accessibility properties.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The container the element belongs to (`accessibilityContainer`, weak).
    open weak var accessibilityContainer: AnyObject?

    /// An element of `container` (`init(accessibilityContainer:)`), an accessibility element
    /// by default.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The element's frame in its container view's coordinates
    /// (`accessibilityFrameInContainerSpace`); `accessibilityFrame` follows it and the
    /// container's place unless set.
    open var accessibilityFrameInContainerSpace = CGRect.zero
}
