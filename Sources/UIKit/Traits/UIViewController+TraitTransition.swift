import Foundation

// Trait transitions (UIContentContainer's `willTransition(to:with:)`): "UIKit calls this method
// before changing the current object's traits and before calling the
// traitCollectionDidChange(_:) method of any affected views and view controllers", and "View
// controllers forward the trait change message to their child view controllers" (Apple's
// documentation of the method). A window that turns tells its controllers
// (UIWindow+Rotation.swift); docs/REFERENCE.md §26.9.

extension UIViewController {
    /// Passes a trait transition on to each child whose traits change with it, with the traits
    /// it will have: `newCollection` with this controller's override for it, then its own
    /// overrides. A child whose overrides keep its traits as they are is not told [ours].
    func forwardTraitTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.announceTraitTransition(inheriting: traitsForChild(child, inheriting: newCollection), with: coordinator)
        }
    }

    /// Tells the controller the traits it will have when it inherits `inherited`
    /// (`willTransition(to:with:)`), unless they are the ones it has.
    func announceTraitTransition(inheriting inherited: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        let traits = resolvedTraits(inheriting: inherited)
        if !traits.isEqual(traitCollection) { willTransition(to: traits, with: coordinator) }
    }
}
