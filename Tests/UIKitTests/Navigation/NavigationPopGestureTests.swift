import Testing

@testable import UIKit

/// The swipe back, `interactivePopGestureRecognizer` (docs/REFERENCE.md §20.7): an edge pan from
/// the leading edge (within §23.3's 20 pt, beginning after the pan's 10 pt) that pops the top
/// controller, UIKit's slide following the finger linearly (progress = movement / 390 on a phone
/// window); as the finger lifts, faster than 500 pt/s decides, else halfway does.
@MainActor @Suite struct NavigationPopGestureTests {
    typealias Log = ControllerLog

    /// "second" pushed over "root" in a phone window (390 × 844).
    private func setUp(_ log: Log) -> (UINavigationController, LoggedController, LoggedController, UIWindow) {
        let root = LoggedController("root", log), second = LoggedController("second", log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(second, animated: false)
        return (navigation, root, second, phoneWindow(root: navigation))
    }

    /// A finger from x = `from` to x = `to` at y = 400 over `duration` seconds (60 samples a
    /// second), held `endHold` seconds before lifting.
    private func swipe(from: CGFloat, to: CGFloat, duration: Double, endHold: Double = 0) -> TouchScript {
        .drag(through: [CGPoint(x: from, y: 400), CGPoint(x: to, y: 400)], duration: duration, endHold: endHold)
    }

    @Test func theRecognizerIsAnEdgePanOnTheNavigationControllersView() throws {
        let log = Log()
        let (navigation, _, _, window) = setUp(log)
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.view === navigation.view && recognizer.delegate != nil)
        withExtendedLifetime(window) {}
    }

