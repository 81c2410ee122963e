import CollectionLayout

// Touch-driven scrolling: the scroll view's own pan recognizer (`panGestureRecognizer`,
// ScrollViewPanGestureRecognizer.swift) tells the scroll view of a touch going down, of each of
// its states — before the app's targets, as the scroll view's own action is the pan's first
// target in UIKit — and of its reset (docs/REFERENCE.md §10.8).

/// A touch-driven scroll under way.
enum TouchScroll {
    /// The finger drags the content: the core's drag, the pan's translation (in the scroll
    /// view's space) when it began, which the content does not follow (no jump by the
    /// recognizer's hysteresis), and the axes it moves along (one under a directional lock).
    case dragging(TouchDrag, origin: CGPoint, along: (x: Bool, y: Bool))
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
        let axes = scroll.host.scrollAxes, offset = scroll.host.contentOffset
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

    /// The scroll view's own action for its pan: its states drive the scroll physics, with the
    /// translation and velocity in the view's space and the content moving against the finger.
    func panDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginTouchScroll(at: pan.translation(in: self))
        case .changed: moveTouchScroll(to: pan.translation(in: self))
        case .ended: endTouchScroll(velocity: pan.velocity(in: self))
        case .cancelled: endTouchScroll(velocity: .zero)
        default: break
        }
    }

    /// The scroll view's pan began, its translation `translation` (past the hysteresis): the
    /// drag starts from where the content is, stopping an animated scroll; the content then
    /// follows the translation from here, without a jump by the hysteresis.
    private func beginTouchScroll(at translation: CGPoint) {
        guard let host = touchScrollHost() else { return }
        stopScrollFrames()
        touchScroll = .dragging(TouchDrag(host: host), origin: translation, along: axes(startingWith: translation))
    }

    /// The axes a drag that began with `translation` moves along: both, but with
    /// ``isDirectionalLockEnabled`` only the one it goes along when it goes in one general
    /// direction — our model of "one general direction": the other component at most half of
    /// it (within about 27°); a diagonal start is not locked (docs/REFERENCE.md §10.8).
    private func axes(startingWith translation: CGPoint) -> (x: Bool, y: Bool) {
        let (x, y) = (abs(translation.x), abs(translation.y))
        guard isDirectionalLockEnabled, x.isFinite, y.isFinite else { return (true, true) }
        if y <= x / 2 { return (true, false) }
        if x <= y / 2 { return (false, true) }
        return (true, true)
    }

    /// The pan's translation is `translation`: the content moves against the finger by the
    /// translation since the pan began (rubber-banded past the edges), and lays out.
    private func moveTouchScroll(to translation: CGPoint) {
        guard case .dragging(let drag, let origin, let along) = touchScroll else { return }
        drag.move(by: CGPoint(x: along.x ? origin.x - translation.x : 0, y: along.y ? origin.y - translation.y : 0))
        layoutIfNeeded()
    }

    /// The finger lifted with the pan's `velocity` (pt/s on screen): the release, with the
    /// velocity in UIKit's unit for the delegate (pt/ms, content direction: −v / 1000), asks for
    /// the target and tells the delegate now; the motion to rest then plays on the animation
    /// clock, 60 frames a second, laying out each frame.
    private func endTouchScroll(velocity: CGPoint) {
        guard case .dragging(let drag, _, let along) = touchScroll else { return }
        touchScroll = nil
        let scroll = drag.release(velocity: CGPoint(x: along.x ? -velocity.x / 1000 : 0, y: along.y ? -velocity.y / 1000 : 0))
        scroll.advance(to: 0)
        layoutIfNeeded()
        guard !scroll.isFinished, let duration = scroll.path?.duration else { return }
        touchScroll = .decelerating(scroll)
        playFrames(duration: duration / 1000) { [weak self] elapsed in
            if elapsed >= duration / 1000 { scroll.finish() } else { scroll.advance(to: elapsed * 1000) }
            self?.layoutIfNeeded()
            if scroll.isFinished { self?.touchScroll = nil }
        }
    }
}
