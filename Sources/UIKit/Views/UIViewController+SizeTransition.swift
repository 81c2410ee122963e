import Foundation

// Size transitions (UIContentContainer's `viewWillTransition(to:with:)`): when a window
// showing a controller changes size, UIKit tells its root view controller first, which
// passes the message on to its children ("View controllers forward the size change message
// to their views and child view controllers", Apple's documentation of the method). The
// coordinator (TransitionCoordinator) runs the blocks given to
// `animate(alongsideTransition:completion:)`: here nothing animates, so the alongside blocks
// run once the views have the new size and are laid out, then the completions, with a context
// that is neither animated nor cancelled.

/// A type that takes part in size and trait transitions (`UIContentContainer`), with UIKit's
/// six requirements; ``UIViewController`` is one.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size its content prefers.
    var preferredContentSize: CGSize { get }
    /// Told that its view will change to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Told that its traits will change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
    /// A child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's view's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's size in a container of `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
}

extension UIViewController: UIContentContainer {
    /// ``preferredContentSize`` was set: a change tells the parent
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`); observers hear of the set.
    func preferredContentSizeWasSet(from oldValue: CGSize) {
        if preferredContentSize != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) }
        observableValueDidChange()
    }

    /// Passes a size transition on to each child, at the size this controller gives it.
    func forwardSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The coordinator of the transition in progress (`transitionCoordinator`): while this
    /// controller, or the nearest ancestor that takes part in one, is presented or dismissed or
    /// presents or dismisses another, that presentation's; while it is, or is in, a navigation
    /// controller pushing or popping through an app's animator, that push's or pop's; else the
    /// window's size transition while one runs; else nil (docs/REFERENCE.md §18.1, §20.4).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var next: UIViewController? = self
        while let controller = next {
            let presentation = controller.presentation.transition ?? controller.presentation.presented?.presentation.transition
            if let transition = presentation ?? (controller as? UINavigationController)?.transition {
                return transition.coordinator
            }
            next = controller.parent
        }
        return viewIfLoaded?.window?.sizeTransition
    }
}

/// What a transition's coordinator tells about it (`UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style of a presentation transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether it started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether it can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether it is interactive now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// How much of it is done, 0…1.
    var percentComplete: CGFloat { get }
    /// The speed it completes at after an interaction.
    var completionVelocity: CGFloat { get }
    /// The timing curve it completes with.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller at `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view at `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition takes place in.
    var containerView: UIView { get }
    /// The transform applied during a rotation.
    var targetTransform: CGAffineTransform { get }
}

/// Runs blocks alongside a transition and after it (`UIViewControllerTransitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; true when they will run.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same, for animations in a view outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interactive transition's interaction ends.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition (`animate(alongsideTransition:completion:)`
    /// with no completion, as Objective-C's nullable block lets Swift callers leave it out).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The keys of a transition's controllers (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller the transition leaves.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller the transition shows.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's views (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view the transition leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view the transition shows.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
