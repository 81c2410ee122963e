import CollectionAnimation

// A batch update's or layout change's animation on the animation clock: it starts when it
// is built (`UICollectionView.lastUpdateAnimation`, `UICollectionView.lastLayoutTransition`)
// and is sampled at the clock's time by the frames drawn on the clock.

extension UICollectionView {
    /// Starts `animation` on the animation clock now, until the clock passes its end; nil
    /// stops the one running.
    func startOnClock(_ animation: (any TrackedAnimation)?) {
        let clock = AnimationClock.current
        if let running = animationOnClock { clock.cancel(running.end) }
        guard let animation else {
            animationOnClock = nil
            return
        }
        let start = clock.time
        var end: AnimationClock.Token?
        end = clock.schedule(at: start + animation.duration) { [weak self] in
            guard let self, self.animationOnClock?.end == end else { return }
            self.animationOnClock = nil
        }
        if let end { animationOnClock = (animation, start, end) }
    }

    /// The state of the batch update or layout change running on the animation clock now:
    /// its animation sampled at the time since it started; nil once the clock has passed its
    /// end (the collection view then shows its current state) or when none was animated.
    var stateOnClock: AnimationState? {
        guard let (animation, start, _) = animationOnClock else { return nil }
        return animation.state(at: min(max(0, AnimationClock.current.time - start), animation.duration))
    }
}
