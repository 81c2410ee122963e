/// What a navigation controller tells as its top controller changes, and asks for the
/// animator of a push or pop (`UINavigationControllerDelegate`); every method is optional.
///
/// An animated push or pop while the navigation controller is on screen asks for an animator;
/// with one it asks for an interaction controller, and the change runs through them
/// (docs/REFERENCE.md §20.4). Without an animator the change shows at once.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// A controller is about to show (`navigationController(_:willShow:animated:)`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller has shown (`navigationController(_:didShow:animated:)`).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of a push or pop from `fromVC` to `toVC`
    /// (`navigationController(_:animationControllerFor:from:to:)`): asked after `willShow`, for
    /// an animated change of the top on screen.
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// What drives `animationController` interactively
    /// (`navigationController(_:interactionControllerFor:)`): asked once the delegate gave an
    /// animator.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    /// None: UIKit's own transition (here, none: the change shows at once).
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: the transition is not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    /// What a navigation transition does (`UINavigationController.Operation`), with UIKit's raw values.
    public enum Operation: Int, Sendable {
        /// Neither (`.none`).
        case none = 0
        /// A controller pushed (`.push`).
        case push = 1
        /// A controller popped (`.pop`).
        case pop = 2
    }
}
