import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// Which appearance a navigation controller's toolbar draws (docs/REFERENCE.md §20.21), in the
/// 390 × 844 phone window: the toolbar's row is y 766…810 and its background reaches on down to
/// 844. Over a red scroll view 2,000 tall, whose adjusted bottom inset is 34 + 44 = 78, content
/// lies under the toolbar at the top (offset −91), and the toolbar is at the scroll edge at
/// the content's bottom edge, offset 2,000 + 78 − 844 = 1,234. Pixels at scale 1.
@MainActor @Suite struct ToolbarAppearanceTests {
    private func scrolling() -> (UIWindow, UINavigationController, RedScrollingController) {
        let root = RedScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        return (phoneWindow(root: navigation), navigation, root)
    }

    @Test func theStandardAppearanceShowsWithContentUnderTheToolbarAndNoneAtTheEdge() throws {
        let (window, navigation, root) = scrolling()
        navigation.toolbar.standardAppearance = opaque(.blue)
        #expect(root.scrollView.adjustedContentInset.bottom == 78)
        var pixels = try windowPixels(window)
        pixel(pixels, 5, 765, is: (255, 0, 0))
        pixel(pixels, 5, 766, is: (0, 85, 170)) // ⅓ green shadow along the top + ⅔ blue
        pixel(pixels, 5, 790, is: (0, 0, 255))
        pixel(pixels, 5, 830, is: (0, 0, 255)) // behind the home indicator

        // At the bottom edge, with no scroll-edge appearance: no background at all, the
        // legacy tint neither (iOS 15).
        navigation.toolbar.barTintColor = .yellow
        root.scrollView.contentOffset.y = 1234
        pixels = try windowPixels(window)
        pixel(pixels, 5, 766, is: (255, 0, 0))
        pixel(pixels, 5, 790, is: (255, 0, 0))
        pixel(pixels, 5, 830, is: (255, 0, 0))

        navigation.toolbar.scrollEdgeAppearance = opaque(.magenta)
        pixels = try windowPixels(window)
        pixel(pixels, 5, 790, is: (255, 0, 255))
        pixel(pixels, 5, 830, is: (255, 0, 255))

        // Scrolled back up, the standard appearance again.
        root.scrollView.contentOffset.y = 500
        pixel(try windowPixels(window), 5, 790, is: (0, 0, 255))
    }

    @Test func withNoContentScrollViewTheToolbarIsAtItsScrollEdge() throws {
        let root = UIViewController()
        root.view.backgroundColor = .red
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        navigation.toolbar.standardAppearance = opaque(.blue)
        let window = phoneWindow(root: navigation)
        pixel(try windowPixels(window), 5, 790, is: (255, 0, 0))
        navigation.toolbar.scrollEdgeAppearance = opaque(.magenta)
        pixel(try windowPixels(window), 5, 790, is: (255, 0, 255))
    }

    @Test func aCompactToolbarAtTheEdgeTakesTheCompactScrollEdgeAppearanceFirst() throws {
        let root = RedScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        navigation.traitOverrides.verticalSizeClass = .compact
        navigation.toolbar.standardAppearance = opaque(.blue)
        navigation.toolbar.compactAppearance = opaque(.cyan)
        navigation.toolbar.scrollEdgeAppearance = opaque(.magenta)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        window.deviceSafeArea = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        // The compact toolbar is y 337…369 (390 − 21 − 32); the content's bottom edge is at
        // 2,000 + 53 − 390 = 1,663.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 337, width: 844, height: 32))
        pixel(try windowPixels(window), 100, 350, is: (0, 255, 255))
        root.scrollView.contentOffset.y = 1663
        // No compact scroll-edge appearance: the scroll-edge one.
        pixel(try windowPixels(window), 100, 350, is: (255, 0, 255))
        navigation.toolbar.compactScrollEdgeAppearance = opaque(.yellow)
        pixel(try windowPixels(window), 100, 350, is: (255, 255, 0))
    }

    @Test func theToolbarsAppearancesAreCopiesKeptAndFollowed() throws {
        let (window, navigation, _) = scrolling()
        let appearance: UIToolbarAppearance = opaque(.blue)
        navigation.toolbar.standardAppearance = appearance
        // Kept as a copy: changing the one given does nothing; changing the kept one redraws.
        appearance.backgroundColor = .green
        #expect(navigation.toolbar.standardAppearance !== appearance)
        pixel(try windowPixels(window), 5, 790, is: (0, 0, 255))
        navigation.toolbar.standardAppearance.backgroundColor = .cyan
        pixel(try windowPixels(window), 5, 790, is: (0, 255, 255))
        // A copy keeps the subclass and its button appearances.
        navigation.toolbar.standardAppearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.purple]
        let copy = navigation.toolbar.standardAppearance.copy()
        #expect(copy.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .purple)
        let fromBar = UIToolbarAppearance(barAppearance: copy)
        #expect(fromBar.backgroundColor == .cyan && fromBar.doneButtonAppearance.normal.titleTextAttributes.count == 1)
    }
}
