import CollectionLayout
import CollectionRendering

// UICollectionView's `backgroundView`: Apple's documentation says the view "is positioned
// underneath all of the other content and sized automatically to fill the entire bounds of
// the collection view", and "does not scroll with the collection view's other content".

extension UICollectionView {
    /// Puts a new background view in: the old one leaves the collection view (if it is still
    /// there), the new one becomes the first subview, sized to the bounds.
    func backgroundViewDidChange(from old: UIView?) {
        guard old !== backgroundView else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let view = backgroundView else { return }
        insertSubview(view, at: 0)
        placeBackgroundView()
    }

    /// Sizes the background view to the bounds (their origin is the content offset, so it
    /// stays in place while the content scrolls) and lays it out, as UIKit's layout pass does.
    func placeBackgroundView() {
        guard let view = backgroundView, view.superview === self else { return }
        if view.frame != bounds { view.frame = bounds }
        view.layoutIfNeeded()
    }

    /// The background view as the element drawn under all others, where it stands in the
    /// bounds, moved with `shownBounds` (an animation's bounds) when that differs; nil without
    /// one, or when it is hidden or transparent.
    func backgroundElement(shownBounds: CGRect? = nil) -> DisplayElement? {
        guard let view = backgroundView, view.superview === self else { return nil }
        var attributes = view.renderedAttributes(
            LayoutAttributes(forDecorationViewOfKind: "UICollectionViewBackgroundView", with: IndexPath(item: 0, section: 0)))
        guard !attributes.isInvisible else { return nil }
        if let shownBounds {
            attributes.center.x += shownBounds.minX - bounds.minX
            attributes.center.y += shownBounds.minY - bounds.minY
        }
        return DisplayElement(id: "background-view", attributes: attributes, content: view.layerContent())
    }
}
