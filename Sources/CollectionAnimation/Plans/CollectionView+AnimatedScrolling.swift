import CollectionLayout
import Foundation

/// `setContentOffset(_:animated:)` and `scrollToItem(at:at:animated:)` on the host.
extension CollectionView {
    /// How long an animated programmatic scroll takes: 0.3 s. UIKit's value is private
    /// (`_contentOffsetAnimationDuration`); 0.3 s is the best estimate (a choice).
    public static let contentOffsetAnimationDuration = 0.3
    /// The curve of an animated programmatic scroll: ease-out. UIKit drives it from a
    /// display link with an unpublished curve; ease-out approximates it (a choice).
    public static let contentOffsetAnimationCurve = TimingCurve.easeOut

    /// Scrolls to `offset`, as `setContentOffset(_:animated:)`. Without animation the offset
    /// changes at once (one `scrollViewDidScroll`) and the result is nil. With animation the
    /// result is the scroll to sample or ``ScrollAnimation/advance(to:)`` frame by frame
    /// (each frame sets the offset: `scrollViewDidScroll`, the layout asked about the
    /// bounds change) — ``contentOffsetAnimationDuration`` along
    /// ``contentOffsetAnimationCurve`` — whose end sends `scrollViewDidEndScrollingAnimation`;
    /// nil when the offset is already there. The offset is used as given (UIKit does not
    /// clamp it); a non-finite one is ignored.
    @discardableResult
    public func setContentOffset(_ offset: CGPoint, animated: Bool) -> ScrollAnimation? {
        guard Double(offset.x).isFinite, Double(offset.y).isFinite else { return nil }
        guard animated else {
            contentOffset = offset
            return nil
        }
        guard offset != contentOffset else { return nil }
        return ScrollAnimation(
            programmaticScrollOf: self, to: offset, duration: Self.contentOffsetAnimationDuration,
            curve: Self.contentOffsetAnimationCurve)
    }

    /// Scrolls so the item sits at `position` (`contentOffset(forItemAt:at:)`: clamped to
    /// the scrollable range), as `scrollToItem(at:at:animated:)`, then as
    /// ``setContentOffset(_:animated:)``. Nil for an item the layout does not place.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) -> ScrollAnimation? {
        guard let offset = contentOffset(forItemAt: indexPath, at: position) else { return nil }
        return setContentOffset(offset, animated: animated)
    }
}
