/// UIKit's `UIPageViewControllerDataSource`: the pages before and after a page, asked for as a
/// ``UIPageViewController`` needs them (docs/REFERENCE.md §20.6).
///
/// The two page-indicator methods are optional in UIKit; here they have defaults in a protocol
/// extension (README, "Delegates without `@objc optional`"), and the page view controller
/// shows its page indicator only when the data source's class declares both itself.
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

/// UIKit's `UIPageViewControllerDelegate`: told of gesture-driven page turns; every method
/// optional, with UIKit's behaviour for a method left out as the default.
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A swipe is about to turn to `pendingViewControllers` (`willTransitionTo`); only for
    /// gesture-driven transitions.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The swipe's animation ended (`didFinishAnimating:previousViewControllers:transitionCompleted:`);
    /// `completed` is false when the page returned.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for an interface orientation (`spineLocationFor`); page-curl style only.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports (`pageViewControllerSupportedInterfaceOrientations`).
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation it prefers to be presented in (`pageViewControllerPreferredInterfaceOrientationForPresentation`).
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Nothing, as UIKit without the method.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Nothing, as UIKit without the method.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// The current spine location, as UIKit without the method.
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation
    { pageViewController.spineLocation }
    /// Every orientation but upside down, as UIKit's default for an iPhone.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { .allButUpsideDown }
    /// Portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
    { .portrait }
}
