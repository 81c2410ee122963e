import CollectionAnimation
import CollectionLayout

/// Scripted fingers for a view tree (Linux only; there is no screen to touch): each finger
/// goes down at its first point, moves through the others and lifts at its last, at the
/// given times in seconds from the start of the script. Points are in the coordinates of the
/// view the script is played on.
///
/// `UIView.simulateTouches(_:)` plays a script on the animation clock, delivering each moment's
/// changes to the tree's gesture recognizers and views (TouchArena); the timers, animations
/// and display links on the clock run in between.
public struct TouchScript: Sendable, Hashable {
    /// One finger's path: times (seconds from the start, not decreasing) and points.
    public struct Finger: Sendable, Hashable {
        /// The points the finger passes, with their times; the first touches down, the last
        /// lifts.
        public var path: [Sample]
        /// Whether the touch is cancelled at the end rather than lifted.
        public var isCancelled: Bool

        /// A finger along `path`.
        public init(path: [Sample], isCancelled: Bool = false) {
            self.path = path
            self.isCancelled = isCancelled
        }
    }

    /// A finger's point at a time.
    public struct Sample: Sendable, Hashable {
        /// Seconds from the start of the script.
        public var time: Double
        /// Where the finger is, in the coordinates of the view the script is played on.
        public var location: CGPoint

        /// A sample.
        public init(time: Double, location: CGPoint) {
            self.time = time
            self.location = location
        }
    }

    /// The fingers.
    public var fingers: [Finger]

    /// A script of `fingers`.
    public init(fingers: [Finger]) { self.fingers = fingers }

    /// The time the last finger lifts.
    public var duration: Double { fingers.compactMap { $0.path.last?.time }.max() ?? 0 }

    /// A tap at `point`: down, and up `duration` seconds later (default 0.1 s, CollectionAnimation's
    /// `TouchTiming.tapPress`).
    public static func tap(at point: CGPoint, duration: Double = TouchTiming.tapPress) -> TouchScript {
        TouchScript(fingers: [Finger(path: [Sample(time: 0, location: point), Sample(time: duration, location: point)])])
    }

    /// `count` taps at `point`, each `duration` long, `interval` seconds from one's end to the next's start.
    public static func taps(_ count: Int, at point: CGPoint, duration: Double = TouchTiming.tapPress, interval: Double = 0.15)
        -> TouchScript
    {
        let fingers = (0..<min(max(count, 0), maximumSamples)).map { index -> Finger in
            let start = Double(index) * (duration + interval)
            return Finger(path: [Sample(time: start, location: point), Sample(time: start + duration, location: point)])
        }
        return TouchScript(fingers: fingers)
    }

    /// A finger held at `point` for `duration` seconds, then lifted.
    public static func press(at point: CGPoint, duration: Double) -> TouchScript {
        tap(at: point, duration: duration)
    }

    /// A finger that touches down at `points[0]`, waits `hold` seconds, moves through the
    /// points at even speed over `duration` seconds reporting `fps` samples a second, waits
    /// `endHold` seconds and lifts.
    public static func drag(
        through points: [CGPoint], hold: Double = 0, duration: Double, endHold: Double = 0, fps: Double = 60
    ) -> TouchScript {
        TouchScript(fingers: [dragFinger(through: points, start: 0, hold: hold, duration: duration, endHold: endHold, fps: fps)])
    }

    /// Two fingers either side of `center` along the x axis, `startDistance` apart, moving to
    /// `endDistance` apart over `duration` seconds at `fps` samples a second.
    public static func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: Double, fps: Double = 60)
        -> TouchScript
    {
        let half = (startDistance / 2, endDistance / 2)
        return TouchScript(fingers: [
            dragFinger(
                through: [CGPoint(x: center.x - half.0, y: center.y), CGPoint(x: center.x - half.1, y: center.y)], start: 0, hold: 0,
                duration: duration, endHold: 0, fps: fps),
            dragFinger(
                through: [CGPoint(x: center.x + half.0, y: center.y), CGPoint(x: center.x + half.1, y: center.y)], start: 0, hold: 0,
                duration: duration, endHold: 0, fps: fps),
        ])
    }

    /// The most moves a scripted drag makes and the most taps
    /// ``taps(_:at:duration:interval:)`` makes: 100,000 (over 27 minutes of moves at 60 a
    /// second); a faster rate or a larger count is capped there.
    public static let maximumSamples = 100_000

    /// A finger along a polyline at even speed (see ``drag(through:hold:duration:endHold:fps:)``).
    static func dragFinger(through points: [CGPoint], start: Double, hold: Double, duration: Double, endHold: Double, fps: Double)
        -> Finger
    {
        guard let first = points.first else { return Finger(path: []) }
        let hold = hold.nonNegativeFinite
        let duration = duration.nonNegativeFinite
        let step = fps.isFinite && fps > 0 ? 1 / fps : duration
        var path = [Sample(time: start, location: first)]
        let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        // The frame rule of timelines (a product within 1e-9 of a whole number counts as it),
        // at most `maximumSamples` samples so an absurd rate cannot exhaust memory.
        let frames = step > 0 && duration > 0 ? min(Timeline.frameCount(duration: duration, fps: 1 / step) - 1, maximumSamples) : 0
        for frame in 0...max(frames, 0) where frames > 0 {
            let fraction = min(Double(frame) / Double(frames), 1)
            path.append(
                Sample(time: start + hold + fraction * duration, location: point(along: points, lengths: lengths, at: total * fraction)))
        }
        let last = path[path.count - 1]
        path.append(Sample(time: last.time + endHold.nonNegativeFinite, location: points[points.count - 1]))
        return Finger(path: path)
    }

    /// The point `distance` along the polyline.
    private static func point(along points: [CGPoint], lengths: [CGFloat], at distance: Double) -> CGPoint {
        var left = CGFloat(distance)
        for (index, length) in lengths.enumerated() {
            if left <= length || index == lengths.count - 1 {
                let f = length > 0 ? min(left / length, 1) : 1
                let a = points[index], b = points[index + 1]
                return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            }
            left -= length
        }
        return points[points.count - 1]
    }
}
