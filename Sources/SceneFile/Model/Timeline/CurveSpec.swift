import Foundation

/// An animation's timing, as written in the scene: a named curve, a cubic Bézier, or a
/// spring (UIKit's `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`).
///
/// `linear | easeIn | easeOut | easeInEaseOut | default | [x1, y1, x2, y2] | {spring: {damping: 0.8, velocity: 0}}`.
/// `easeInOut` (SwiftUI's name) is accepted for `easeInEaseOut`. The animation module maps
/// it to its timing curves.
public enum CurveSpec: Sendable, Equatable {
    /// `CAMediaTimingFunctionName.linear`.
    case linear
    /// `.easeIn`.
    case easeIn
    /// `.easeOut`.
    case easeOut
    /// `.easeInEaseOut`.
    case easeInEaseOut
    /// `.default` (UIKit's default curve for collection-view animations).
    case `default`
    /// A cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1); x1 and x2 in 0…1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring: damping ratio in (0, 1], initial velocity (finite).
    case spring(damping: Double, velocity: Double)

    static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// The range of a Bézier curve's y values and of a spring's initial velocity: enough for
    /// any overshoot, and far from where progress stops being finite.
    static let overshootRange: ClosedRange<Double> = -1_000...1_000

    init(from value: SceneValue) throws {
        switch value.content {
        case let .string(name):
            switch name {
            case "linear": self = .linear
            case "easeIn": self = .easeIn
            case "easeOut": self = .easeOut
            case "easeInEaseOut", "easeInOut": self = .easeInEaseOut
            case "default": self = .default
            default:
                throw value.error(
                    .invalidValue,
                    "unknown curve `\(name)`; expected one of \(Suggestion.list(Self.names)), [x1, y1, x2, y2] or {spring: {damping, velocity}}"
                        + Suggestion.didYouMean(name, in: Self.names))
            }
        case .list:
            let numbers = try value.numbers("[x1, y1, x2, y2]", names: ["x1", "y1", "x2", "y2"]) { element, name in
                name.hasPrefix("x") ? try element.number(name, in: 0...1) : try element.number(name, in: Self.overshootRange)
            }
            self = .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        case .mapping:
            let outer = try value.mapping(allowedKeys: ["spring"])
            let springValue = try outer.required("spring", "{damping, velocity}")
            let spring = try springValue.mapping(allowedKeys: ["damping", "velocity"])
            let dampingValue = try spring.required("damping", "the damping ratio in (0, 1]")
            let damping = try dampingValue.number("damping")
            guard damping > 0, damping <= 1 else {
                throw dampingValue.error(.invalidValue, "damping must be in (0, 1], got \(dampingValue.sourceText)")
            }
            self = .spring(
                damping: damping, velocity: try spring.optional("velocity") { try $0.number("velocity", in: Self.overshootRange) } ?? 0)
        default:
            throw value.typeMismatch(
                expected: "a curve: \(Suggestion.list(Self.names)), [x1, y1, x2, y2] or {spring: {damping, velocity}}")
        }
    }
}
