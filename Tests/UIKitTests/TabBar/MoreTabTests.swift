import CollectionAnimation
import Testing
import UIKit

/// The "More" tab (docs/REFERENCE.md §20.11), worked by hand from its rules: a compact-width
/// bar holds five tabs, so with more controllers the first four keep theirs and the fifth is
/// "More", the More navigation controller, whose list shows the rest; a regular-width bar
/// holds eight. Frames in a 390 × 844 iPhone window (safe area 47 top, 34 bottom).
@MainActor @Suite struct MoreTabTests {
    /// A tab bar controller with controllers titled c0, c1, … (`count` of them).
    private func tabs(_ count: Int) -> (UITabBarController, [UIViewController]) {
        let controllers = (0..<count).map { index in
            let controller = UIViewController()
            controller.title = "c\(index)"
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        return (tabs, controllers)
    }

    /// The More list: the root of the More navigation controller, a table view controller.
    private func list(_ tabs: UITabBarController) throws -> UITableViewController {
        try #require(tabs.moreNavigationController.viewControllers.first as? UITableViewController)
    }

    /// The bar's item views, leading first: their titles and frames.
    private func shownItems(_ bar: UITabBar) -> [(title: String?, frame: CGRect)] {
        bar.subviews.compactMap { view in
            guard let label = view.subviews.compactMap({ $0 as? UILabel }).first else { return nil }
            return (label.text, view.frame)
        }
    }

    @Test func sevenControllersOnAnIPhoneShowFourTabsAndMore() throws {
        let (tabs, controllers) = tabs(7)
        let window = phoneWindow(root: tabs)
        let more = tabs.moreNavigationController
        #expect(tabs.tabBar.items?.map(\.title) == ["c0", "c1", "c2", "c3", "More"])
        #expect(tabs.tabBar.items?.last === more.tabBarItem && more.tabBarItem.image != nil)
        // The More navigation controller is a child, never among the view controllers.
        #expect(tabs.children == Array(controllers.prefix(4)) + [more])
        #expect(tabs.viewControllers?.count == 7 && tabs.viewControllers?.contains { $0 === more } == false)
        // Five slots of 390 / 5 = 78: More's at 4 × 78 = 312.
        let shown = shownItems(tabs.tabBar)
        #expect(shown.map(\.title) == ["c0", "c1", "c2", "c3", "More"])
        #expect(shown.last?.frame == CGRect(x: 312, y: 0, width: 78, height: 49))
        let list = try list(tabs)
        #expect(list.title == "More" && list.tableView.style == .plain)
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        withExtendedLifetime(window) {}
    }

    @Test func theListShowsEachItemWithADisclosureIndicatorIn44PointRows() throws {
        let (tabs, _) = tabs(7)
        let window = phoneWindow(root: tabs)
        tabs.selectedViewController = tabs.moreNavigationController
        window.layoutIfNeeded()
        let list = try list(tabs)
        #expect(tabs.selectedViewController === tabs.moreNavigationController && tabs.selectedIndex == NSNotFound)
        let rows = (0..<3).map { IndexPath(row: $0, section: 0) }
        #expect(rows.map { list.tableView.cellForRow(at: $0)?.textLabel?.text } == ["c4", "c5", "c6"])
        #expect(rows.allSatisfy { list.tableView.cellForRow(at: $0)?.accessoryType == .disclosureIndicator })
        // Rows without images at the list rows' minimum, 44 (§27.2): 0, 44, 88, full width.
        #expect(rows.map { list.tableView.rectForRow(at: $0) } == [0, 44, 88].map { CGRect(x: 0, y: $0, width: 390, height: 44) })
    }

    @Test func selectingAControllerWithNoTabInCodeSelectsMoreAndPushesIt() throws {
        let (tabs, controllers) = tabs(7)
        let window = phoneWindow(root: tabs)
        let more = tabs.moreNavigationController
        let list = try list(tabs)
        tabs.selectedIndex = 5
        #expect(tabs.selectedViewController === controllers[5] && tabs.selectedIndex == 5)
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)
        #expect(more.viewControllers == [list, controllers[5]])
        #expect(controllers[5].navigationController === more && controllers[5].tabBarController === tabs)
        #expect(more.view.superview === tabs.view)
        // Back to the list: More itself is selected, and the index is NSNotFound.
        more.popViewController(animated: false)
        #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
        // A tab with a tab is selected again as before; the More stack is emptied above the list.
        tabs.selectedViewController = controllers[6]
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === controllers[1] && tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        withExtendedLifetime(window) {}
    }

    @Test func aTapOnMoreAsksTheDelegateAndTellsItWithTheMoreNavigationController() throws {
        try onFreshClock { clock in try tapMoreAndARow(clock) }
    }

