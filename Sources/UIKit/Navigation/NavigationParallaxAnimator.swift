import Foundation

/// UIKit's own push and pop animation, used when the navigation controller's delegate gives no
/// animator (UIKit's private `_UINavigationParallaxTransition`; docs/REFERENCE.md §20.7).
///
/// A push slides the new top's view in from the trailing edge over the old one, which moves
/// 30 % of the width towards the leading edge under a black dimming that grows to 10 %; a pop
/// is the same played the other way: the old top slides out to the trailing edge, uncovering
/// the new one as it comes back from 30 % and its dimming fades. Right to left, trailing is
/// the left. The views move by their `transform`, which is the identity again at the end.
/// Deliberate differences: the curve is ease in, ease out (UIKit's own is a private curve),
/// linear while a gesture drives it; the edge shadow of the moving view is not drawn.
final class NavigationParallaxAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seconds a push or pop lasts: 0.5 (docs/REFERENCE.md §20.7).
    static let duration: TimeInterval = 0.5
    /// How far the lower view moves, as a fraction of the width: 0.3.
    static let parallax: CGFloat = 0.3
    /// The black of the dimming over the lower view when it is fully covered: 10 %.
    static let dimming: CGFloat = 0.1

    /// Whether the new top goes over the old one (a push) or the old one leaves (a pop).
    let isPush: Bool
    /// Whether the trailing edge is the left one.
    let isRightToLeft: Bool

    init(push: Bool, rightToLeft: Bool) {
        isPush = push
        isRightToLeft = rightToLeft
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from), let to = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        let width = container.bounds.width
        // Towards the trailing edge: right, or left right to left.
        let trailing: CGFloat = isRightToLeft ? -1 : 1
        let offScreen = CGAffineTransform(translationX: trailing * width, y: 0)
        let behind = CGAffineTransform(translationX: -trailing * Self.parallax * width, y: 0)
        let (upper, lower) = isPush ? (toView, fromView) : (fromView, toView)
        toView.frame = transitionContext.finalFrame(for: to)
        fromView.frame = transitionContext.initialFrame(for: from)
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
        dimming.isUserInteractionEnabled = false
        container.addSubview(lower)
        container.addSubview(dimming)
        container.addSubview(upper)
        dimming.alpha = isPush ? 0 : 1
        upper.transform = isPush ? offScreen : .identity
        lower.transform = isPush ? .identity : behind
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: Self.duration, delay: 0, options: curve) {
            dimming.alpha = self.isPush ? 1 : 0
            upper.transform = self.isPush ? .identity : offScreen
            lower.transform = self.isPush ? behind : .identity
        } completion: { _ in
            dimming.removeFromSuperview()
            upper.transform = .identity
            lower.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
