/// What a layer asks its delegate, as Core Animation's `CALayerDelegate` (a view is its
/// layer's delegate). Every method has a default that does nothing, as Core Animation's
/// optional methods.
public protocol CALayerDelegate: AnyObject {
    /// Lays out the layer's sublayers (`layoutSublayers(of:)`): a view lays out its subviews.
    func layoutSublayers(of layer: CALayer)
    /// The action a change of the layer's property `event` runs (`action(for:forKey:)`):
    /// nil to let the layer search on, `NSNull()` for none. A view answers with an animation
    /// inside an animation block.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: the layer searches on.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
