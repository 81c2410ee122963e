extension UIScrollView {
    /// How a drag that begins in the scroll view puts the keyboard away (`UIScrollView.KeyboardDismissMode`, iOS 7; the
    /// `WithAccessory` cases iOS 16), docs/REFERENCE.md §25.19.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard (`none`).
        case none = 0
        /// The keyboard goes when a drag begins (`onDrag`): here the first responder editing text in the scroll view's tree
        /// resigns, as a tap that ends editing makes it.
        case onDrag = 1
        /// The keyboard follows the dragging finger off the screen and can be pulled back (`interactive`). No keyboard is shown
        /// here, so no finger reaches it and nothing resigns.
        case interactive = 2
        /// As ``onDrag``, keeping the input accessory view (`onDragWithAccessory`, iOS 16): the first responder stays.
        case onDragWithAccessory = 3
        /// As ``interactive``, the accessory view following the finger too (`interactiveWithAccessory`, iOS 16).
        case interactiveWithAccessory = 4
    }

    /// Puts the keyboard away as ``keyboardDismissMode`` says when a drag begins: for ``KeyboardDismissMode/onDrag``, the
    /// first responder in the tree the scroll view is in resigns (its delegate is asked, as on a tap that ends editing).
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode == .onDrag else { return }
        var top: UIView = self
        while let parent = top.superview { top = parent }
        _ = top.endEditingInSubtree(force: false)
    }
}
