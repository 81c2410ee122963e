import CollectionLayout
import Foundation

/// A damped spring of mass 1 pulling a value from 0 to 1, as Core Animation's
/// `CASpringAnimation` evaluates it, and the three ways UIKit and SwiftUI describe one.
///
/// The spring is stored as its undamped angular frequency ω (rad/s), damping ratio ζ and
/// initial velocity v (in fractions of the whole distance per second, UIKit's
/// `initialSpringVelocity`; positive moves toward the target). Stiffness is ω², damping
/// 2ζω (mass 1). The position is
///
/// - underdamped (ζ < 1): x(t) = 1 − e^(−ζωt)·(cos(ω_d·t) + ((ζω − v)/ω_d)·sin(ω_d·t)),
///   ω_d = ω·√(1 − ζ²);
/// - critically damped (ζ = 1): x(t) = 1 − e^(−ωt)·(1 + (ω − v)·t);
/// - overdamped (ζ > 1): x(t) = 1 − e^(−ζωt)·(cosh(ω_o·t) + ((ζω − v)/ω_o)·sinh(ω_o·t)),
///   ω_o = ω·√(ζ² − 1).
///
/// ``duration`` is the time over which ``progress(at:)`` samples the spring: fraction f is
/// time f·duration. At fraction 1 the animation ends and the model value shows, so the
/// progress is exactly 1 (a spring is only within its envelope of 1 there).
public struct SpringCurve: Sendable, Hashable {
    /// The undamped angular frequency ω = √(stiffness / mass), in radians per second.
    public let naturalFrequency: Double
    /// The damping ratio ζ = damping / (2·√(stiffness·mass)).
    public let dampingRatio: Double
    /// The initial velocity, in fractions of the distance per second.
    public let initialVelocity: Double
    /// The time, in seconds, that ``progress(at:)`` maps fractions 0…1 onto.
    public let duration: Double

    /// A spring from its frequency and damping ratio. Non-finite or negative values are
    /// made safe: ω and ζ below 0 become 0, a non-finite velocity becomes 0, and a
    /// non-finite or negative duration becomes 0.
    public init(naturalFrequency: Double, dampingRatio: Double, initialVelocity: Double = 0, duration: Double) {
        self.naturalFrequency = naturalFrequency.nonNegativeFinite
        self.dampingRatio = dampingRatio.nonNegativeFinite
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.duration = duration.nonNegativeFinite
    }

    /// A spring of mass 1 from its stiffness and damping coefficient, as
    /// `CASpringAnimation` (`mass` 1, `stiffness`, `damping`, `initialVelocity`).
    public init(stiffness: Double, damping: Double, initialVelocity: Double = 0, duration: Double) {
        let omega = stiffness > 0 ? stiffness.squareRoot() : 0
        self.init(
            naturalFrequency: omega, dampingRatio: omega > 0 ? damping / (2 * omega) : 0,
            initialVelocity: initialVelocity, duration: duration)
    }

    /// The stiffness (mass 1): ω².
    public var stiffness: Double { naturalFrequency * naturalFrequency }

    /// The damping coefficient (mass 1): 2ζω.
    public var damping: Double { 2 * dampingRatio * naturalFrequency }

    // MARK: UIKit and SwiftUI parameterisations

    /// Smallest damping ratio UIView's spring animation accepts (`FLT_EPSILON`).
    public static let uiViewMinimumDampingRatio = 1.19e-7
    /// The duration range UIView's spring animation uses to find its frequency.
    public static let uiViewDurationRange: ClosedRange<Double> = 0.01...10
    /// The oscillation envelope UIView's spring reaches at the end of its duration.
    public static let uiViewEnvelopeTarget = 0.001

