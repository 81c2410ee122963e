import CollectionAnimation
import Foundation

/// One presentation or dismissal under way, and the context its animator and interaction
/// controller are handed (UIKit's private `_UIViewControllerTransitionContext`; docs/REFERENCE.md
/// §18.2).
///
/// The presentation's first half — the presentation controller told, the appearance calls
/// begun, the animator started — is in UIViewController+Presentation.swift; the second half
/// runs here, once, when the animator calls ``completeTransition(_:)``.
@preconcurrency @MainActor
final class PresentationTransition: NSObject, UIViewControllerContextTransitioning {
    /// A presentation, or a dismissal.
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let presenter: UIViewController
    let presented: UIViewController
    let controller: UIPresentationController
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
    /// animator's duration (see PresentationTransition+Interaction.swift).
    var layerDrivenDuration: Double?
    /// The event moving the container's layer time back after a cancelled interaction.
    var glide: AnimationClock.Token?
    /// Whether the transition has ended.
    private(set) var ended = false
    /// The coordinator the presenter and the presented controller give while it runs.
    private(set) lazy var coordinator = TransitionCoordinator(self)
    /// The caller's completion of `present` or `dismiss`.
    private let completion: (() -> Void)?

    init(
        _ kind: Kind, presenter: UIViewController, presented: UIViewController, controller: UIPresentationController,
        containerView: UIView, animated: Bool, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.presenter = presenter
        self.presented = presented
        self.controller = controller
        self.containerView = containerView
        isAnimated = animated
        self.completion = completion
        super.init()
    }

    var presentationStyle: UIModalPresentationStyle { presented.modalPresentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    /// The presenter's view takes part only when it leaves or comes back.
    private var presenterTakesPart: Bool { controller.shouldRemovePresentersView }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: kind == .presentation ? presenter : presented
        case .to: kind == .presentation ? presented : presenter
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedKey: UITransitionContextViewKey = kind == .presentation ? .to : .from
        let presenterKey: UITransitionContextViewKey = kind == .presentation ? .from : .to
        if key == presentedKey { return controller.presentedView }
        if key == presenterKey, presenterTakesPart { return presenter.viewIfLoaded }
        return nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return kind == .presentation ? .zero : controller.presentedView?.frame ?? .zero }
        return vc === presenter && presenterTakesPart ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return kind == .presentation ? controller.frameOfPresentedViewInContainerView : .zero }
        return vc === presenter && presenterTakesPart ? containerView.bounds : .zero
    }

    // MARK: The end

    /// Ends the transition, once: a completed presentation leaves the presented controller on
    /// screen (and a full-screen one takes the presenter's view out), a completed dismissal
    /// takes it away; a cancelled one puts everything back as it was. Then the presentation
    /// controller, the coordinator's completions, the animator and the caller's completion
    /// (only when completed) are told.
    func completeTransition(_ didComplete: Bool) {
        guard !ended else { return }
        ended = true
        if let glide { AnimationClock.current.cancel(glide) }
        releaseLayerTime()
        switch (kind, didComplete) {
        case (.presentation, true): endPresentation()
        case (.presentation, false): cancelPresentation()
        case (.dismissal, true): endDismissal()
        case (.dismissal, false): cancelDismissal()
        }
        presented.presentation.phase = .none
        presented.presentation.transition = nil
        coordinator.finish()
        animator?.animationEnded(didComplete)
        animator = nil
        interaction = nil
        if didComplete { completion?() }
    }

    private func endPresentation() {
        if presenterTakesPart {
            presenter.endAppearanceTransition()
            presenter.viewIfLoaded?.removeFromSuperview()
        }
        controller.presentationTransitionDidEnd(true)
        presented.endAppearanceTransition()
    }

    private func cancelPresentation() {
        controller.presentedView?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.beginAppearanceTransition(false, animated: isAnimated)
        if presenterTakesPart { presenter.beginAppearanceTransition(true, animated: isAnimated) }
        presented.endAppearanceTransition()
        if presenterTakesPart { presenter.endAppearanceTransition() }
        controller.presentationTransitionDidEnd(false)
        removeContainer()
        forgetPresentation()
    }

    private func endDismissal() {
        controller.presentedView?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        controller.dismissalTransitionDidEnd(true)
        removeContainer()
        presented.endAppearanceTransition()
        if presenterTakesPart { presenter.endAppearanceTransition() }
        forgetPresentation()
    }

    /// Unlinks the presenter and the presented controller, which forgets its presentation
    /// controller: that controller holds both strongly, as UIKit's does, so this frees them.
    private func forgetPresentation() {
        presenter.presentation.presented = nil
        presented.presentation.presenting = nil
        presented.presentation.controller = nil
    }

    private func cancelDismissal() {
        presented.beginAppearanceTransition(true, animated: isAnimated)
        if presenterTakesPart {
            presenter.beginAppearanceTransition(false, animated: isAnimated)
            presenter.viewIfLoaded?.removeFromSuperview()
        }
        presented.endAppearanceTransition()
        if presenterTakesPart { presenter.endAppearanceTransition() }
        controller.dismissalTransitionDidEnd(false)
    }

    /// Takes a custom presentation's container out of the window.
    private func removeContainer() {
        guard containerView is TransitionContainerView else { return }
        containerView.removeFromSuperview()
        controller.containerStorage = nil
    }
}
