import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// A navigation controller's toolbar (docs/REFERENCE.md §20.20), in the 390 × 844 phone window
/// of the bar tests (safe area 47 top, 34 bottom; navigation bar y 47…91). Worked by hand from
/// the rule: the toolbar's frame is its 44-point row above the home indicator, y = 844 − 34 −
/// 44 = 766; its background reaches on down to 844; the top controller's safe bottom is
/// 34 + 44 = 78. In a tab bar controller the toolbar sits on the tab bar: y = 844 − 83 − 44 =
/// 717.
@MainActor @Suite struct NavigationToolbarTests {
    private func items(_ titles: String...) -> [UIBarButtonItem] {
        titles.map { UIBarButtonItem(title: $0) }
    }

    private func same(_ shown: [UIBarButtonItem]?, _ expected: [UIBarButtonItem]) -> Bool {
        guard let shown else { return false }
        return shown.count == expected.count && zip(shown, expected).allSatisfy { $0 === $1 }
    }

    @Test func theToolbarIsTheControllersOwnAndHiddenByDefault() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        // Hidden, it is not in the view (iOS adds it when it shows).
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        #expect(navigation.toolbar === navigation.toolbar && navigation.toolbar.superview == nil)
        #expect(root.toolbarItems == nil)
        // Hidden, it covers nothing: the root's safe bottom is the home indicator's 34.
        #expect(root.view.frame == window.bounds)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }

    @Test func theToolbarIsOfTheClassGiven() {
        final class BrandToolbar: UIToolbar {}
        #expect(UINavigationController(navigationBarClass: nil, toolbarClass: BrandToolbar.self).toolbar is BrandToolbar)
        let plain = UINavigationController(navigationBarClass: nil, toolbarClass: UIView.self).toolbar
        #expect(plain.map { type(of: $0) == UIToolbar.self } == true)
    }

    @Test func aToolbarIs44PointsTallOr32InACompactHeight() {
        let toolbar = UIToolbar()
        #expect(toolbar.sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 390, height: 44))
        toolbar.traitOverrides.verticalSizeClass = .compact
        #expect(toolbar.sizeThatFits(CGSize(width: 844, height: 500)) == CGSize(width: 844, height: 32))
        #expect(toolbar.intrinsicContentSize.height == 32)
    }

