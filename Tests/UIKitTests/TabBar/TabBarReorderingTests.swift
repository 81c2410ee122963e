import Testing
import UIKit

/// Rearranging the tabs in the "Configure" sheet with scripted drags (docs/REFERENCE.md §20.15).
/// Six controllers c0…c5 in the 390 × 844 phone window: the bar holds c0…c3 and More, five
/// slots of 390 / 5 = 78 from y = 844 − 34 − 49 = 761, so slot i's centre is at
/// x = 39 + 78 i, y = 761 + 24.5 = 785.5. The sheet covers 0…761 above it: a 44-point header,
/// then cells 390 / 4 = 97.5 wide and 70 tall, four to a row, in the order of the items it
/// shows; with all six, c4's cell centres at (48.75, 44 + 70 + 35 = 149) and c5's at
/// (146.25, 149).
@MainActor @Suite struct TabBarReorderingTests {
    /// Six controllers c0…c5 in a phone window, the delegate logging.
    private func tabs() -> (UITabBarController, [UIViewController], TabBarCustomizingTests.Log, UIWindow) {
        let tabs = UITabBarController()
        let log = TabBarCustomizingTests.Log()
        tabs.delegate = log
        let controllers = (0..<6).map { index in
            let controller = UIViewController()
            controller.title = "c\(index)"
            return controller
        }
        tabs.viewControllers = controllers
        return (tabs, controllers, log, phoneWindow(root: tabs))
    }

    /// The centre of the bar's slot `index`, in the window.
    private func slot(_ index: Int) -> CGPoint { CGPoint(x: 39 + 78 * CGFloat(index), y: 785.5) }

    /// A 0.3-second drag from `start` to `end` in `view`'s tree.
    private func drag(in view: UIView, from start: CGPoint, to end: CGPoint) {
        view.simulateTouches(.drag(through: [start, end], duration: 0.3))
    }

    /// The titles of the controllers, of the bar's items and of the More list's rows (["no list"]
    /// when the More navigation controller's root is not a table view controller).
    private func titles(_ tabs: UITabBarController) -> (controllers: [String], bar: [String], list: [String]) {
        var rows = ["no list"]
        if let list = tabs.moreNavigationController.viewControllers.first as? UITableViewController {
            rows = (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
                list.tableView(list.tableView, cellForRowAt: IndexPath(row: row, section: 0)).textLabel?.text ?? "?"
            }
        }
        return ((tabs.viewControllers ?? []).compactMap(\.title), (tabs.tabBar.items ?? []).compactMap(\.title), rows)
    }

    @Test func anItemDraggedFromTheSheetOntoATabReplacesItAndTheReplacedOneGoesToMore() throws {
        try onFreshClock { _ in
            let (tabs, _, log, window) = tabs()
            let more = tabs.moreNavigationController
            tabs.selectedViewController = more
            let edit = try #require(more.viewControllers.first?.navigationItem.rightBarButtonItem?.primaryAction)
            edit.performWithSender(nil, target: nil)
            window.layoutIfNeeded()
            log.lines = []
            // c5 (index 5) onto c1's tab (slot 1): the two exchange places in viewControllers.
            drag(in: window, from: CGPoint(x: 146.25, y: 149), to: slot(1))
            let after = titles(tabs)
            #expect(after.controllers == ["c0", "c5", "c2", "c3", "c4", "c1"])
            #expect(after.bar == ["c0", "c5", "c2", "c3", "More"])
            #expect(after.list == ["c4", "c1"])
            // The More list stays selected; nothing is told until the sheet goes.
            #expect(tabs.selectedViewController === more && tabs.tabBar.selectedItem === more.tabBarItem)
            #expect(log.lines.isEmpty && tabs.tabBar.isCustomizing)
            #expect(tabs.tabBar.endCustomizing(animated: false))
            let order = "[\"c0\", \"c5\", \"c2\", \"c3\", \"c4\", \"c1\"]"
            #expect(log.lines == ["delegate willEnd \(order) true", "delegate didEnd \(order) true"])
            // Still customizable: the Edit button stays, and every controller can move again.
            #expect(tabs.customizableViewControllers?.count == 6)
        }
    }

