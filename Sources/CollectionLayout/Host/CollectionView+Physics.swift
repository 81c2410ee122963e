import Foundation

/// Scrolling physics: the axes the physics sees, UIKit's release (target, layout,
/// delegate) and scripted flings and drags (see docs/REFERENCE.md, "Scrolling physics").
extension CollectionView {
    /// The scroll view's axes as the physics sees them: the range from the content size
    /// and adjusted inset, the bounds size, whether each axis bounces (``bounces``, and the
    /// content is larger than the view on that axis or ``alwaysBounceHorizontal`` /
    /// ``alwaysBounceVertical`` is set), paging and the screen scale.
    public var scrollAxes: ScrollAxes {
        collectionViewLayout.prepareIfNeeded()
        return ScrollAxes(
            contentSize: collectionViewLayout.collectionViewContentSize, inset: contentInset, boundsSize: frameSize,
            bounces: bounces, alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical,
            isPagingEnabled: isPagingEnabled, scale: Double(screenScale))
    }

    /// Where a release at the current offset with `velocity` (pt/ms, after the 0.25 pt/ms
    /// threshold) comes to rest, asked in UIKit's order: the projected target (free
    /// deceleration to the 0.01 pt/ms floor, or the page; clamped, pixel-rounded) →
    /// the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// → the delegate's ``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``.
    /// The answer is clamped to the range and pixel-rounded (a non-finite one counts as the
    /// proposal).
    ///
    /// The layout gets the velocity in pt/ms, as UIKit forwards the scroll view's value
    /// (its documentation says points per second).
    public func releaseTarget(velocity: CGPoint, dragStart: CGPoint) -> CGPoint {
        let axes = scrollAxes
        let proposed = axes.projectedTarget(from: contentOffset, velocity: velocity, rate: decelerationRate, dragStart: dragStart)
        let fromLayout = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        var target = axes.validTarget(fromLayout, fallback: proposed)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        return axes.validTarget(target, fallback: proposed)
    }

    /// Starts a scripted fling: a touch that lifts at once with `velocity` in **points per
    /// millisecond** (UIKit's unit; content direction: positive scrolls towards larger
    /// offsets). Sends ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)`` now; the
    /// release happens on the first ``ScriptedScroll/advance(to:)``. A non-finite velocity
    /// is no motion (what UIKit does with a velocity it cannot use); below 0.25 pt/ms the
    /// content does not decelerate. Our testing extension: UIKit has no scripted touches.
    public func beginFling(velocity: CGPoint) -> ScriptedScroll {
        let start = contentOffset
        dragWillBegin()
        return ScriptedScroll(host: self, drag: nil, velocity: velocity, dragStart: start)
    }

    /// Starts a scripted drag: the finger moves the asked-for offset by `translation`
    /// (content direction) at a constant speed over `duration` ms (the rubber band past the
    /// edges), then lifts with `releaseVelocity` pt/ms. Sends
    /// ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)`` now. Our testing extension.
    public func beginDrag(by translation: CGPoint, duration: Double, releaseVelocity: CGPoint = .zero) -> ScriptedScroll {
        let drag = DragPath(start: contentOffset, translation: translation, duration: duration, axes: scrollAxes)
        dragWillBegin()
        return ScriptedScroll(host: self, drag: drag, velocity: releaseVelocity, dragStart: drag.start)
    }

    /// Starts a drag that a finger moves as it goes (a touch through the scroll view's pan
    /// recognizer): sends ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)`` now; move it
    /// with ``TouchDrag/move(by:)`` and release it with ``TouchDrag/release(velocity:)``.
    public func beginTouchDrag() -> TouchDrag {
        TouchDrag(host: self)
    }
}
