import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// Where a navigation controller puts its bar and what the bar shows, in a 390 × 844 window
/// whose device safe area is 47 at the top and 34 at the bottom (an iPhone 13's). The bar is 44
/// tall (52 more with a large title) from the top of the safe area, and the top controller's
/// safe area reaches below it: 47 + 44 = 91, or 47 + 96 = 143. Worked by hand from the rules
/// in docs/REFERENCE.md §20.4.
@MainActor @Suite struct NavigationBarLayoutTests {

    private func labels(in bar: UINavigationBar) -> [UILabel] { bar.subviews.compactMap { $0 as? UILabel } }
    private func buttons(in bar: UINavigationBar) -> [UIButton] { bar.subviews.compactMap { $0 as? UIButton } }

    @Test func theBarSitsUnderTheStatusBarAndTheTopControllersSafeAreaBelowIt() {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        // The title, 17-point semibold, centred in the bar.
        let title = labels(in: navigation.navigationBar).first { $0.text == "Inbox" }
        #expect(title?.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(title.map { abs($0.center.x - 195) < 0.5 && abs($0.center.y - 22) < 0.5 } == true)

        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 47)
    }

    @Test func largeTitlesAddFiftyTwoPointsAsTheItemsModeSays() {
        let root = UIViewController()
        root.title = "Library"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = phoneWindow(root: navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(root.view.safeAreaInsets.top == 143)
        let large = labels(in: navigation.navigationBar).first { $0.text == "Library" }
        #expect(large?.font == .systemFont(ofSize: 34, weight: .bold))
        #expect(large?.frame == CGRect(x: 16, y: 44, width: 358, height: 52))

        // `.automatic` follows the item below; `.never` is the standard bar.
        let detail = UIViewController()
        detail.title = "Album"
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96 && detail.view.safeAreaInsets.top == 143)
        detail.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44 && detail.view.safeAreaInsets.top == 91)
    }

    @Test func theBackButtonShowsTheItemBelowAndPopsIt() throws {
        let root = UIViewController()
        root.title = "Mailboxes"
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        #expect(buttons(in: navigation.navigationBar).isEmpty)

        let detail = UIViewController()
        detail.title = "Inbox"
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let back = try #require(buttons(in: navigation.navigationBar).first)
        #expect(back.title(for: .normal) == "Mailboxes")
        #expect(back.frame.minX == 8)
        // A back title of the item below wins over its title; "Back" in the generic mode.
        root.navigationItem.backButtonTitle = "All"
        window.layoutIfNeeded()
        #expect(buttons(in: navigation.navigationBar).first?.title(for: .normal) == "All")
        detail.navigationItem.backButtonDisplayMode = .generic
        window.layoutIfNeeded()
        #expect(buttons(in: navigation.navigationBar).first?.title(for: .normal) == "Back")

        buttons(in: navigation.navigationBar).first?.sendActions(for: .primaryActionTriggered)
        #expect(navigation.viewControllers == [root])
        window.layoutIfNeeded()
        #expect(buttons(in: navigation.navigationBar).isEmpty)
    }

    @Test func barButtonItemsSitAtTheMarginsAndHidingTheBackButtonRemovesIt() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let detail = UIViewController()
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        navigation.pushViewController(detail, animated: false)
        let window = phoneWindow(root: navigation)
        let edit = try #require(buttons(in: navigation.navigationBar).first { $0.title(for: .normal) == "Edit" })
        #expect(abs(edit.frame.maxX - (390 - 16)) < 1e-9)
        #expect(buttons(in: navigation.navigationBar).count == 2)
        detail.navigationItem.hidesBackButton = true
        window.layoutIfNeeded()
        #expect(buttons(in: navigation.navigationBar).map { $0.title(for: .normal) } == ["Edit"])
        // A changed item title shows.
        detail.navigationItem.rightBarButtonItem?.title = "Done"
        window.layoutIfNeeded()
        #expect(buttons(in: navigation.navigationBar).map { $0.title(for: .normal) } == ["Done"])
    }

    @Test func theBarShowsItsBackgroundOnlyOnceContentScrollsUnderIt() throws {
        // A collection view filling the controller, red: at the top edge the bar draws nothing
        // over it; scrolled, the bar's near-white (249, 249, 249) at 94 % lies over the red:
        // (0.94 × 249 + 0.06 × 255, 0.94 × 249, 0.94 × 249) = (249.4, 234.1, 234.1).
        final class ListController: UIViewController {
            let layout = UICollectionViewFlowLayout()
            lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            override func loadView() { view = collectionView }
        }
        let root = ListController()
        root.collectionView.backgroundColor = .red
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        #expect(root.collectionView.adjustedContentInset.top == 91)
        #expect(root.collectionView.contentOffset.y == -91)
        var image = try OutputFormat.png.pixels(of: DisplayList(view: window, scale: 1))
        pixel(image, 5, 60, is: (255, 0, 0))

        root.collectionView.contentOffset.y = 0
        window.layoutIfNeeded()
        image = try OutputFormat.png.pixels(of: DisplayList(view: window, scale: 1))
        pixel(image, 5, 60, is: (249, 234, 234))
    }

    @Test func aPlainScrollViewUnderTheBarStartsBelowIt() {
        // Any scroll view as the controller's view, not only a collection view: its adjusted
        // inset is the status bar's 47 plus the bar's 44, and resting at its top it is
        // scrolled to −91, so its content starts below the bar; it is told of the change.
        final class Scrolling: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() { changes += 1 }
        }
        final class ScrollController: UIViewController {
            let scrollView = Scrolling()
            override func loadView() { view = scrollView }
        }
        let root = ScrollController()
        let window = phoneWindow(root: UINavigationController(rootViewController: root))
        withExtendedLifetime(window) {
            #expect(root.scrollView.adjustedContentInset.top == 91)
            #expect(root.scrollView.contentOffset.y == -91)
            #expect(root.scrollView.changes >= 1)
            // Scrolled away from the top, a change of inset leaves the offset alone.
            root.scrollView.contentOffset.y = 100
            root.scrollView.contentInset.top = 10
            #expect(root.scrollView.contentOffset.y == 100)
            // Back at the top, it follows the inset.
            root.scrollView.contentOffset.y = -101
            root.scrollView.contentInset.top = 0
            #expect(root.scrollView.contentOffset.y == -91)
        }
    }
}
