import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// `UITabBarController` as Apple's documentation describes it, in a 390 × 844 window with an
/// iPhone 13's safe area (47 top, 34 bottom): the bar's 49-point row sits above the safe
/// area's bottom, its background reaching the edge (844 − 34 − 49 = 761), and the selected
/// controller's safe area ends above it (34 + 49 = 83). Worked by hand from
/// docs/REFERENCE.md §20.5.
@MainActor @Suite struct TabBarControllerTests {
    typealias Log = ControllerLog

    typealias Logged = LoggedController

    private func items(_ bar: UITabBar) -> [(title: String?, frame: CGRect, color: UIColor?)] {
        bar.subviews.compactMap { view in
            guard let item = view.subviews.compactMap({ $0 as? UILabel }).first else { return nil }
            return (item.text, view.frame, item.textColor)
        }
    }

    @Test func theControllersAreChildrenTheFirstSelectedAndTheirItemsTakeTheirTitles() {
        let log = Log()
        let feed = Logged("Feed", log), search = Logged("Search", log)
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil && tabs.selectedIndex == NSNotFound)
        tabs.viewControllers = [feed, search]
        #expect(tabs.children == [feed, search] && feed.tabBarController === tabs)
        #expect(tabs.selectedViewController === feed && tabs.selectedIndex == 0)
        #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Search"] && tabs.tabBar.selectedItem === feed.tabBarItem)
        // A title set later reaches the item.
        search.title = "Find"
        #expect(search.tabBarItem.title == "Find")
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === search)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1)
        tabs.viewControllers = [feed]
        #expect(tabs.selectedViewController === feed && search.parent == nil && search.tabBarController == nil)
    }

    @Test func theBarSitsAtTheBottomAndTheSelectedSafeAreaEndsAboveIt() {
        let log = Log()
        let feed = Logged("Feed", log), search = Logged("Search", log)
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, search]
        let window = phoneWindow(root: tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(feed.view.frame == window.bounds)
        #expect(feed.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        // Two items, 195 wide each; the selected one in the tint colour (system blue), the
        // other grey (#999999).
        let shown = items(tabs.tabBar)
        #expect(shown.map(\.title) == ["Feed", "Search"])
        #expect(shown.map(\.frame) == [CGRect(x: 0, y: 0, width: 195, height: 49), CGRect(x: 195, y: 0, width: 195, height: 49)])
        #expect(shown.first?.color == tabs.tabBar.tintColor)
        #expect(shown.last?.color == UIColor(red: 153 / 255, green: 153 / 255, blue: 153 / 255, alpha: 1))
    }

    @Test func aTapOnATabAsksTheDelegateAndSwitchesAsANavigationDoes() throws {
        final class Delegate: NSObject, UITabBarControllerDelegate {
            var allowed = false
            var selected: [String] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                allowed
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController.title ?? "")
            }
        }
        let log = Log()
        let feed = Logged("Feed", log), search = Logged("Search", log)
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, search]
        let delegate = Delegate()
        tabs.delegate = delegate
        let window = phoneWindow(root: tabs)
        log.lines = []
        let tab = try #require(tabs.tabBar.subviews.compactMap { $0 as? UIControl }.last)
        tab.sendActions(for: .primaryActionTriggered)
        #expect(tabs.selectedViewController === feed && delegate.selected.isEmpty && log.lines.isEmpty)
        delegate.allowed = true
        tab.sendActions(for: .primaryActionTriggered)
        #expect(tabs.selectedViewController === search && delegate.selected == ["Search"])
        #expect(
            log.lines == [
                "Search viewDidLoad", "Feed viewWillDisappear", "Search viewWillAppear", "Feed viewDidDisappear", "Search viewDidAppear",
            ])
        #expect(search.view.superview === tabs.view && feed.view.superview == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aNavigationControllerInATabHasBothBars() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = phoneWindow(root: tabs)
        #expect(navigation.tabBarController === tabs && list.tabBarController === tabs)
        // 47 + 44 at the top, 34 + 49 at the bottom.
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func aBadgeShowsItsValue() throws {
        let log = Log()
        let inbox = Logged("Inbox", log)
        inbox.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox]
        let window = phoneWindow(root: tabs)
        let labels = tabs.tabBar.subviews.flatMap { $0.subviews.compactMap { $0 as? UILabel } }
        let badge = try #require(labels.first { $0.text == "3" })
        #expect(!badge.isHidden && badge.backgroundColor == .systemRed)
        inbox.tabBarItem.badgeValue = nil
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.subviews.flatMap { $0.subviews.compactMap { $0 as? UILabel } }.contains { $0.text == "3" && !$0.isHidden })
        #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 2).title == "Favorites")
    }
}
