import CollectionAnimation
import Foundation

/// One transition between view controllers run by an app's animator, and the context its
/// animator and interaction controller are handed (UIKit's private
/// `_UIViewControllerTransitionContext`; docs/REFERENCE.md §18.2, §20.4): a presentation or
/// dismissal (``PresentationTransition``) or a navigation controller's push or pop
/// (`NavigationTransition`).
///
/// This class holds what every such transition shares — the container, the animator and the
/// interaction driving it (ViewControllerTransition+Interaction.swift), the one coordinator the
/// controllers taking part answer — and ends it once, when the animator calls
/// ``completeTransition(_:)``; a subclass says which controllers and views take part and what
/// the end changes.
@preconcurrency @MainActor
class ViewControllerTransition: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    /// The animator, told when the transition ends.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// What drives the transition interactively, if anything.
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// Whether an interaction drives the transition now.
    var isInteractive = false
    /// Whether the interaction cancelled it.
    var transitionWasCancelled = false
    /// How far an interaction moved it, 0…1.
    var percentComplete: CGFloat = 0
    /// While an interaction drives the view animations through the container's layer time: the
    /// animator's duration (see ViewControllerTransition+Interaction.swift).
    var layerDrivenDuration: Double?
    /// The event moving the container's layer time back after a cancelled interaction.
    var glide: AnimationClock.Token?
    /// Whether the transition has ended.
    private(set) var ended = false
    /// The coordinator the controllers taking part give while it runs.
    private(set) lazy var coordinator = TransitionCoordinator(self)

    init(containerView: UIView, animated: Bool) {
        self.containerView = containerView
        isAnimated = animated
        super.init()
    }

    /// `.none`: not a modal presentation, as Apple documents for other transitions.
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }

    /// Starts `animator` — through `interaction` when it wants an interactive start — with the
    /// coordinator's alongside blocks joining its first view animation block (§18.2).
    func start(_ animator: any UIViewControllerAnimatedTransitioning, interaction: (any UIViewControllerInteractiveTransitioning)?) {
        self.animator = animator
        coordinator.transitionDuration = animator.transitionDuration(using: self).nonNegativeFinite
        if let interaction, interaction.wantsInteractiveStart {
            self.interaction = interaction
            isInteractive = true
            coordinator.initiallyInteractive = true
            coordinator.startAnimations { interaction.startInteractiveTransition(self) }
        } else {
            coordinator.startAnimations { animator.animateTransition(using: self) }
        }
    }

    // MARK: The end

    /// Ends the transition, once: the subclass settles the controllers (``settle(completed:)``),
    /// then the coordinator's completions, the animator and the subclass's last word
    /// (``didEnd(completed:)``) are told. A second call does nothing.
    func completeTransition(_ didComplete: Bool) {
        guard !ended else { return }
        ended = true
        if let glide { AnimationClock.current.cancel(glide) }
        releaseLayerTime()
        settle(completed: didComplete)
        coordinator.finish()
        animator?.animationEnded(didComplete)
        animator = nil
        interaction = nil
        didEnd(completed: didComplete)
    }

    /// Puts the views and controllers where the transition, `completed` or cancelled, leaves
    /// them, with their appearance calls; the coordinator answers nil after this.
    func settle(completed: Bool) {}

    /// Tells whoever waits for the end, after the animator's `animationEnded(_:)`.
    func didEnd(completed: Bool) {}
}
