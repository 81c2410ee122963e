import CollectionAnimation

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
    @discardableResult
    public func simulateDrag(by translation: CGPoint, duration: Double, releaseVelocity: CGPoint = .zero, fps: Double = 60)
        -> [CGPoint]
    {
        return run(coreView.beginDrag(by: translation, duration: duration * 1000, releaseVelocity: releaseVelocity), fps: fps)
    }

    private func run(_ scroll: ScriptedScroll, fps: Double) -> [CGPoint] {
        var offsets: [CGPoint] = []
        let step = fps.isFinite && fps > 0 ? 1000 / fps : .infinity
        var frame = 1.0
        while !scroll.isFinished {
            scroll.advance(to: step.isFinite ? frame * step : .infinity)
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
