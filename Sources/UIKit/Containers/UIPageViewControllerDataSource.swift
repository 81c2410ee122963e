/// UIKit's `UIPageViewControllerDataSource`: the pages before and after a page, asked for as a
/// ``UIPageViewController`` needs them (docs/REFERENCE.md §20.6).
///
/// The two page-indicator methods are optional in UIKit; here they have defaults in a protocol
/// extension (README, "Delegates without `@objc optional`"), and the page view controller
/// shows its page indicator only when the data source's class declares both itself.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    /// The number of dots in the page indicator (`presentationCount(for:)`).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the current page's dot (`presentationIndex(for:)`).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No indicator, as UIKit without the method.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { PageIndicatorDefaults.unimplemented }
    /// No indicator, as UIKit without the method.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { PageIndicatorDefaults.unimplemented }
}

/// The answer of the page-indicator defaults: a value no real count or index takes, so the
/// page view controller knows the method was left out.
enum PageIndicatorDefaults {
    /// `Int.min`: the defaults' answer.
    static let unimplemented = Int.min
}
