import Foundation

/// A projective map of the plane (a 3×3 matrix) with row vectors: a point `(x, y)` maps to
/// `[x y 1] · H`, then divided by the third component, as
/// `RenderBackend.withProjection(_:contentBounds:_:)` takes it.
///
/// Nine stored entries, so every value is a 3×3 matrix. ``Transform3D/planeHomography`` gives
/// the exact map of a layer's z = 0 plane.
public struct Homography: Hashable, Sendable {
    /// Row 1: the image of the x axis (m13 is its perspective term).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    /// Row 2: the image of the y axis (m23 is its perspective term).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    /// Row 3: the translation (m33 is the homogeneous scale).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat

    /// A homography from its nine entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The homography of an affine map (no perspective: third column 0, 0, 1).
    public init(_ affine: Transform2D) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0, m31: affine.tx, m32: affine.ty, m33: 1)
    }

    /// The identity.
    public static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// A translation.
    public static func translation(_ dx: CGFloat, _ dy: CGFloat) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: dx, m32: dy, m33: 1)
    }

    /// The product `self · other`: `self` applied first, then `other` (row vectors).
    public func concatenating(_ other: Homography) -> Homography {
        let a = self, b = other
        return Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// `point` mapped by this homography, or nil when it lands at or behind the eye (w ≤ 0).
    public func apply(to point: CGPoint) -> CGPoint? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    /// The affine map that agrees with this homography at three corners of `rect` (top-left,
    /// top-right, bottom-left): the approximation a backend without perspective warping
    /// draws. Returns nil when a corner cannot be projected or `rect` is empty.
    public func affineApproximation(over rect: CGRect) -> Transform2D? {
        guard rect.width != 0, rect.height != 0,
            let p0 = apply(to: CGPoint(x: rect.minX, y: rect.minY)),
            let p1 = apply(to: CGPoint(x: rect.maxX, y: rect.minY)),
            let p2 = apply(to: CGPoint(x: rect.minX, y: rect.maxY))
        else { return nil }
        let a = (p1.x - p0.x) / rect.width, b = (p1.y - p0.y) / rect.width
        let c = (p2.x - p0.x) / rect.height, d = (p2.y - p0.y) / rect.height
        return Transform2D(
            a: a, b: b, c: c, d: d,
            tx: p0.x - a * rect.minX - c * rect.minY, ty: p0.y - b * rect.minX - d * rect.minY)
    }
}
