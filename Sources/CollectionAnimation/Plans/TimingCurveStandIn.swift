import Foundation

// Stand-in until the `timing` branch lands `TimingCurve` (Sources/CollectionAnimation/Timing):
// the same name and `progress(at:)`, cubic Béziers only. Delete this file when merging it.

/// A timing curve: maps the fraction of time elapsed to the fraction of progress made
/// (`CAMediaTimingFunction`). Cubic Bézier from (0,0) to (1,1).
public struct TimingCurve: Sendable, Hashable {
    /// The first control point's x, y and the second's x, y.
    public var x1, y1, x2, y2: Double

    /// A cubic Bézier with control points (x1, y1) and (x2, y2).
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// `.linear`: progress = time.
    public static let linear = TimingCurve(controlPoints: 0, 0, 1, 1)
    /// `.easeIn` (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(controlPoints: 0.42, 0, 1, 1)
    /// `.easeOut` (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(controlPoints: 0, 0, 0.58, 1)
    /// `.easeInEaseOut` (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
    /// `.default` (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The progress at `fraction` of the time (clamped to [0, 1]): solve x(t) = fraction,
    /// return y(t) (WebKit's UnitBezier: Newton steps, bisection fallback).
    public func progress(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
        func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-9 { return sampleY(t) }
            let slope = slopeX(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < 1e-9 { break }
            if x > value { low = t } else { high = t }
            t = (high - low) / 2 + low
            if high - low < 1e-12 { break }
        }
        return sampleY(t)
    }
}
