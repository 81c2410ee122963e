import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// A red 100 × 60 element at (50, 40) in a white 200 × 140 view, rotated about x or y by
/// 0.6 rad under a perspective m34 = −1/d, drawn at @1x, @2x and @3x: nothing may be drawn
/// more than 1 px outside the exact projected quad, and every edge is anti-aliased.
///
/// The quad is worked from the transform by hand, as Core Animation applies it: a corner
/// (x, y) relative to the element's centre is the row vector [x y 0 1] times the matrix,
/// divided by its w, plus the centre, times the scale. With R the rotation and P the
/// identity with m34 = p (`CATransform3DRotate(P, θ, …)` = R · P):
/// - about x: m22 = cos θ, m23 = sin θ, m32 = −sin θ, m33 = cos θ, m24 = p sin θ,
///   m34 = p cos θ, so X = x, Y = y cos θ, w = 1 + p y sin θ;
/// - about y: m11 = cos θ, m13 = −sin θ, m31 = sin θ, m33 = cos θ, m14 = −p sin θ,
///   m34 = p cos θ, so X = x cos θ, Y = y, w = 1 − p x sin θ.
@Suite struct ProjectiveWarpTests {
    enum Axis: String, CaseIterable, Sendable { case x, y }

    static let frame = CGRect(x: 50, y: 40, width: 100, height: 60)
    static let viewport = CGSize(width: 200, height: 140)
    static let angle: CGFloat = 0.6

    static func transform(_ axis: Axis, eyeDistance d: CGFloat) -> Transform3D {
        let c = cos(angle), s = sin(angle), p = -1 / d
        let rows: [CGFloat]
        switch axis {
        case .x: rows = [1, 0, 0, 0, /**/ 0, c, s, p * s, /**/ 0, -s, c, p * c, /**/ 0, 0, 0, 1]
        case .y: rows = [c, 0, -s, -p * s, /**/ 0, 1, 0, 0, /**/ s, 0, c, p * c, /**/ 0, 0, 0, 1]
        }
        return Transform3D(rowMajor: rows) ?? .identity
    }

    /// The projected corners in device pixels, worked as in the type's comment.
    static func quad(_ axis: Axis, eyeDistance d: CGFloat, scale: CGFloat) -> [CGPoint] {
        let c = cos(angle), s = sin(angle), p = -1 / d
        let half = (w: frame.width / 2, h: frame.height / 2)
        return [(-half.w, -half.h), (half.w, -half.h), (half.w, half.h), (-half.w, half.h)].map { x, y in
            let (X, Y, w): (CGFloat, CGFloat, CGFloat)
            switch axis {
            case .x: (X, Y, w) = (x, y * c, 1 + p * y * s)
            case .y: (X, Y, w) = (x * c, y, 1 - p * x * s)
            }
            return CGPoint(x: (frame.midX + X / w) * scale, y: (frame.midY + Y / w) * scale)
        }
    }

    /// Whether `point` is inside the convex quad (corners in order).
    static func contains(_ quad: [CGPoint], _ point: CGPoint) -> Bool {
        var sign: CGFloat = 0
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross != 0 {
                if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
            }
        }
        return true
    }

    /// The distance from `point` to the quad's outline.
    static func distance(_ quad: [CGPoint], _ point: CGPoint) -> CGFloat {
        (0..<4).map { i -> CGFloat in
            let a = quad[i], b = quad[(i + 1) % 4]
            let dx = b.x - a.x, dy = b.y - a.y
            let t = max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy)))
            return hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy))
        }.min() ?? .infinity
    }

    /// The fraction of pixel (px, py) inside the quad, from 8 × 8 samples.
    static func coverage(_ quad: [CGPoint], _ px: Int, _ py: Int) -> Double {
        var inside = 0
        for i in 0..<8 {
            for j in 0..<8 where contains(quad, CGPoint(x: CGFloat(px) + (CGFloat(i) + 0.5) / 8, y: CGFloat(py) + (CGFloat(j) + 0.5) / 8)) {
                inside += 1
            }
        }
        return Double(inside) / 64
    }

    static let cases: [(Axis, CGFloat, CGFloat)] = Axis.allCases.flatMap { axis in
        [200, 500, 2000].flatMap { d in [1, 2, 3].map { scale in (axis, CGFloat(d), CGFloat(scale)) } }
    }

    @Test(arguments: cases)
    func drawsNothingOutsideTheProjectedQuadAndAntiAliasesEveryEdge(_ axis: Axis, _ eyeDistance: CGFloat, _ scale: CGFloat) throws {
        let element = cell(0, Self.frame, transform: Self.transform(axis, eyeDistance: eyeDistance))
        let image = try render([(element, fill(Color(red: 1, green: 0, blue: 0)))], size: Self.viewport, scale: scale)
        let quad = Self.quad(axis, eyeDistance: eyeDistance, scale: scale)
        var strays: [String] = []
        var aliased: [String] = []
        var partialEdgePixels = 0
        for py in 0..<image.height {
            for px in 0..<image.width {
                guard let pixel = image.pixel(x: px, y: py) else { continue }
                let centre = CGPoint(x: CGFloat(px) + 0.5, y: CGFloat(py) + 0.5)
                let inside = Self.contains(quad, centre)
                let distance = Self.distance(quad, centre)
                // Red 255, 0, 0 over white: the green channel says how much red is drawn.
                let drawn = 1 - Double(pixel.g) / 255
                // A pixel whose every point is more than 1 px from the quad (its centre is
                // 1 + √2/2 away) must be untouched.
                if !inside && distance > 1 + 0.7072 && drawn > 2.0 / 255 {
                    strays.append("(\(px), \(py)) \(pixel)")
                }
                // A pixel half covered by the quad must be partly drawn.
                let covered = Self.coverage(quad, px, py)
                if covered >= 0.3 && covered <= 0.7 {
                    partialEdgePixels += 1
                    if drawn < 0.1 || drawn > 0.9 { aliased.append("(\(px), \(py)) covered \(covered), drawn \(drawn)") }
                }
            }
        }
        #expect(strays.isEmpty, "\(strays.count) pixels drawn more than 1 px outside the quad: \(strays.prefix(8))")
        #expect(partialEdgePixels > 20, "the edges cross too few pixels to check anti-aliasing")
        #expect(aliased.isEmpty, "\(aliased.count) half-covered edge pixels are not anti-aliased: \(aliased.prefix(8))")
    }
}
