// Appearing and disappearing: UIKit's appearance transitions, forwarded to the children whose
// views are in the controller's view, and the Linux-only simulation for a controller in no
// window.

/// Where a view controller is in appearing and disappearing.
package enum AppearanceState: Equatable {
    /// Not on screen.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`, animated or not.
    case appearing(animated: Bool)
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`, animated or not.
    case disappearing(animated: Bool)

    /// The state's name, as UIKit's `_printHierarchy` prints it.
    package var name: String {
        switch self {
        case .disappeared: return "disappeared"
        case .appearing: return "appearing"
        case .appeared: return "appeared"
        case .disappearing: return "disappearing"
        }
    }
}

extension UIViewController {
    /// Begins appearing or disappearing (`beginAppearanceTransition(_:animated:)`): appearing
    /// loads the view if needed and sends ``viewWillAppear(_:)`` then ``viewIsAppearing(_:)``;
    /// disappearing sends ``viewWillDisappear(_:)``. Each is forwarded to the children whose
    /// views are in this controller's view, unless
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is false. Nothing when the controller is already where the
    /// transition goes, as UIKit sends no second `viewWillAppear`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearanceState = .appearing(animated: animated)
            viewWillAppear(animated)
            viewIsAppearing(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing(animated: animated)
            viewWillDisappear(animated)
        default:
            return
        }
        for child in forwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun (`endAppearanceTransition()`): ``viewDidAppear(_:)`` or
    /// ``viewDidDisappear(_:)``, forwarded to the children as the beginning was. Nothing
    /// without a transition under way.
    public func endAppearanceTransition() {
        switch appearanceState {
        case let .appearing(animated):
            appearanceState = .appeared
            viewDidAppear(animated)
        case let .disappearing(animated):
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in forwardedChildren { child.endAppearanceTransition() }
    }

    /// The children whose views are in this controller's view; none when the controller
    /// forwards no appearance calls (``shouldAutomaticallyForwardAppearanceMethods`` false).
    private var forwardedChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { child in
            var view = child.viewIfLoaded
            while let current = view {
                if current === root { return true }
                view = current.superview
            }
            return false
        }
    }

    /// Simulates the view appearing (pushed, presented or made the window's root) in UIKit's
    /// order: the view loads if needed (``loadView()``, ``viewDidLoad()``), then
    /// ``viewWillAppear(_:)``, ``viewIsAppearing(_:)``, a layout pass of the view
    /// (``viewWillLayoutSubviews()``, the view's `layoutIfNeeded()`,
    /// ``viewDidLayoutSubviews()``), then ``viewDidAppear(_:)`` — each forwarded to children
    /// whose views are in this view. Nothing when it has appeared and not disappeared since.
    /// Linux only: for a controller in no window (a ``UIWindow``'s root appears by itself).
    public func simulateAppearance(animated: Bool = false) {
        guard appearanceState == .disappeared else { return }
        beginAppearanceTransition(true, animated: animated)
        view.layoutIfNeeded()
        endAppearanceTransition()
    }

    /// Simulates the view disappearing: ``viewWillDisappear(_:)`` then
    /// ``viewDidDisappear(_:)``; nothing unless it has appeared. Linux only.
    public func simulateDisappearance(animated: Bool = false) {
        guard appearanceState == .appeared else { return }
        beginAppearanceTransition(false, animated: animated)
        endAppearanceTransition()
    }
}
