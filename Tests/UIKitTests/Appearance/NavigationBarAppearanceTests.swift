import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// Which appearance a navigation bar draws and what it draws, in the iPhone 13 window of the
/// navigation tests (status bar 47, bar 47…91) over a red scroll view 2,000 tall: at its top
/// edge (offset −91, set: a plain scroll view starts at 0 here) the bar is at the scroll edge;
/// at offset 0 content lies under it. Pixels
/// at scale 1, worked by hand from docs/REFERENCE.md §20.4: an opaque background is its colour
/// from the window's top (behind the status bar) to the bar's bottom; the shadow is one device
/// pixel, 1/3 point on the iPhone 13, at the bottom of the bar's last row (y = 90), so that row
/// is 2/3 background and 1/3 shadow.
@MainActor @Suite struct NavigationBarAppearanceTests {
    private func title(_ bar: UINavigationBar) -> UILabel? { bar.subviews.compactMap { $0 as? UILabel }.first }

    @Test func theStandardAppearanceShowsOnceScrolledAndTheScrollEdgeOneAtTheEdge() throws {
        let root = RedScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.standardAppearance = opaque(.blue)
        let window = phoneWindow(root: navigation)
        #expect(root.scrollView.adjustedContentInset.top == 91)
        root.scrollView.contentOffset.y = -91
        // At the edge with no scroll-edge appearance: the standard one, transparent (iOS 15).
        var pixels = try windowPixels(window)
        for y in [20, 60, 90] { pixel(pixels, 5, y, is: (255, 0, 0)) }

        root.scrollView.contentOffset.y = 0
        pixels = try windowPixels(window)
        pixel(pixels, 5, 20, is: (0, 0, 255)) // behind the status bar
        pixel(pixels, 5, 60, is: (0, 0, 255))
        pixel(pixels, 5, 90, is: (0, 85, 170)) // ⅔ blue + ⅓ green
        pixel(pixels, 5, 91, is: (255, 0, 0))

        navigation.navigationBar.scrollEdgeAppearance = opaque(.yellow, shadow: nil)
        root.scrollView.contentOffset.y = -91
        pixels = try windowPixels(window)
        pixel(pixels, 5, 60, is: (255, 255, 0))
        pixel(pixels, 5, 90, is: (255, 255, 0)) // no shadow colour, no hairline
    }

    @Test func theTopItemsAppearanceOverridesTheBars() throws {
        let root = RedScrollingController(), detail = RedScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.standardAppearance = opaque(.blue)
        detail.navigationItem.standardAppearance = opaque(.magenta)
        detail.navigationItem.scrollEdgeAppearance = opaque(.cyan)
        navigation.pushViewController(detail, animated: false)
        let window = phoneWindow(root: navigation)
        detail.scrollView.contentOffset.y = -91
        pixel(try windowPixels(window), 5, 60, is: (0, 255, 255))
        detail.scrollView.contentOffset.y = 0
        pixel(try windowPixels(window), 5, 60, is: (255, 0, 255))
        navigation.popViewController(animated: false)
        // Back in the window (and its safe area), then scrolled under the bar.
        window.layoutIfNeeded()
        root.scrollView.contentOffset.y = 0
        pixel(try windowPixels(window), 5, 60, is: (0, 0, 255))
    }

    @Test func theDefaultAppearanceDrawsTheBarFillAndAThirtyPercentHairline() throws {
        // The fill: (249, 249, 249) at 94 % over red = (249.4, 234.1, 234.1); the hairline,
        // black at 30 % over a third of the row: (1 − 0.3 / 3) × (249.4, 234.1, 234.1) =
        // (224.5, 210.7, 210.7).
        let root = RedScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        root.scrollView.contentOffset.y = 0
        let pixels = try windowPixels(window)
        pixel(pixels, 5, 60, is: (249, 234, 234))
        pixel(pixels, 5, 20, is: (249, 234, 234))
        pixel(pixels, 5, 90, is: (225, 211, 211))
        // barTintColor stands in for the blur of an appearance with no colour.
        navigation.navigationBar.barTintColor = .green
        pixel(try windowPixels(window), 5, 60, is: (0, 255, 0))
    }

