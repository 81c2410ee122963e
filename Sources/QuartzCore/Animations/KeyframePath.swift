import CollectionRendering
import CoreGraphics

/// A keyframe animation's `path` as keyframes (`CAKeyframeAnimation.path`): its start and the
/// end of each element but a move are the keyframes, and between two the value follows the
/// element — straight for a line or a close, along the curve for a quadratic or cubic one.
struct KeyframePath {
    /// One stretch between two keyframes.
    private struct Segment {
        var start: CGPoint
        var end: CGPoint
        /// The control points: none for a line, one for a quadratic curve, two for a cubic.
        var controls: [CGPoint]
        /// The point at Bézier parameter `t`.
        func point(at t: CGFloat) -> CGPoint {
            let s = 1 - t
            switch controls.count {
            case 1:
                let c = controls[0]
                return CGPoint(x: s * s * start.x + 2 * s * t * c.x + t * t * end.x, y: s * s * start.y + 2 * s * t * c.y + t * t * end.y)
            case 2:
                let (a, b) = (controls[0], controls[1])
                let (w0, w1, w2, w3) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
                return CGPoint(
                    x: w0 * start.x + w1 * a.x + w2 * b.x + w3 * end.x, y: w0 * start.y + w1 * a.y + w2 * b.y + w3 * end.y)
            default: return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            }
        }
        /// The segment's length, measured over `Self.samples` straight pieces.
        var length: CGFloat {
            guard !controls.isEmpty else { return hypot(end.x - start.x, end.y - start.y) }
            var total: CGFloat = 0
            var last = start
            for step in 1...KeyframePath.samples {
                let next = point(at: CGFloat(step) / CGFloat(KeyframePath.samples))
                total += hypot(next.x - last.x, next.y - last.y)
                last = next
            }
            return total
        }
    }

    /// How many straight pieces measure a curve's length.
    static let samples = 32

    private let segments: [Segment]

    /// The keyframes of `path`; nil for a path without a drawn element.
    init?(_ path: CGPath) {
        var segments: [Segment] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let point):
                (current, subpathStart) = (point, point)
            case .line(let point):
                segments.append(Segment(start: current ?? point, end: point, controls: []))
                current = point
            case let .quadCurve(point, control):
                segments.append(Segment(start: current ?? point, end: point, controls: [control]))
                current = point
            case let .curve(point, control1, control2):
                segments.append(Segment(start: current ?? point, end: point, controls: [control1, control2]))
                current = point
            case .close:
                guard let from = current, let to = subpathStart else { continue }
                segments.append(Segment(start: from, end: to, controls: []))
                current = to
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
    }

    /// The keyframes: the start, then each segment's end.
    var keyframes: [CGPoint] { [segments[0].start] + segments.map(\.end) }

    /// The key times proportional to the length along the path; nil when it has no length.
    var pacedTimes: [Double]? {
        let lengths = segments.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        var sum: CGFloat = 0
        return [0]
            + lengths.map { length in
                sum += length
                return Double(sum / total)
            }
    }

    /// The point `fraction` (0…1) of the way along the segment that ends at keyframe
    /// `segment + 1`: by Bézier parameter, or by length along it when `paced`.
    func point(inSegment segment: Int, fraction: Double, paced: Bool) -> CGPoint {
        let piece = segments[min(max(segment, 0), segments.count - 1)]
        let f = CGFloat(min(max(fraction, 0), 1))
        guard paced, !piece.controls.isEmpty else { return piece.point(at: f) }
        // The parameter at which the length along the curve is `f` of its length, by the
        // same straight pieces that measure it.
        let target = f * piece.length
        var travelled: CGFloat = 0
        var last = piece.start
        for step in 1...Self.samples {
            let t = CGFloat(step) / CGFloat(Self.samples)
            let next = piece.point(at: t)
            let stretch = hypot(next.x - last.x, next.y - last.y)
            if travelled + stretch >= target, stretch > 0 {
                let within = (target - travelled) / stretch
                return CGPoint(x: last.x + (next.x - last.x) * within, y: last.y + (next.y - last.y) * within)
            }
            travelled += stretch
            last = next
        }
        return piece.end
    }
}
