import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), as `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()`.
///
/// Evaluated as WebKit's `UnitBezier`: the curve parameter t with x(t) = the time fraction
/// is found by Newton's method (at most 8 steps, stopping when the derivative is too flat),
/// then by bisection, to ``epsilon``; the progress is y(t).
///
/// Control-point x values outside [0, 1] make x(t) non-monotonic; the curve still evaluates
/// (bisection then finds *a* root), as in WebKit.
public struct CubicBezierCurve: Sendable, Hashable {
    /// The first control point's x.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// How closely x(t) must match the time fraction (WebKit uses 1e-6 to 1e-7; this is
    /// tighter).
    public static let epsilon = 1e-9

    /// A curve with control points (x1, y1) and (x2, y2). Non-finite values are replaced by
    /// the linear curve's control points (0, 0, 1, 1) so that user input cannot poison a
    /// timeline with NaN.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let finite = [x1, y1, x2, y2].allSatisfy(\.isFinite)
        self.x1 = finite ? x1 : 0
        self.y1 = finite ? y1 : 0
        self.x2 = finite ? x2 : 1
        self.y2 = finite ? y2 : 1
        cx = 3 * self.x1
        bx = 3 * (self.x2 - self.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * self.y1
        by = 3 * (self.y2 - self.y1) - cy
        ay = 1 - cy - by
    }

    /// The progress at `fraction` of the duration: y(t) where x(t) = fraction. Fractions
    /// are clamped to [0, 1]; 0 gives exactly 0 and 1 exactly 1. Curves whose control
    /// points lie on the diagonal (x1 = y1, x2 = y2, e.g. linear) give the fraction itself.
    public func progress(at fraction: Double) -> Double {
        guard fraction.isFinite else { return fraction > 0 ? 1 : 0 }
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return fraction }
        return sampleY(solveX(fraction))
    }

    /// x(t).
    @inline(__always)
    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// y(t).
    @inline(__always)
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// dx/dt.
    @inline(__always)
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The parameter t with x(t) = `x`, as WebKit's `UnitBezier::solveCurveX`.
    func solveX(_ x: Double) -> Double {
        let epsilon = Self.epsilon
        // Newton's method: usually converges in a few steps.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let derivative = sampleDerivativeX(t)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        // Bisection for reliability. WebKit loops while t0 < t1; the iteration cap stops
        // the loop once the interval cannot shrink any further in Double precision.
        var t0 = 0.0, t1 = 1.0
        t = x
        for _ in 0..<128 where t0 < t1 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { t0 = t } else { t1 = t }
            t = (t1 - t0) * 0.5 + t0
        }
        return t
    }
}
