import Testing
import UIKit

/// Pushes and pops through the animator a `UINavigationControllerDelegate` gives
/// (docs/REFERENCE.md §20.4): the context Apple documents for them, the one transition
/// coordinator, the appearance calls around `completeTransition(_:)`, and a cancelled
/// interactive pop putting the stack back with the calls a cancelled swipe-to-pop makes on iOS.
@MainActor @Suite struct NavigationTransitionTests {
    typealias Log = ControllerLog

    /// A delegate that logs what it is told and asked, as "delegate …" lines, and gives
    /// `animator` and `interaction`.
    final class Delegate: NSObject, UINavigationControllerDelegate {
        let log: Log
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction: (any UIViewControllerInteractiveTransitioning)?

        init(_ log: Log, animator: (any UIViewControllerAnimatedTransitioning)?) {
            self.log = log
            self.animator = animator
        }

        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
        {
            log.lines.append("delegate willShow \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
        {
            log.lines.append("delegate didShow \(viewController.title ?? "")")
        }
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            log.lines.append("delegate animationController(\(operation.rawValue), \(fromVC.title ?? "") to \(toVC.title ?? ""))")
            return animator
        }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    /// An animator that cross-fades over `duration` seconds along a linear curve, as app
    /// animators are written: a push fades the new view in over the old one, a pop fades the
    /// old view out over the new one; it completes in the animation's completion, restoring the
    /// old view's alpha when cancelled.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let log: Log
        let duration: TimeInterval

        init(_ log: Log, duration: TimeInterval = 0.3) {
            self.log = log
            self.duration = duration
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            log.lines.append("animator animateTransition")
            guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
                let fromController = transitionContext.viewController(forKey: .from),
                let toController = transitionContext.viewController(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let container = transitionContext.containerView
            to.frame = transitionContext.finalFrame(for: toController)
            // A push leaves the old top on the stack; a pop takes it off.
            let pushing = toController.navigationController?.viewControllers.contains { $0 === fromController } == true
            let faded = pushing ? to : from
            if pushing { container.addSubview(to) } else { container.insertSubview(to, belowSubview: from) }
            faded.alpha = pushing ? 0 : 1
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
                faded.alpha = pushing ? 1 : 0
            } completion: { _ in
                if transitionContext.transitionWasCancelled { faded.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }

        func animationEnded(_ transitionCompleted: Bool) { log.lines.append("animator animationEnded(\(transitionCompleted))") }
    }

    /// A navigation controller with `root` as the root of a phone window, its delegate giving
    /// `animator`.
    private func setUp(
        _ log: Log, root: LoggedController, animator: (any UIViewControllerAnimatedTransitioning)?
    ) -> (UINavigationController, Delegate, UIWindow) {
        let navigation = UINavigationController(rootViewController: root)
        let delegate = Delegate(log, animator: animator)
        navigation.delegate = delegate
        return (navigation, delegate, phoneWindow(root: navigation))
    }

    @Test func aPushRunsThroughTheDelegatesAnimatorWithOneCoordinator() throws {
        try onFreshClock { clock in
            let log = Log()
            let root = LoggedController("root", log), second = LoggedController("second", log)
            let (navigation, delegate, window) = setUp(log, root: root, animator: FadeAnimator(log))
            log.lines = []
            navigation.pushViewController(second, animated: true)
            // The stack is the new one while the animator runs.
            #expect(navigation.viewControllers == [root, second] && navigation.topViewController === second)
            // One coordinator, for the navigation controller and both controllers.
            let coordinator = try #require(navigation.transitionCoordinator)
            #expect(root.transitionCoordinator === coordinator && second.transitionCoordinator === coordinator)
            #expect(coordinator.presentationStyle == .none && coordinator.transitionDuration == 0.3)
            #expect(coordinator.viewController(forKey: .from) === root && coordinator.viewController(forKey: .to) === second)
            #expect(coordinator.view(forKey: .to) === second.view && coordinator.view(forKey: .from) === root.view)
            // The container fills the navigation controller's view, below the bar.
            let container = coordinator.containerView
            #expect(container.superview === navigation.view && container.frame == navigation.view.bounds)
            #expect(navigation.view.subviews.last === navigation.navigationBar)
            #expect(second.view.superview === container && second.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            // A fade from 0 to 1 over 0.3 s, linear: 0.5 at 0.15 s.
            clock.advance(by: 0.15)
            #expect(near(CGFloat(second.view.layer.shown.opacity), 0.5, 1e-6))
            #expect(!log.lines.contains("second viewDidAppear"))
            clock.advance(by: 0.15 + 1e-6)
            #expect(
                log.lines == [
                    "second willMove(toParent: navigation)", "delegate willShow second", "second viewDidLoad",
                    "root viewWillDisappear", "delegate animationController(1, root to second)", "second viewWillAppear",
                    "animator animateTransition", "root viewDidDisappear", "second viewDidAppear",
                    "second didMove(toParent: navigation)", "animator animationEnded(true)", "delegate didShow second",
                ])
            #expect(navigation.transitionCoordinator == nil && second.transitionCoordinator == nil)
            #expect(second.view.superview === navigation.view && root.view.superview == nil && container.superview == nil)
            #expect(second.view.frame == navigation.view.bounds && navigation.view.subviews.count == 2)
            withExtendedLifetime((delegate, window)) {}
        }
    }

    /// A controller that fades `badge` in alongside its appearance, through its transition
    /// coordinator, as apps animate their chrome alongside a push.
    final class BadgeController: UIViewController {
        let badge = UIView()
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            badge.alpha = 0
            view.addSubview(badge)
            transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 })
        }
    }

    @Test func alongsideChangesJoinThePushsAnimation() {
        onFreshClock { clock in
            let log = Log()
            let root = LoggedController("root", log), second = BadgeController()
            let (navigation, delegate, window) = setUp(log, root: root, animator: FadeAnimator(log))
            navigation.pushViewController(second, animated: true)
            // In the animator's block: linear over 0.3 s, so 0.5 at 0.15 s, as the pushed view.
            clock.advance(by: 0.15)
            #expect(near(CGFloat(second.badge.layer.shown.opacity), 0.5, 1e-6))
            #expect(near(CGFloat(second.view.layer.shown.opacity), 0.5, 1e-6))
            withExtendedLifetime((delegate, window)) {}
        }
    }

    @Test func aHugeDurationKeepsThePushRunningWithoutHanging() {
        onFreshClock { clock in
            let log = Log()
            let root = LoggedController("root", log), second = LoggedController("second", log)
            let (navigation, delegate, window) = setUp(log, root: root, animator: FadeAnimator(log, duration: 1e9))
            navigation.pushViewController(second, animated: true)
            #expect(navigation.transitionCoordinator?.transitionDuration == 1e9)
            // 10 s of 10⁹: the fade is at 10⁻⁸, the push still under way and a pop waits for it.
            clock.advance(by: 10)
            #expect(near(CGFloat(second.view.layer.shown.opacity), 1e-8, 1e-9))
            #expect(navigation.transitionCoordinator != nil && navigation.popViewController(animated: false) == nil)
            withExtendedLifetime((delegate, window)) {}
        }
    }

    @Test func theContextsFramesAreTheContainersForTheViewsOnScreen() throws {
        try onFreshClock { _ in
            let log = Log()
            let root = LoggedController("root", log), second = LoggedController("second", log)
            let animator = SlideAnimator(log, duration: 0.3)
            animator.stalls = true
            let (navigation, delegate, window) = setUp(log, root: root, animator: animator)
            navigation.pushViewController(second, animated: true)
            let context = try #require(animator.context)
            let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
            #expect(context.initialFrame(for: root) == bounds && context.finalFrame(for: root) == .zero)
            #expect(context.initialFrame(for: second) == .zero && context.finalFrame(for: second) == bounds)
            #expect(context.isAnimated && !context.isInteractive && context.presentationStyle == .none)
            withExtendedLifetime((delegate, window)) {}
        }
    }

    /// A navigation controller showing "second" over "root" on screen, its delegate giving a
    /// fade and an interaction controller: popping runs interactively.
    private func setUpInteractivePop(
        _ log: Log
    ) -> (UINavigationController, LoggedController, LoggedController, UIPercentDrivenInteractiveTransition, [AnyObject]) {
        let root = LoggedController("root", log), second = LoggedController("second", log)
        let (navigation, delegate, window) = setUp(log, root: root, animator: FadeAnimator(log))
        navigation.pushViewController(second, animated: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        return (navigation, root, second, interaction, [delegate, window])
    }

    @Test func aCancelledInteractivePopPutsTheStackBack() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, second, interaction, keep) = setUpInteractivePop(log)
            log.lines = []
            #expect(navigation.popViewController(animated: true) === second)
            #expect(navigation.viewControllers == [root])
            // Halfway through the fade out of the popped view.
            interaction.update(0.5)
            #expect(near(CGFloat(second.view.layer.shown.opacity), 0.5, 1e-6))
            #expect(navigation.transitionCoordinator?.isInteractive == true)
            interaction.cancel()
            clock.advance(by: 1)
            // The popped controller had viewWillDisappear, then viewWillAppear and viewDidAppear
            // (a cancelled swipe-to-pop on iOS 7 and later); the root, its mirror image.
            #expect(
                log.lines == [
                    "second willMove(toParent: nil)", "delegate willShow root", "second viewWillDisappear",
                    "delegate animationController(2, second to root)", "root viewWillAppear", "animator animateTransition",
                    "root viewWillDisappear", "second viewWillAppear", "root viewDidDisappear", "second viewDidAppear",
                    "second didMove(toParent: navigation)", "animator animationEnded(false)",
                ])
            #expect(navigation.viewControllers == [root, second] && second.parent === navigation)
            #expect(navigation.navigationBar.items?.map(\.title) == ["root", "second"])
            #expect(second.view.superview === navigation.view && root.view.superview == nil && second.view.alpha == 1)
            #expect(navigation.transitionCoordinator == nil)
            withExtendedLifetime(keep) {}
        }
    }

    @Test func aFinishedInteractivePopCompletes() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, second, interaction, keep) = setUpInteractivePop(log)
            navigation.popViewController(animated: true)
            interaction.update(0.5)
            interaction.finish()
            clock.advance(by: 0.15 + 1e-6)
            #expect(navigation.viewControllers == [root] && second.parent == nil)
            #expect(root.view.superview === navigation.view && second.view.superview == nil)
            #expect(log.lines.suffix(2) == ["animator animationEnded(true)", "delegate didShow root"])
            withExtendedLifetime(keep) {}
        }
    }

    @Test func aPushTheAnimatorCancelsAtOnceLeavesTheStackAsItWas() {
        let log = Log()
        let root = LoggedController("root", log), second = LoggedController("second", log)
        let (navigation, delegate, window) = setUp(log, root: root, animator: SlideAnimator(log, completesAtOnce: false))
        let setUpLines = log.lines.count
        navigation.pushViewController(second, animated: true)
        // The pushed controller appears and disappears again, then leaves; the root comes back.
        #expect(
            log.lines.dropFirst(setUpLines) == [
                "second willMove(toParent: navigation)", "delegate willShow second", "second viewDidLoad",
                "root viewWillDisappear", "delegate animationController(1, root to second)", "second viewWillAppear",
                "animator animateTransition", "second viewWillDisappear", "root viewWillAppear", "second viewDidDisappear",
                "root viewDidAppear", "second willMove(toParent: nil)", "second didMove(toParent: nil)",
                "animator animationEnded(false)",
            ])
        #expect(navigation.viewControllers == [root] && navigation.children == [root] && second.parent == nil)
        #expect(root.view.superview === navigation.view && second.view.superview == nil)
        #expect(navigation.navigationBar.items?.map(\.title) == ["root"] && navigation.transitionCoordinator == nil)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func withoutAnimationTheChangeShowsAtOnceAndWithoutAnAnimatorUIKitsSlideRuns() {
        onFreshClock { clock in
            let log = Log()
            let root = LoggedController("root", log), second = LoggedController("second", log)
            let (navigation, delegate, window) = setUp(log, root: root, animator: FadeAnimator(log))
            log.lines = []
            // Not animated: the delegate is not asked.
            navigation.pushViewController(second, animated: false)
            #expect(!log.lines.contains { $0.contains("animationController") } && second.view.superview === navigation.view)
            // Animated, but the delegate gives none: UIKit's own slide (§20.7), 0.5 s.
            delegate.animator = nil
            navigation.popViewController(animated: true)
            #expect(log.lines.contains("delegate animationController(2, second to root)"))
            #expect(navigation.transitionCoordinator?.transitionDuration == 0.5)
            clock.advance(by: 0.5 + 1e-6)
            #expect(log.lines.last == "delegate didShow root" && root.view.superview === navigation.view)
            #expect(navigation.transitionCoordinator == nil)
            withExtendedLifetime((delegate, window)) {}
        }
    }

    @Test(arguments: [TimeInterval.nan, -1, .infinity])
    func changesWhileAnAnimatorRunsWaitForItAndBadDurationsDoNotTrap(duration: TimeInterval) {
        onFreshClock { clock in
            let log = Log()
            let root = LoggedController("root", log), second = LoggedController("second", log)
            let third = LoggedController("third", log)
            let (navigation, delegate, window) = setUp(log, root: root, animator: FadeAnimator(log, duration: duration))
            navigation.pushViewController(second, animated: true)
            #expect(navigation.transitionCoordinator?.transitionDuration == 0)
            // A pop, a push or a new stack during the push waits for it to end, each in turn
            // (§20.7); the pops answer nil.
            #expect(navigation.popViewController(animated: true) == nil)
            #expect(navigation.popToRootViewController(animated: false) == nil)
            navigation.pushViewController(third, animated: false)
            navigation.setViewControllers([root, third, second], animated: false)
            #expect(navigation.viewControllers == [root, second])
            // The coordinator counts such a duration as 0; the animator's own view animation
            // with it ends within a second, and so does the push; then the animated pop runs
            // through the animator and ends within the next second, and the rest are made.
            clock.advance(by: 1)
            clock.advance(by: 1)
            #expect(navigation.transitionCoordinator == nil && navigation.viewControllers == [root, third, second])
            #expect(
                log.lines.filter { $0.hasPrefix("delegate didShow") } == [
                    "delegate didShow second", "delegate didShow root", "delegate didShow third", "delegate didShow second",
                ])
            #expect(second.view.superview === navigation.view)
            withExtendedLifetime((delegate, window)) {}
        }
    }
}
