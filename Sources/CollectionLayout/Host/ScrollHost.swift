import Foundation

/// What a finger's drag and its release move (``TouchDrag``, ``ScriptedScroll``): a scroll
/// view's content offset, the axes and rate its physics reads, its release target, and the
/// delegate calls that mark the phases of a drag. A ``CollectionView`` is one; UIKit's plain
/// scroll views and table views are others, so that every scroll view follows the one set of
/// rules (docs/REFERENCE.md §10.7, §10.8).
package protocol ScrollHost: AnyObject {
    /// The content offset, set at every frame (a change tells the delegate
    /// `scrollViewDidScroll`).
    var contentOffset: CGPoint { get set }
    /// The axes as the physics sees them (range, bounds size, bounce, paging, pixel grid).
    var scrollAxes: ScrollAxes { get }
    /// How fast a released scroll slows down.
    var decelerationRate: DecelerationRate { get }
    /// Where a release at the current offset with `velocity` (pt/ms, after the threshold)
    /// rests, asked in UIKit's order (the projection, a layout's answer, the delegate's
    /// `scrollViewWillEndDragging`), clamped and pixel-rounded; paging counts from `dragStart`.
    func releaseTarget(velocity: CGPoint, dragStart: CGPoint) -> CGPoint
    /// A drag starts: `isDragging`, then `scrollViewWillBeginDragging`.
    func dragWillBegin()
    /// The finger lifted: `isDragging` ends, `scrollViewDidEndDragging(_:willDecelerate:)`, and
    /// when `willDecelerate`, `scrollViewWillBeginDecelerating` and `isDecelerating`.
    func dragDidEnd(willDecelerate: Bool)
    /// The motion after the release stopped: `isDecelerating` ends, and
    /// `scrollViewDidEndDecelerating` is told when it had decelerated (`decelerated`).
    func decelerationDidEnd(decelerated: Bool)
}

extension CollectionView: ScrollHost {
    package func dragWillBegin() {
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    package func dragDidEnd(willDecelerate: Bool) {
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
    }

    package func decelerationDidEnd(decelerated: Bool) {
        isDecelerating = false
        if decelerated { delegate?.scrollViewDidEndDecelerating(self) }
    }
}
