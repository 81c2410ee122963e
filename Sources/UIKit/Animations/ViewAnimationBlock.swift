import CollectionAnimation
import CollectionLayout

/// One view animation block (`UIView.animate…`, a property animator's animations): how the
/// changes made inside it animate, and its completion, which runs once every animation it
/// made has stopped — when the clock passes their end, or on the next run-loop turn (the
/// clock's next advance, or a turn of the thread's run loop) when it made none.
@preconcurrency @MainActor
final class ViewAnimationBlock: @preconcurrency CAAnimationDelegate, @unchecked Sendable {
    /// How the block's animations progress.
    enum Timing {
        /// A Bézier curve.
        case curve(CAMediaTimingFunction)
        /// UIView's spring (`usingSpringWithDamping:initialSpringVelocity:`).
        case spring(dampingRatio: Double, initialVelocity: Double)
        /// A spring given by its stiffness and damping (mass 1).
        case springCoefficients(stiffness: Double, damping: Double, initialVelocity: Double)
    }

    // The parameters are read when a change is made, so the begin/commit setters
    // (`UIView.setAnimationDuration(_:)`…) change those made after them (docs/REFERENCE.md §24.8).
    var duration: Double
    var delay: Double
    var options: UIView.AnimationOptions
    var timing: Timing
    let clock: AnimationClock
    /// The clock's time when the block ran.
    let start: Double
    /// How far after `start` its animations begin, besides the delay: what
    /// `setAnimationStart(_:)` asked, 0 otherwise.
    var startOffset: Double = 0
    /// Repeats set by `modifyAnimations(withRepeatCount:autoreverses:animations:)` or
    /// `setAnimationRepeatCount(_:)`.
    var repeatCount: Float?
    var autoreverses: Bool?
    /// The keyframes being recorded inside `animateKeyframes`.
    var keyframes: KeyframeRecorder?
    /// Drives the animations instead of the clock (a property animator's).
    var driver: (() -> Double)?
    /// Told of each animation the block adds — the layer, the key it was added under, the
    /// animation and the property's value before the change (a property animator keeps them).
    var onAnimation: ((CALayer, String, CAPropertyAnimation, Any?) -> Void)?

    private var pending = 0
    private var allFinished = true
    private var closed = false
    private var completion: ((Bool) -> Void)?

    init(
        duration: Double, delay: Double, options: UIView.AnimationOptions, timing: Timing, completion: ((Bool) -> Void)?
    ) {
        self.duration = duration.nonNegativeFinite
        self.delay = delay.nonNegativeFinite
        self.options = options
        self.timing = timing
        self.completion = completion
        clock = AnimationClock.current
        start = clock.time
    }

    /// A block nested in `outer`: the outer block's duration and curve unless `options`
    /// override them, as UIKit's nested blocks inherit.
    func nested(duration: Double, delay: Double, options: UIView.AnimationOptions, timing: Timing, completion: ((Bool) -> Void)?)
        -> ViewAnimationBlock
    {
        let inherit = !options.contains(.overrideInheritedDuration)
        let curve = options.contains(.overrideInheritedCurve) ? timing : self.timing
        let block = ViewAnimationBlock(
            duration: inherit ? self.duration : duration, delay: delay, options: options, timing: curve, completion: completion)
        block.repeatCount = repeatCount
        block.autoreverses = autoreverses
        block.startOffset = startOffset
        block.keyframes = keyframes
        return block
    }

    /// Sets up `animation` as one of this block's: duration, begin time after the delay
    /// (in `layer`'s time), filled both ways so the delay shows the start, the curve or
    /// spring, repeats, and this block as its delegate.
    func configure(_ animation: CAPropertyAnimation, on layer: CALayer) {
        animation.duration = duration
        if delay > 0 || startOffset != 0 { animation.beginTime = layer.convertTime(start + startOffset + delay, from: nil) }
        animation.fillMode = .both
        if case let .curve(function) = timing { animation.timingFunction = function }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        if let repeatCount { animation.repeatCount = repeatCount }
        if let autoreverses { animation.autoreverses = autoreverses }
        animation.progressSource = driver
        animation.delegate = self
        pending += 1
    }

    /// Counts `animation` (not a property animation) as one of the block's.
    func count(_ animation: CAAnimation) {
        animation.delegate = self
        pending += 1
    }

    /// A new animation of `keyPath` with the block's spring, else a basic one.
    func makeAnimation(keyPath: String) -> CABasicAnimation {
        switch timing {
        case .curve: return CABasicAnimation(keyPath: keyPath)
        case let .spring(dampingRatio, initialVelocity):
            let curve = SpringCurve.uiView(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
            return springAnimation(keyPath, stiffness: curve.stiffness, damping: curve.damping, velocity: initialVelocity)
        case let .springCoefficients(stiffness, damping, initialVelocity):
            return springAnimation(keyPath, stiffness: stiffness, damping: damping, velocity: initialVelocity)
        }
    }

    private func springAnimation(_ keyPath: String, stiffness: Double, damping: Double, velocity: Double) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.mass = 1
        spring.stiffness = CGFloat(stiffness)
        spring.damping = CGFloat(damping)
        spring.initialVelocity = CGFloat(velocity)
        return spring
    }

    /// The block has run: the completion waits for its animations, or runs on the next
    /// run-loop turn when it made none.
    func close() {
        closed = true
        guard pending == 0 else {
            // A run-loop turn lets the animations end, as time passing would on iOS.
            if completion != nil { AnimationClock.settleWhenRunLoopTurns() }
            return
        }
        finish()
    }

    /// One of the block's animations stopped.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        if closed, pending == 0 { finish() }
    }

    private func finish() {
        guard let completion else { return }
        self.completion = nil
        let finished = allFinished
        clock.scheduleOnNextTurn { completion(finished) }
    }
}

/// Where property changes go: into the innermost animation block, nowhere
/// (`performWithoutAnimation`), or — outside both — straight to the model.
enum ViewAnimationContext: @unchecked Sendable {
    case animating(ViewAnimationBlock)
    case disabled

    /// The context of the running task.
    @TaskLocal static var current: ViewAnimationContext?

    /// The innermost animation block, if changes animate now: the innermost open
    /// begin/commit block when it was begun inside the running closure-scoped one (or
    /// outside any), else the closure-scoped one (docs/REFERENCE.md §24.8).
    @MainActor static var block: ViewAnimationBlock? {
        let scoped: ViewAnimationBlock?
        switch current {
        case .disabled?: return nil
        case let .animating(block)?: scoped = block
        case nil: scoped = nil
        }
        if let open = BeginCommitAnimations.innermost, open.enclosing === scoped { return open.block }
        return scoped
    }

    /// What joins the next block opened outside any other while a transition's animator
    /// starts: the coordinator's alongside animations (TransitionCoordinator.swift).
    struct Joiner: @unchecked Sendable {
        /// Makes the joining changes, inside the block.
        let join: () -> Void
    }

    /// The changes waiting to join the next outermost block, while an animator starts.
    @TaskLocal static var joining: Joiner?

    /// Runs `body` with changes going into `block`, and the waiting changes too when `block`
    /// is an outermost one.
    @MainActor static func run(_ block: ViewAnimationBlock, _ body: () -> Void) {
        let joiner = current == nil && BeginCommitAnimations.innermost == nil ? joining : nil
        $current.withValue(.animating(block)) {
            body()
            joiner?.join()
        }
    }
}
