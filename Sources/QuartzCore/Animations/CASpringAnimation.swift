import CollectionAnimation

/// A basic animation whose progress follows a damped spring (`CASpringAnimation`): mass,
/// stiffness and damping, with an initial velocity in units of the whole change per second.
///
/// The spring is CollectionAnimation's `SpringCurve` (the closed forms in
/// docs/REFERENCE.md §7) sampled over ``CAAnimation/duration``: at the end the animation is over and
/// the model value shows, as in Core Animation (set `duration` to ``settlingDuration`` to
/// see the whole spring). The ``CAAnimation/timingFunction`` is not used.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (`mass`); default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness (`stiffness`); default 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient (`damping`); default 10.
    open var damping: CGFloat = 10
    /// The velocity at the start, in changes per second (`initialVelocity`); default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether an overdamped spring is allowed (`allowsOverdamping`, iOS 17); stored only:
    /// the spring is the one its damping gives either way.
    open var allowsOverdamping = false

    /// A spring with Core Animation's defaults.
    public override init() { super.init() }

    /// A spring that settles in about `perceptualDuration` seconds with `bounce`
    /// (`init(perceptualDuration:bounce:)`, iOS 17): stiffness (2π / duration)², damping
    /// 4π(1 − bounce) / duration, mass 1 — SwiftUI's `Spring(duration:bounce:)`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringCurve.swiftUI(duration: perceptualDuration, bounce: Double(bounce), animationDuration: 0)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        duration = settlingDuration
    }

    /// The perceptual duration of the spring, 2π/ω (`perceptualDuration`, iOS 17).
    open var perceptualDuration: CFTimeInterval {
        let omega = spring(duration: 0).naturalFrequency
        return omega > 0 ? 2 * Double.pi / omega : 0
    }

    /// How bouncy the spring is, 1 − ζ (`bounce`, iOS 17).
    open var bounce: CGFloat { 1 - CGFloat(spring(duration: 0).dampingRatio) }

    /// The time the spring takes to come to rest (`settlingDuration`).
    ///
    /// Core Animation's tolerance is not documented; here it is the first time after which
    /// the spring stays within 0.1 % of the change (searched in 1 ms steps up to 60 s).
    open var settlingDuration: CFTimeInterval {
        let curve = spring(duration: 0)
        guard curve.naturalFrequency > 0 else { return 0 }
        var settled = 0.0
        var time = 0.0
        while time < 60 {
            time += 0.001
            if abs(1 - curve.value(atTime: time)) > 0.001 { settled = time }
            if time - settled > 1 { break }
        }
        return (settled * 1000).rounded(.up) / 1000
    }

    /// The spring over `duration` seconds (ω = √(k/m), ζ = c / 2√(km)).
    func spring(duration: Double) -> SpringCurve {
        let k = Double(stiffness), m = Double(mass > 0 ? mass : 1), c = Double(damping)
        let omega = k > 0 ? (k / m).squareRoot() : 0
        return SpringCurve(
            naturalFrequency: omega, dampingRatio: omega > 0 ? c / (2 * (k * m).squareRoot()) : 0,
            initialVelocity: Double(initialVelocity), duration: duration)
    }

    override func progress(atPassFraction fraction: Double) -> Double {
        spring(duration: duration).progress(at: fraction)
    }

    override func makeCopy() -> CAAnimation { CASpringAnimation() }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass; copy.stiffness = stiffness; copy.damping = damping
        copy.initialVelocity = initialVelocity; copy.allowsOverdamping = allowsOverdamping
    }
}
