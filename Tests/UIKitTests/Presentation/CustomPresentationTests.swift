import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// Custom presentations as UIKit's documentation of `UIViewControllerTransitioningDelegate`,
/// `UIPresentationController` and `UIViewControllerContextTransitioning` has them
/// (docs/REFERENCE.md §18.2), in a 390 × 844 window: a `.custom` presentation's controller
/// comes from the transitioning delegate, its container view goes over the window, and the
/// presented view ends at `frameOfPresentedViewInContainerView` — for the half sheet of these
/// tests, the bottom half: y = 844 / 2 = 422, 390 × 422.
@MainActor @Suite struct CustomPresentationTests {
    typealias Log = ControllerLog

    /// A root controller in a window, a `.custom` controller to present, and its delegate,
    /// which gives it a half sheet.
    private func setUp(
        _ log: Log, animator: SlideAnimator? = nil
    ) -> (root: LoggedController, presented: LoggedController, delegate: LoggingTransitioningDelegate, window: UIWindow) {
        let root = LoggedController("root", log), presented = LoggedController("sheet", log)
        let delegate = LoggingTransitioningDelegate.halfSheet(for: presented, log, animator: animator)
        let window = phoneWindow(root: root)
        log.lines = []
        return (root, presented, delegate, window)
    }

    @Test func aCustomPresentationPutsThePresentedViewAtItsControllersFrameInAContainer() throws {
        let log = Log()
        let (root, sheet, delegate, window) = setUp(log)
        var completed = false
        root.present(sheet, animated: false) {
            completed = true; log.lines.append("completion")
        }
        let controller = try #require(sheet.presentationController as? HalfSheetPresentationController)
        let container = try #require(controller.containerView)
        #expect(completed)
        // Not animated: the delegate is asked for no animator.
        #expect(
            log.transitionLines == [
                "delegate presentationController", "controller presentationTransitionWillBegin",
                "controller presentationTransitionDidEnd(true)",
                "completion",
            ])
        #expect(log.lines.firstIndex(of: "sheet viewWillAppear")! < log.lines.firstIndex(of: "sheet viewDidAppear")!)
        #expect(container.superview === window && container.frame == window.bounds)
        #expect(window.subviews.firstIndex { $0 === container }! > window.subviews.firstIndex { $0 === root.view }!)
        #expect(sheet.view.superview === container)
        #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(controller.presentedViewController === sheet && controller.presentingViewController === root)
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        // The presenter stays: the controller does not remove its view, and it gets no appearance calls.
        #expect(root.view.superview === window && !log.lines.contains { $0.hasPrefix("root") })
        withExtendedLifetime(delegate) {}
    }

    @Test func anAnimatorAnimatesOnTheClockAndTheCompletionWaitsForCompleteTransition() {
        onFreshClock { clock in
            let log = Log()
            let (root, sheet, delegate, window) = setUp(log)
            delegate.animator = SlideAnimator(log)
            var completed = false
            root.present(sheet, animated: true) {
                completed = true; log.lines.append("completion")
            }
            #expect(
                log.transitionLines == [
                    "delegate presentationController", "delegate animationController(forPresented:)",
                    "controller presentationTransitionWillBegin", "animator animateTransition",
                ])
            #expect(!completed && sheet.isBeingPresented)
            // The view slides from y = 844 to 422 over 0.5 s, linearly: at 0.25 s it shows at 633.
            clock.advance(to: 0.25)
            #expect(near(sheet.view.layer.shown.frame.minY, 633))
            #expect(sheet.view.frame.minY == 422 && !completed)
            clock.advance(to: 0.5)
            #expect(completed && !sheet.isBeingPresented)
            #expect(
                Array(log.transitionLines.suffix(3)) == [
                    "controller presentationTransitionDidEnd(true)", "animator animationEnded(true)", "completion",
                ])
            #expect(log.lines.last(where: { $0.hasPrefix("sheet") }) == "sheet viewDidAppear")
            withExtendedLifetime((delegate, window)) {}
        }
    }

    @Test func aFrameDrawnMidwayShowsTheSlide() throws {
        try onFreshClock { clock in
            let log = Log()
            let (root, sheet, delegate, window) = setUp(log)
            root.view.backgroundColor = .white
            sheet.view.backgroundColor = .red
            delegate.animator = SlideAnimator(log)
            root.present(sheet, animated: true)
            clock.advance(to: 0.25)
            // The sheet's top shows at 633: red below it, the white presenter above.
            let image = try OutputFormat.png.pixels(of: DisplayList(view: window, scale: 1))
            pixel(image, 195, 640, is: (255, 0, 0))
            pixel(image, 195, 625, is: (255, 255, 255))
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aPresentationCompletedAsCancelledLeavesThePresenterAsItWas() throws {
        let log = Log()
        let animator = SlideAnimator(log, completesAtOnce: false)
        let (root, sheet, delegate, window) = setUp(log, animator: animator)
        var completed = false
        let before = window.subviews
        root.present(sheet, animated: true) { completed = true }
        #expect(!completed)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(window.subviews == before && sheet.view.superview == nil)
        #expect(
            Array(log.transitionLines.suffix(2)) == ["controller presentationTransitionDidEnd(false)", "animator animationEnded(false)"])
        #expect(Array(log.lines.filter { $0.hasPrefix("sheet view") }.suffix(2)) == ["sheet viewWillDisappear", "sheet viewDidDisappear"])
        // The presenter can present again.
        animator.completesAtOnce = true
        root.present(sheet, animated: true)
        #expect(root.presentedViewController === sheet)
        withExtendedLifetime(delegate) {}
    }

    @Test func aDismissalRunsItsAnimatorThenTakesTheContainerAway() throws {
        try onFreshClock { clock in
            let log = Log()
            let (root, sheet, delegate, window) = setUp(log)
            root.present(sheet, animated: false)
            let container = try #require(sheet.presentationController?.containerView)
            delegate.animator = SlideAnimator(log)
            log.lines = []
            var completed = false
            sheet.dismiss(animated: true) {
                completed = true; log.lines.append("completion")
            }
            #expect(
                log.transitionLines == [
                    "delegate animationController(forDismissed:)", "controller dismissalTransitionWillBegin", "animator animateTransition",
                ])
            #expect(sheet.isBeingDismissed && root.presentedViewController === sheet)
            // Down from 422 to 844 over 0.5 s: 527.5 at 0.125 s.
            clock.advance(to: 0.125)
            #expect(near(sheet.view.layer.shown.frame.minY, 527.5))
            clock.advance(to: 0.5)
            #expect(completed && root.presentedViewController == nil && sheet.presentingViewController == nil)
            #expect(
                Array(log.transitionLines.suffix(3)) == [
                    "controller dismissalTransitionDidEnd(true)", "animator animationEnded(true)", "completion",
                ])
            #expect(container.superview == nil && sheet.view.superview == nil && !window.subviews.contains(container))
            #expect(log.lines.filter { $0.hasPrefix("sheet view") } == ["sheet viewWillDisappear", "sheet viewDidDisappear"])
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func theContainerTellsItsControllerAroundEachLayoutPass() throws {
        let log = Log()
        let (root, sheet, delegate, window) = setUp(log)
        root.present(sheet, animated: false)
        log.lines = []
        let container = try #require(sheet.presentationController?.containerView)
        container.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.lines == ["controller containerViewWillLayoutSubviews", "controller containerViewDidLayoutSubviews"])
        withExtendedLifetime(delegate) {}
    }

    @Test func aControllerThatRemovesThePresentersViewMakesThePresenterDisappear() throws {
        let log = Log()
        let (root, sheet, delegate, window) = setUp(log)
        let animator = SlideAnimator(log)
        delegate.makeController = { presented, presenting in
            let controller = HalfSheetPresentationController(presented: presented, presenting: presenting, log: log)
            controller.removesPresenter = true
            return controller
        }
        animator.completesAtOnce = true
        delegate.animator = animator
        root.present(sheet, animated: true)
        #expect(root.view.superview == nil)
        #expect(log.lines.filter { $0.hasPrefix("root") } == ["root viewWillDisappear", "root viewDidDisappear"])
        root.dismiss(animated: false)
        #expect(root.view.superview === window)
        #expect(log.lines.filter { $0.hasPrefix("root") }.suffix(2) == ["root viewWillAppear", "root viewDidAppear"])
        withExtendedLifetime(delegate) {}
    }

    @Test func theContextNamesTheControllersViewsAndFrames() throws {
        let log = Log()
        let animator = SlideAnimator(log, completesAtOnce: true)
        let (root, sheet, delegate, window) = setUp(log, animator: animator)
        root.present(sheet, animated: true)
        defer { withExtendedLifetime((delegate, window)) {} }
        let context = try #require(animator.context)
        #expect(context.viewController(forKey: .from) === root && context.viewController(forKey: .to) === sheet)
        #expect(context.view(forKey: .to) === sheet.view)
        // The presenter stays (shouldRemovePresentersView is false): no from view, as UIKit.
        #expect(context.view(forKey: .from) == nil)
        #expect(context.initialFrame(for: sheet) == .zero)
        #expect(context.finalFrame(for: sheet) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
        #expect(context.presentationStyle == .custom && context.targetTransform == .identity)
        #expect(context.containerView === sheet.presentationController?.containerView)
    }

    @Test func aDismissalCompletedAsCancelledLeavesThePresentedControllerShown() throws {
        let log = Log()
        let (root, sheet, delegate, window) = setUp(log)
        root.present(sheet, animated: false)
        let container = try #require(sheet.presentationController?.containerView)
        delegate.animator = SlideAnimator(log, completesAtOnce: false)
        log.lines = []
        var completed = false
        sheet.dismiss(animated: true) { completed = true }
        #expect(!completed && root.presentedViewController === sheet && !sheet.isBeingDismissed)
        #expect(sheet.view.superview === container && container.superview === window)
        #expect(
            log.lines.filter { $0.hasPrefix("sheet view") } == ["sheet viewWillDisappear", "sheet viewWillAppear", "sheet viewDidAppear"])
        #expect(Array(log.transitionLines.suffix(2)) == ["controller dismissalTransitionDidEnd(false)", "animator animationEnded(false)"])
        // It can be dismissed again.
        sheet.dismiss(animated: false)
        #expect(root.presentedViewController == nil && container.superview == nil)
        withExtendedLifetime(delegate) {}
    }
}
