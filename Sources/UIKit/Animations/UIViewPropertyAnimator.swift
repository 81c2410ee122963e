import CollectionAnimation
import CollectionLayout

/// UIKit's `UIViewPropertyAnimator` (iOS 10): view animations you can start, pause, scrub,
/// reverse, stop and finish, on the animation clock.
///
/// The animations closures run when the animator starts (``startAnimation()``), is paused
/// (``pauseAnimation()``) or is scrubbed (``fractionComplete``); their changes become layer
/// animations driven by the animator's fraction instead of the clock: running, the fraction
/// moves by the clock (backwards when ``isReversed``), and the timing curve (a cubic curve or a
/// spring) maps it to the progress shown. When the fraction reaches its end the animations are
/// removed, the model shows the end (or, reversed, the start: the properties are set back to
/// their old values) and the completions run with the position. ``stopAnimation(_:)`` leaves
/// the views where they show; ``finishAnimation(at:)`` then completes at the position asked.
///
/// Deliberate difference: scrubbing follows the timing curve; ``scrubsLinearly`` is stored only.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
    /// The timing (`timingParameters`).
    open internal(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration (`duration`); a spring given by its physics sets its own.
    open private(set) var duration: TimeInterval
    /// The delay of ``startAnimation(afterDelay:)`` (`delay`).
    open internal(set) var delay: TimeInterval = 0
    /// Whether views take touches while it runs (`isUserInteractionEnabled`); stored only.
    open var isUserInteractionEnabled = true
    /// Whether hit testing sees the animated views where they show (`isManualHitTestingEnabled`);
    /// stored only.
    open var isManualHitTestingEnabled = false
    /// Whether it can be paused and reversed (`isInterruptible`); stored only.
    open var isInterruptible = true
    /// Whether scrubbing is linear (`scrubsLinearly`); stored only (see the type).
    open var scrubsLinearly = true
    /// Whether it pauses at its end instead of finishing (`pausesOnCompletion`, iOS 11).
    open var pausesOnCompletion = false

    /// An animator with a timing (`init(duration:timingParameters:)`).
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        timingParameters = parameters
        let own = parameters.springTimingParameters?.settlingDuration
        self.duration = own ?? duration.nonNegativeFinite
        super.init()
    }

    /// An animator along a named curve (`init(duration:curve:animations:)`).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a custom cubic curve (`init(duration:controlPoint1:controlPoint2:animations:)`).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator along UIView's spring with `ratio` (`init(duration:dampingRatio:animations:)`).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once, or after `delay`
    /// (`runningPropertyAnimator(withDuration:delay:options:animations:completion:)`); the
    /// options' curve times it. Deliberate difference: it returns a `UIViewPropertyAnimator`,
    /// not `Self` (Swift cannot make a subclass from its metatype without a required
    /// initializer, and UIKit's initializers are not required).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A copy with the same timing and duration, none of the animations (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        guard let timingParameters else { return UIViewPropertyAnimator(duration: duration, curve: .easeInOut) }
        return UIViewPropertyAnimator(duration: duration, timingParameters: timingParameters)
    }

    // MARK: State (UIViewAnimating)

    /// Inactive, active, or stopped (`state`).
    open internal(set) var state = UIViewAnimatingState.inactive
    /// Whether the fraction moves with the clock (`isRunning`).
    open var isRunning: Bool { run != nil }
    /// Whether it runs back to the start (`isReversed`).
    open var isReversed = false {
        didSet { if isReversed != oldValue, let run { restart(from: fraction(at: run.clock.time)) } }
    }
    /// How far along it is, 0…1 (`fractionComplete`); setting it pauses an inactive animator
    /// there and moves a paused one.
    open var fractionComplete: CGFloat {
        get { CGFloat(run.map { fraction(at: $0.clock.time) } ?? pausedFraction) }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            if state == .inactive { activate() }
            pausedFraction = min(max(Double(newValue), 0), 1)
        }
    }

    // MARK: Control (UIViewPropertyAnimator+Running.swift)

    /// Runs the animations and moves the fraction with the clock (`startAnimation()`).
    open func startAnimation() { start(afterDelay: 0) }
    /// As ``startAnimation()``, `delay` seconds from now (`startAnimation(afterDelay:)`).
    open func startAnimation(afterDelay delay: TimeInterval) { start(afterDelay: delay) }
    /// Stops the fraction where it is; an inactive animator runs its animations paused at 0
    /// (`pauseAnimation()`).
    open func pauseAnimation() { pause() }
    /// Stops: the views stay where they show (`stopAnimation(_:)`); `withoutFinishing` ends it
    /// there with no completion, else it waits for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) { stop(withoutFinishing: withoutFinishing) }
    /// Completes a stopped animator at `finalPosition` (`finishAnimation(at:)`): the model shows
    /// the end, the start or where it stopped, and the completions run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }
    /// Adds animations (`addAnimations(_:)`); added while active, they run from now to the end.
    open func addAnimations(_ animation: @escaping () -> Void) { add(animation, delayFactor: 0) }
    /// Adds animations that begin `delayFactor` of the remaining time from now
    /// (`addAnimations(_:delayFactor:)`).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { add(animation, delayFactor: delayFactor) }
    /// Adds a completion, run with the final position (`addCompletion(_:)`).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }
    /// Resumes a paused animator, with new timing and its remaining duration scaled by
    /// `durationFactor` (`continueAnimation(withTimingParameters:durationFactor:)`).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        resume(timing: parameters, durationFactor: durationFactor)
    }

    /// The animations not run yet, and completions.
    var pendingAnimations: [(animation: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The layer animations made, with the old value of each property.
    var made: [(layer: CALayer, key: String, keyPath: String, oldValue: Any?)] = []
    /// The fraction while paused.
    var pausedFraction = 0.0
    /// While running: the clock, when the run began, the fraction then, and the end event.
    var run: (clock: AnimationClock, start: Double, from: Double, durationFactor: Double, end: AnimationClock.Token)?

    /// The fraction at clock time `time` while running (see ``isReversed``).
    func fraction(at time: Double) -> Double {
        guard let run else { return pausedFraction }
        let length = duration * run.durationFactor
        let moved = length > 0 ? max(0, time - run.start) / length : 1
        return min(max(run.from + (isReversed ? -moved : moved), 0), 1)
    }

    /// The progress shown at the current fraction: the timing curve's.
    var progress: Double {
        let curve = timingParameters?.progressCurve(duration: duration) ?? .easeInEaseOut
        return curve.progress(at: Double(fractionComplete))
    }
}
