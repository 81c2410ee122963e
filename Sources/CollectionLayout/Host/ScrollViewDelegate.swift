import Foundation

/// The scroll notifications of `UIScrollViewDelegate`, as the host sends them. Velocities
/// are in points per millisecond, UIKit's unit. Every method has a default that does
/// nothing.
///
/// A release sends, in UIKit's order: the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, then
/// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, ``scrollViewWillBeginDecelerating(_:)``
/// (when it will decelerate), ``scrollViewDidScroll(_:)`` on every frame that moves, and
/// ``scrollViewDidEndDecelerating(_:)``.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: CollectionView)
    /// A drag is about to start.
    func scrollViewWillBeginDragging(_ scrollView: CollectionView)
    /// The finger lifts with `velocity` (pt/ms; zero below 0.25 pt/ms); `targetContentOffset`
    /// is where the motion will rest, and the delegate may change it.
    func scrollViewWillEndDragging(_ scrollView: CollectionView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a release.
    func scrollViewWillBeginDecelerating(_ scrollView: CollectionView)
    /// The motion after a release came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: CollectionView)
    /// An animated `setContentOffset(_:animated:)` or `scrollToItem(at:at:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: CollectionView) {}
    public func scrollViewWillBeginDragging(_ scrollView: CollectionView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: CollectionView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {}
}
