import UIKit

/// Numbered pages ("0", "1", …) that log into one ``ControllerLog`` (their appearance and
/// containment calls — a container parent logged as "navigation" by ``LoggedController`` —
/// and, as data source and delegate, the page view controller's questions and news).
final class NumberedPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let log = ControllerLog()
    let pages: [LoggedController]

    init(count: Int) {
        let log = self.log
        pages = (0..<count).map { LoggedController("\($0)", log) }
    }

    /// The number of `page`, as its name.
    func number(_ page: UIViewController?) -> String { (page as? LoggedController)?.name ?? "?" }

    private func index(of page: UIViewController) -> Int? { pages.firstIndex { $0 === page } }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    {
        log.lines.append("before \(number(viewController))")
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    {
        log.lines.append("after \(number(viewController))")
        guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.lines.append("willTransitionTo \(pendingViewControllers.map(number))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.lines.append("didFinishAnimating \(finished) previous \(previousViewControllers.map(number)) completed \(completed)")
    }
}

/// ``NumberedPages`` that also answers the page indicator's questions: every page, the shown one's index.
final class IndicatedPages: NSObject, UIPageViewControllerDataSource {
    let numbered: NumberedPages
    init(count: Int) { numbered = NumberedPages(count: count) }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    { numbered.pageViewController(pageViewController, viewControllerBefore: viewController) }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    { numbered.pageViewController(pageViewController, viewControllerAfter: viewController) }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { numbered.pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        numbered.pages.firstIndex { $0 === pageViewController.viewControllers?.first } ?? 0
    }
}

/// A bad data source: every page's neighbours are the page itself.
final class SelfishPages: NSObject, UIPageViewControllerDataSource {
    func pageViewController(_ p: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        viewController
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        viewController
    }
}

extension UIPageViewController {
    /// The paging scroll view among the view's subviews, as apps find UIKit's.
    var pagingScrollView: UIScrollView? { view.subviews.compactMap { $0 as? UIScrollView }.first }
    /// The page indicator among the view's subviews.
    var pageIndicator: UIPageControl? { view.subviews.compactMap { $0 as? UIPageControl }.first }
}

/// `controller` as the root of a shown 390 × 844 window, showing `first`.
@discardableResult
func shownInWindow(_ controller: UIPageViewController, first: UIViewController) -> UIWindow {
    controller.setViewControllers([first], direction: .forward, animated: false)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// A finger through `points` (x, y in the page view controller's view) at their times, lifting at the last.
func pageFinger(_ points: [(Double, CGFloat, CGFloat)]) -> TouchScript {
    TouchScript(fingers: [.init(path: points.map { .init(time: $0.0, location: CGPoint(x: $0.1, y: $0.2)) })])
}
