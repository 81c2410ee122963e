import CollectionLayout

// Touch-driven scrolling: the scroll view's own pan recognizer (`panGestureRecognizer`,
// ScrollViewPanGestureRecognizer.swift) tells the scroll view of a touch going down, of each of
// its states — before the app's targets, as the scroll view's own action is the pan's first
// target in UIKit — and of its reset (docs/REFERENCE.md §10.8).

/// A touch-driven scroll under way.
enum TouchScroll {
    /// The finger drags the content: the core's drag, and the pan's translation (in the scroll
    /// view's space) when it began, which the content does not follow (no jump by the
    /// recognizer's hysteresis).
    case dragging(TouchDrag, origin: CGPoint)
    /// The finger lifted and the content moves on to rest.
    case decelerating(ScriptedScroll)
}

extension UIScrollView {
    /// Fingers went down on the content: the scroll view tracks them, and a deceleration under
    /// way stops where it is (`scrollViewDidEndDecelerating`, as iOS 13 and later tell it) and
    /// takes the touches from the content, so the tap that stopped it selects nothing. A bounce
    /// past an edge is not stopped (our model: content left past the edge would stay there, as
    /// nothing here bounces it back once the finger lifts without dragging).
    func panTouchesBegan(_ touches: Set<UITouch>) {
        isTracking = true
        guard case .decelerating(let scroll) = touchScroll else { return }
        for touch in touches { panGestureRecognizer.arena?.cancelViewTouch(touch) }
        let axes = scroll.collectionView.scrollAxes, offset = scroll.collectionView.contentOffset
        guard axes.x.clamped(offset.x) == offset.x, axes.y.clamped(offset.y) == offset.y else { return }
        stopScrollFrames()
        touchScroll = nil
        scroll.stop()
    }

    /// The pan's touches ended: tracking ends.
    func panDidReset() {
        isTracking = false
    }

    /// Whether a drag by `translation` scrolls this view, so its pan may begin: along an axis
    /// whose content is longer than the bounds less the adjusted inset, or that always bounces
    /// (`alwaysBounceVertical` / `alwaysBounceHorizontal` with ``bounces``). With one such axis
    /// the drag must go along it at least as much as across it (a vertical list's pan fails
    /// for a sideways swipe, so a cell's swipe or an enclosing horizontal scroll view takes it).
    func scrolls(along translation: CGPoint) -> Bool {
        let inset = adjustedContentInset
        let x = contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal)
        let y = contentSize.height + inset.top + inset.bottom > bounds.height || (bounces && alwaysBounceVertical)
        switch (x, y) {
        case (true, true): return true
        case (true, false): return abs(translation.x) >= abs(translation.y)
        case (false, true): return abs(translation.y) >= abs(translation.x)
        case (false, false): return false
        }
    }

}
