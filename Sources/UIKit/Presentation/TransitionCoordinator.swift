import Foundation

// The coordinator of a transition (UIKit's private `_UIViewControllerTransitionCoordinator`;
// docs/REFERENCE.md §18.1, §18.2, §20.4): a window's change of size, a presentation or
// dismissal, or a navigation controller's push or pop through an app's animator.
// Apple's documentation: the blocks given to `animate(alongsideTransition:completion:)` run
// "in the same animation context as the transition itself", so an animator's view animations
// and the alongside changes share one block, curve and clock; "if you implement a
// transitioning animator that employs Core Animation directly, rather than using UIView
// animations, the animation you specify runs after the animateTransition: method returns".
// The completions run once the transition ends.

/// What a transition's coordinator answers for the transition it coordinates: a presentation,
/// dismissal, push or pop under way, or nothing for a window's change of size.
@preconcurrency @MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    /// The presentation, dismissal, push or pop; nil for a change of size. Weak: the transition holds its
    /// coordinator, and a coordinator kept after the end answers as a finished transition.
    private weak var transition: ViewControllerTransition?
    let containerView: UIView
    /// The animator's duration, read when it starts; 0 without one.
    var transitionDuration: TimeInterval = 0
    /// Whether the transition started driven by an interaction.
    var initiallyInteractive = false
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// A coordinator for `window`'s change of size: not animated, not interactive, never
    /// cancelled, with no controllers or views at the from and to keys, as for a rotation.
    init(window: UIWindow) { containerView = window }

    /// The coordinator of `transition`.
    init(_ transition: ViewControllerTransition) {
        self.transition = transition
        containerView = transition.containerView
    }

    var isAnimated: Bool { transition?.isAnimated ?? false }
    var presentationStyle: UIModalPresentationStyle { transition?.presentationStyle ?? .none }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { transition?.isInteractive ?? false }
    var isCancelled: Bool { transition?.transitionWasCancelled ?? false }
    var percentComplete: CGFloat { transition?.percentComplete ?? 1 }
    var completionVelocity: CGFloat { transition?.interaction?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { transition?.interaction?.completionCurve ?? .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition?.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { transition?.view(forKey: key) }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation.map { alongside.append($0) }
        completion.map { completions.append($0) }
        return true
    }

    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Keeps `handler` for each time an interaction starts or stops driving the transition
    /// (`notifyWhenInteractionChanges(_:)`, iOS 10).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Runs `start` — the animator's or the interaction controller's start — with the
    /// alongside blocks joining the first view animation block it opens, then runs any left
    /// (an animator that animates without view animations, or none).
    func startAnimations(_ start: () -> Void) {
        ViewAnimationContext.$joining.withValue(ViewAnimationContext.Joiner { [weak self] in self?.runAlongside() }, operation: start)
        runAlongside()
    }

    /// Runs the alongside blocks given so far, in order (blocks added while they run run too).
    func runAlongside() {
        while !alongside.isEmpty { alongside.removeFirst()(self) }
    }

    /// Tells the interaction handlers that the interaction changed.
    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the alongside blocks not run yet, then the completions.
    func finish() {
        runAlongside()
        while !completions.isEmpty { completions.removeFirst()(self) }
    }
}
