/// An animation that can be started, paused, scrubbed, stopped and finished
/// (`UIViewAnimating`); ``UIViewPropertyAnimator`` is one.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// Inactive, active or stopped (`state`).
    var state: UIViewAnimatingState { get }
    /// Whether it runs (`isRunning`).
    var isRunning: Bool { get }
    /// Whether it runs back (`isReversed`).
    var isReversed: Bool { get set }
    /// How far along it is (`fractionComplete`).
    var fractionComplete: CGFloat { get set }
    /// Starts it (`startAnimation()`).
    func startAnimation()
    /// Starts it after `delay` seconds (`startAnimation(afterDelay:)`).
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it (`pauseAnimation()`).
    func pauseAnimation()
    /// Stops it (`stopAnimation(_:)`).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped one at a position (`finishAnimation(at:)`).
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animations and completions as it goes
/// (`UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations beginning `delayFactor` of the remaining time from now
    /// (`addAnimations(_:delayFactor:)`).
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations (`addAnimations(_:)`).
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion (`addCompletion(_:)`).
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes with new timing (`continueAnimation(withTimingParameters:durationFactor:)`).
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// Where an animator is (`UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished (`.inactive`).
    case inactive = 0
    /// Started or paused (`.active`).
    case active = 1
    /// Stopped, waiting for `finishAnimation(at:)` (`.stopped`).
    case stopped = 2
}

/// Where an animation ended (`UIViewAnimatingPosition`): a property animator's, or a drop's
/// landing (`UIDragAnimating`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end (`.end`).
    case end = 0
    /// Back at its start (`.start`).
    case start = 1
    /// Where it was stopped (`.current`).
    case current = 2
}
