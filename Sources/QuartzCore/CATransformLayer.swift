import CollectionLayout
import CollectionRendering
import Foundation

/// A layer that renders only its sublayers, in its superlayer's 3D space rather than
/// flattened into its own plane (`CATransformLayer`, Apple's documentation "CATransformLayer").
///
/// As Core Animation documents: the properties a layer draws itself are ignored —
/// `backgroundColor`, `contents` and what `draw(in:)` draws, the border, the shadow, `mask`
/// and `masksToBounds`; `opacity` applies to each sublayer on its own (no compositing group);
/// `transform` and `sublayerTransform` carry the sublayers. Its sublayers are drawn as
/// sublayers of its superlayer, each under its own transform followed by the transform
/// layer's, so a sublayer turned away by the two together shows its back (`isDoubleSided`),
/// and they sort among the superlayer's sublayers by their depth there.
///
/// Deliberate difference: the renderer paints layers in order rather than with a depth
/// buffer, so sublayers that cross each other in depth are drawn whole, the deeper first
/// (by the depth of their anchor points), rather than cut where they intersect.
open class CATransformLayer: CALayer {
    /// A transform layer with Core Animation's defaults (`init()`).
    public override init() { super.init() }

    /// A copy of `layer`'s properties (`init(layer:)`).
    public override init(layer: Any) { super.init(layer: layer) }

    /// Transform layers are not decoded here: one from a coder has Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override package class func makeInstance() -> CALayer { CATransformLayer() }

    /// A copy of `layer`, for its presentation.
    override package class func makePresentation(of layer: CALayer) -> CALayer { CATransformLayer(layer: layer) }
}

extension CATransformLayer {
    /// The sublayers as sublayers of a superlayer whose bounds origin is `superBounds.origin`:
    /// each placed by its own geometry, then this layer's `sublayerTransform` about the
    /// anchor point, then this layer's placement (position, anchor point, `transform`); its
    /// opacity times this layer's; its `zPosition` the depth of its anchor point there plus
    /// this layer's `zPosition`. None when this layer is hidden.
    func hoistedSublayers(inSuperlayerBounds superBounds: CGRect) -> [ContentLayer] {
        let shown = presentedForRendering
        guard !shown.isHidden else { return [] }
        let anchor = CGPoint(x: shown.anchorPoint.x * shown.bounds.width, y: shown.anchorPoint.y * shown.bounds.height)
        let map = sublayerTransformAboutAnchor(of: shown).concatenating(Transform3D(translationX: -anchor.x, y: -anchor.y))
            .concatenating(shown.transform)
            .concatenating(Transform3D(translationX: shown.position.x - superBounds.minX, y: shown.position.y - superBounds.minY))
        let opacity = CGFloat(shown.opacity)
        return renderedSublayers(inBounds: shown.bounds).map { sublayer in
            var hoisted = sublayer
            let depth = Self.depth(of: sublayer, under: map)
            if map.isPlanarTranslation {
                // The common case (no rotation, scale or perspective): a shift of position.
                hoisted.position = CGPoint(x: sublayer.position.x + map.m41, y: sublayer.position.y + map.m42)
            } else {
                hoisted.transform = sublayer.transform
                    .concatenating(Transform3D(translationX: sublayer.position.x, y: sublayer.position.y)).concatenating(map)
                hoisted.position = .zero
            }
            hoisted.alpha = sublayer.alpha * opacity
            hoisted.zPosition = shown.zPosition + depth
            return hoisted
        }
    }

    /// The depth (z) a sublayer's anchor point reaches under `map`: the point at its
    /// position, raised by its `zPosition` and its transform's own z translation.
    private static func depth(of sublayer: ContentLayer, under map: Transform3D) -> CGFloat {
        let x = sublayer.position.x, y = sublayer.position.y, z = sublayer.zPosition + sublayer.transform.m43
        let w = x * map.m14 + y * map.m24 + z * map.m34 + map.m44
        let depth = (x * map.m13 + y * map.m23 + z * map.m33 + map.m43) / (w != 0 ? w : 1)
        return depth.isFinite ? depth : 0
    }
}

extension Transform3D {
    /// Whether the transform only moves points in the plane (all but m41 and m42 as the
    /// identity's).
    fileprivate var isPlanarTranslation: Bool { self == Transform3D(translationX: m41, y: m42) }
}
