import CollectionAnimation

extension AnimationClock {
    /// Runs `action` on UIKit's next run-loop turn, where UIKit runs the completion of a
    /// change that did not animate: on this clock's next advance, or when the thread's run
    /// loop next turns (`settleWhenRunLoopTurns()`), whichever comes first.
    func scheduleOnNextTurn(_ action: @escaping () -> Void) {
        schedule(at: time, action)
        AnimationClock.settleWhenRunLoopTurns()
    }
}
