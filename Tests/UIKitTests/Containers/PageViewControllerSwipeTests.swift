import CollectionAnimation
import Testing
import UIKit

/// Swipes and animated sets of a `.scroll` `UIPageViewController` (docs/REFERENCE.md §20.6):
/// scripted touches drag its paging scroll view with the scroll physics of §10 (the pan begins
/// after 10 pt, §23.3; the content then follows the finger; a release without velocity pages to
/// the nearest page, §10.5). The delegate hears `willTransitionTo` before a swipe's transition
/// and `didFinishAnimating` after it (Apple's documentation of both), `viewControllers` changes
/// when the swipe completes, and a swipe with no page that way bounces back unannounced.
///
/// The window is 390 × 844; fingers move along y 400.
@MainActor @Suite struct PageViewControllerSwipeTests {
    /// A page view controller over `pages`, on screen showing page `first`, its log cleared.
    private func pager(_ pages: NumberedPages, first: Int, spacing: CGFloat = 0) -> UIPageViewController {
        let controller = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: spacing])
        controller.dataSource = pages
        controller.delegate = pages
        shownInWindow(controller, first: pages.pages[first])
        pages.log.lines.removeAll()
        return controller
    }

    /// A finger along y 400 from x `start` toward `end`: 10 pt on at 0.1 s (the pan begins),
    /// at `end` at 0.3 s, still until it lifts at 0.55 s (a last still move at 0.5 s, so the
    /// release has no velocity).
    private func swipe(from start: CGFloat, to end: CGFloat) -> TouchScript {
        let began = start + (end < start ? -10 : 10)
        return pageFinger([(0, start, 400), (0.1, began, 400), (0.3, end, 400), (0.5, end, 400), (0.55, end, 400)])
    }

    /// Plays ``swipe(from:to:)`` on `controller`'s view and lets the pages settle for 5 s.
    private func swiped(_ controller: UIPageViewController, from start: CGFloat, to end: CGFloat, clock: AnimationClock) {
        controller.view.simulateTouches(swipe(from: start, to: end))
        clock.advance(to: clock.time + 5)
    }

    /// A swipe from page 0 of three to x `end`, and what follows: the page shown, where the
    /// scroll view rests and the calls in order.
    struct SwipeCase: Sendable, CustomTestStringConvertible {
        let end: CGFloat
        let shown: Int
        let offset: CGFloat
        let log: [String]
        var testDescription: String { "to x \(end)" }
    }

    nonisolated static let swipeCases = [
        // 250 pt to the left: the content follows the 240 after the pan began, past half of 390,
        // so the release pages to slot 1 (x 390), page 1, which then rests between its
        // neighbours in the middle slot.
        SwipeCase(
            end: 100, shown: 1, offset: 390,
            log: [
                "willTransitionTo [\"1\"]", "1 willMove(toParent: navigation)", "1 viewDidLoad", "0 viewWillDisappear",
                "1 viewWillAppear", "0 willMove(toParent: nil)", "0 viewDidDisappear", "1 viewDidAppear",
                "0 didMove(toParent: nil)", "1 didMove(toParent: navigation)",
                "didFinishAnimating true previous [\"0\"] completed true", "before 1", "after 1",
            ]),
        // 110 pt: the content follows 100, under half a page; the release pages back to 0 and
        // the turn is not completed.
        SwipeCase(
            end: 240, shown: 0, offset: 0,
            log: [
                "willTransitionTo [\"1\"]", "1 willMove(toParent: navigation)", "1 viewDidLoad", "0 viewWillDisappear",
                "1 viewWillAppear", "1 willMove(toParent: nil)", "1 viewWillDisappear", "0 viewWillAppear",
                "1 viewDidDisappear", "0 viewDidAppear", "1 didMove(toParent: nil)",
                "didFinishAnimating true previous [\"0\"] completed false",
            ]),
    ]

    @Test(arguments: swipeCases) func aSwipeTurnsPastHalfAPageAndReturnsShortOfIt(_ swipe: SwipeCase) {
        onFreshClock { clock in
            let pages = NumberedPages(count: 3)
            let controller = pager(pages, first: 0)
            swiped(controller, from: 350, to: swipe.end, clock: clock)
            let shown = pages.pages[swipe.shown]
            #expect(controller.viewControllers == [shown] && controller.children == [shown])
            #expect(pages.log.lines == swipe.log)
            #expect(controller.pagingScrollView?.contentOffset == CGPoint(x: swipe.offset, y: 0))
            #expect(pages.pages.filter { $0.view.superview != nil } == [shown])
        }
    }

    /// An app's object that makes itself the paging scroll view's delegate, as Pageboy does.
    final class ScrollWatcher: NSObject, UIScrollViewDelegate {
        var settled = 0
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settled += 1 }
    }

    @Test func anAppTakingTheScrollViewsDelegateHearsTheSwipeAndThePageStillTurns() throws {
        try onFreshClock { clock in
            let pages = NumberedPages(count: 3)
            let controller = pager(pages, first: 0)
            let scrollView = try #require(controller.pagingScrollView)
            let watcher = ScrollWatcher()
            scrollView.delegate = watcher
            swiped(controller, from: 350, to: 100, clock: clock)
            #expect(controller.viewControllers == [pages.pages[1]], "the page stack heard the swipe first")
            #expect(watcher.settled == 1, "and the app's delegate heard it too")
            #expect(scrollView.delegate === watcher)
        }
    }

    /// Plays ``swipe(from:to:)`` on `controller`'s view up to 0.3 s, the finger at `end` and
    /// still down; returns the scroll view's offset then.
    private func held(_ controller: UIPageViewController, from start: CGFloat, to end: CGFloat, clock: AnimationClock) -> CGPoint {
        controller.view.scheduleTouches(swipe(from: start, to: end))
        clock.advance(to: 0.3)
        return controller.pagingScrollView?.contentOffset ?? .zero
    }

    @Test func midSwipeBothPagesShowAndTheFinger() {
        onFreshClock { clock in
            let pages = NumberedPages(count: 2)
            let controller = pager(pages, first: 0)
            // 100 pt after the pan began: page 0 at x −100 on screen, page 1 at 290.
            #expect(held(controller, from: 350, to: 240, clock: clock) == CGPoint(x: 100, y: 0))
            #expect(pages.pages[0].view.convert(CGPoint.zero, to: controller.view) == CGPoint(x: -100, y: 0))
            #expect(pages.pages[1].view.convert(CGPoint.zero, to: controller.view) == CGPoint(x: 290, y: 0))
            #expect(controller.viewControllers == [pages.pages[0]] && controller.children.count == 2)
            clock.advance(to: 5)
        }
    }

    @Test func swipingBackFromTheFirstPageBouncesWithoutATransition() {
        onFreshClock { clock in
            let pages = NumberedPages(count: 2)
            let controller = pager(pages, first: 0)
            // Past the edge the content follows the rubber band: less than the finger's 240.
            let offset = held(controller, from: 40, to: 290, clock: clock).x
            #expect(offset < 0 && offset > -240)
            clock.advance(to: 5)
            #expect(controller.pagingScrollView?.contentOffset == .zero)
            #expect(controller.viewControllers == [pages.pages[0]] && pages.log.lines.isEmpty)
        }
    }

    @Test func swipingOnFromTheLastPageBouncesToo() {
        onFreshClock { clock in
            let pages = NumberedPages(count: 2)
            let controller = pager(pages, first: 1)
            swiped(controller, from: 350, to: 100, clock: clock)
            #expect(controller.pagingScrollView?.contentOffset == CGPoint(x: 390, y: 0))
            #expect(controller.viewControllers == [pages.pages[1]] && pages.log.lines.isEmpty)
        }
    }

    @Test func aDataSourceGivingThePageItselfBouncesBothWays() {
        onFreshClock { clock in
            let source = SelfishPages(), page = UIViewController()
            let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            controller.dataSource = source
            shownInWindow(controller, first: page)
            swiped(controller, from: 350, to: 100, clock: clock)
            swiped(controller, from: 40, to: 290, clock: clock)
            #expect(controller.viewControllers == [page] && controller.children == [page])
            #expect(controller.pagingScrollView?.contentOffset == .zero && page.view.frame.minX == 0)
        }
    }

    @Test func withSpacingAPageTurnsAtHalfOfPageAndSpacing() {
        onFreshClock { clock in
            let pages = NumberedPages(count: 2)
            let controller = pager(pages, first: 0, spacing: 20)
            // The content follows 200: under half of 410, so the page returns.
            swiped(controller, from: 350, to: 140, clock: clock)
            #expect(controller.viewControllers == [pages.pages[0]])
            // 220 is past 205: it turns, and page 1 rests at x 410.
            swiped(controller, from: 350, to: 120, clock: clock)
            #expect(controller.viewControllers == [pages.pages[1]])
            #expect(pages.pages[1].view.frame.minX == 410 && controller.pagingScrollView?.contentOffset.x == 410)
        }
    }

    @Test func anAnimatedSetScrollsTheNewPageInOnTheClock() {
        onFreshClock { clock in
            let pages = NumberedPages(count: 4)
            let controller = pager(pages, first: 1)
            var completions: [Bool] = []
            controller.setViewControllers([pages.pages[3]], direction: .reverse, animated: true) { completions.append($0) }
            // Reverse: the new page lies before the old one, which shows at slot 1 (x 390).
            #expect(pages.pages[3].view.frame.minX == 0 && pages.pages[1].view.frame.minX == 390)
            #expect(controller.pagingScrollView?.contentOffset.x == 390 && completions.isEmpty)
            clock.advance(to: 0.15)
            // Half-way through the 0.3 s scroll both pages show, moving right.
            let offset = controller.pagingScrollView?.contentOffset.x ?? 0
            #expect(offset > 0 && offset < 390)
            #expect(pages.pages[1].view.superview != nil && pages.pages[3].view.superview != nil)
            clock.advance(to: 1)
            #expect(completions == [true] && controller.viewControllers == [pages.pages[3]])
            #expect(controller.children == [pages.pages[3]] && pages.pages[1].view.superview == nil)
            // The delegate's methods are for gestures: not called; the data source is asked anew.
            #expect(!pages.log.lines.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinishAnimating") })
            #expect(pages.log.lines.suffix(2) == ["before 3", "after 3"])
            #expect(controller.pagingScrollView?.contentOffset.x == 390)
        }
    }

    @Test func aSetDuringAnAnimatedSetFinishesTheFirst() {
        onFreshClock { clock in
            let pages = NumberedPages(count: 4)
            let controller = pager(pages, first: 0)
            var completions: [String] = []
            controller.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { completions.append("first \($0)") }
            clock.advance(to: 0.1)
            controller.setViewControllers([pages.pages[3]], direction: .forward, animated: false) { completions.append("second \($0)") }
            #expect(completions == ["first true", "second true"])
            #expect(controller.viewControllers == [pages.pages[3]] && controller.children == [pages.pages[3]])
            clock.advance(to: 2)
            #expect(controller.pagingScrollView?.contentOffset.x == 390)
        }
    }
}
