import QuartzCore

/// A view's layer lays out with the view, as in UIKit, where they share one layout flag:
/// the layer's `setNeedsLayout()`, `needsLayout()` and `layoutIfNeeded()` are the view's.
extension UIView: CALayerLayoutOwner {
    package func setNeedsLayoutForLayer() { setNeedsLayout() }
    package var layerNeedsLayout: Bool { needsLayoutFlag }
    package func layoutLayerIfNeeded() { layoutIfNeeded() }
}
