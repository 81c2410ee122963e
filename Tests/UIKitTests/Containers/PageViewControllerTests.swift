import Foundation
import Testing
import UIKit

/// `UIPageViewController` set without a gesture (docs/REFERENCE.md §20.6): its styles and
/// options as Apple documents them, the shown page a child whose view fills the page view
/// controller's (in `.scroll` style inside the paging scroll view, one page plus the
/// inter-page spacing wide), the data source asked for the neighbours, the page indicator, and
/// UIKit's exception for a wrong set recorded instead of raised.
@MainActor @Suite struct PageViewControllerTests {
    @Test func theStylesAndOptionsAreKeptAsDocumented() {
        let scroll = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .vertical, options: [.spineLocation: UIPageViewController.SpineLocation.max])
        #expect(scroll.transitionStyle == .scroll && scroll.navigationOrientation == .vertical)
        // The spine is for page curls: a scroll controller has none whatever the option says.
        #expect(scroll.spineLocation == .none && !scroll.isDoubleSided)
        #expect(scroll.viewControllers == nil && scroll.gestureRecognizers.isEmpty)
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: NSNumber(value: 2)])
        #expect(curl.spineLocation == .mid && curl.isDoubleSided)
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation == .min)
        #expect(UIPageViewController.OptionsKey.interPageSpacing.rawValue == "UIPageViewControllerOptionInterPageSpacingKey")
    }

    @Test func aSetPageIsAChildFillingTheViewAndTheDataSourceIsAskedForItsNeighbours() throws {
        let pages = NumberedPages(count: 3)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = pages
        shownInWindow(controller, first: pages.pages[1])
        let page = pages.pages[1]
        #expect(controller.viewControllers == [page] && controller.children == [page])
        #expect(
            pages.log.lines.prefix(4) == ["1 willMove(toParent: navigation)", "before 1", "after 1", "1 didMove(toParent: navigation)"])
        // Three slots of 390: the page in the middle one, shown at offset 390.
        let scrollView = try #require(controller.pagingScrollView)
        #expect(page.view.superview === scrollView && scrollView.superview === controller.view)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scrollView.contentSize == CGSize(width: 1170, height: 844))
        #expect(scrollView.contentOffset == CGPoint(x: 390, y: 0))
        #expect(page.view.frame == CGRect(x: 390, y: 0, width: 390, height: 844))
        #expect(page.view.convert(page.view.bounds, to: controller.view) == controller.view.bounds)
        #expect(page.log.lines.contains("1 viewDidAppear"))
        // The neighbours are asked for, not shown.
        #expect(pages.pages[0].parent == nil && !pages.pages[0].isViewLoaded)
    }

    @Test func settingAnotherPageOnScreenSwapsTheChildrenInTheContainerOrder() {
        let pages = NumberedPages(count: 3)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        shownInWindow(controller, first: pages.pages[0])
        pages.log.lines.removeAll()
        var finished: [Bool] = []
        controller.setViewControllers([pages.pages[2]], direction: .reverse, animated: false) { finished.append($0) }
        #expect(
            pages.log.lines == [
                "2 willMove(toParent: navigation)", "0 willMove(toParent: nil)", "0 viewWillDisappear", "2 viewDidLoad",
                "2 viewWillAppear", "0 viewDidDisappear", "2 viewDidAppear", "0 didMove(toParent: nil)",
                "2 didMove(toParent: navigation)",
            ])
        #expect(finished == [true] && controller.children == [pages.pages[2]] && pages.pages[0].view.superview == nil)
        // No data source: no neighbours, one slot.
        #expect(controller.pagingScrollView?.contentSize == CGSize(width: 390, height: 844))
    }

    @Test func interPageSpacingWidensTheScrollViewAndSeparatesTheSlots() {
        let pages = NumberedPages(count: 2)
        let controller = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
        controller.dataSource = pages
        shownInWindow(controller, first: pages.pages[1])
        // Slots of 390 + 10: page 1 in the second, at x 400; the spacing lies past the screen's edge.
        let scrollView = controller.pagingScrollView
        #expect(scrollView?.frame == CGRect(x: 0, y: 0, width: 400, height: 844))
        #expect(scrollView?.contentSize == CGSize(width: 800, height: 844))
        #expect(scrollView?.contentOffset == CGPoint(x: 400, y: 0))
        #expect(pages.pages[1].view.frame == CGRect(x: 400, y: 0, width: 390, height: 844))
    }

    @Test func verticalPagesStackWithTheSpacingBelowEach() {
        let pages = NumberedPages(count: 2)
        let controller = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .vertical, options: [.interPageSpacing: NSNumber(value: 6.5)])
        controller.dataSource = pages
        shownInWindow(controller, first: pages.pages[0])
        #expect(controller.pagingScrollView?.frame == CGRect(x: 0, y: 0, width: 390, height: 850.5))
        #expect(controller.pagingScrollView?.contentSize == CGSize(width: 390, height: 1701))
        #expect(pages.pages[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aNegativeOrNonFiniteSpacingIsNone() {
        for spacing in [-5, Double.nan, .infinity] {
            let controller = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: spacing])
            shownInWindow(controller, first: UIViewController())
            #expect(controller.pagingScrollView?.frame.width == 390)
        }
    }

    @Test func thePageIndicatorShowsTheDataSourcesCountAndIndexBelowThePages() throws {
        let source = IndicatedPages(count: 4)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = source
        shownInWindow(controller, first: source.numbered.pages[2])
        let indicator = try #require(controller.pageIndicator)
        #expect(indicator.numberOfPages == 4 && indicator.currentPage == 2)
        // The dots' height, 26 (§25), across the bottom; the pages take the rest.
        #expect(indicator.frame == CGRect(x: 0, y: 818, width: 390, height: 26))
        #expect(controller.pagingScrollView?.frame == CGRect(x: 0, y: 0, width: 390, height: 818))
        #expect(source.numbered.pages[2].view.frame.size == CGSize(width: 390, height: 818))
        controller.setViewControllers([source.numbered.pages[0]], direction: .reverse, animated: false)
        #expect(indicator.currentPage == 0)
    }

    @Test func withoutBothIndicatorMethodsOrInPageCurlStyleThereIsNoIndicator() {
        let pages = NumberedPages(count: 2)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        scroll.dataSource = pages
        shownInWindow(scroll, first: pages.pages[0])
        #expect(scroll.pageIndicator == nil && scroll.pagingScrollView?.frame.height == 844)
        let source = IndicatedPages(count: 2)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        curl.dataSource = source
        shownInWindow(curl, first: source.numbered.pages[0])
        #expect(curl.pageIndicator == nil && curl.pagingScrollView == nil)
        #expect(source.numbered.pages[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aWrongNumberOfPagesIsUIKitsExceptionAndChangesNothing() {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let page = UIViewController()
        controller.setViewControllers([], direction: .forward, animated: true)
        controller.setViewControllers(nil, direction: .forward, animated: false)
        controller.setViewControllers([page, UIViewController()], direction: .forward, animated: false)
        #expect(controller.viewControllers == nil && controller.children.isEmpty)
        #expect(
            controller.raisedExceptions.map(\.reason) == [
                "The number of view controllers provided (0) doesn't match the number required (1) for the requested transition",
                "The number of view controllers provided (0) doesn't match the number required (1) for the requested transition",
                "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition",
            ])
        #expect(controller.raisedExceptions.allSatisfy { $0.name == "NSInvalidArgumentException" })
    }

    @Test func aMiddleSpineShowsTwoPagesSideBySideAndStaysDoubleSided() {
        let controller = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let left = UIViewController(), right = UIViewController()
        controller.setViewControllers([left], direction: .forward, animated: false)
        #expect(controller.raisedExceptions.map(\.reason).first?.contains("provided (1)") == true)
        shownInWindow(controller, first: left)
        controller.setViewControllers([left, right], direction: .forward, animated: true)
        controller.view.layoutIfNeeded()
        #expect(controller.viewControllers == [left, right])
        #expect(left.view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(right.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        controller.isDoubleSided = false
        #expect(controller.isDoubleSided && controller.raisedExceptions.last?.name == "NSInvalidArgumentException")
    }

    @Test func aDataSourceGivingThePageItselfGivesNoNeighbour() {
        let source = SelfishPages()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = source
        shownInWindow(controller, first: UIViewController())
        #expect(controller.pagingScrollView?.contentSize.width == 390 && controller.pagingScrollView?.contentOffset == .zero)
    }
}
