import CollectionAnimation
import CollectionLayout

/// Scroll physics and animated scrolling: the settings forwarded to the core host, and
/// our testing extension that scripts flings, drags and the frames of an animated scroll.
extension UICollectionView {
    /// Copies the scroll view's physics settings to the core host.
    func syncScrollSettings() {
        coreView.decelerationRate = CollectionLayout.DecelerationRate(rawValue: decelerationRate.rawValue)
        coreView.isPagingEnabled = isPagingEnabled
        coreView.bounces = bounces
        coreView.alwaysBounceVertical = alwaysBounceVertical
        coreView.alwaysBounceHorizontal = alwaysBounceHorizontal
    }

    /// Our testing extension (not UIKit API): runs the pending animated scroll of
    /// `setContentOffset(_:animated: true)` or `scrollToItem(at:at:animated: true)` frame by
    /// frame at `fps`, laying out after each frame as the display link would, and returns
    /// each frame's content offset (empty when none is pending).
    @discardableResult
    public func runScrollAnimation(fps: Double = 60) -> [CGPoint] {
        guard let animation = pendingScrollAnimation else { return [] }
        pendingScrollAnimation = nil
        stopScrollFrames()
        let count = Timeline.frameCount(duration: animation.duration, fps: fps)
        var offsets: [CGPoint] = []
        for frame in 1..<max(2, count) {
            animation.advance(to: frame == count - 1 || count < 2 ? animation.duration : Double(frame) / fps)
            layoutIfNeeded()
            offsets.append(contentOffset)
        }
        return offsets
    }

    /// Our testing extension (not UIKit API): a scripted fling — a touch that lifts at once
    /// with `velocity` in points per **millisecond** (the unit the delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gets; content
    /// direction) — played to rest at `fps` with UIKit's physics and delegate calls, laying
    /// out after each frame. Returns each frame's content offset. A non-finite velocity is no
    /// motion (UIKit's behaviour for a velocity it cannot use); below 0.25 pt/ms nothing
    /// decelerates. For frame-by-frame control use `coreView.beginFling(velocity:)`.
    @discardableResult
    public func simulateFling(velocity: CGPoint, fps: Double = 60) -> [CGPoint] {
        return run(coreView.beginFling(velocity: velocity), fps: fps)
    }

    /// Our testing extension (not UIKit API): a scripted drag — the finger moves the content
    /// offset it asks for by `translation` over `duration` **seconds** (the rubber band past
    /// the edges), then lifts with `releaseVelocity` pt/ms — played to rest at `fps` as
    /// ``simulateFling(velocity:fps:)``.
    ///
    /// The finger is a touch (Linux only): it goes down at the centre of the visible bounds,
    /// moves by −`translation` on screen at each frame, on the animation clock (the clock
    /// advances with the frames), and lifts at `duration`; hit testing takes it to the view
    /// there and the gesture recognizers of that view and the views above see it first (an
    /// app's pan recognizer on the collection view follows it). Once it has moved 10 pt (the
    /// pan's hysteresis, docs/REFERENCE.md §23.3) the scroll takes the touch from the view,
    /// as UIScrollView's pan does: the item it went down on unhighlights and is not
    /// selected. The scroll itself is the core's physics whatever the recognizers do.
    @discardableResult
    public func simulateDrag(by translation: CGPoint, duration: Double, releaseVelocity: CGPoint = .zero, fps: Double = 60)
        -> [CGPoint]
    {
        let scroll = coreView.beginDrag(by: translation, duration: duration * 1000, releaseVelocity: releaseVelocity)
        let finger = HeldTouch(at: CGPoint(x: bounds.midX, y: bounds.midY), in: self)
        let start = finger.rootLocation
        let clock = AnimationClock.current
        let clockStart = clock.time
        let seconds = duration.nonNegativeFinite
        let offsets = run(scroll, fps: fps) { milliseconds in
            let elapsed = milliseconds / 1000
            if elapsed.isFinite { clock.advance(to: clockStart + elapsed) }
            guard finger.touch != nil else { return }
            let fraction = seconds > 0 ? min(elapsed / seconds, 1) : 1
            let moved = CGPoint(x: -translation.x * fraction, y: -translation.y * fraction)
            finger.move(toRootPoint: CGPoint(x: start.x + moved.x, y: start.y + moved.y))
            if hypot(moved.x, moved.y) >= GestureMetrics.panHysteresis { finger.takeFromView() }
            if fraction >= 1 { finger.lift() }
        }
        finger.lift()
        return offsets
    }

    /// Plays `scroll` to rest a frame each 1/`fps` s, laying out after each; `eachFrame` is
    /// told each frame's time (milliseconds from the start) before the scroll moves.
    private func run(_ scroll: ScriptedScroll, fps: Double, eachFrame: (Double) -> Void = { _ in }) -> [CGPoint] {
        var offsets: [CGPoint] = []
        let step = fps.isFinite && fps > 0 ? 1000 / fps : .infinity
        var frame = 1.0
        while !scroll.isFinished {
            let time = step.isFinite ? frame * step : .infinity
            eachFrame(time)
            scroll.advance(to: time)
            if step.isInfinite { scroll.finish() }
            layoutIfNeeded()
            offsets.append(contentOffset)
            frame += 1
        }
        return offsets
    }

    /// Plays the animated scroll `animation` on the animation clock, a frame each 1/60 s,
    /// laying out after each; it leaves ``pendingScrollAnimation`` when it ends.
    func playOnClock(_ animation: ScrollAnimation) {
        playFrames(duration: animation.duration) { [weak self] elapsed in
            guard let self, self.pendingScrollAnimation === animation else { return }
            animation.advance(to: elapsed)
            self.layoutIfNeeded()
            if elapsed >= animation.duration { self.pendingScrollAnimation = nil }
        }
    }
}
