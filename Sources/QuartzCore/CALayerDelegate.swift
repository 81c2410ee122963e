/// What a layer asks its delegate, as Core Animation's `CALayerDelegate` (a view is its
/// layer's delegate). Every method has a default that does nothing, as Core Animation's
/// optional methods.
public protocol CALayerDelegate: AnyObject {
    /// Lays out the layer's sublayers (`layoutSublayers(of:)`): a view lays out its subviews.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
