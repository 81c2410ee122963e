import CollectionLayout
import Foundation

extension CollectionView {
    /// Replaces the layout (`setCollectionViewLayout(_:animated:completion:)`), in UIKit's
    /// order (see ``TransitionAnimation``): the new layout attached, the
    /// `prepareForTransition` hooks, the anchored target offset, the new layout installed,
    /// `finalizeLayoutTransition()`. Returns what UIKit animates when `animated` is true
    /// (sample it for frames), nil otherwise.
    ///
    /// Nothing plays by itself here: `completion` runs before this returns, with `true` (in
    /// UIKit it runs when the animation ends, `true` unless interrupted). During an
    /// interactive transition this changes nothing: the completion gets `false`.
    /// - Parameters:
    ///   - layout: the layout to change to.
    ///   - animated: whether UIKit would animate the change.
    ///   - duration: the animation's seconds; default 0.3 (UIKit's).
    ///   - curve: its timing; default ease-in-ease-out.
    ///   - completion: called with whether the change completed.
    /// - Throws: what a layout pass throws.
    @discardableResult
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut,
        completion: ((Bool) -> Void)? = nil
    ) throws -> TransitionAnimation? {
        guard interactiveTransitionLayout == nil else {
            completion?(false)
            return nil
        }
        let animation = try TransitionAnimation(collectionView: self, to: layout, duration: duration, curve: curve)
        completion?(true)
        return animated ? animation : nil
    }
}