    /// The spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
    ///
    /// Mass 1; the damping ratio is clamped to [1.19e-7, 1]; ω is found by 12 Newton steps
    /// from 5/d so that the oscillation envelope (see ``uiViewEnvelope(naturalFrequency:dampingRatio:initialVelocity:duration:)``)
    /// is 0.001 at t = d, with d the duration clamped to [0.01, 10]. The curve is sampled
    /// over the unclamped `duration`.
    ///
    /// Uncertain (not verified against UIKitCore): the envelope's exact form. This follows
    /// the widely used reconstruction (Framer's `findSpring`): for ζ < 1 the envelope is the
    /// sine term's amplitude ((ζω − v)/ω_d)·e^(−ζωd); for ζ = 1 it is 1 − x(d). When the
    /// solve has no positive finite root (very small ζ, where the envelope never reaches
    /// 0.001), this implementation falls back to ω = 10 rad/s (Framer's stiffness 100),
    /// keeping ζ.
    public static func uiView(dampingRatio: Double, initialVelocity: Double, duration: Double) -> SpringCurve {
        let zeta = clampedUIViewDampingRatio(dampingRatio)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let d = clampedUIViewDuration(duration)
        let omega = uiViewNaturalFrequency(dampingRatio: zeta, initialVelocity: velocity, duration: d)
        return SpringCurve(naturalFrequency: omega, dampingRatio: zeta, initialVelocity: velocity, duration: duration)
    }

    /// The spring of `UISpringTimingParameters(dampingRatio:response:initialVelocity:)`:
    /// stiffness (2π/response)², damping 4πζ/response (mass 1), which is ω = 2π/response
    /// with ζ unchanged. Sampled over `duration` (the animator's duration).
    ///
    /// A response that is not positive and finite is taken as 0.001 s; a negative ζ as 0.
    public static func timingParameters(
        dampingRatio: Double, response: Double, initialVelocity: Double = 0, duration: Double
    ) -> SpringCurve {
        let response = response.isFinite && response > 0 ? max(response, 0.001) : 0.001
        let stiffness = pow(2 * Double.pi / response, 2)
        let damping = 4 * Double.pi * max(0, dampingRatio) / response
        return SpringCurve(stiffness: stiffness, damping: damping, initialVelocity: initialVelocity, duration: duration)
    }

    /// The spring of SwiftUI's `Spring(duration:bounce:)`: ω = 2π/duration, ζ = 1 − bounce
    /// (bounce < 0 is overdamped), as stiffness ω² and damping 2ζω. Sampled over
    /// `animationDuration` seconds (SwiftUI runs a spring until it settles; pass the span
    /// you want to show).
    ///
    /// A `duration` that is not positive and finite is taken as 0.001 s; bounce is clamped
    /// to [−1, 1] (SwiftUI's documented range).
    ///
    /// Uncertain: ζ = 1 − bounce follows docs/REFERENCE.md §7 for every bounce; some
    /// re-implementations use ζ = 1/(1 + bounce) for negative bounce (overdamped springs).
    /// The two agree for bounce ≥ 0.
    public static func swiftUI(
        duration: Double, bounce: Double = 0, initialVelocity: Double = 0, animationDuration: Double
    ) -> SpringCurve {
        let perceptual = duration.isFinite && duration > 0 ? max(duration, 0.001) : 0.001
        let omega = 2 * Double.pi / perceptual
        let zeta = 1 - min(max(bounce.isFinite ? bounce : 0, -1), 1)
        return SpringCurve(
            stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity,
            duration: animationDuration)
    }

    /// ζ clamped to UIView's range [1.19e-7, 1] (NaN becomes the minimum).
    public static func clampedUIViewDampingRatio(_ dampingRatio: Double) -> Double {
        guard dampingRatio.isFinite else { return dampingRatio == .infinity ? 1 : uiViewMinimumDampingRatio }
        return min(max(dampingRatio, uiViewMinimumDampingRatio), 1)
    }

    /// The duration clamped to UIView's range [0.01, 10] (NaN becomes the minimum).
    public static func clampedUIViewDuration(_ duration: Double) -> Double {
        guard duration.isFinite else { return duration == .infinity ? 10 : 0.01 }
        return min(max(duration, uiViewDurationRange.lowerBound), uiViewDurationRange.upperBound)
    }