    @Test func aTabDraggedOntoAnotherSwapsWithItAndSwappingBackIsNoChange() {
        onFreshClock { _ in
            let (tabs, _, log, window) = tabs()
            tabs.tabBar.beginCustomizingItems(tabs.customizableViewControllers?.map(\.tabBarItem) ?? [])
            window.layoutIfNeeded()
            log.lines = []
            // c0's tab (slot 0) onto c2's (slot 2).
            drag(in: window, from: slot(0), to: slot(2))
            #expect(titles(tabs).controllers == ["c2", "c1", "c0", "c3", "c4", "c5"])
            #expect(titles(tabs).bar == ["c2", "c1", "c0", "c3", "More"])
            // The selection stays on its controller, c0, now at index 2.
            #expect(tabs.selectedIndex == 2 && tabs.selectedViewController?.title == "c0")
            // Back again: the bar is as it began, so nothing changed.
            drag(in: window, from: slot(2), to: slot(0))
            #expect(titles(tabs).controllers == ["c0", "c1", "c2", "c3", "c4", "c5"])
            #expect(tabs.tabBar.endCustomizing(animated: false) == false)
            let order = "[\"c0\", \"c1\", \"c2\", \"c3\", \"c4\", \"c5\"]"
            #expect(log.lines == ["delegate willEnd \(order) false", "delegate didEnd \(order) false"])
        }
    }

    @Test func aNonCustomizableControllerNeitherMovesNorIsReplaced() {
        onFreshClock { _ in
            let (tabs, controllers, log, window) = tabs()
            tabs.customizableViewControllers = [controllers[0], controllers[2], controllers[3], controllers[4]]
            // All six items in the sheet, so c1's and c5's can be dragged too.
            tabs.tabBar.beginCustomizingItems(controllers.map(\.tabBarItem))
            window.layoutIfNeeded()
            let unchanged = ["c0", "c1", "c2", "c3", "c4", "c5"]
            drag(in: window, from: CGPoint(x: 146.25, y: 149), to: slot(0)) // c5 onto c0
            drag(in: window, from: CGPoint(x: 48.75, y: 149), to: slot(1)) // c4 onto c1
            drag(in: window, from: slot(1), to: slot(0)) // c1's tab onto c0's
            drag(in: window, from: CGPoint(x: 48.75, y: 149), to: slot(4)) // c4 onto More
            drag(in: window, from: CGPoint(x: 48.75, y: 149), to: CGPoint(x: 48.75, y: 400)) // c4 onto the sheet
            #expect(titles(tabs).controllers == unchanged)
            // Two customizable ones do move: c4 onto c0's tab.
            drag(in: window, from: CGPoint(x: 48.75, y: 149), to: slot(0))
            #expect(titles(tabs).controllers == ["c4", "c1", "c2", "c3", "c0", "c5"])
            #expect(tabs.tabBar.endCustomizing(animated: false) && log.lines.last?.hasSuffix("true") == true)
        }
    }

    @Test func aSelectedTabReplacedFromTheSheetStaysSelectedOnMore() {
        onFreshClock { _ in
            let (tabs, controllers, _, window) = tabs()
            tabs.selectedIndex = 1
            tabs.tabBar.beginCustomizingItems(controllers.map(\.tabBarItem))
            window.layoutIfNeeded()
            // A tap on a tab while customizing selects nothing.
            window.simulateTouches(.tap(at: slot(2)))
            #expect(tabs.selectedViewController === controllers[1])
            drag(in: window, from: CGPoint(x: 146.25, y: 149), to: slot(1)) // c5 onto c1
            // c1 now has no tab: it stays selected, shown on the More tab above the list.
            #expect(tabs.selectedViewController === controllers[1] && tabs.selectedIndex == 5)
            #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
            #expect(tabs.moreNavigationController.viewControllers.last === controllers[1])
        }
    }

    @Test func aBarOfItsOwnReplacesAndSwapsItsItems() {
        onFreshClock { _ in
            // A 390 × 600 view with a 49-point bar at its bottom: three slots of 130 from y = 551,
            // centres at x = 65, 195, 325 and y = 575.5. The sheet covers 0…551; d, the fourth
            // item, has the first row's last cell, centred at (292.5 + 48.75, 44 + 35) = (341.25, 79).
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let bar = UITabBar(frame: CGRect(x: 0, y: 551, width: 390, height: 49))
            screen.addSubview(bar)
            let items = ["a", "b", "c", "d"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
            bar.items = Array(items.prefix(3))
            screen.layoutIfNeeded()
            bar.beginCustomizingItems(items)
            screen.layoutIfNeeded()
            drag(in: screen, from: CGPoint(x: 341.25, y: 79), to: CGPoint(x: 195, y: 575.5)) // d onto b
            #expect(bar.items?.compactMap(\.title) == ["a", "d", "c"])
            drag(in: screen, from: CGPoint(x: 65, y: 575.5), to: CGPoint(x: 325, y: 575.5)) // a onto c
            #expect(bar.items?.compactMap(\.title) == ["c", "d", "a"])
            #expect(bar.endCustomizing(animated: false))
        }
    }
}
