import Foundation

/// How an animation's progress follows its time: a cubic Bézier (Core Animation's named
/// curves and any custom one) or a spring (UIView's, `UISpringTimingParameters`, SwiftUI's).
///
/// Mirrors `CAMediaTimingFunction` and the spring APIs; see docs/REFERENCE.md §7.
/// ``progress(at:)`` maps a time fraction in [0, 1] to a progress that is 0 at the start and
/// 1 at the end; springs may overshoot in between.
public enum TimingCurve: Sendable, Hashable {
    /// A cubic Bézier curve from (0, 0) to (1, 1).
    case cubicBezier(CubicBezierCurve)
    /// A spring sampled over its own duration.
    case spring(SpringCurve)

    // MARK: Core Animation's named curves

    /// `kCAMediaTimingFunctionLinear`: (0, 0, 1, 1).
    public static let linear = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1); UIKit's update animations
    /// very likely use it.
    public static let easeInEaseOut = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1), the same as CSS `ease`.
    public static let `default` = TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// A custom cubic Bézier, as `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double) -> TimingCurve {
        .cubicBezier(CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    // MARK: Springs

    /// UIView's spring animation over `duration` seconds
    /// (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`); see
    /// ``SpringCurve/uiView(dampingRatio:initialVelocity:duration:)``.
    public static func spring(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) -> TimingCurve {
        .spring(SpringCurve.uiView(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration))
    }

    /// `UISpringTimingParameters(dampingRatio:response:initialVelocity:)`, sampled over
    /// `duration` seconds; see ``SpringCurve/timingParameters(dampingRatio:response:initialVelocity:duration:)``.
    public static func spring(
        dampingRatio: Double, response: Double, initialVelocity: Double = 0, duration: Double
    ) -> TimingCurve {
        .spring(
            SpringCurve.timingParameters(
                dampingRatio: dampingRatio, response: response, initialVelocity: initialVelocity, duration: duration))
    }

    /// SwiftUI's `Spring(duration:bounce:)`, sampled over `animationDuration` seconds; see
    /// ``SpringCurve/swiftUI(duration:bounce:initialVelocity:animationDuration:)``.
    public static func swiftUISpring(
        duration: Double, bounce: Double = 0, initialVelocity: Double = 0, animationDuration: Double
    ) -> TimingCurve {
        .spring(
            SpringCurve.swiftUI(
                duration: duration, bounce: bounce, initialVelocity: initialVelocity, animationDuration: animationDuration))
    }

    /// The named curve for a Core Animation name without its prefix: `linear`, `easeIn`,
    /// `easeOut`, `easeInEaseOut` or `default` (the scene file's names); nil otherwise.
    public init?(named name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut": self = .easeInEaseOut
        case "default": self = .default
        default: return nil
        }
    }

    /// The names ``init(named:)`` accepts, for error messages.
    public static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// The seconds a spring is sampled over (fraction 1 = this time); nil for a Bézier,
    /// which stretches to any duration. A timeline should give a spring's element this
    /// duration.
    public var duration: Double? {
        switch self {
        case .cubicBezier: return nil
        case .spring(let spring): return spring.duration
        }
    }

    // MARK: Evaluation

    /// The progress at `fraction` of the animation's duration. Fractions are clamped to
    /// [0, 1]; 0 gives exactly 0 and 1 exactly 1. A spring is sampled at time
    /// fraction × its duration and may leave [0, 1] in between.
    public func progress(at fraction: Double) -> Double {
        switch self {
        case .cubicBezier(let curve): return curve.progress(at: fraction)
        case .spring(let spring): return spring.progress(at: fraction)
        }
    }
}
