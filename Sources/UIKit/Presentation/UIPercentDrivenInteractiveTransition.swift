import Foundation

/// An interaction controller that moves a transition's animations by a fraction the app
/// gives (`UIPercentDrivenInteractiveTransition`): ``update(_:)`` as the user's gesture moves,
/// then ``finish()`` or ``cancel()`` (docs/REFERENCE.md §18.2).
///
/// When the transition starts it asks the animator to animate with its animations held at
/// their start: an animator with an interruptible animator
/// (`interruptibleAnimator(using:)`) is scrubbed by that animator's `fractionComplete`; any
/// other animator's view animations, made in the context's container view, by the container
/// layer's time (ViewControllerTransition+Interaction.swift). Deliberate differences:
/// ``completionCurve`` and ``timingCurve`` are stored only — the animations finish along their
/// own curves.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The context of the transition being driven (held by whoever runs it while it runs).
    private weak var context: (any UIViewControllerContextTransitioning)?
    /// The animator's interruptible animator, when it has one.
    private var interruptible: (any UIViewImplicitlyAnimating)?

    /// How far the transition is, 0…1 (`percentComplete`): the last value given to ``update(_:)``.
    open private(set) var percentComplete: CGFloat = 0
    /// The animator's duration, read when the transition starts (`duration`).
    open private(set) var duration: CGFloat = 0
    /// How fast the transition completes after ``finish()`` or ``cancel()``, relative to real time
    /// (`completionSpeed`); default 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the completion (`completionCurve`); default ease in, ease out. Stored only.
    open var completionCurve = UIView.AnimationCurve.easeInOut
    /// Whether the transition starts interactively (`wantsInteractiveStart`, iOS 10); default true.
    open var wantsInteractiveStart = true
    /// The timing of the completion (`timingCurve`, iOS 10). Stored only.
    open var timingCurve: (any UITimingCurveProvider)?

    /// An interaction controller (`init()`).
    public override init() { super.init() }

    /// Starts driving the transition (`startInteractiveTransition(_:)`): UIKit calls it. The
    /// animator is found through the context UIKit made (a presentation's, a dismissal's, a
    /// push's or a pop's); with any other context nothing happens.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let transition = transitionContext as? ViewControllerTransition, let animator = transition.animator else { return }
        context = transitionContext
        percentComplete = 0
        let seconds = animator.transitionDuration(using: transitionContext)
        duration = CGFloat(seconds.isFinite ? max(seconds, 0) : 0)
        let candidate = animator.interruptibleAnimator(using: transitionContext)
        if candidate is UnimplementedInterruptibleAnimator {
            transition.holdLayerTime(duration: Double(duration))
            animator.animateTransition(using: transitionContext)
        } else {
            interruptible = candidate
            candidate.pauseAnimation()
        }
    }

    /// Moves the transition to `percentComplete` (`update(_:)`): below 0 counts as 0, above 1 as 1.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        interruptible?.fractionComplete = self.percentComplete
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Lets the transition run to its end (`finish()`).
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        continueInterruptible(reversed: false)
    }

    /// Lets the transition run back to its start; the animator then completes it as cancelled (`cancel()`).
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        continueInterruptible(reversed: true)
    }

    /// Stops the transition's completion where it is, to drive it again (`pause()`, iOS 10).
    open func pause() {
        guard let context else { return }
        context.pauseInteractiveTransition()
        interruptible?.pauseAnimation()
    }

    /// Lets the interruptible animator run on, or back, at the completion speed.
    private func continueInterruptible(reversed: Bool) {
        guard let interruptible else { return }
        interruptible.isReversed = reversed
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        interruptible.continueAnimation(withTimingParameters: nil, durationFactor: 1 / speed)
    }
}
