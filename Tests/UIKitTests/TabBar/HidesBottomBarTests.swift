import Testing
import UIKit

/// `hidesBottomBarWhenPushed` (docs/REFERENCE.md §20.10): a tab bar controller hides its bar
/// while the selected navigation controller's stack holds a controller that asks for it — the
/// root included, and whatever the controllers above it say — and the content takes the bar's
/// place. In a 390 × 844 phone window (safe area 47 top, 34 bottom) the bar is at y 761…844 and
/// a child's safe bottom is 34 + 49 = 83 while it shows, 34 once it hides.
@MainActor @Suite struct HidesBottomBarTests {
    typealias Log = ControllerLog

    /// A tab bar controller in a phone window whose first tab is a navigation controller over
    /// `root`, the second a plain controller.
    private func setUp(root: UIViewController) -> (UITabBarController, UINavigationController, UIViewController, UIWindow) {
        let navigation = UINavigationController(rootViewController: root)
        let other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        return (tabs, navigation, other, phoneWindow(root: tabs))
    }

    /// ``setUp(root:)`` with a detail that hides the bar pushed over the root, laid out.
    private func setUpWithHidingDetail() -> (UITabBarController, UINavigationController, UIViewController, UIViewController, UIWindow) {
        let root = UIViewController(), detail = UIViewController()
        let (tabs, navigation, _, window) = setUp(root: root)
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        return (tabs, navigation, root, detail, window)
    }

    @Test func aPushedControllerThatHidesTheBarGetsItsPlaceUntilItIsPopped() {
        let root = UIViewController()
        let (tabs, navigation, _, window) = setUp(root: root)
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 83)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        // The whole screen; the safe area: 47 + 44 = 91 on top, the home indicator's 34 below.
        #expect(tabs.tabBar.isHidden)
        #expect(detail.view.frame == window.bounds)
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        // A controller pushed above it that does not ask keeps the bar hidden.
        let more = UIViewController()
        navigation.pushViewController(more, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden && more.view.safeAreaInsets.bottom == 34)
        // Back at the root, no controller on the stack asks: the bar shows again.
        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 83)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    }

    @Test func aRootThatHidesTheBarHidesItOnlyWhileItsTabIsSelected() {
        let root = UIViewController()
        root.hidesBottomBarWhenPushed = true
        let (tabs, _, other, window) = setUp(root: root)
        #expect(tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 34)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden && other.view.safeAreaInsets.bottom == 83)
        tabs.selectedIndex = 0
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
    }

    @Test func anAnimatedPushCarriesTheBarAwayWithTheOutgoingView() throws {
        try onFreshClock { clock in
            let root = UIViewController()
            let (tabs, navigation, _, window) = setUp(root: root)
            let detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            navigation.pushViewController(detail, animated: true)
            _ = try #require(navigation.transitionCoordinator)
            // The bar lies in the root's view where it was on screen (the root's view is at the
            // origin), so it moves with it: −0.3 × 390 × e = −117 e (§20.7's slide).
            #expect(tabs.tabBar.superview === root.view && !tabs.tabBar.isHidden)
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
            // The new view is laid out as the bar will be: the whole screen, safe bottom 34.
            #expect(detail.view.frame == window.bounds && detail.view.safeAreaInsets.bottom == 34)
            for (seconds, e) in NavigationDefaultSlideTests.eased {
                clock.advance(to: seconds)
                #expect(near(root.view.layer.shown.frame.minX, -117 * e, 1e-3), "root and bar at \(seconds) s")
            }
            clock.advance(to: 0.5 + 1e-6)
            #expect(tabs.tabBar.superview === tabs.view && tabs.tabBar.isHidden)
            #expect(navigation.transitionCoordinator == nil)
        }
    }

    @Test func anAnimatedPopBringsTheBarBackWithTheIncomingView() {
        onFreshClock { clock in
            let (tabs, navigation, root, _, window) = setUpWithHidingDetail()
            navigation.popViewController(animated: true)
            // The bar comes back in the root's view, which returns from −117 (1 − e); the root is
            // laid out with the bar showing: safe bottom 83.
            #expect(tabs.tabBar.superview === root.view && !tabs.tabBar.isHidden)
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
            #expect(root.view.frame == window.bounds && root.view.safeAreaInsets.bottom == 83)
            clock.advance(to: 0.25)
            #expect(near(root.view.layer.shown.frame.minX, -117 * 0.5, 1e-3))
            clock.advance(to: 0.5 + 1e-6)
            #expect(tabs.tabBar.superview === tabs.view && !tabs.tabBar.isHidden)
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
            #expect(navigation.viewControllers == [root])
        }
    }

    @Test func aCancelledSwipeBackLeavesTheBarHidden() {
        onFreshClock { clock in
            let (tabs, navigation, root, detail, window) = setUpWithHidingDetail()
            // 95 pt (progress ≈ 0.24), held still: the pop is cancelled (§20.7).
            let swipe = TouchScript.drag(
                through: [CGPoint(x: 5, y: 400), CGPoint(x: 100, y: 400)], duration: 0.5, endHold: 0.2)
            _ = window.scheduleTouches(swipe)
            clock.advance(to: 0.3)
            #expect(tabs.tabBar.superview === root.view)
            clock.advance(by: 1)
            #expect(navigation.viewControllers == [root, detail])
            #expect(tabs.tabBar.superview === tabs.view && tabs.tabBar.isHidden)
            // The next layout pass gives the detail its bar-less safe area back.
            window.layoutIfNeeded()
            #expect(detail.view.safeAreaInsets.bottom == 34)
        }
    }
}