    /// A tap on More, then on a row (pushed with UIKit's 0.5 s slide), then on More again.
    private func tapMoreAndARow(_ clock: AnimationClock) throws {
        final class Delegate: NSObject, UITabBarControllerDelegate {
            var heard: [String] = []
            var more: UIViewController?
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                heard.append("should \(viewController === more ? "More" : viewController.title ?? "")")
                return true
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                heard.append("did \(viewController === more ? "More" : viewController.title ?? "")")
            }
        }
        let (tabs, controllers) = tabs(6)
        let delegate = Delegate()
        delegate.more = tabs.moreNavigationController
        tabs.delegate = delegate
        let window = phoneWindow(root: tabs)
        let moreTab = try #require(tabs.tabBar.subviews.compactMap { $0 as? UIControl }.last)
        moreTab.sendActions(for: .primaryActionTriggered)
        #expect(delegate.heard == ["should More", "did More"])
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        // A row tapped pushes its controller, which becomes the selected one; the delegate is
        // not told.
        let list = try list(tabs)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(tabs.moreNavigationController.viewControllers == [list, controllers[5]])
        #expect(tabs.selectedViewController === controllers[5] && tabs.selectedIndex == 5)
        #expect(delegate.heard.count == 2)
        clock.advance(to: 0.6)
        // A tap on More while it is selected goes back to the list.
        moreTab.sendActions(for: .primaryActionTriggered)
        clock.advance(to: 1.2)
        #expect(tabs.moreNavigationController.viewControllers == [list] && tabs.selectedIndex == NSNotFound)
        withExtendedLifetime(window) {}
    }

    @Test func aRegularWidthHoldsEightTabs() throws {
        let (tabs, _) = tabs(8)
        tabs.traitOverrides.horizontalSizeClass = .regular
        let window = phoneWindow(root: tabs)
        #expect(tabs.tabBar.items?.count == 8 && tabs.tabBar.items?.last?.title == "c7")
        tabs.viewControllers = (tabs.viewControllers ?? []) + [UIViewController()]
        // Nine: seven tabs and More; two rows.
        #expect(tabs.tabBar.items?.map(\.title) == ["c0", "c1", "c2", "c3", "c4", "c5", "c6", "More"])
        #expect(try list(tabs).tableView.numberOfRows(inSection: 0) == 2)
        // Compact again: four tabs and More, five rows.
        tabs.traitOverrides.horizontalSizeClass = .compact
        #expect(tabs.tabBar.items?.map(\.title) == ["c0", "c1", "c2", "c3", "More"])
        #expect(try list(tabs).tableView.numberOfRows(inSection: 0) == 5)
        withExtendedLifetime(window) {}
    }

    @Test func changingTheControllersRebuildsTheList() throws {
        let (tabs, controllers) = tabs(7)
        tabs.selectedIndex = 6
        let list = try list(tabs)
        tabs.viewControllers = Array(controllers.prefix(6))
        // c6 has gone: the selection goes to the first, the list to two rows.
        #expect(tabs.selectedViewController === controllers[0] && controllers[6].parent == nil)
        #expect(tabs.moreNavigationController.viewControllers == [list] && list.tableView.numberOfRows(inSection: 0) == 2)
        tabs.viewControllers = Array(controllers.prefix(5))
        // Five fit: no More tab, and the More navigation controller is no child.
        #expect(tabs.tabBar.items?.map(\.title) == ["c0", "c1", "c2", "c3", "c4"])
        #expect(tabs.children == Array(controllers.prefix(5)))
        // Setting the More navigation controller with no More tab does nothing.
        tabs.selectedViewController = tabs.moreNavigationController
        #expect(tabs.selectedViewController === controllers[0])
    }

    @Test func aNavigationControllerWithNoTabLendsItsStackToMore() throws {
        let (tabs, controllers) = tabs(5)
        let root = UIViewController(), pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(pushed, animated: false)
        tabs.viewControllers = controllers + [navigation]
        let list = try list(tabs)
        tabs.selectedViewController = navigation
        // Its stack moves onto the More navigation controller rather than nesting it.
        #expect(tabs.moreNavigationController.viewControllers == [list, root, pushed])
        #expect(navigation.viewControllers.isEmpty && pushed.navigationController === tabs.moreNavigationController)
        #expect(tabs.selectedViewController === navigation && tabs.selectedIndex == 5)
        // Another controller shown there: the stack goes back.
        tabs.selectedIndex = 4
        #expect(navigation.viewControllers == [root, pushed] && tabs.moreNavigationController.viewControllers == [list, controllers[4]])
        #expect(root.navigationController === navigation)
    }
}