    /// The envelope UIView's solve drives to 0.001 at t = d: for ζ < 1,
    /// ((ζω − v)/ω_d)·e^(−ζωd) with ω_d = ω√(1 − ζ²); for ζ ≥ 1, e^(−ωd)·(1 + (ω − v)d).
    /// Pass values already clamped.
    public static func uiViewEnvelope(
        naturalFrequency omega: Double, dampingRatio zeta: Double, initialVelocity v: Double, duration d: Double
    ) -> Double {
        if zeta < 1 {
            let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
            return (zeta * omega - v) / dampedFrequency * exp(-zeta * omega * d)
        }
        return exp(-omega * d) * (1 + (omega - v) * d)
    }

    /// d/dω of ``uiViewEnvelope(naturalFrequency:dampingRatio:initialVelocity:duration:)``.
    static func uiViewEnvelopeDerivative(
        naturalFrequency omega: Double, dampingRatio zeta: Double, initialVelocity v: Double, duration d: Double
    ) -> Double {
        if zeta < 1 {
            // f = (ζ − v/ω)/s · e^(−ζωd), s = √(1 − ζ²)
            // f' = e^(−ζωd)/(s·ω²) · (v + ζ·d·v·ω − ζ²·d·ω²)
            let s = (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * d) / (s * omega * omega) * (v + zeta * d * v * omega - zeta * zeta * d * omega * omega)
        }
        return -d * d * (omega - v) * exp(-omega * d)
    }

    /// ω for UIView's spring: 12 Newton steps from 5/d on envelope(ω) − 0.001. Pass ζ and
    /// d already clamped. Falls back to 10 rad/s when the solve leaves the positive finite
    /// numbers (see ``uiView(dampingRatio:initialVelocity:duration:)``).
    public static func uiViewNaturalFrequency(dampingRatio zeta: Double, initialVelocity v: Double, duration d: Double) -> Double {
        var omega = 5 / d
        for _ in 0..<12 {
            let value =
                uiViewEnvelope(naturalFrequency: omega, dampingRatio: zeta, initialVelocity: v, duration: d)
                - uiViewEnvelopeTarget
            let slope = uiViewEnvelopeDerivative(naturalFrequency: omega, dampingRatio: zeta, initialVelocity: v, duration: d)
            guard slope != 0, slope.isFinite else { break }
            omega -= value / slope
            guard omega.isFinite, omega > 0 else { return 10 }
        }
        return omega.isFinite && omega > 0 ? omega : 10
    }

    // MARK: Evaluation

    /// The position at `time` seconds after the start (0 at t ≤ 0; not clamped at the
    /// end: the spring keeps settling). A spring with ω = 0 has no stiffness and stays at 0.
    public func value(atTime time: Double) -> Double {
        guard time > 0 else { return 0 }
        let omega = naturalFrequency, zeta = dampingRatio, v = initialVelocity
        guard omega > 0 else { return 0 } // no stiffness: nothing pulls the value
        if zeta < 1 {
            let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 - envelope
                * (cos(dampedFrequency * time)
                    + (zeta * omega - v) / dampedFrequency * sin(dampedFrequency * time))
        }
        if zeta == 1 {
            return 1 - exp(-omega * time) * (1 + (omega - v) * time)
        }
        // Overdamped, written with the two real exponents r± = −ζω ± ω_o to avoid
        // overflow of cosh/sinh: x = 1 − (A·e^(r₊t) + B·e^(r₋t)), A + B = 1,
        // A·r₊ + B·r₋ = −v.
        let overdampedFrequency = omega * (zeta * zeta - 1).squareRoot()
        let rPlus = -zeta * omega + overdampedFrequency
        let rMinus = -zeta * omega - overdampedFrequency
        let a = (-v - rMinus) / (rPlus - rMinus)
        let b = 1 - a
        return 1 - (a * exp(rPlus * time) + b * exp(rMinus * time))
    }

    /// The progress at `fraction` of ``duration``: the position at time
    /// fraction·duration; exactly 0 at fraction ≤ 0 and exactly 1 at fraction ≥ 1 (the
    /// animation is over and the model value shows).
    public func progress(at fraction: Double) -> Double {
        guard fraction.isFinite else { return fraction > 0 ? 1 : 0 }
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return value(atTime: fraction * duration)
    }
}
