import CollectionLayout
import Foundation

/// One sublayer of an element's content, as a `CALayer` in a view's layer tree: the layer
/// of a subview such as a cell's `backgroundView`, `selectedBackgroundView` or `contentView`.
///
/// Core Animation's geometry: the layer's bounds are `(0, 0, size)`; the point
/// `anchorPoint · size` of them sits at ``position`` in the superlayer's bounds, and
/// ``transform`` applies about that point. A local point `p` lands at
/// `position + transform(p − anchorPoint · size)` (``ElementPlacement/init(size:position:anchorPoint:transform:parentTransform:)``).
/// ``alpha`` is group opacity; ``content`` is drawn in the layer's bounds, its own
/// sublayers included.
public struct ContentLayer: Hashable, Sendable {
    /// Where the anchor point sits in the superlayer's bounds (`position`, a view's `center`).
    public var position: CGPoint
    /// The bounds' size (`bounds.size`).
    public var size: CGSize
    /// The point of the bounds placed at ``position``, about which ``transform`` applies, in
    /// unit coordinates (`anchorPoint`); default (0.5, 0.5).
    public var anchorPoint: CGPoint
    /// The layer's transform (`transform`), about the anchor point.
    public var transform: Transform3D
    /// Group opacity, 0…1 (a view's `alpha` times its layer's `opacity`).
    public var alpha: CGFloat
    /// What the layer draws: fill, corner radius, border, and its own sublayers.
    public var content: ElementContent
    /// The layer's position on the z axis (`zPosition`): siblings draw in increasing order
    /// of it, ties in their order (Core Animation's stable sort).
    public var zPosition: CGFloat = 0
    /// Whether the layer shows when its back faces the viewer (`isDoubleSided`); default
    /// true.
    public var isDoubleSided = true

    /// A layer; by default untransformed, opaque and anchored at its centre.
    public init(
        position: CGPoint, size: CGSize, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: Transform3D = .identity, alpha: CGFloat = 1, content: ElementContent
    ) {
        self.position = position; self.size = size; self.anchorPoint = anchorPoint
        self.transform = transform; self.alpha = alpha; self.content = content
    }

    /// A layer filling `rect` of its superlayer's bounds (a frame without transform).
    public init(frame rect: CGRect, alpha: CGFloat = 1, content: ElementContent) {
        self.init(position: CGPoint(x: rect.midX, y: rect.midY), size: rect.size, alpha: alpha, content: content)
    }

    /// How the layer's bounds map into its superlayer's bounds, under the superlayer's
    /// `sublayerTransform` (already about its anchor point).
    public func placement(parentTransform: Transform3D = .identity) -> ElementPlacement {
        ElementPlacement(
            size: size, position: position, anchorPoint: anchorPoint, transform: transform, parentTransform: parentTransform)
    }
}
