import Testing
import UIKit

/// Customizing a tab bar (docs/REFERENCE.md §20.12): the More list's Edit button, the
/// "Configure" sheet, and the bar's and the controller's delegate calls in UIKit's order — the
/// tab bar controller is its bar's delegate and tells its own delegate from there.
@MainActor @Suite struct TabBarCustomizingTests {
    /// Logs, in order, what the bar tells the controller (as its delegate) and what the
    /// controller tells its delegate, with the controllers' titles in the order given.
    final class Log: NSObject, UITabBarControllerDelegate {
        var lines: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
            lines.append("delegate willBegin \(viewControllers.compactMap(\.title))")
        }
        func tabBarController(
            _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
        ) { lines.append("delegate willEnd \(viewControllers.compactMap(\.title)) \(changed)") }
        func tabBarController(
            _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
        ) { lines.append("delegate didEnd \(viewControllers.compactMap(\.title)) \(changed)") }
    }

    final class Tabs: UITabBarController {
        var log: Log?
        override func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
            log?.lines.append("bar willBegin \(items.count)")
            super.tabBar(tabBar, willBeginCustomizing: items)
        }
        override func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
            log?.lines.append("bar didBegin \(tabBar.isCustomizing)")
            super.tabBar(tabBar, didBeginCustomizing: items)
        }
        override func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
            log?.lines.append("bar willEnd \(changed)")
            super.tabBar(tabBar, willEndCustomizing: items, changed: changed)
        }
        override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
            log?.lines.append("bar didEnd \(tabBar.isCustomizing)")
            super.tabBar(tabBar, didEndCustomizing: items, changed: changed)
        }
    }

    /// Six controllers c0…c5 in a phone window, logged.
    private func customizable() -> (Tabs, Log, UIWindow) {
        let tabs = Tabs()
        let log = Log()
        tabs.log = log
        tabs.delegate = log
        tabs.viewControllers = (0..<6).map { index in
            let controller = UIViewController()
            controller.title = "c\(index)"
            return controller
        }
        return (tabs, log, phoneWindow(root: tabs))
    }

    /// The More list's navigation item.
    private func listItem(_ tabs: UITabBarController) throws -> UINavigationItem {
        try #require(tabs.moreNavigationController.viewControllers.first).navigationItem
    }

    /// The views under `view` of type `T`, depth first.
    private func views<T: UIView>(_: T.Type, in view: UIView) -> [T] {
        view.subviews.flatMap { [$0 as? T].compactMap { $0 } + views(T.self, in: $0) }
    }

    @Test func theMoreListHasAnEditButtonWhileSomeControllersAreCustomizable() throws {
        let (tabs, _, window) = customizable()
        #expect(tabs.customizableViewControllers?.count == 6)
        #expect(try listItem(tabs).rightBarButtonItem != nil)
        // Shown, the More list's bar reads "Edit" on the right.
        tabs.selectedViewController = tabs.moreNavigationController
        window.layoutIfNeeded()
        let bar = tabs.moreNavigationController.navigationBar
        let words = views(UILabel.self, in: bar).compactMap(\.text) + views(UIButton.self, in: bar).compactMap { $0.title(for: .normal) }
        #expect(words.contains("Edit") && words.contains("More"))
        tabs.customizableViewControllers = nil
        #expect(try listItem(tabs).rightBarButtonItem == nil)
        tabs.customizableViewControllers = []
        #expect(try listItem(tabs).rightBarButtonItem == nil)
        // Setting the controllers makes them all customizable again.
        tabs.viewControllers = tabs.viewControllers
        let edit = try listItem(tabs).rightBarButtonItem
        #expect(tabs.customizableViewControllers?.count == 6 && edit != nil)
        withExtendedLifetime(window) {}
    }

    @Test func editBeginsCustomizingAndTellsTheBarsAndTheControllersDelegatesInOrder() throws {
        let (tabs, log, window) = customizable()
        let edit = try #require(try listItem(tabs).rightBarButtonItem?.primaryAction)
        edit.performWithSender(nil, target: nil)
        #expect(tabs.tabBar.isCustomizing)
        #expect(
            log.lines == ["bar willBegin 6", "delegate willBegin [\"c0\", \"c1\", \"c2\", \"c3\", \"c4\", \"c5\"]", "bar didBegin true"])
        // The sheet: "Configure", "Done", and each item's title, over the content above the bar.
        let titles = views(UILabel.self, in: tabs.view).compactMap(\.text)
        #expect(titles.contains("Configure") && ["c0", "c5"].allSatisfy(titles.contains))
        let done = try #require(views(UIButton.self, in: tabs.view).first { $0.title(for: .normal) == "Done" })
        // The sheet ends where the bar begins: 844 − 34 − 49 = 761.
        #expect(done.superview?.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        log.lines = []
        let all = "[\"c0\", \"c1\", \"c2\", \"c3\", \"c4\", \"c5\"]"
        done.sendActions(for: .primaryActionTriggered)
        #expect(!tabs.tabBar.isCustomizing && done.superview?.superview == nil)
        #expect(log.lines == ["bar willEnd false", "delegate willEnd \(all) false", "bar didEnd false", "delegate didEnd \(all) false"])
        withExtendedLifetime(window) {}
    }

    @Test func endCustomizingReportsNoChangeAndDoesNothingWhenNotCustomizing() {
        let (tabs, log, window) = customizable()
        #expect(tabs.tabBar.endCustomizing(animated: false) == false && log.lines.isEmpty)
        tabs.tabBar.beginCustomizingItems([])
        #expect(!tabs.tabBar.isCustomizing && log.lines.isEmpty)
        tabs.tabBar.beginCustomizingItems(tabs.tabBar.items ?? [])
        #expect(tabs.tabBar.isCustomizing)
        log.lines = []
        let all = "[\"c0\", \"c1\", \"c2\", \"c3\", \"c4\", \"c5\"]"
        #expect(tabs.tabBar.endCustomizing(animated: true) == false)
        #expect(log.lines == ["bar willEnd false", "delegate willEnd \(all) false", "bar didEnd false", "delegate didEnd \(all) false"])
        withExtendedLifetime(window) {}
    }
}
