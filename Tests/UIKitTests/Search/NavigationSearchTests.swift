import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// A search controller in a navigation item, in the iPhone 13 window of the navigation tests
/// (status bar 47): the bar grows by the search field's 52 points under its title row (under
/// the large title's 52 with large titles), so the top controller's safe area and its scroll
/// view's adjusted inset follow; the field lines up with the title margin (16) as its bar is
/// placed 16 − 8 = 8 in; scrolling up collapses the field point for point until the bar is back
/// to its 44. Worked by hand from docs/REFERENCE.md §20.4 and §25.6.
@MainActor @Suite struct NavigationSearchTests {
    private func searching(largeTitles: Bool) -> (RedScrollingController, UINavigationController, UIWindow, UISearchController) {
        let root = RedScrollingController()
        root.title = "Mail"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let window = phoneWindow(root: navigation)
        root.scrollView.contentOffset.y = -root.scrollView.adjustedContentInset.top
        window.layoutIfNeeded()
        return (root, navigation, window, search)
    }

    @Test func anInlineTitleBarGrowsByTheSearchField() {
        let (root, navigation, window, search) = searching(largeTitles: false)
        // 44 + 52 = 96 from y 47; safe area 47 + 96 = 143.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(root.view.safeAreaInsets.top == 143)
        #expect(root.scrollView.adjustedContentInset.top == 143)
        #expect(search.searchBar.superview === navigation.navigationBar)
        #expect(search.searchBar.frame == CGRect(x: 8, y: 44, width: 374, height: 52))
        // The field: 8 in, (52 − 36) / 2 = 8 down: x 16 in the window, y 47 + 44 + 8 = 99.
        let field = search.searchBar.searchTextField
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 99, width: 358, height: 36))
        withExtendedLifetime(window) {}
    }

    @Test func aLargeTitleBarStacksTheFieldUnderTheLargeTitle() {
        let (root, navigation, window, search) = searching(largeTitles: true)
        // 44 + 52 + 52 = 148; safe area 47 + 148 = 195.
        #expect(navigation.navigationBar.frame.height == 148)
        #expect(root.view.safeAreaInsets.top == 195 && root.scrollView.contentOffset.y == -195)
        #expect(search.searchBar.frame == CGRect(x: 8, y: 96, width: 374, height: 52))
        // Scrolled 20: the field collapses first, the large title stays (it does not collapse
        // here): 148 − 20 = 128, inset 195 − 20 = 175.
        root.scrollView.contentOffset.y = -175
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 128 && root.scrollView.adjustedContentInset.top == 175)
    }

    @Test func scrollingUpCollapsesTheFieldAndScrollingBackShowsIt() {
        let (root, navigation, window, search) = searching(largeTitles: false)
        // 20 points past the top: the bar is 96 − 20 = 76 and the inset 143 − 20 = 123, so the
        // content's top stays on the bar's bottom; the field fades to 32 / 52 and rises 20.
        root.scrollView.contentOffset.y = -123
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 76)
        #expect(root.scrollView.adjustedContentInset.top == 123 && root.scrollView.contentOffset.y == -123)
        #expect(search.searchBar.frame.minY == 24 && abs(search.searchBar.alpha - 32 / 52) < 1e-6)
        // Far past: the field is gone and the bar is the plain 44.
        root.scrollView.contentOffset.y = 300
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44 && root.view.safeAreaInsets.top == 91)
        #expect(search.searchBar.isHidden)
        // Back at the top (the expanded top, −143) the field is back whole.
        root.scrollView.contentOffset.y = -143
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96 && root.scrollView.adjustedContentInset.top == 143)
        #expect(!search.searchBar.isHidden && search.searchBar.alpha == 1)
    }

    @Test func aFieldThatStaysKeepsTheBarTallWhileScrolled() {
        let (root, navigation, window, _) = searching(largeTitles: false)
        root.navigationItem.hidesSearchBarWhenScrolling = false
        root.scrollView.contentOffset.y = 300
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96 && root.view.safeAreaInsets.top == 143)
    }

    @Test func anActiveSearchDoesNotCollapse() {
        let (root, navigation, window, search) = searching(largeTitles: false)
        search.isActive = true
        root.scrollView.contentOffset.y = 300
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test func aTapOnTheFieldActivatesTheSearchAndTheClearButtonClears() {
        onFreshClock { _ in
            let (_, _, window, search) = searching(largeTitles: false)
            let log = SearchEventLog()
            search.searchResultsUpdater = log
            search.delegate = log
            search.searchBar.delegate = log
            // The field is at (16, 99, 358, 36) in the window: tap its middle.
            window.simulateTouches(.tap(at: CGPoint(x: 195, y: 117)))
            #expect(search.isActive && search.searchBar.showsCancelButton)
            #expect(log.events == ["shouldBegin", "willPresent", "didBegin", "update  active=true", "didPresent"])
            search.searchBar.searchTextField.insertText("ab")
            window.layoutIfNeeded()
            log.events = []
            let field = search.searchBar.searchTextField
            let clear = field.convert(field.clearButtonRect(forBounds: field.bounds), to: nil)
            window.simulateTouches(.tap(at: CGPoint(x: clear.midX, y: clear.midY)))
            #expect(log.events == ["textDidChange ", "update  active=true"] && search.searchBar.text == "")
        }
    }

    @Test func aScopeBarShownWhileSearchingGrowsTheBar() {
        let (root, navigation, window, search) = searching(largeTitles: false)
        search.searchBar.scopeButtonTitles = ["All", "Unread"]
        search.isActive = true
        window.layoutIfNeeded()
        // 44 + 52 + 44 = 140; the search bar 96 tall, its field centred in the first 52
        // ((52 − 36) / 2 = 8), the scope bar centred in the 44 under it (52 + 6 = 58).
        #expect(navigation.navigationBar.frame.height == 140 && root.view.safeAreaInsets.top == 187)
        #expect(search.searchBar.frame == CGRect(x: 8, y: 44, width: 374, height: 96))
        #expect(search.searchBar.searchTextField.frame.minY == 8)
        #expect(search.searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first?.frame.minY == 58)
        search.isActive = false
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test func aSearchBarAsTheTitleViewSpansTheRoomBetweenTheItems() {
        let root = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.titleView = search.searchBar
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        // The bar stays 44; the item is 30 wide from the trailing margin (390 − 16 − 30 = 344),
        // 8 apart: the search bar spans 16…336, its own height capped at the row, its field
        // (44 − 36) / 2 = 4 down.
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(search.searchBar.frame == CGRect(x: 16, y: 0, width: 320, height: 44))
        #expect(search.searchBar.searchTextField.frame == CGRect(x: 8, y: 4, width: 304, height: 36))
        withExtendedLifetime(window) {}
    }

    @Test func removingTheSearchControllerShrinksTheBar() {
        let (root, navigation, window, search) = searching(largeTitles: false)
        root.navigationItem.searchController = nil
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44 && search.searchBar.superview == nil)
    }
}
