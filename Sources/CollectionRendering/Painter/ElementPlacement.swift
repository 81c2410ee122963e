import CollectionLayout
import Foundation

/// How a local space — an element's or a layer's untransformed bounds `(0, 0, size)` —
/// maps into its parent's space: the plane `z = 0` of a layer's 4 × 4 transform chain.
///
/// A layer of `size` whose point `anchorPoint · size` sits at `position`, transformed by
/// `transform` about that point (Core Animation's rule), maps a local point `p` to
/// `position + project(p − anchorPoint · size)`. For a cell (anchor (0.5, 0.5)) this is
/// exactly `LayoutAttributes.transformedCorners` offset by the center.
public enum ElementPlacement: Hashable, Sendable {
    /// The map is affine; concatenate it.
    case affine(Transform2D)
    /// The map has perspective: a 3×3 homography (row vectors) for
    /// ``RenderBackend/withProjection(_:contentBounds:_:)``.
    case projective(Homography)

    /// The placement of `attributes`: its layer at `center`, anchored at its centre.
    public init(_ attributes: LayoutAttributes) {
        self.init(size: attributes.size, position: attributes.center, transform: attributes.transform3D)
    }

    /// The placement of a layer of `size` whose point `anchorPoint · size` sits at
    /// `position`, transformed by `transform` about that point, then by `parentTransform`
    /// (its superlayer's `sublayerTransform`, in the superlayer's local space).
    public init(
        size: CGSize, position: CGPoint, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), transform: Transform3D,
        parentTransform: Transform3D = .identity
    ) {
        let anchor = CGSize(width: size.width * anchorPoint.x, height: size.height * anchorPoint.y)
        if transform.isIdentity && parentTransform.isIdentity {
            self = .affine(Transform2D(translationX: position.x - anchor.width, y: position.y - anchor.height))
            return
        }
        var matrix = Transform3D(translationX: -anchor.width, y: -anchor.height)
        if !transform.isIdentity { matrix = matrix.concatenating(transform) }
        matrix = matrix.concatenating(Transform3D(translationX: position.x, y: position.y))
        if !parentTransform.isIdentity { matrix = matrix.concatenating(parentTransform) }
        self.init(matrix: matrix)
    }

    /// The placement of the plane `z = 0` under a 4 × 4 matrix (row vectors). Flat layers
    /// need only its plane homography (rows and columns 3 dropped); when the perspective
    /// column is zero (m14 = m24 = 0, m44 > 0) the map is affine, even for rotations about
    /// x or y without perspective, which only foreshorten.
    public init(matrix t: Transform3D) {
        if t.m14 == 0 && t.m24 == 0 && t.m44 > 0 {
            let w = t.m44
            self = .affine(Transform2D(a: t.m11 / w, b: t.m12 / w, c: t.m21 / w, d: t.m22 / w, tx: t.m41 / w, ty: t.m42 / w))
        } else {
            self = .projective(t.planeHomography)
        }
    }

    /// Where a local point lands in content space (nil behind the eye).
    public func apply(to point: CGPoint) -> CGPoint? {
        switch self {
        case .affine(let m): return point.applying(m)
        case .projective(let h): return h.apply(to: point)
        }
    }

    /// Whether the map turns the plane over, so its back faces the viewer (a negative
    /// determinant: a mirror, or a rotation past 90° about x or y) — what a layer that is
    /// not `isDoubleSided` hides.
    public var showsBack: Bool {
        switch self {
        case .affine(let m): return m.a * m.d - m.b * m.c < 0
        case .projective(let h):
            let determinant =
                h.m11 * (h.m22 * h.m33 - h.m23 * h.m32) - h.m12 * (h.m21 * h.m33 - h.m23 * h.m31)
                + h.m13 * (h.m21 * h.m32 - h.m22 * h.m31)
            return determinant < 0
        }
    }
}
