import CollectionLayout
import Foundation

extension Path {
    /// The path as polylines, one per subpath, each curve cut into straight pieces at most
    /// about `tolerance` from it; `closed` says whether the subpath ends with a close.
    /// - Complexity: O(elements × pieces per curve), at most 256 pieces a curve.
    public func polylines(tolerance: CGFloat = 0.05) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if current.count > 1 || (closed && !current.isEmpty) { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
                start = p
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case let .quadCurve(p, c):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                current += Self.curvePoints(p0, Self.cubicControls(p0, c, p), p, tolerance: tolerance).dropFirst()
            case let .curve(p, c1, c2):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                current += Self.curvePoints(p0, (c1, c2), p, tolerance: tolerance).dropFirst()
            case .close:
                if !current.isEmpty, let first = current.first {
                    finish(closed: true)
                    start = first
                }
            }
        }
        finish(closed: false)
        return result
    }

    /// Whether `point` is inside the path under `rule`, each subpath closed (Core Graphics'
    /// `contains(_:using:)`). A point on the outline may land either way.
    public func contains(_ point: CGPoint, rule: FillRule = .nonZero) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0, crossings = 0
        for (points, _) in polylines() {
            guard let first = points.first else { continue }
            for (a, b) in zip(points, points.dropFirst() + [first]) where (a.y <= point.y) != (b.y <= point.y) {
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return rule == .nonZero ? winding != 0 : crossings % 2 == 1
    }

    /// The smallest rectangle holding every point the path passes through (Core Graphics'
    /// `boundingBoxOfPath`); `.null` for an empty path.
    public var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r.standardized
        default:
            let points = polylines(tolerance: 0.01).flatMap(\.points)
            let moves = elements.compactMap { if case .move(let p) = $0 { p } else { nil } }
            let all = points + moves
            return all.isEmpty ? .null : CGRect.boundingBox(of: all)
        }
    }

    /// The cubic control points of a quadratic curve.
    static func cubicControls(_ p0: CGPoint, _ c: CGPoint, _ p: CGPoint) -> (CGPoint, CGPoint) {
        (
            CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
            CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        )
    }

    /// Points along a cubic curve at even parameter steps, enough that each chord strays
    /// at most about `tolerance` (from the control polygon's length; at most 256).
    static func curvePoints(_ p0: CGPoint, _ controls: (CGPoint, CGPoint), _ p3: CGPoint, tolerance: CGFloat) -> [CGPoint] {
        let (p1, p2) = controls
        let hull = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
        let pieces = hull.isFinite ? max(1, min(256, Int((hull / max(tolerance, 1e-6)).squareRoot().rounded(.up)))) : 1
        return (0...pieces).map { cubicPoint(p0, p1, p2, p3, t: CGFloat($0) / CGFloat(pieces)) }
    }

    /// The point at parameter `t` of a cubic curve.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
}
