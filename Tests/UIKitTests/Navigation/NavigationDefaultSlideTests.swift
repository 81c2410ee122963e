import Testing
import UIKit

/// UIKit's own push and pop animation, when the delegate gives no animator
/// (docs/REFERENCE.md §20.7): 0.5 s ease in, ease out; the upper view slides across the whole
/// width, the lower one moves 30 % of it under a black dimming of up to 10 %; mirrored right to
/// left. Values on a 390-point phone window, at progress 0, 0.25, 0.5, 0.75 and 1 (0, 0.125,
/// 0.25, 0.375 and 0.5 s), where ease in, ease out is 0, 0.129162, 0.5, 0.870838 and 1 (§7:
/// easeInEaseOut(0.25) = 0.129162, and the curve is symmetric: 1 − 0.129162 = 0.870838).
@MainActor @Suite struct NavigationDefaultSlideTests {
    typealias Log = ControllerLog

    /// The eased fraction at each fifth of the slide's 0.5 s.
    static let eased: [(seconds: Double, value: CGFloat)] = [(0, 0), (0.125, 0.129162), (0.25, 0.5), (0.375, 0.870838)]

    /// A navigation controller showing `root` in a phone window (390 × 844), with no delegate.
    private func setUp(_ log: Log) -> (UINavigationController, LoggedController, UIWindow) {
        let root = LoggedController("root", log)
        let navigation = UINavigationController(rootViewController: root)
        return (navigation, root, phoneWindow(root: navigation))
    }

    @Test func aPushSlidesTheNewViewInFromTheTrailingEdgeOverTheOldOne() throws {
        try onFreshClock { clock in
            let log = Log()
            let (navigation, root, window) = setUp(log)
            let second = LoggedController("second", log)
            navigation.pushViewController(second, animated: true)
            let coordinator = try #require(navigation.transitionCoordinator)
            #expect(coordinator.transitionDuration == 0.5 && coordinator.isAnimated && !coordinator.isInteractive)
            let container = coordinator.containerView
            // The old view, the dimming, then the new view on top.
            #expect(container.subviews.count == 3 && container.subviews.first === root.view && container.subviews.last === second.view)
            let dimming = container.subviews[1]
            for (seconds, e) in Self.eased {
                clock.advance(to: seconds)
                // New: 390 × (1 − e); old: −0.3 × 390 × e = −117 e; dimming opacity e (of 10 % black).
                #expect(near(second.view.layer.shown.frame.minX, 390 * (1 - e), 1e-3), "new view at \(seconds) s")
                #expect(near(root.view.layer.shown.frame.minX, -117 * e, 1e-3), "old view at \(seconds) s")
                #expect(near(CGFloat(dimming.layer.shown.opacity), e, 1e-3), "dimming at \(seconds) s")
            }
            #expect(!log.lines.contains("second viewDidAppear"))
            clock.advance(to: 0.5 + 1e-6)
            #expect(second.view.superview === navigation.view && second.view.frame == navigation.view.bounds)
            #expect(second.view.transform == .identity && root.view.superview == nil && root.view.transform == .identity)
            #expect(container.superview == nil && navigation.transitionCoordinator == nil)
            withExtendedLifetime(window) {}
        }
    }

