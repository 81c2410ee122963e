import Foundation
import CollectionLayout

/// 3×3 projective maps of the plane with row vectors, as ``RenderBackend/withProjection(_:contentBounds:_:)``
/// takes them: `[x y 1] · H`, then divided by the third component.
public enum Homography {
    /// The identity.
    public static let identity: [[CGFloat]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]

    /// A translation.
    public static func translation(_ dx: CGFloat, _ dy: CGFloat) -> [[CGFloat]] {
        [[1, 0, 0], [0, 1, 0], [dx, dy, 1]]
    }

    /// The product `a · b`: `a` applied first, then `b` (row vectors).
    public static func concatenate(_ a: [[CGFloat]], _ b: [[CGFloat]]) -> [[CGFloat]] {
        var result: [[CGFloat]] = [[0, 0, 0], [0, 0, 0], [0, 0, 0]]
        for i in 0..<3 {
            for j in 0..<3 {
                let sum: CGFloat = a[i][0] * b[0][j] + a[i][1] * b[1][j]
                result[i][j] = sum + a[i][2] * b[2][j]
            }
        }
        return result
    }

    /// `point` mapped by `h`, or nil when it lands at or behind the eye (w ≤ 0) or the
    /// matrix is not 3×3.
    public static func apply(_ h: [[CGFloat]], to point: CGPoint) -> CGPoint? {
        guard h.count == 3, h.allSatisfy({ $0.count == 3 }) else { return nil }
        let w = point.x * h[0][2] + point.y * h[1][2] + h[2][2]
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * h[0][0] + point.y * h[1][0] + h[2][0]) / w,
                       y: (point.x * h[0][1] + point.y * h[1][1] + h[2][1]) / w)
    }

    /// The affine map that agrees with `h` at three corners of `rect` (top-left, top-right,
    /// bottom-left): the approximation a backend without perspective warping draws.
    /// Returns nil when a corner cannot be projected.
    public static func affineApproximation(of h: [[CGFloat]], over rect: CGRect) -> Transform2D? {
        guard rect.width != 0, rect.height != 0,
              let p0 = apply(h, to: CGPoint(x: rect.minX, y: rect.minY)),
              let p1 = apply(h, to: CGPoint(x: rect.maxX, y: rect.minY)),
              let p2 = apply(h, to: CGPoint(x: rect.minX, y: rect.maxY))
        else { return nil }
        let a = (p1.x - p0.x) / rect.width, b = (p1.y - p0.y) / rect.width
        let c = (p2.x - p0.x) / rect.height, d = (p2.y - p0.y) / rect.height
        return Transform2D(a: a, b: b, c: c, d: d,
                           tx: p0.x - a * rect.minX - c * rect.minY, ty: p0.y - b * rect.minX - d * rect.minY)
    }
}
