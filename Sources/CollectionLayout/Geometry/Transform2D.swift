import Foundation

/// A 2D affine transform shaped like `CGAffineTransform`.
///
/// Points are row vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` — the same layout
/// as Cairo's matrix (`xx = a`, `yx = b`, `xy = c`, `yy = d`). On Linux the name
/// `CGAffineTransform` is an alias of this type, so UIKit layout code compiles unchanged.
public struct Transform2D: Hashable, Sendable, Codable {
    /// Row 1, column 1.
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2.
    public var d: CGFloat
    /// Translation along x.
    public var tx: CGFloat
    /// Translation along y.
    public var ty: CGFloat

    /// A transform from its six entries, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y down),
    /// as in UIKit.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (`CGAffineTransform.concatenating`).
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before `self` (`translatedBy(x:y:)`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (`scaledBy(x:y:)`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (`rotated(by:)`).
    public func rotated(by angle: CGFloat) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the transform is singular, as
    /// `CGAffineTransform.inverted()`.
    public func inverted() -> Transform2D {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant
        let ic = -c / determinant, id = a / determinant
        return Transform2D(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension Transform2D: Interpolatable {
    /// Entry-by-entry linear interpolation.
    public func interpolated(to other: Transform2D, fraction: Double) -> Transform2D {
        Transform2D(
            a: a.interpolated(to: other.a, fraction: fraction),
            b: b.interpolated(to: other.b, fraction: fraction),
            c: c.interpolated(to: other.c, fraction: fraction),
            d: d.interpolated(to: other.d, fraction: fraction),
            tx: tx.interpolated(to: other.tx, fraction: fraction),
            ty: ty.interpolated(to: other.ty, fraction: fraction))
    }
}

extension CGPoint {
    /// The point transformed by `t` (`CGPoint.applying(_:)`).
    public func applying(_ t: Transform2D) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` as a vector, without the translation (`CGSize.applying(_:)`):
    /// `(a·w + c·h, b·w + d·h)`, negative when the transform flips it.
    public func applying(_ t: Transform2D) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle holding this rectangle's four corners after `t`
    /// (`CGRect.applying(_:)`).
    public func applying(_ t: Transform2D) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        return CGRect.boundingBox(of: corners)
    }

    /// The smallest rectangle holding every point, or `.null` for none.
    public static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

// Not `canImport(CoreGraphics)`: on Linux the package's own CoreGraphics module would make
// that true whenever it happens to be built before this one.
#if !canImport(ObjectiveC)
/// UIKit's name for ``Transform2D``, on platforms without Apple's CoreGraphics.
public typealias CGAffineTransform = Transform2D
#endif
