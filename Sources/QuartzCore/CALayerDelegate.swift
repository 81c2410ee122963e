/// What a layer asks its delegate, as Core Animation's `CALayerDelegate` (a view is its
/// layer's delegate). Every method has a default, as Core Animation's optional methods.
public protocol CALayerDelegate: AnyObject {
    /// Lays out the layer's sublayers (`layoutSublayers(of:)`): a view lays out its subviews.
    func layoutSublayers(of layer: CALayer)

    /// Displays the layer (`display(_:)`), replacing its drawing; the default draws it
    /// through its `draw(in:)`, as Core Animation does for a delegate without this method.
    func display(_ layer: CALayer)

    /// Draws the layer's contents into `ctx` (`draw(_:in:)`); a view draws through its
    /// `draw(_:)`.
    func draw(_ layer: CALayer, in ctx: CGContext)

    /// Told the layer is about to draw (`layerWillDraw(_:)`).
    func layerWillDraw(_ layer: CALayer)

    /// The action a change of the layer's property `event` runs (`action(for:forKey:)`):
    /// nil to let the layer search on, `NSNull()` for none. A view answers with an animation
    /// inside an animation block.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}

    /// Draws the layer through its `draw(in:)` into a context of its bounds.
    public func display(_ layer: CALayer) { layer.drawContents() }

    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}

    /// Nil: the layer searches on.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// A layer's owner that lays the layer out with itself — a view, whose layout flag is its
/// layer's in UIKit: the layer's `setNeedsLayout()`, `needsLayout()` and `layoutIfNeeded()`
/// are the view's.
package protocol CALayerLayoutOwner: AnyObject {
    /// Marks the owner to lay out (the layer's `setNeedsLayout()`).
    func setNeedsLayoutForLayer()
    /// Whether the owner is marked to lay out (the layer's `needsLayout()`).
    var layerNeedsLayout: Bool { get }
    /// Lays the owner out if it is marked to (the layer's `layoutIfNeeded()`).
    func layoutLayerIfNeeded()
}
