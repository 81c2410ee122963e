import UIKit

/// A transitioning delegate that logs what UIKit asks it, as "delegate …" lines, and answers
/// with the presentation controller, animator and interaction controller a test gives it.
final class LoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: ControllerLog
    var makeController: ((UIViewController, UIViewController?) -> UIPresentationController?)?
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?

    init(_ log: ControllerLog, animator: (any UIViewControllerAnimatedTransitioning)? = nil) {
        self.log = log
        self.animator = animator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        log.lines.append("delegate presentationController")
        return makeController?(presented, presenting)
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.lines.append("delegate animationController(forPresented:)")
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.lines.append("delegate animationController(forDismissed:)")
        return animator
    }
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// A presentation controller that puts the presented view on the bottom half of the container
/// and logs its transition calls as "controller …" lines.
final class HalfSheetPresentationController: UIPresentationController {
    let log: ControllerLog
    var removesPresenter = false

    init(presented: UIViewController, presenting: UIViewController?, log: ControllerLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override func presentationTransitionWillBegin() { log.lines.append("controller presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.lines.append("controller presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() { log.lines.append("controller dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.lines.append("controller dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log.lines.append("controller containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { log.lines.append("controller containerViewDidLayoutSubviews") }
}

/// An animator that slides the presented view up from below the container to its final frame
/// (and down again to dismiss) over `duration` seconds along a linear curve, the way app
/// animators are written: it adds the view, animates with `UIView.animate` and completes the
/// transition in the animation's completion — unless told to complete it at once, or never.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: ControllerLog
    let duration: TimeInterval
    var completesAtOnce: Bool?
    /// Whether it never completes the transition.
    var stalls = false
    /// The context of the last transition.
    var context: (any UIViewControllerContextTransitioning)?

    init(_ log: ControllerLog, duration: TimeInterval = 0.5, completesAtOnce: Bool? = nil) {
        self.log = log
        self.duration = duration
        self.completesAtOnce = completesAtOnce
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.lines.append("animator animateTransition")
        context = transitionContext
        if stalls { return }
        if let completesAtOnce { return transitionContext.completeTransition(completesAtOnce) }
        let container = transitionContext.containerView
        let moved: UIView?
        let target: CGRect
        if let controller = transitionContext.viewController(forKey: .to), controller.isBeingPresented,
            let view = transitionContext.view(forKey: .to)
        {
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(view)
            (moved, target) = (view, final)
        } else {
            let view = transitionContext.view(forKey: .from)
            (moved, target) = (view, (view?.frame ?? .zero).offsetBy(dx: 0, dy: container.bounds.height - (view?.frame.minY ?? 0)))
        }
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
            moved?.frame = target
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.lines.append("animator animationEnded(\(transitionCompleted))") }
}

extension ControllerLog {
    /// The lines of the delegate, the presentation controller's transition calls, the animator
    /// and the completions, in order.
    var transitionLines: [String] {
        lines.filter { line in
            !line.contains("Layout") && ["delegate", "controller", "animator", "completion"].contains { line.hasPrefix($0) }
        }
    }
}

/// An animator that gives an interruptible property animator (iOS 10's way): the slide of
/// ``SlideAnimator`` along a linear curve, completing the transition in its completion.
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let view = transitionContext.view(forKey: .to)
        let final = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) } ?? .zero
        view?.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
        view.map(container.addSubview)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view?.frame = final }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        self.animator = animator
        return animator
    }
}

extension LoggingTransitioningDelegate {
    /// A delegate that gives `sheet` a half sheet and `animator`, made `sheet`'s transitioning
    /// delegate with `sheet` made `.custom`.
    static func halfSheet(
        for sheet: UIViewController, _ log: ControllerLog, animator: (any UIViewControllerAnimatedTransitioning)? = nil
    ) -> LoggingTransitioningDelegate {
        let delegate = LoggingTransitioningDelegate(log, animator: animator)
        delegate.makeController = { HalfSheetPresentationController(presented: $0, presenting: $1, log: log) }
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        return delegate
    }
}
