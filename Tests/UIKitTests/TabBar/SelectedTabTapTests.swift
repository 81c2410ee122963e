import CollectionAnimation
import Testing
import UIKit

/// A tap on the selected tab (docs/REFERENCE.md §20.14): a navigation controller's tab goes back
/// to its root; another tab's stack is kept while the user switches away and back; a delegate
/// that refuses the selected controller keeps the stack.
@MainActor @Suite struct SelectedTabTapTests {
    /// Refuses to select the controller already selected, as apps do to turn the pop off.
    private final class Refusing: NSObject, UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController !== tabBarController.selectedViewController
        }
    }

    /// The bar's tab controls, leading first.
    private func tabControls(_ tabs: UITabBarController) -> [UIControl] {
        tabs.tabBar.subviews.compactMap { $0 as? UIControl }
    }

    @Test func aTapOnTheSelectedNavigationTabPopsItToItsRoot() throws {
        try onFreshClock { clock in
            let feedRoot = UIViewController(), detail = UIViewController(), searchRoot = UIViewController()
            feedRoot.title = "Feed"
            searchRoot.title = "Search"
            let feed = UINavigationController(rootViewController: feedRoot)
            let search = UINavigationController(rootViewController: searchRoot)
            let tabs = UITabBarController()
            tabs.viewControllers = [feed, search]
            let window = phoneWindow(root: tabs)
            feed.pushViewController(detail, animated: false)
            let controls = tabControls(tabs)
            try #require(controls.count == 2)
            // Away and back: the stack is kept.
            controls[1].sendActions(for: .primaryActionTriggered)
            controls[0].sendActions(for: .primaryActionTriggered)
            #expect(tabs.selectedViewController === feed && feed.viewControllers == [feedRoot, detail])
            // A tap on the selected tab pops it to its root, once UIKit's 0.5 s pop has run.
            controls[0].sendActions(for: .primaryActionTriggered)
            clock.advance(by: 0.6)
            #expect(feed.viewControllers == [feedRoot] && tabs.selectedViewController === feed)
            // A delegate that refuses the selected controller keeps the stack.
            let refusing = Refusing()
            tabs.delegate = refusing
            feed.pushViewController(detail, animated: false)
            controls[0].sendActions(for: .primaryActionTriggered)
            clock.advance(by: 0.6)
            #expect(feed.viewControllers == [feedRoot, detail])
            withExtendedLifetime(window) {}
        }
    }
}
