import Foundation

/// A navigation controller's swipe back (`interactivePopGestureRecognizer`; UIKit's private
/// `_UINavigationInteractiveTransition`; docs/REFERENCE.md §20.7): an edge pan from the leading
/// edge of the navigation controller's view that pops the top controller, the default slide
/// following the finger, and finishes or cancels the pop when the finger lifts.
///
/// It is the recognizer's delegate until the app sets another: it lets the pan begin only with
/// more than one controller on the stack, no push or pop under way and the back button showing. A pop that runs through
/// the delegate's own animator is not driven by the finger here (the delegate's interaction
/// controller drives it, if it gives one).
@preconcurrency @MainActor
final class NavigationPopGesture: NSObject, UIGestureRecognizerDelegate {
    /// An edge pan watching the leading edge of its view, read as each touch goes down: the left
    /// one, or the right one right to left.
    final class Recognizer: UIScreenEdgePanGestureRecognizer {
        /// The navigation controller whose direction decides the edge.
        weak var navigationController: UINavigationController?

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            edges = navigationController?.isRightToLeft == true ? .right : .left
            super.touchesBegan(touches, with: event)
        }
    }

    /// The speed, in points a second along the pop, past which a lifting finger decides the pop
    /// whatever its place: 500 (chosen).
    static let decisiveSpeed: CGFloat = 500

    weak var navigationController: UINavigationController?
    let recognizer = Recognizer()
    /// The interaction moving the pop the gesture began, while it moves it.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        recognizer.navigationController = navigationController
        recognizer.delegate = self
        recognizer.addHandler { [weak self] _ in self?.follow() }
    }

    /// Only with a controller to pop back to, no push or pop under way, and the back button
    /// showing: the bar shown, the top item not hiding it nor replacing it with leading items.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, let top = navigationController.topViewController?.navigationItem else { return false }
        let backButtonShows =
            !navigationController.isNavigationBarHidden && !top.hidesBackButton
            && (top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton)
        return navigationController.viewControllers.count > 1 && navigationController.transition == nil && backButtonShows
    }

    /// How far along the pop the finger is, 0…1: its movement towards the trailing edge over the
    /// view's width.
    private func progress(in view: UIView) -> CGFloat {
        let width = view.bounds.width
        guard width > 0 else { return 0 }
        let towardsTrailing = recognizer.translation(in: view).x * trailingSign
        return min(max(towardsTrailing / width, 0), 1)
    }

    /// 1, or −1 when the navigation controller lays out right to left.
    private var trailingSign: CGFloat { navigationController?.isRightToLeft == true ? -1 : 1 }

    /// Begins the pop, moves it with the finger, and ends it as the finger lifts.
    private func follow() {
        guard let navigationController, let view = navigationController.viewIfLoaded else { return }
        switch recognizer.state {
        case .began:
            guard interaction == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            self.interaction = interaction
            navigationController.popViewController(animated: true)
            // Only the default slide follows the finger.
            guard navigationController.transition?.interaction === interaction else { return self.interaction = nil }
            interaction.update(progress(in: view))
        case .changed:
            interaction?.update(progress(in: view))
        case .ended:
            guard let interaction else { return }
            self.interaction = nil
            let speed = recognizer.velocity(in: view).x * trailingSign
            if Self.completes(progress: progress(in: view), speed: speed) { interaction.finish() } else { interaction.cancel() }
        default:
            interaction?.cancel()
            interaction = nil
        }
    }

    /// Whether a pop the finger leaves at `progress` (0…1), moving at `speed` points a second
    /// towards the trailing edge, completes: faster than ``decisiveSpeed`` either way decides;
    /// slower, it completes from halfway on (docs/REFERENCE.md §20.7, chosen).
    static func completes(progress: CGFloat, speed: CGFloat) -> Bool {
        if speed > decisiveSpeed { return true }
        if speed < -decisiveSpeed { return false }
        return progress >= 0.5
    }
}
