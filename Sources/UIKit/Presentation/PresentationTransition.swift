import Foundation

/// One presentation or dismissal under way (docs/REFERENCE.md §18.2): the context its animator
/// and interaction controller are handed.
///
/// The presentation's first half — the presentation controller told, the appearance calls
/// begun, the animator started — is in UIViewController+Presentation.swift; the second half
/// runs here, once, when the animator calls ``completeTransition(_:)``.
final class PresentationTransition: ViewControllerTransition {
    /// A presentation, or a dismissal.
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let presenter: UIViewController
    let presented: UIViewController
    let controller: UIPresentationController
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
        self.completion = completion
        super.init(containerView: containerView, animated: animated)
    }

    override var presentationStyle: UIModalPresentationStyle { presented.modalPresentationStyle }

    /// The presenter's view takes part only when it leaves or comes back.
    private var presenterTakesPart: Bool { controller.shouldRemovePresentersView }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: kind == .presentation ? presenter : presented
        case .to: kind == .presentation ? presented : presenter
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedKey: UITransitionContextViewKey = kind == .presentation ? .to : .from
        let presenterKey: UITransitionContextViewKey = kind == .presentation ? .from : .to
        if key == presentedKey { return controller.presentedView }
        if key == presenterKey, presenterTakesPart { return presenter.viewIfLoaded }
        return nil
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return kind == .presentation ? .zero : controller.presentedView?.frame ?? .zero }
        return vc === presenter && presenterTakesPart ? containerView.bounds : .zero
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return kind == .presentation ? controller.frameOfPresentedViewInContainerView : .zero }
        return vc === presenter && presenterTakesPart ? containerView.bounds : .zero
    }

    // MARK: The end

    /// A completed presentation leaves the presented controller on screen (and a full-screen
    /// one takes the presenter's view out), a completed dismissal takes it away; a cancelled
    /// one puts everything back as it was. Then the presentation is over for the controllers.
    override func settle(completed: Bool) {
        switch (kind, completed) {
        case (.presentation, true): endPresentation()
        case (.presentation, false): cancelPresentation()
        case (.dismissal, true): endDismissal()
        case (.dismissal, false): cancelDismissal()
        }
        presented.presentation.phase = .none
        presented.presentation.transition = nil
    }

    /// Runs the caller's completion, only when the transition completed.
    override func didEnd(completed: Bool) {
        if completed { completion?() }
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
