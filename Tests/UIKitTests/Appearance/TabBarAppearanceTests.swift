import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// Which appearance a tab bar draws and what it draws, in the iPhone 13 window of the tab bar
/// tests (the bar 761…844) over a red scroll view 2,000 tall: at its top (offset 0) content
/// lies under the bar; at its bottom edge (offset 2,000 + 83 − 844 = 1,239) the bar is at the
/// scroll edge. Pixels at scale 1, worked by hand from docs/REFERENCE.md §20.5: the shadow is
/// one device pixel, 1/3 point on the iPhone 13, at the top of the bar's first row (y = 761),
/// so that row is 1/3 shadow and 2/3 background.
@MainActor @Suite struct TabBarAppearanceTests {
    private func titles(_ bar: UITabBar) -> [UILabel] {
        bar.subviews.compactMap { $0.subviews.compactMap { $0 as? UILabel }.first }
    }

    @Test func theStandardAppearanceShowsWithContentUnderTheBarAndIsTransparentAtTheEdge() throws {
        let feed = RedScrollingController(), search = RedScrollingController()
        feed.title = "Feed"
        search.title = "Search"
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, search]
        tabs.tabBar.standardAppearance = opaque(.blue)
        search.tabBarItem.standardAppearance = opaque(.magenta)
        let window = phoneWindow(root: tabs)
        #expect(feed.scrollView.adjustedContentInset.bottom == 83)
        var pixels = try windowPixels(window)
        pixel(pixels, 5, 800, is: (0, 0, 255))
        pixel(pixels, 5, 761, is: (0, 85, 170)) // ⅓ green + ⅔ blue
        pixel(pixels, 5, 760, is: (255, 0, 0))

        feed.scrollView.contentOffset.y = 1239
        pixels = try windowPixels(window)
        pixel(pixels, 5, 800, is: (255, 0, 0))
        pixel(pixels, 5, 761, is: (255, 0, 0))

        // The selected item's appearance overrides the bar's.
        tabs.selectedIndex = 1
        pixel(try windowPixels(window), 5, 800, is: (255, 0, 255))
    }

    @Test func itemsTakeTheirLayoutsStateAppearance() throws {
        let feed = RedScrollingController(), search = RedScrollingController()
        feed.title = "Feed"
        search.title = "Search"
        search.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, search]
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.purple]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [
            .foregroundColor: UIColor.orange, .font: UIFont.systemFont(ofSize: 12),
        ]
        appearance.stackedLayoutAppearance.normal.iconColor = .brown
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .blue
        appearance.compactInlineLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.cyan]
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        let window = phoneWindow(root: tabs)
        var shown = titles(tabs.tabBar)
        #expect(shown.map(\.text) == ["Feed", "Search"])
        let feedTitle = try #require(shown.first { $0.text == "Feed" }), searchTitle = try #require(shown.first { $0.text == "Search" })
        #expect(feedTitle.textColor == .purple && feedTitle.font == .systemFont(ofSize: 10, weight: .medium))
        #expect(searchTitle.textColor == .orange && searchTitle.font == .systemFont(ofSize: 12))
        let searchViews = try #require(tabs.tabBar.subviews.last)
        #expect(searchViews.subviews.compactMap { $0 as? UIImageView }.first?.tintColor == .brown)
        #expect(searchViews.subviews.compactMap { $0 as? UILabel }.first { $0.text == "2" }?.backgroundColor == .blue)

        // A compact height draws the compact inline appearance.
        tabs.traitOverrides.verticalSizeClass = .compact
        window.layoutIfNeeded()
        shown = titles(tabs.tabBar)
        #expect(shown.first { $0.text == "Feed" }?.textColor == .cyan)
    }

    @Test func aTabBarOfItsOwnDrawsItsStandardAppearance() throws {
        // No tab bar controller: never at the scroll edge. Outside a window the display scale
        // is 1, so the hairline is the whole first row.
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        bar.standardAppearance = opaque(.blue)
        let pixels = try OutputFormat.png.pixels(of: DisplayList(view: bar, scale: 1))
        pixel(pixels, 5, 20, is: (0, 0, 255))
        pixel(pixels, 5, 0, is: (0, 255, 0))
    }
}