    @Test func aPopSlidesTheOldViewOutUncoveringTheOneBelow() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, window) = setUp(log)
            let second = LoggedController("second", log)
            navigation.pushViewController(second, animated: false)
            navigation.popViewController(animated: true)
            for (seconds, e) in Self.eased {
                clock.advance(to: seconds)
                // Leaving: 390 e; coming back: −117 (1 − e).
                #expect(near(second.view.layer.shown.frame.minX, 390 * e, 1e-3), "popped view at \(seconds) s")
                #expect(near(root.view.layer.shown.frame.minX, -117 * (1 - e), 1e-3), "root at \(seconds) s")
            }
            clock.advance(to: 0.5 + 1e-6)
            #expect(navigation.viewControllers == [root] && root.view.superview === navigation.view && second.view.superview == nil)
            #expect(root.view.frame == navigation.view.bounds && second.view.transform == .identity)
            withExtendedLifetime(window) {}
        }
    }

    @Test func rightToLeftTheNewViewComesFromTheLeft() {
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, window) = setUp(log)
            navigation.view.semanticContentAttribute = .forceRightToLeft
            let second = LoggedController("second", log)
            navigation.pushViewController(second, animated: true)
            // Halfway (e = 0.5): the new view at −390 × 0.5, the old one moved right by 117 × 0.5.
            clock.advance(to: 0.25)
            #expect(near(second.view.layer.shown.frame.minX, -195, 1e-3))
            #expect(near(root.view.layer.shown.frame.minX, 58.5, 1e-3))
            withExtendedLifetime(window) {}
        }
    }

    @Test func theAppearanceCallsBracketTheSlideAndTheDelegateHearsDidShowAtItsEnd() {
        final class Delegate: NSObject, UINavigationControllerDelegate {
            let log: Log
            init(_ log: Log) { self.log = log }
            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
            ) {
                log.lines.append("delegate willShow \(viewController.title ?? "")")
            }
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
            ) {
                log.lines.append("delegate didShow \(viewController.title ?? "") animated \(animated)")
            }
        }
        onFreshClock { clock in
            let log = Log()
            let (navigation, _, window) = setUp(log)
            let delegate = Delegate(log)
            navigation.delegate = delegate
            log.lines = []
            navigation.pushViewController(LoggedController("second", log), animated: true)
            // §20.4's order for an animated change: the will calls as the slide starts…
            #expect(
                log.lines == [
                    "second willMove(toParent: navigation)", "delegate willShow second", "second viewDidLoad",
                    "root viewWillDisappear", "second viewWillAppear",
                ])
            clock.advance(to: 0.49)
            #expect(log.lines.count == 5)
            // …the did calls, the containment's end and didShow when it ends.
            clock.advance(to: 0.5 + 1e-6)
            #expect(
                log.lines.suffix(4) == [
                    "root viewDidDisappear", "second viewDidAppear", "second didMove(toParent: navigation)",
                    "delegate didShow second animated true",
                ])
            withExtendedLifetime((window, delegate)) {}
        }
    }

    @Test func aPushAskedForDuringASlideIsShownAfterIt() {
        // From iOS 8 a second push during a push's animation is shown after it (§20.7 slide,
        // balloonsys.com 2015; §20.4); a pop asked for meanwhile waits too, and answers nil.
        onFreshClock { clock in
            let log = Log()
            let (navigation, root, window) = setUp(log)
            let second = LoggedController("second", log), third = LoggedController("third", log)
            navigation.pushViewController(second, animated: true)
            navigation.pushViewController(third, animated: true)
            #expect(navigation.viewControllers == [root, second])
            #expect(navigation.popViewController(animated: false) == nil && navigation.viewControllers == [root, second])
            // 0.5 s: the first slide ends and the second push starts its own slide…
            clock.advance(to: 0.5 + 1e-6)
            #expect(navigation.viewControllers == [root, second, third] && navigation.transitionCoordinator != nil)
            #expect(log.lines.contains("second viewDidAppear") && !log.lines.contains("third viewDidAppear"))
            // …which ends at 1 s; then the waiting pop is made at once (not animated).
            clock.advance(to: 1 + 2e-6)
            #expect(log.lines.contains("third viewDidAppear"))
            #expect(log.lines.suffix(2) == ["second viewDidAppear", "third didMove(toParent: nil)"])
            #expect(navigation.viewControllers == [root, second] && navigation.transitionCoordinator == nil)
            #expect(second.view.superview === navigation.view && third.view.superview == nil)
            withExtendedLifetime(window) {}
        }
    }

    @Test func offScreenOrNotAnimatedNothingSlides() {
        onFreshClock { _ in
            let log = Log()
            let root = LoggedController("root", log), second = LoggedController("second", log)
            // Not in a window: the stack changes at once, with no transition.
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(second, animated: true)
            #expect(navigation.transitionCoordinator == nil && navigation.viewControllers == [root, second])
            // On screen, not animated: at once.
            let window = phoneWindow(root: navigation)
            navigation.popViewController(animated: false)
            #expect(navigation.transitionCoordinator == nil && root.view.superview === navigation.view)
            withExtendedLifetime(window) {}
        }
    }
}
