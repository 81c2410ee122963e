/// What supplies a presented controller's custom transition (`UIViewControllerTransitioningDelegate`):
/// the animators of its presentation and dismissal, their interaction controllers, and — for
/// `.custom` presentations — its presentation controller. Every method is optional, as in
/// UIKit: the defaults return nil, and UIKit's own transition is used (docs/REFERENCE.md §18.2).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of `presented`'s presentation by `presenting`, asked from `source`
    /// (`animationController(forPresented:presenting:source:)`); asked only when the
    /// presentation is animated.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of `dismissed`'s dismissal (`animationController(forDismissed:)`); asked only
    /// when the dismissal is animated.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// What drives `animator` interactively in a presentation (`interactionControllerForPresentation(using:)`).
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// What drives `animator` interactively in a dismissal (`interactionControllerForDismissal(using:)`).
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation
    /// (`presentationController(forPresented:presenting:source:)`); nil gives a plain
    /// ``UIPresentationController``.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// None: UIKit's own animation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: UIKit's own animation.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    /// None: the presentation is not interactive.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: the dismissal is not interactive.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: a plain ``UIPresentationController``.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