    @Test func aShownToolbarLiesAboveTheHomeIndicatorAndAddsItsRowToTheSafeArea() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        navigation.setToolbarHidden(false, animated: true)
        window.layoutIfNeeded()
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        #expect(navigation.toolbar.superview === navigation.view && navigation.view.subviews.last === navigation.toolbar)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        #expect(root.view.frame == window.bounds)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 78, right: 0))
        // Hidden again, the row no longer counts.
        navigation.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(navigation.toolbar.isHidden && navigation.toolbar.superview == nil && root.view.safeAreaInsets.bottom == 34)
    }

    @Test func aCompactHeightToolbarIs32PointsTall() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.traitOverrides.verticalSizeClass = .compact
        navigation.isToolbarHidden = false
        let window = phoneWindow(root: navigation, landscape: true)
        // 390 − 21 − 32 = 337; the safe bottom 21 + 32 = 53.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 337, width: 844, height: 32))
        #expect(root.view.safeAreaInsets.bottom == 53)
        withExtendedLifetime(window) {}
    }

    /// §20.20: the items lie between the safe area's sides, 16 in from each. In landscape the
    /// safe area is 47 on the left and right: A starts at 47 + 16 = 63 and B ends at
    /// 844 − 47 − 16 = 781; rotated back to portrait (no side insets), at 16 and 390 − 16 = 374.
    @Test func theItemsLieBetweenTheSafeAreasSides() throws {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "A"), .flexibleSpace(), UIBarButtonItem(title: "B")]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = phoneWindow(root: navigation, landscape: true)
        func buttons() -> [UIButton] { navigation.toolbar.subviews.compactMap { $0 as? UIButton } }
        #expect(buttons().count == 2)
        #expect(try #require(buttons().first).frame.minX == 63)
        #expect(try #require(buttons().last).frame.maxX == 781)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.deviceSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(try #require(buttons().first).frame.minX == 16)
        #expect(try #require(buttons().last).frame.maxX == 374)
    }

    @Test func aBottomEdgeLeftOutOrAnOpaqueToolbarEndsTheViewAtTheToolbar() {
        let root = UIViewController()
        root.edgesForExtendedLayout = .top
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = phoneWindow(root: navigation)
        // The view ends at the toolbar's top, 766; nothing unsafe is left below it.
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 766))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0))
        // Every edge extended but the toolbar opaque: the same, unless opaque bars are included.
        root.edgesForExtendedLayout = .all
        navigation.toolbar.isTranslucent = false
        navigation.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 766))
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(root.view.frame == window.bounds && root.view.safeAreaInsets.bottom == 78)
    }

    /// A controller that declares its items by overriding `toolbarItems`, as UIKit allows.
    final class ItemsController: UIViewController {
        let fixed = [UIBarButtonItem(title: "Compose")]
        override var toolbarItems: [UIBarButtonItem]? {
            get { fixed }
            set {}
        }
    }

    @Test func aControllerOverridingToolbarItemsShowsItsOwn() {
        let root = ItemsController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = phoneWindow(root: navigation)
        #expect(same(navigation.toolbar.items, root.fixed))
        root.setToolbarItems(items("Ignored"), animated: false)
        #expect(same(navigation.toolbar.items, root.fixed), "the override's setter keeps nothing")
        withExtendedLifetime(window) {}
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let root = UIViewController(), detail = UIViewController()
        let rootItems = items("Edit"), detailItems = items("Share", "Delete")
        root.toolbarItems = rootItems
        detail.setToolbarItems(detailItems, animated: true)
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        #expect(same(navigation.toolbar.items, rootItems))
        navigation.pushViewController(detail, animated: false)
        #expect(same(navigation.toolbar.items, detailItems))
        navigation.popViewController(animated: false)
        #expect(same(navigation.toolbar.items, rootItems))
        navigation.setViewControllers([detail], animated: false)
        #expect(same(navigation.toolbar.items, detailItems))
        navigation.setViewControllers([root, detail], animated: false)
        // New items of the top controller show at once; those of a controller below it do not.
        let more = items("More")
        root.toolbarItems = items("Ignored")
        #expect(same(navigation.toolbar.items, detailItems))
        detail.toolbarItems = more
        #expect(same(navigation.toolbar.items, more))
        detail.toolbarItems = nil
        #expect(navigation.toolbar.items == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aTopControllerThatHidesTheBottomBarHidesTheToolbar() {
        let root = UIViewController(), player = UIViewController()
        player.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = phoneWindow(root: navigation)
        navigation.pushViewController(player, animated: false)
        window.layoutIfNeeded()
        // Hidden while the player is on top: its safe bottom is the home indicator's only.
        #expect(navigation.toolbar.isHidden && !navigation.isToolbarHidden)
        #expect(player.view.safeAreaInsets.bottom == 34)
        // The topmost controller decides: one above the player that does not hide it shows it.
        let next = UIViewController()
        navigation.pushViewController(next, animated: false)
        window.layoutIfNeeded()
        #expect(!navigation.toolbar.isHidden && next.view.safeAreaInsets.bottom == 78)
        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!navigation.toolbar.isHidden && root.view.safeAreaInsets.bottom == 78)
    }

    @Test func inATabBarControllerTheToolbarSitsOnTheTabBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = phoneWindow(root: tabs)
        // The navigation controller's safe bottom is 34 + 49 = 83: the toolbar is at 844 − 83 − 44.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 717, width: 390, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 127)
        // Left out, the bottom edge ends the root's view at the toolbar.
        root.edgesForExtendedLayout = .top
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 717))
    }

    @Test func theToolbarsBackgroundReachesDownBehindTheHomeIndicator() throws {
        let root = UIViewController()
        root.view.backgroundColor = .red
        let navigation = UINavigationController(rootViewController: root)
        // With no content scroll view the toolbar is at its scroll edge (§20.21): the
        // scroll-edge appearance is the one drawn.
        navigation.toolbar.scrollEdgeAppearance = opaque(.blue, shadow: nil)
        let window = phoneWindow(root: navigation)
        var pixels = try windowPixels(window)
        pixel(pixels, 5, 790, is: (255, 0, 0))
        navigation.isToolbarHidden = false
        pixels = try windowPixels(window)
        pixel(pixels, 5, 765, is: (255, 0, 0))
        pixel(pixels, 5, 790, is: (0, 0, 255)) // the row, 766…810
        pixel(pixels, 5, 830, is: (0, 0, 255)) // below it, behind the home indicator
        pixel(pixels, 5, 843, is: (0, 0, 255))
    }

    @Test func inATabBarControllerTheToolbarsBackgroundStopsAtTheTabBar() throws {
        let root = UIViewController()
        root.view.backgroundColor = .red
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        navigation.toolbar.scrollEdgeAppearance = opaque(.blue, shadow: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = phoneWindow(root: tabs)
        // With no content scroll view the tab bar is at its scroll edge and draws no background
        // (§20.5): what shows under it is the root's view, not the toolbar's background.
        let pixels = try windowPixels(window)
        pixel(pixels, 5, 740, is: (0, 0, 255)) // the toolbar's row, 717…761
        pixel(pixels, 5, 800, is: (255, 0, 0)) // the tab bar's row, 761…810
        pixel(pixels, 5, 830, is: (255, 0, 0))
    }
}
