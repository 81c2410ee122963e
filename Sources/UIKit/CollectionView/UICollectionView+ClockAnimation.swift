import CollectionAnimation

// A batch update's or layout change's animation on the animation clock: it starts when it
// is built (`UICollectionView.lastUpdateAnimation`, `UICollectionView.lastLayoutTransition`),
// is sampled at the clock's time by the frames drawn on the clock, and its completions run
// when it ends — with true when the clock passes its end, with false when something
// interrupts it first (docs/REFERENCE.md §24.4).

extension UICollectionView {
    /// The key of the marker animation that stands on the collection view's own layer for
    /// the batch update or layout change running on the clock (UIKit animates the cells'
    /// layers instead). Removing it (`layer.removeAllAnimations()`) interrupts the run;
    /// a `CATransaction` completion block waits for it.
    static let clockAnimationKey = "UICollectionViewUpdateAnimation"

    /// Starts `animation` on the animation clock now, until the clock passes its end,
    /// interrupting the one running (its completions run with false on the clock's next
    /// advance); nil just interrupts it.
    func startOnClock(_ animation: (any TrackedAnimation)?) {
        // An interrupted run's completions wait for the next advance or run-loop turn.
        if animationOnClock != nil { AnimationClock.settleWhenRunLoopTurns() }
        guard let animation, animation.duration > 0, animation.duration.isFinite else {
            animationOnClock = nil
            layer.removeAnimation(forKey: Self.clockAnimationKey)
            return
        }
        let run = CollectionAnimationRun(animation: animation, start: AnimationClock.current.time, collectionView: self)
        animationOnClock = run
        let marker = CAAnimation()
        marker.duration = animation.duration
        marker.delegate = run
        layer.add(marker, forKey: Self.clockAnimationKey)
    }

    /// Runs `completions` when the batch update or layout change just made stops animating
    /// (with true at its end, false when interrupted), or — when it did not animate — with
    /// true on UIKit's next run-loop turn: the clock's next advance, or the thread's run
    /// loop's next turn, which settles the clock (`AnimationClock.settleWhenRunLoopTurns()`).
    func completeWithClockAnimation(_ completions: [(Bool) -> Void]) {
        guard !completions.isEmpty else { return }
        if let run = animationOnClock, !run.hasEnded {
            run.add(completions)
            AnimationClock.settleWhenRunLoopTurns()
        } else {
            AnimationClock.current.scheduleOnNextTurn { for completion in completions { completion(true) } }
        }
    }

    /// The state of the batch update or layout change running on the animation clock now:
    /// its animation sampled at the time since it started; nil once it has ended (the
    /// collection view then shows its current state) or when none was animated.
    var stateOnClock: AnimationState? {
        guard let run = animationOnClock else { return nil }
        let animation = run.animation
        return animation.state(at: min(max(0, AnimationClock.current.time - run.start), animation.duration))
    }
}
