/// What a custom transition's animator and interaction controller are told about it
/// (`UIViewControllerContextTransitioning`). UIKit makes the context; apps never adopt the
/// protocol (docs/REFERENCE.md §18.2). The requirements follow the topics of Apple's page.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    // Accessing the transition objects

    /// The view the transition takes place in (`containerView`).
    var containerView: UIView { get }
    /// The controller at `key` (`viewController(forKey:)`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view at `key` (`view(forKey:)`), or nil when the transition does not move it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?

    // Getting the transition frame rectangles

    /// Where `vc`'s view starts (`initialFrame(for:)`), or `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (`finalFrame(for:)`), or `.zero` when unknown.
    func finalFrame(for vc: UIViewController) -> CGRect

    // Getting the transition behavior attributes

    /// Whether the transition animates (`isAnimated`).
    var isAnimated: Bool { get }
    /// Whether an interaction drives it now (`isInteractive`).
    var isInteractive: Bool { get }
    /// The presentation style of the presented controller (`presentationStyle`).
    var presentationStyle: UIModalPresentationStyle { get }

    // Reporting the transition progress

    /// Ends the transition: completed, or left where it began (`completeTransition(_:)`).
    func completeTransition(_ didComplete: Bool)
    /// Moves an interactive transition to `percentComplete`, 0…1 (`updateInteractiveTransition(_:)`).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Makes the transition interactive again where it is (`pauseInteractiveTransition()`, iOS 10).
    func pauseInteractiveTransition()
    /// Lets an interactive transition run to its end (`finishInteractiveTransition()`).
    func finishInteractiveTransition()
    /// Lets an interactive transition run back to its start (`cancelInteractiveTransition()`).
    func cancelInteractiveTransition()
    /// Whether the interaction cancelled it (`transitionWasCancelled`).
    var transitionWasCancelled: Bool { get }

    // Getting the rotation factor

    /// The rotation applied during the transition (`targetTransform`): identity here.
    var targetTransform: CGAffineTransform { get }
}
