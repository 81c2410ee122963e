/// UIKit's `UIPageViewControllerDelegate`: told of gesture-driven page turns; every method
/// optional, with UIKit's behaviour for a method left out as the default.
@preconcurrency @MainActor
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
