import CollectionAnimation

/// The kind of timing a provider gives (`UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's curves (`.builtin`).
    case builtin = 0
    /// A cubic Bézier (`.cubic`).
    case cubic = 1
    /// A spring (`.spring`).
    case spring = 2
    /// A Bézier and a spring together (`.composed`).
    case composed = 3
}

/// What times a property animator (`UITimingCurveProvider`): a cubic curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// The kind of timing (`timingCurveType`).
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any (`cubicTimingParameters`).
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any (`springTimingParameters`).
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The progress curve a provider gives over `duration` seconds: its spring when it has one
    /// (a composed provider's spring wins), else its cubic curve, else ease in ease out.
    func progressCurve(duration: Double) -> TimingCurve {
        if let spring = springTimingParameters { return spring.curve(duration: duration) }
        return .cubicBezier(cubicTimingParameters?.bezier ?? CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    }
}

/// A cubic Bézier timing for a property animator (`UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @preconcurrency NSCopying {
    /// The named curve, `.easeInOut` for custom points (`animationCurve`).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point (`controlPoint1`).
    public let controlPoint1: CGPoint
    /// The second control point (`controlPoint2`).
    public let controlPoint2: CGPoint

    /// Ease in ease out (`init()`).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A named curve (`init(animationCurve:)`), with its control points (docs/REFERENCE.md §7).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let function = curve.timingFunction
        var first: [Float] = [0, 0], second: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &first)
        function.getControlPoint(at: 2, values: &second)
        controlPoint1 = CGPoint(x: CGFloat(first[0]), y: CGFloat(first[1]))
        controlPoint2 = CGPoint(x: CGFloat(second[0]), y: CGFloat(second[1]))
        super.init()
    }

    /// A custom curve (`init(controlPoint1:controlPoint2:)`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// Timing parameters are not decoded here: ease in ease out.
    public required convenience init?(coder: NSCoder) { self.init() }

    /// A copy (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2) }

    /// `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve.
    var bezier: CubicBezierCurve {
        CubicBezierCurve(x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    }
}

/// A spring timing for a property animator (`UISpringTimingParameters`): a damping ratio
/// (UIView's spring, solved for the animator's duration), stiffness and damping (then the
/// animator lasts until the spring settles, as UIKit documents), or a perceptual duration and
/// bounce (iOS 17).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @preconcurrency NSCopying {
    enum Spring {
        case dampingRatio(Double)
        case coefficients(mass: Double, stiffness: Double, damping: Double)
    }

    let spring: Spring
    /// The starting velocity, in units of the whole change per second (`initialVelocity`).
    public let initialVelocity: CGVector

    /// A critically damped spring (`init()`).
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with `ratio` (`init(dampingRatio:)`).
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio` and a starting velocity (`init(dampingRatio:initialVelocity:)`).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = .dampingRatio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    /// A spring from its physics (`init(mass:stiffness:damping:initialVelocity:)`); the animator
    /// then lasts until it settles.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        spring = .coefficients(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
        super.init()
    }

    /// A spring settling in about `duration` with `bounce` (`init(duration:bounce:initialVelocity:)`,
    /// iOS 17): SwiftUI's spring.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let curve = SpringCurve.swiftUI(duration: duration, bounce: Double(bounce), animationDuration: 0)
        self.init(mass: 1, stiffness: CGFloat(curve.stiffness), damping: CGFloat(curve.damping), initialVelocity: initialVelocity)
    }

    /// Timing parameters are not decoded here: a critically damped spring.
    public required convenience init?(coder: NSCoder) { self.init() }

    /// A copy (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The speed along the change (the vector's length, signed by dx).
    private var velocity: Double {
        let length = Double(hypot(initialVelocity.dx, initialVelocity.dy))
        return initialVelocity.dx < 0 ? -length : length
    }

    /// The spring over `duration` seconds.
    func curve(duration: Double) -> TimingCurve {
        switch spring {
        case let .dampingRatio(ratio):
            return .spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
        case let .coefficients(mass, stiffness, damping):
            let m = mass > 0 ? mass : 1
            return .spring(SpringCurve(stiffness: stiffness / m, damping: damping / m, initialVelocity: velocity, duration: duration))
        }
    }

    /// The seconds the spring takes to settle when it sets its own duration (physics given);
    /// nil when the animator's duration is used.
    var settlingDuration: Double? {
        guard case let .coefficients(mass, stiffness, damping) = spring else { return nil }
        let probe = CASpringAnimation()
        probe.mass = CGFloat(mass)
        probe.stiffness = CGFloat(stiffness)
        probe.damping = CGFloat(damping)
        probe.initialVelocity = CGFloat(velocity)
        return probe.settlingDuration
    }
}
