import Testing
import UIKit

/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars` (docs/REFERENCE.md §20.9),
/// in a 390 × 844 phone window (safe area 47 top, 34 bottom): the navigation bar lies at
/// y 47…91, the tab bar at y 761…844 (its 49-point row above the 34-point bottom). An edge left
/// out, or an opaque bar's edge without `extendedLayoutIncludesOpaqueBars`, stops the child's
/// view at the bar, and the child's safe area no longer counts that bar.
@MainActor @Suite struct ExtendedLayoutTests {
    @Test func theDefaultsExtendEveryEdgeButNotUnderOpaqueBars() {
        let controller = UIViewController()
        #expect(controller.edgesForExtendedLayout == .all && !controller.extendedLayoutIncludesOpaqueBars)
        #expect(!controller.hidesBottomBarWhenPushed)
    }

    @Test func aTopEdgeLeftOutStartsTheViewBelowTheNavigationAndStatusBars() {
        let root = UIViewController()
        root.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        // 47 + 44 = 91 down; 844 − 91 = 753 tall. The safe area's top (47) is above the view: 0;
        // its bottom is the home indicator's 34 (844 − 810).
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // With the bar hidden there is no bar on top: the view fills the screen again.
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && root.view.safeAreaInsets.top == 47)
    }

    @Test func anOpaqueNavigationBarStopsTheViewUnlessItIncludesOpaqueBars() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        let window = phoneWindow(root: navigation)
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753) && root.view.safeAreaInsets.top == 0)
        // Including opaque bars, the view reaches under the bar again: safe top 47 + 44 = 91.
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        // …but not at an edge left out of edgesForExtendedLayout.
        root.edgesForExtendedLayout = .bottom
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
    }

    @Test func aBottomEdgeLeftOutEndsTheViewAboveTheTabBar() {
        let feed = UIViewController(), other = UIViewController()
        feed.edgesForExtendedLayout = .top
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, other]
        let window = phoneWindow(root: tabs)
        // 844 − 83 = 761 tall; the safe area's bottom (810) is below the view's (761): 0.
        #expect(feed.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(feed.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        // The other tab extends under the bar as before: 34 + 49 = 83.
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(other.view.frame == window.bounds && other.view.safeAreaInsets.bottom == 83)
    }

    @Test func aControllerInANavigationControllerInATabStopsAtBothBars() {
        let root = UIViewController()
        root.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = phoneWindow(root: tabs)
        // The navigation controller's view fills the tab's; its child goes from 91 down to the
        // tab bar's top, 761: 670 tall, and nothing of it is unsafe.
        #expect(navigation.view.frame == window.bounds)
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 670))
        #expect(root.view.safeAreaInsets == .zero)
        // Leaving out only the top, the view reaches under the tab bar: bottom 34 + 49 = 83.
        root.edgesForExtendedLayout = .bottom
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 83, right: 0))
    }

    @Test func anOpaqueTabBarShortensTheNavigationControllersViewItself() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.tabBar.isTranslucent = false
        tabs.viewControllers = [navigation]
        let window = phoneWindow(root: tabs)
        // The navigation controller does not include opaque bars: its view ends at 761, so the
        // root's view, extended under the translucent navigation bar, is 761 tall with a safe
        // top of 47 + 44 = 91 and no bottom.
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func aContentScrollViewBelowTheBarIsNotInsetForIt() {
        final class ListController: UIViewController {
            override func loadView() { view = UIScrollView() }
        }
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let window = phoneWindow(root: navigation)
        let scrollView = list.view as? UIScrollView
        // Under the bar, `.automatic` adjusts the top by the safe area: 91.
        #expect(scrollView?.adjustedContentInset.top == 91)
        // Below it (top left out), the safe area's top is 0, and so is the adjustment; the
        // bottom keeps the home indicator's 34 (§20.8: top and bottom adjust in a navigation
        // controller while automaticallyAdjustsScrollViewInsets is true).
        list.edgesForExtendedLayout = .bottom
        window.layoutIfNeeded()
        #expect(scrollView?.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }
}
