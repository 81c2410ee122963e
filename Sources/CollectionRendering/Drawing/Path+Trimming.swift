import Foundation

extension Path {
    /// The part of the path between fractions `start` and `end` of its length (a shape
    /// layer's `strokeStart` and `strokeEnd`), the closing segments of closed subpaths
    /// counted, curves cut exactly (de Casteljau) where the length falls. Fractions are
    /// clamped to 0…1; an empty part gives an empty path.
    /// - Complexity: O(elements × pieces per curve).
    public func trimmed(from start: CGFloat, to end: CGFloat) -> Path {
        let from = min(max(start.isFinite ? start : 0, 0), 1), to = min(max(end.isFinite ? end : 1, 0), 1)
        guard to > from else { return .bezier([]) }
        let segments = Self.segments(of: elements)
        let lengths = segments.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return .bezier([]) }
        let a = from * total, b = to * total
        var result: [PathElement] = []
        var walked: CGFloat = 0
        var previousEnd: CGPoint?
        for (segment, length) in zip(segments, lengths) {
            defer { walked += length }
            let lo = max(a, walked), hi = min(b, walked + length)
            guard length > 0, hi > lo else { continue }
            let t0 = segment.parameter(atLength: lo - walked), t1 = segment.parameter(atLength: hi - walked)
            let piece = segment.split(from: t0, to: t1)
            if previousEnd != piece.start || segment.startsSubpath { result.append(.move(to: piece.start)) }
            result.append(piece.element)
            previousEnd = piece.element.endPoint
        }
        return .bezier(result)
    }

    /// The path's length, closing segments included.
    public var length: CGFloat { Self.segments(of: elements).map(\.length).reduce(0, +) }

    /// One drawn segment: a line or a cubic curve from `start`.
    struct Segment {
        var start: CGPoint
        var controls: (CGPoint, CGPoint)?
        var end: CGPoint
        var startsSubpath: Bool
        /// Cumulative lengths at even parameter steps (for curves).
        var table: [CGFloat]

        init(start: CGPoint, controls: (CGPoint, CGPoint)?, end: CGPoint, startsSubpath: Bool) {
            self.start = start; self.controls = controls; self.end = end; self.startsSubpath = startsSubpath
            if let (c1, c2) = controls {
                let points = Path.curvePoints(start, (c1, c2), end, tolerance: 0.01)
                var sum: CGFloat = 0
                table =
                    [0]
                    + zip(points, points.dropFirst()).map {
                        sum += Path.distance($0, $1); return sum
                    }
            } else {
                table = [0, Path.distance(start, end)]
            }
        }

        var length: CGFloat { table.last ?? 0 }

        /// The parameter where the length from the start is `s` (between table steps, the
        /// parameter is interpolated linearly).
        func parameter(atLength s: CGFloat) -> CGFloat {
            guard length > 0 else { return 0 }
            let steps = table.count - 1
            var index = 1
            while index < steps && table[index] < s { index += 1 }
            let below = table[index - 1], above = table[index]
            let fraction = above > below ? (s - below) / (above - below) : 0
            return min(max((CGFloat(index - 1) + fraction) / CGFloat(steps), 0), 1)
        }

        /// The piece between parameters `t0` and `t1`: its start and the element drawing it.
        func split(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, element: PathElement) {
            guard let (c1, c2) = controls else {
                func lerp(_ t: CGFloat) -> CGPoint { CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
                return (lerp(t0), .line(to: lerp(t1)))
            }
            // Cut at t1, then cut the first part at t0 / t1.
            let (head, _) = Self.subdivide((start, c1, c2, end), at: t1)
            let (_, piece) = Self.subdivide(head, at: t1 > 0 ? t0 / t1 : 0)
            return (piece.0, .curve(to: piece.3, control1: piece.1, control2: piece.2))
        }

        typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

        /// de Casteljau: the two halves of a cubic curve cut at `t`.
        static func subdivide(_ c: Cubic, at t: CGFloat) -> (Cubic, Cubic) {
            func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            let ab = lerp(c.0, c.1), bc = lerp(c.1, c.2), cd = lerp(c.2, c.3)
            let abc = lerp(ab, bc), bcd = lerp(bc, cd)
            let mid = lerp(abc, bcd)
            return ((c.0, ab, abc, mid), (mid, bcd, cd, c.3))
        }
    }

    /// The drawn segments of `elements`: lines, curves (quadratic ones as cubic), and the
    /// closing line of each closed subpath.
    static func segments(of elements: [PathElement]) -> [Segment] {
        var result: [Segment] = []
        var current: CGPoint?
        var subpathStart = CGPoint.zero
        var fresh = true
        func add(_ controls: (CGPoint, CGPoint)?, to end: CGPoint) {
            let start = current ?? subpathStart
            result.append(Segment(start: start, controls: controls, end: end, startsSubpath: fresh))
            fresh = false
            current = end
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p; subpathStart = p; fresh = true
            case .line(let p): add(nil, to: p)
            case let .quadCurve(p, c): add(cubicControls(current ?? subpathStart, c, p), to: p)
            case let .curve(p, c1, c2): add((c1, c2), to: p)
            case .close:
                if let point = current, point != subpathStart { add(nil, to: subpathStart) }
                current = subpathStart; fresh = true
            }
        }
        return result
    }
}
