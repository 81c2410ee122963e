import Testing
import UIKit

/// `UITabBar`'s item positioning, `UITabBarItem.titlePositionAdjustment`, the tab bar
/// controller as its bar's delegate and `automaticallyAdjustsScrollViewInsets`
/// (docs/REFERENCE.md §20.8), worked by hand from Apple's pages for `itemPositioning`,
/// `itemWidth` and `itemSpacing`.
@MainActor @Suite struct TabBarItemPositioningTests {
    /// A 390 × 49 bar, no safe area, with `titles` as items, laid out.
    private func bar(_ titles: [String], configure: (UITabBar) -> Void = { _ in }) -> UITabBar {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        bar.items = titles.map { UITabBarItem(title: $0, image: nil, tag: 0) }
        configure(bar)
        bar.layoutIfNeeded()
        return bar
    }

    /// The item views' frames, by title, leading item first.
    private func slots(_ bar: UITabBar) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for view in bar.subviews {
            if let title = view.subviews.compactMap({ ($0 as? UILabel)?.text }).first { frames[title] = view.frame }
        }
        return frames
    }

    @Test func automaticFillsACompactWidthWithEqualShares() {
        let shown = slots(bar(["A", "B", "C", "D"]))
        // 390 / 4 = 97.5 each.
        #expect(shown["A"] == CGRect(x: 0, y: 0, width: 97.5, height: 49))
        #expect(shown["D"] == CGRect(x: 292.5, y: 0, width: 97.5, height: 49))
    }

    @Test func centeredItemsTakeTheirWidthAndSpacingAsAGroupInTheMiddle() {
        let shown = slots(
            bar(["A", "B", "C"]) {
                $0.itemPositioning = .centered
                $0.itemWidth = 80
                $0.itemSpacing = 10
            })
        // Group: 3 × 80 + 2 × 10 = 260; (390 − 260) / 2 = 65; then 65 + 90, 65 + 180.
        #expect(shown["A"]?.minX == 65 && shown["B"]?.minX == 155 && shown["C"]?.minX == 245)
        #expect(shown["B"]?.width == 80)
    }

    @Test func automaticCentersInARegularWidth() {
        let shown = slots(
            bar(["A", "B"]) {
                $0.traitOverrides.horizontalSizeClass = .regular
                $0.itemWidth = 100
            })
        // Group 200, no spacing set: (390 − 200) / 2 = 95.
        #expect(shown["A"]?.minX == 95 && shown["B"]?.minX == 195)
        // Forced to fill, the same bar shares the width again.
        let filled = slots(
            bar(["A", "B"]) {
                $0.traitOverrides.horizontalSizeClass = .regular
                $0.itemWidth = 100
                $0.itemPositioning = .fill
            })
        #expect(filled["A"]?.width == 195 && filled["B"]?.minX == 195)
    }

    @Test func rightToLeftMirrorsTheCenteredGroup() {
        let shown = slots(
            bar(["A", "B"]) {
                $0.semanticContentAttribute = .forceRightToLeft
                $0.itemPositioning = .centered
                $0.itemWidth = 100
                $0.itemSpacing = 30
            })
        // Group 230, starting at 80 from the leading (right) edge: A at 390 − 80 − 100 = 210,
        // B at 210 − 130 = 80.
        #expect(shown["A"]?.minX == 210 && shown["B"]?.minX == 80)
    }

    @Test func negativeWidthAndSpacingBecomeZero() {
        let bar = UITabBar()
        bar.itemWidth = -4
        bar.itemSpacing = -.infinity
        #expect(bar.itemWidth == 0 && bar.itemSpacing == 0)
        #expect(bar.itemPositioning == .automatic && UITabBar.ItemPositioning.centered.rawValue == 2)
    }

    @Test func anItemsTitleAdjustmentMovesItsTitle() throws {
        let plain = bar(["A"])
        let moved = bar(["A"]) { $0.items?.first?.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4) }
        let title = { (bar: UITabBar) in bar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first { $0.text == "A" } }
        let before = try #require(title(plain)), after = try #require(title(moved))
        #expect(after.frame.minY == before.frame.minY - 4)
    }

    /// A tab bar controller that notes what it hears as its bar's delegate, without super.
    final class Tabs: UITabBarController {
        var heard: [String] = []
        override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { heard.append(item.title ?? "") }
    }

    @Test func theControllerIsItsBarsDelegateAndHearsATapAfterSelecting() throws {
        let tabs = Tabs()
        let feed = UIViewController(), search = UIViewController()
        feed.title = "Feed"
        search.title = "Search"
        tabs.viewControllers = [feed, search]
        #expect(tabs.tabBar.delegate === tabs)
        let window = phoneWindow(root: tabs)
        let tab = try #require(tabs.tabBar.subviews.compactMap { $0 as? UIControl }.last)
        tab.sendActions(for: .primaryActionTriggered)
        // The override does not call super, and the tab still switches.
        #expect(tabs.heard == ["Search"] && tabs.selectedViewController === search)
        // Selecting in code tells nothing.
        tabs.selectedIndex = 0
        #expect(tabs.heard == ["Search"])
        withExtendedLifetime(window) {}
    }

    @Test func turningOffAutomaticInsetsLeavesAScrollingListsTopAndBottomAlone() {
        let list = UIViewController()
        let scroll = UIScrollView()
        list.view = scroll
        let navigation = UINavigationController(rootViewController: list)
        let window = phoneWindow(root: navigation)
        // Content shorter than the bounds: only `.automatic`'s rule for a navigation
        // controller's content adjusts the top (47 + 44) and bottom (34).
        scroll.contentSize = CGSize(width: 390, height: 100)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        list.automaticallyAdjustsScrollViewInsets = false
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == .zero)
    }
}
