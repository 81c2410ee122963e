import Foundation

// A navigation controller's push or pop through the animator its delegate gives
// (`navigationController(_:animationControllerFor:from:to:)`; docs/REFERENCE.md §20.4), or
// through UIKit's default slide when it gives none (NavigationParallaxAnimator.swift, §20.7): the
// same context and coordinator machinery as a presentation's (§18.2). The transition takes
// place in a container view filling the navigation controller's view, below the bar (UIKit's
// `UINavigationTransitionView`); the old top's view is in it, the animator adds the new top's.
// The stack is the new one while the animator runs; when it completes, the new top's view
// takes its place under the bar, the appearance calls end, the children leave or join, and the
// delegate hears `didShow`. A cancelled transition — an interactive pop given up — puts the
// old stack back: the controllers hear the appearance calls the other way round and no
// `didShow` comes.

extension UINavigationController {
    /// Runs the change of stack from `previous` (whose top is `from`) to the current one (whose
    /// top is `to`) through `animator`, once `from` has begun to disappear: `to` begins to
    /// appear, then the animator starts — through an interaction controller when there is one
    /// that wants an interactive start: the delegate's for its own (`custom`) animator, the pop
    /// gesture's for UIKit's default one while the gesture pops (§20.7).
    func runTransition(
        _ animator: any UIViewControllerAnimatedTransitioning, custom: Bool, from: UIViewController, to: UIViewController,
        replacing previous: [UIViewController], exchange: (leaving: [UIViewController], joining: [UIViewController])
    ) {
        let container = UIView(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(container, belowSubview: navigationBar)
        // The old top's view keeps its place: the container lies where the navigation
        // controller's view's bounds are.
        if let fromView = from.viewIfLoaded { container.addSubview(fromView) }
        let change = NavigationTransition.Change(
            from: from, to: to, fromFrame: from.viewIfLoaded?.frame ?? container.bounds, previousStack: previous, exchange: exchange)
        let transition = NavigationTransition(navigationController: self, change: change, containerView: container)
        self.transition = transition
        // A tab bar the new stack hides or shows moves with the view it belongs to (§20.10);
        // the new top is placed under the bars as they will be.
        tabBarControllerShowingThis?.carryBar(in: self, from: from, to: to)
        to.containerBarInsets = placement(of: to).barInsets
        to.beginAppearanceTransition(true, animated: true)
        let interaction: (any UIViewControllerInteractiveTransitioning)? =
            custom ? delegate?.navigationController(self, interactionControllerFor: animator) : popGesture.interaction
        transition.start(animator, interaction: interaction)
    }

    /// Keeps `change` for when the running push or pop ends, if one runs: true when it waits.
    /// UIKit makes pushes asked for during a push's animation in turn, each shown after the
    /// last (docs/REFERENCE.md §20.4).
    func waitsForTransition(_ change: @escaping (UINavigationController) -> Void) -> Bool {
        guard transition != nil else { return false }
        waitingStackChanges.append(change)
        return true
    }

    /// Makes the changes of stack that waited for a push or pop, in the order they were asked
    /// for, until one of them starts another.
    func makeWaitingStackChanges() {
        while transition == nil, !waitingStackChanges.isEmpty { waitingStackChanges.removeFirst()(self) }
    }

    /// Whether the navigation controller's view lays out right to left, so its trailing edge is
    /// the left one.
    var isRightToLeft: Bool { viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Settles the end of `transition`: completed, the new top's view goes under the bar and
    /// the controllers finish appearing and disappearing, leaving and joining; cancelled, the
    /// old stack comes back with the old top's view, the new top disappears again and the old
    /// one appears again, a controller that was to leave stays (`didMove(toParent:)` with this
    /// controller) and one that was to join leaves.
    func settle(_ transition: NavigationTransition, completed: Bool) {
        self.transition = nil
        let (from, to, exchange) = (transition.change.from, transition.change.to, transition.change.exchange)
        let hidden = completed ? from : to
        if !completed {
            stack = transition.change.previousStack
            navigationBar.items = stack.map(\.navigationItem)
            updateToolbar()
        }
        if hidden.viewIfLoaded?.superview === transition.containerView { hidden.viewIfLoaded?.removeFromSuperview() }
        showChildView(replacing: nil)
        transition.containerView.removeFromSuperview()
        tabBarControllerShowingThis?.returnCarriedBar()
        if completed {
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            endExchangingChildren(exchange)
        } else {
            to.beginAppearanceTransition(false, animated: true)
            from.beginAppearanceTransition(true, animated: true)
            to.endAppearanceTransition()
            from.endAppearanceTransition()
            for controller in exchange.leaving {
                controller.didMove(toParent: self)
                controller.containment.move = .none
            }
            for controller in exchange.joining {
                controller.willMove(toParent: nil)
                controller.containerBarInsets = .zero
                controller.removeFromParent()
            }
        }
    }
}

/// A push or pop under way through an app's animator: the context its animator and
/// interaction controller are handed (docs/REFERENCE.md §20.4).
final class NavigationTransition: ViewControllerTransition {
    /// The change of stack a transition makes.
    struct Change {
        /// The old top and the new one.
        let from: UIViewController
        let to: UIViewController
        /// Where the old top's view was when the change began.
        let fromFrame: CGRect
        /// The stack before the change, put back when the transition is cancelled.
        let previousStack: [UIViewController]
        /// The controllers leaving and joining the navigation controller.
        let exchange: (leaving: [UIViewController], joining: [UIViewController])
    }

    /// Weak: the navigation controller holds its transition; an animator that completes it
    /// after the navigation controller is gone changes nothing.
    weak var navigationController: UINavigationController?
    let change: Change
    private var from: UIViewController { change.from }
    private var to: UIViewController { change.to }

    init(navigationController: UINavigationController, change: Change, containerView: UIView) {
        self.navigationController = navigationController
        self.change = change
        super.init(containerView: containerView, animated: true)
    }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.viewIfLoaded
        case .to: to.viewIfLoaded
        default: nil
        }
    }

    /// The old top's view starts where it was; the new top's is not on screen yet.
    override func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? change.fromFrame : .zero }
    /// The new top's view ends where the navigation controller places it under its bars (the
    /// container fills the navigation controller's view; docs/REFERENCE.md §20.9); the old
    /// top's leaves.
    override func finalFrame(for vc: UIViewController) -> CGRect {
        guard vc === to else { return .zero }
        return navigationController?.placement(of: vc).frame ?? containerView.bounds
    }

    override func settle(completed: Bool) { navigationController?.settle(self, completed: completed) }

    /// The delegate hears `didShow` for the new top, only when the transition completed; then
    /// the changes of stack asked for meanwhile are made (docs/REFERENCE.md §20.4).
    override func didEnd(completed: Bool) {
        guard let navigationController else { return }
        if completed { navigationController.delegate?.navigationController(navigationController, didShow: to, animated: true) }
        navigationController.makeWaitingStackChanges()
    }
}
