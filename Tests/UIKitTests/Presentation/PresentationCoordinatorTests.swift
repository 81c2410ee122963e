import Testing
import UIKit

/// The transition coordinator of a presentation as Apple's documentation of
/// `UIViewControllerTransitionCoordinator` has it (docs/REFERENCE.md §18.2): the presenter and
/// the presented controller give it while the transition runs, its alongside blocks animate in
/// "the same animation context as the transition itself", and its completions run once the
/// animator completes the transition.
@MainActor @Suite struct PresentationCoordinatorTests {
    typealias Log = ControllerLog

    /// A presentation controller that fades a dimming view in alongside the presentation and out
    /// alongside the dismissal, through the presented controller's coordinator, the way Apple's
    /// "Creating Custom Presentations" writes it; it logs the coordinator's completions.
    final class DimmingPresentationController: UIPresentationController {
        let dimming = UIView()
        let log: ControllerLog

        init(presented: UIViewController, presenting: UIViewController?, log: ControllerLog) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }

        override func presentationTransitionWillBegin() {
            guard let containerView, let coordinator = presentedViewController.transitionCoordinator else { return }
            dimming.frame = containerView.bounds
            dimming.alpha = 0
            containerView.insertSubview(dimming, at: 0)
            coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }) { context in
                self.log.lines.append("coordinator completion(cancelled: \(context.isCancelled))")
            }
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            log.lines.append("controller presentationTransitionDidEnd(\(completed))")
        }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        }
    }

    /// A root controller in a window, a `.custom` controller with a dimming presentation
    /// controller, and its delegate giving `animator`.
    private func setUp(
        _ log: Log, animator: SlideAnimator?
    ) -> (UIViewController, LoggedController, LoggingTransitioningDelegate, UIWindow) {
        let root = UIViewController(), sheet = LoggedController("sheet", log)
        let delegate = LoggingTransitioningDelegate(log, animator: animator)
        delegate.makeController = { DimmingPresentationController(presented: $0, presenting: $1, log: log) }
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        return (root, sheet, delegate, phoneWindow(root: root))
    }

    @Test func alongsideChangesAnimateWithTheAnimatorsCurveAndClock() throws {
        try onFreshClock { clock in
            let log = Log()
            let (root, sheet, delegate, window) = setUp(log, animator: SlideAnimator(log, duration: 0.3))
            root.present(sheet, animated: true) { log.lines.append("completion") }
            let controller = try #require(sheet.presentationController as? DimmingPresentationController)
            // The model value changes at once; the animator's block is linear over 0.3 s, so the
            // dimming view's opacity shows 0.5 at 0.15 s and 0.75 at 0.225 s.
            #expect(controller.dimming.alpha == 1)
            for (time, opacity) in [(0.0, 0.0), (0.075, 0.25), (0.15, 0.5), (0.225, 0.75)] {
                clock.advance(to: time)
                #expect(near(Double(controller.dimming.layer.shown.opacity), opacity, 1e-4), "at \(time) s")
            }
            #expect(sheet.transitionCoordinator != nil && root.transitionCoordinator != nil)
            clock.advance(to: 0.3)
            #expect(near(Double(controller.dimming.layer.shown.opacity), 1, 1e-4))
            #expect(sheet.transitionCoordinator == nil && root.transitionCoordinator == nil)
            // The completions once the animator completes: after the presentation controller and
            // the presented controller's viewDidAppear, before the animator's end and the caller's.
            let order = log.lines.filter { !$0.contains("Layout") && !$0.hasPrefix("delegate") && $0 != "sheet viewDidLoad" }
            #expect(
                order == [
                    "sheet viewWillAppear", "animator animateTransition", "controller presentationTransitionDidEnd(true)",
                    "sheet viewDidAppear", "coordinator completion(cancelled: false)", "animator animationEnded(true)", "completion",
                ])
            withExtendedLifetime((delegate, window)) {}
        }
    }

    @Test func theCoordinatorDescribesThePresentationAndItsDismissal() throws {
        try onFreshClock { clock in
            let log = Log()
            let (root, sheet, delegate, window) = setUp(log, animator: SlideAnimator(log, duration: 0.3))
            root.present(sheet, animated: true)
            let coordinator = try #require(sheet.transitionCoordinator)
            #expect(coordinator.isAnimated && !coordinator.isInteractive && !coordinator.initiallyInteractive && !coordinator.isCancelled)
            #expect(coordinator.transitionDuration == 0.3 && coordinator.presentationStyle == .custom)
            #expect(coordinator.viewController(forKey: .from) === root && coordinator.viewController(forKey: .to) === sheet)
            #expect(coordinator.view(forKey: .to) === sheet.view && coordinator.view(forKey: .from) == nil)
            #expect(coordinator.containerView === sheet.presentationController?.containerView)
            clock.advance(to: 0.3)
            root.dismiss(animated: true)
            let dismissal = try #require(root.transitionCoordinator)
            #expect(dismissal !== coordinator && dismissal.viewController(forKey: .from) === sheet)
            #expect(dismissal.viewController(forKey: .to) === root && dismissal.view(forKey: .from) === sheet.view)
            // The dimming view fades back out alongside the slide down: 1 − 0.5 at 0.15 s.
            let controller = try #require(sheet.presentationController as? DimmingPresentationController)
            clock.advance(to: 0.45)
            #expect(near(Double(controller.dimming.layer.shown.opacity), 0.5, 1e-4))
            clock.advance(to: 0.6)
            #expect(root.presentedViewController == nil && root.transitionCoordinator == nil)
            withExtendedLifetime((delegate, window)) {}
        }
    }

    @Test func withoutAnAnimatorTheBlocksRunBeforePresentReturns() throws {
        let log = Log()
        let (root, sheet, delegate, window) = setUp(log, animator: nil)
        root.present(sheet, animated: false) { log.lines.append("completion") }
        let controller = try #require(sheet.presentationController as? DimmingPresentationController)
        // Nothing animates (§18.1): the dimming view is at its end, with no animation.
        #expect(controller.dimming.alpha == 1 && controller.dimming.layer.animationKeys() == nil)
        #expect(Array(log.lines.suffix(2)) == ["coordinator completion(cancelled: false)", "completion"])
        #expect(sheet.transitionCoordinator == nil)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func anInteractionDrivesTheAlongsideChangesAndIsReported() throws {
        try onFreshClock { clock in
            let log = Log()
            let (root, sheet, delegate, window) = setUp(log, animator: SlideAnimator(log, duration: 0.4))
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            var changes: [Bool] = []
            root.present(sheet, animated: true) { log.lines.append("completion") }
            let coordinator = try #require(sheet.transitionCoordinator)
            coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
            #expect(coordinator.initiallyInteractive && coordinator.isInteractive)
            let controller = try #require(sheet.presentationController as? DimmingPresentationController)
            interaction.update(0.25)
            clock.advance(to: 0.1)
            // Held by the container's layer time: a quarter of the way, whatever the clock says.
            #expect(near(Double(controller.dimming.layer.shown.opacity), 0.25, 1e-4))
            interaction.cancel()
            #expect(changes == [false] && coordinator.isCancelled && !coordinator.isInteractive)
            clock.advance(to: 1)
            #expect(log.lines.contains("coordinator completion(cancelled: true)") && !log.lines.contains("completion"))
            withExtendedLifetime((delegate, window)) {}
        }
    }

    @Test func alongsideChangesFollowAnInterruptibleAnimatorsFraction() throws {
        try onFreshClock { clock in
            let log = Log()
            let (root, sheet, delegate, window) = setUp(log, animator: nil)
            delegate.animator = InterruptibleSlideAnimator()
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            root.present(sheet, animated: true)
            let controller = try #require(sheet.presentationController as? DimmingPresentationController)
            // The property animator's animations run when the interaction pauses it, and the
            // alongside change joins them: scrubbed by its linear fraction.
            interaction.update(0.4)
            clock.advance(to: 0.2)
            #expect(near(Double(controller.dimming.layer.shown.opacity), 0.4, 1e-4))
            interaction.finish()
            clock.advance(to: 2)
            #expect(root.presentedViewController === sheet && !sheet.isBeingPresented && controller.dimming.alpha == 1)
            withExtendedLifetime((delegate, window)) {}
        }
    }
}
