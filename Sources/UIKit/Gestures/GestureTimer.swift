import CollectionAnimation

/// A recognizer's one-shot timer on the current animation clock (a long press's duration,
/// the wait for a tap's next tap).
@preconcurrency @MainActor
final class GestureTimer {
    private var scheduled: (clock: AnimationClock, token: AnimationClock.Token)?

    /// Whether it waits to fire.
    var isRunning: Bool { scheduled != nil }

    /// Fires `action` when the current clock reaches `time`, replacing any waiting action.
    func start(at time: Double, _ action: @escaping () -> Void) {
        cancel()
        let clock = AnimationClock.current
        let token = clock.schedule(at: time) { [weak self] in
            self?.scheduled = nil
            action()
        }
        scheduled = (clock, token)
    }

    /// Stops it from firing.
    func cancel() {
        if let scheduled { scheduled.clock.cancel(scheduled.token) }
        scheduled = nil
    }
}
