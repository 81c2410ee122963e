/// An animator of a custom transition (`UIViewControllerAnimatedTransitioning`): it adds the
/// view it shows to the context's container, animates, and calls the context's
/// `completeTransition(_:)` when its animations end (docs/REFERENCE.md §18.2).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition lasts, in seconds (`transitionDuration(using:)`).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Makes the transition's animations (`animateTransition(using:)`).
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator an interaction controller drives by its fraction (`interruptibleAnimator(using:)`,
    /// iOS 10; optional in UIKit). The default stands for "not implemented": the transition's
    /// view animations are then driven through the container's layer timing.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Told that the transition ended, completed or not (`animationEnded(_:)`).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: an inactive animator UIKit's drivers recognise and pass over.
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        UnimplementedInterruptibleAnimator(duration: transitionDuration(using: transitionContext), curve: .linear)
    }
    /// Nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)``
/// returns: its type tells an interaction controller that the animator has none of its own
/// (UIKit asks whether the optional method is implemented).
final class UnimplementedInterruptibleAnimator: UIViewPropertyAnimator {}

/// What drives a transition interactively (`UIViewControllerInteractiveTransitioning`), such as
/// ``UIPercentDrivenInteractiveTransition``.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts driving the transition (`startInteractiveTransition(_:)`).
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes once the interaction ends (`completionSpeed`; optional in UIKit).
    var completionSpeed: CGFloat { get }
    /// The curve of the completion once the interaction ends (`completionCurve`; optional in UIKit).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (`wantsInteractiveStart`, iOS 10; optional in UIKit).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: real time.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in, ease out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
