import CollectionAnimation

// Programmatic scrolling on the animation clock: `setContentOffset(_:animated:)` and
// `scrollRectToVisible(_:animated:)`. A plain scroll view moves its offset itself, 60 frames a
// second along CollectionAnimation's estimate of UIKit's curve (0.3 s, ease-out:
// `CollectionView.contentOffsetAnimationDuration` and `…Curve`), telling its delegate
// `scrollViewDidScroll` each frame and `scrollViewDidEndScrollingAnimation` at the end (Apple's
// documentation of the delegate method); a collection view plays its
// core's scroll, which tells its delegate `scrollViewDidScroll` each frame and
// `scrollViewDidEndScrollingAnimation` at the end.

extension UIScrollView {
    /// The frame interval of animated scrolls: 1/60 s.
    static let scrollFrameInterval = 1.0 / 60

    /// A plain scroll view's animated or immediate scroll.
    func scroll(to offset: CGPoint, animated: Bool) {
        stopScrollFrames()
        guard animated, offset != contentOffset else {
            contentOffset = offset
            return
        }
        let from = contentOffset
        let duration = CollectionView.contentOffsetAnimationDuration
        let curve = CollectionView.contentOffsetAnimationCurve
        playFrames(duration: duration) { [weak self] elapsed in
            guard let self else { return }
            let progress = curve.progress(at: elapsed / duration)
            contentOffset = from.interpolated(to: offset, fraction: progress)
            if elapsed >= duration { scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self) }
        }
    }

    /// Calls `frame` with the elapsed time at each frame of the current clock until
    /// `duration` has passed (the last frame at `duration` exactly).
    func playFrames(duration: Double, _ frame: @escaping (Double) -> Void) {
        let clock = AnimationClock.current
        let start = clock.time
        let first = start + Self.scrollFrameInterval
        // It ends at the first frame at or past `duration` (half a frame's leeway for the
        // rounding of the frame times), so settling the clock plays it out.
        let frames = max(1, (duration / Self.scrollFrameInterval - 1e-9).rounded(.up))
        let end = start + (frames + 0.5) * Self.scrollFrameInterval
        let token = clock.scheduleRepeating(every: Self.scrollFrameInterval, startingAt: first, endingBy: end) {
            [weak self] time in
            let elapsed = min(time - start, duration)
            frame(elapsed)
            guard elapsed < duration else {
                self?.scrollFrames = nil
                return false
            }
            return true
        }
        scrollFrames = (clock, token)
        // A run-loop turn plays it out, as time passing would on iOS.
        AnimationClock.settleWhenRunLoopTurns()
    }

    /// Stops the animated scroll under way, where it is.
    func stopScrollFrames() {
        if let scrollFrames { scrollFrames.clock.cancel(scrollFrames.token) }
        scrollFrames = nil
    }

    /// The offset that shows `rect` with the least movement (see `scrollRectToVisible`).
    func scroll(toShow rect: CGRect, animated: Bool) {
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        func axis(_ offset: CGFloat, visibleMin: CGFloat, visibleLength: CGFloat, rectMin: CGFloat, rectLength: CGFloat) -> CGFloat {
            if rectMin < visibleMin || rectLength > visibleLength { return offset + rectMin - visibleMin }
            if rectMin + rectLength > visibleMin + visibleLength { return offset + rectMin + rectLength - visibleMin - visibleLength }
            return offset
        }
        let current = contentOffset
        let target = clampedToContent(
            CGPoint(
                x: axis(current.x, visibleMin: visible.minX, visibleLength: visible.width, rectMin: rect.minX, rectLength: rect.width),
                y: axis(current.y, visibleMin: visible.minY, visibleLength: visible.height, rectMin: rect.minY, rectLength: rect.height)))
        guard target != current else { return }
        setContentOffset(target, animated: animated)
    }

    /// `offset` within the scrollable range: −inset … content + inset − bounds on each axis (the
    /// lower end when the content is smaller).
    func clampedToContent(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset, size = contentSize
        return CGPoint(
            x: min(max(offset.x, -inset.left), max(-inset.left, size.width + inset.right - bounds.width)),
            y: min(max(offset.y, -inset.top), max(-inset.top, size.height + inset.bottom - bounds.height)))
    }
}
