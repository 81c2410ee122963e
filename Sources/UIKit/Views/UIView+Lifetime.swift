import QuartzCore

/// What a view's `deinit` does: it empties the references others hold to it without `weak`
/// (so no view is the target of a `weak` reference, and none pays for a side table; see
/// `LayoutItemReference`).
extension UIView {
    /// The reference constraints, anchors and layout guides hold to the view.
    var itemReference: LayoutItemReference {
        if let reference = storedItemReference { return reference }
        let reference = LayoutItemReference(item: self, view: self)
        storedItemReference = reference
        return reference
    }

    /// Empties what refers to the view without holding it: its item reference, its
    /// subviews' superview, its gesture recognizers' view and its layer's delegate. Each of
    /// them is held by the view, or holds the reference, so none is read after this.
    func clearReferencesToSelf() {
        storedItemReference?.clear()
        for subview in storedSubviews { subview.storedSuperview = nil }
        for recognizer in attachedGestureRecognizers { recognizer.view = nil }
        layer.clearOwningDelegate()
    }
}