    @Test func aFastSwipeFromTheLeadingEdgeFollowsTheFingerAndPops() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, second, window) = setUp(log)
            log.lines = []
            // 195 pt in 0.3 s: 18 moves of 10.8333 pt. At 0.15 s (the 9th) the finger has moved
            // 97.5 pt: progress 0.25, so the popped view is at 97.5 and the root at
            // −117 × (1 − 0.25) = −87.75.
            let end = window.scheduleTouches(swipe(from: 5, to: 200, duration: 0.3))
            clock.advance(to: 0.15)
            #expect(navigation.transitionCoordinator?.isInteractive == true)
            #expect(near(second.view.layer.shown.frame.minX, 97.5, 1e-3))
            #expect(near(root.view.layer.shown.frame.minX, -87.75, 1e-3))
            // The finger lifts at 195 pt (progress 0.5) moving at 65 pt / 0.1 s = 650 pt/s > 500:
            // the pop finishes, the remaining 0.5 × 0.5 s running on.
            clock.advance(to: end)
            #expect(navigation.transitionCoordinator?.isInteractive == false)
            clock.advance(by: 0.25 + 1e-3)
            #expect(navigation.viewControllers == [root] && second.parent == nil)
            #expect(root.view.superview === navigation.view && second.view.superview == nil)
            // The root's view, never shown, loads as the pop begins.
            #expect(
                log.lines == [
                    "second willMove(toParent: nil)", "root viewDidLoad", "second viewWillDisappear", "root viewWillAppear",
                    "second viewDidDisappear", "root viewDidAppear", "second didMove(toParent: nil)",
                ])
            withExtendedLifetime(window) {}
        }
    }

    @Test func aShortSlowSwipeIsCancelledAndTheStackComesBack() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, second, window) = setUp(log)
            log.lines = []
            // 95 pt (progress 95 / 390 ≈ 0.24 < 0.5), then held still 0.2 s: speed 0, so it cancels.
            window.simulateTouches(swipe(from: 5, to: 100, duration: 0.5, endHold: 0.2))
            clock.advance(by: 1)
            #expect(navigation.viewControllers == [root, second] && second.parent === navigation)
            #expect(second.view.superview === navigation.view && root.view.superview == nil)
            #expect(second.view.transform == .identity && navigation.transitionCoordinator == nil)
            // A cancelled swipe-to-pop: the popped controller appears again (§20.4).
            #expect(
                log.lines == [
                    "second willMove(toParent: nil)", "root viewDidLoad", "second viewWillDisappear", "root viewWillAppear",
                    "root viewWillDisappear", "second viewWillAppear", "root viewDidDisappear", "second viewDidAppear",
                    "second didMove(toParent: navigation)",
                ])
            withExtendedLifetime(window) {}
        }
    }

    @Test func aSwipePastHalfwayHeldStillPops() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, _, window) = setUp(log)
            // 295 pt: progress 295 / 390 ≈ 0.76 ≥ 0.5 at speed 0.
            window.simulateTouches(swipe(from: 5, to: 300, duration: 0.5, endHold: 0.2))
            clock.advance(by: 1)
            #expect(navigation.viewControllers == [root])
            withExtendedLifetime(window) {}
        }
    }

    @Test func theFinishingRuleWeighsSpeedBeforePlace() {
        // Faster than 500 pt/s either way decides; slower, halfway does.
        #expect(NavigationPopGesture.completes(progress: 0.1, speed: 501))
        #expect(!NavigationPopGesture.completes(progress: 0.9, speed: -501))
        #expect(NavigationPopGesture.completes(progress: 0.5, speed: 0))
        #expect(!NavigationPopGesture.completes(progress: 0.49, speed: 499))
        #expect(!NavigationPopGesture.completes(progress: 0.2, speed: .nan))
    }

    @Test func aSwipeFromInsideOrWithOnlyTheRootDoesNothing() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, second, window) = setUp(log)
            // Starting 50 pt in: not from the edge.
            window.simulateTouches(swipe(from: 50, to: 300, duration: 0.3))
            clock.advance(by: 1)
            #expect(navigation.viewControllers == [root, second])
            navigation.popViewController(animated: false)
            log.lines = []
            var states: [UIGestureRecognizer.State] = []
            navigation.interactivePopGestureRecognizer?.addHandler { states.append($0.state) }
            window.simulateTouches(swipe(from: 5, to: 300, duration: 0.3))
            #expect(states.isEmpty && navigation.viewControllers == [root] && log.lines.isEmpty)
            withExtendedLifetime(window) {}
        }
    }

    @Test func withoutTheBackButtonShowingItDoesNotBegin() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, second, window) = setUp(log)
            let item = second.navigationItem
            // A hidden back button, leading items in its place, a hidden bar: no pop each time.
            let cases: [(String, () -> Void, () -> Void)] = [
                ("hidden back button", { item.hidesBackButton = true }, { item.hidesBackButton = false }),
                ("leading items", { item.leftBarButtonItem = UIBarButtonItem(title: "Close") }, { item.leftBarButtonItem = nil }),
                ("hidden bar", { navigation.isNavigationBarHidden = true }, { navigation.isNavigationBarHidden = false }),
            ]
            for (name, apply, undo) in cases {
                apply()
                window.simulateTouches(swipe(from: 5, to: 300, duration: 0.5, endHold: 0.2))
                clock.advance(by: 1)
                #expect(navigation.viewControllers == [root, second], "\(name)")
                undo()
            }
            // Leading items that supplement the back button leave it showing: the swipe pops.
            item.leftBarButtonItem = UIBarButtonItem(title: "Extra")
            item.leftItemsSupplementBackButton = true
            window.simulateTouches(swipe(from: 5, to: 300, duration: 0.5, endHold: 0.2))
            clock.advance(by: 1)
            #expect(navigation.viewControllers == [root])
            withExtendedLifetime(window) {}
        }
    }

    @Test func theRecognizersDelegateCanRefuseIt() {
        final class Refuser: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, second, window) = setUp(log)
            let refuser = Refuser()
            navigation.interactivePopGestureRecognizer?.delegate = refuser
            window.simulateTouches(swipe(from: 5, to: 300, duration: 0.3))
            clock.advance(by: 1)
            #expect(navigation.viewControllers == [root, second] && navigation.transitionCoordinator == nil)
            withExtendedLifetime((window, refuser)) {}
        }
    }

    @Test func rightToLeftTheSwipeStartsAtTheRightEdge() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, second, window) = setUp(log)
            navigation.view.semanticContentAttribute = .forceRightToLeft
            // From the left edge: not the leading one.
            window.simulateTouches(swipe(from: 5, to: 300, duration: 0.3))
            clock.advance(by: 1)
            #expect(navigation.viewControllers == [root, second])
            // From the right edge towards the left: 295 pt held still, past halfway.
            window.simulateTouches(swipe(from: 385, to: 90, duration: 0.5, endHold: 0.2))
            clock.advance(by: 1)
            #expect(navigation.viewControllers == [root])
            withExtendedLifetime(window) {}
        }
    }
}