    @Test func aBlackStyleBarDrawsTheDarkFillAndAWhiteTitle() throws {
        // `.black` is "a black style with white text" (UIBarStyle): grey 0.11 (28.05) at 94 %
        // over red = (0.94 × 28.05 + 0.06 × 255, 26.4, 26.4) = (41.7, 26.4, 26.4).
        let root = RedScrollingController()
        root.title = "Night"
        let navigation = UINavigationController(rootViewController: root)
        let bar = navigation.navigationBar
        bar.barStyle = .black
        let window = phoneWindow(root: navigation)
        root.scrollView.contentOffset.y = 0
        pixel(try windowPixels(window), 5, 60, is: (42, 26, 26))
        #expect(try #require(title(bar)).textColor == .white)
        // A colour the title attributes set wins; barTintColor wins over the style's fill.
        bar.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        bar.barTintColor = .green
        window.layoutIfNeeded()
        #expect(title(bar)?.textColor == .yellow)
        pixel(try windowPixels(window), 5, 60, is: (0, 255, 0))
        // Back to the default style: the near-white fill and a label-coloured title.
        bar.barTintColor = nil
        bar.titleTextAttributes = nil
        bar.barStyle = .default
        window.layoutIfNeeded()
        pixel(try windowPixels(window), 5, 60, is: (249, 234, 234))
        #expect(title(bar)?.textColor == .label)
    }

    @Test func titlesAndButtonsTakeTheAppearancesTextAttributes() throws {
        let root = RedScrollingController(), detail = RedScrollingController()
        root.title = "Mail"
        detail.title = "Inbox"
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        let save = UIBarButtonItem(title: "Save")
        save.style = .done
        detail.navigationItem.leftBarButtonItem = save
        detail.navigationItem.leftItemsSupplementBackButton = true
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20, weight: .bold)]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 10, vertical: -4)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.orange]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.purple]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.brown]
        navigation.navigationBar.standardAppearance = appearance
        // The legacy attributes fill in what the appearance leaves out: here the colour.
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.green, .font: UIFont.systemFont(ofSize: 12)]
        let window = phoneWindow(root: navigation)
        let bar = navigation.navigationBar
        let label = try #require(title(bar))
        #expect(label.font == .systemFont(ofSize: 20, weight: .bold) && label.textColor == .green)
        // Centred in the 44-point row, then moved 10 right and 4 up.
        #expect(abs(label.center.x - 205) < 0.5 && abs(label.center.y - 18) < 0.5)
        let buttons = bar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.first { $0.title(for: .normal) == "Edit" }?.titleColor(for: .normal) == .orange)
        #expect(buttons.first { $0.title(for: .normal) == "Save" }?.titleColor(for: .normal) == .purple)
        #expect(buttons.first { $0.title(for: .normal) == "Mail" }?.titleColor(for: .normal) == .brown)

        // A change to the bar's appearance in place is followed.
        bar.standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        window.layoutIfNeeded()
        #expect(title(bar)?.textColor == .yellow && title(bar)?.font == .systemFont(ofSize: 12))
    }

    @Test func aCompactBarTakesTheCompactAppearances() throws {
        let root = RedScrollingController()
        root.title = "Photos"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.standardAppearance = opaque(.blue)
        let compact: UINavigationBarAppearance = opaque(.green)
        compact.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.compactAppearance = compact
        navigation.navigationBar.compactScrollEdgeAppearance = opaque(.yellow)
        navigation.traitOverrides.verticalSizeClass = .compact
        let window = phoneWindow(root: navigation)
        // The compact bar is 32 tall (47…79): at the edge the compact scroll-edge appearance.
        #expect(navigation.navigationBar.frame.height == 32)
        root.scrollView.contentOffset.y = -79
        pixel(try windowPixels(window), 5, 60, is: (255, 255, 0))
        root.scrollView.contentOffset.y = 0
        window.layoutIfNeeded()
        pixel(try windowPixels(window), 5, 60, is: (0, 255, 0))
        #expect(title(navigation.navigationBar)?.textColor == .white)
    }
}
