import CollectionLayout
import Foundation

/// How an element's local space — its untransformed bounds `(0, 0, size)` — maps into the
/// content space: `translate(−size/2)`, then `transform3D` about the center, then
/// `translate(center)` (UIKit: the layer at `position` = center, anchor point (0.5, 0.5)).
///
/// A local corner `p` lands at `center + project(p − size/2)`, exactly
/// `LayoutAttributes.transformedCorners` offset by the center.
public enum ElementPlacement: Hashable, Sendable {
    /// The map is affine; concatenate it.
    case affine(Transform2D)
    /// The map has perspective: a 3×3 homography (row vectors) for
    /// ``RenderBackend/withProjection(_:contentBounds:_:)``.
    case projective(Homography)

    /// The placement of `attributes`.
    ///
    /// Cells are flat (z = 0), so only the plane homography of `Transform3D` matters
    /// (rows and columns 3 dropped). When its perspective column is zero (m14 = m24 = 0,
    /// m44 > 0) the map is affine, even for rotations about x or y without perspective, which
    /// only foreshorten.
    public init(_ attributes: LayoutAttributes) {
        self.init(size: attributes.size, position: attributes.center, transform: attributes.transform3D)
    }

    /// The placement of a layer of `size` whose point `anchorPoint · size` sits at
    /// `position`, transformed by `transform` about that point (Core Animation's rule; a
    /// cell's layer is anchored at its centre, so ``init(_:)`` uses (0.5, 0.5)).
    public init(size: CGSize, position: CGPoint, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), transform t: Transform3D) {
        let anchor = CGSize(width: size.width * anchorPoint.x, height: size.height * anchorPoint.y)
        if t.m14 == 0 && t.m24 == 0 && t.m44 > 0 {
            let w = t.m44
            let plane = Transform2D(a: t.m11 / w, b: t.m12 / w, c: t.m21 / w, d: t.m22 / w, tx: t.m41 / w, ty: t.m42 / w)
            self = .affine(
                Transform2D(translationX: -anchor.width, y: -anchor.height)
                    .concatenating(plane)
                    .concatenating(Transform2D(translationX: position.x, y: position.y)))
        } else {
            self = .projective(
                Homography.translation(-anchor.width, -anchor.height)
                    .concatenating(t.planeHomography)
                    .concatenating(.translation(position.x, position.y)))
        }
    }

    /// Where a local point lands in content space (nil behind the eye).
    public func apply(to point: CGPoint) -> CGPoint? {
        switch self {
        case .affine(let m): return point.applying(m)
        case .projective(let h): return h.apply(to: point)
        }
    }
}
