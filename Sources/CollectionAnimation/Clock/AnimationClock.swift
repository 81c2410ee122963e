import Foundation

/// The clock every animation, display link and scripted touch runs on: seconds that move only
/// when a test or an exporter advances them. Nothing here reads the wall clock, so the same
/// steps give the same frames on every run.
///
/// Work waits on the clock as events: ``schedule(at:_:)`` runs an action once when the clock
/// reaches a time (an animation's completion),
/// ``scheduleRepeating(every:startingAt:endingBy:_:)`` at every multiple of an interval (a
/// display link's frames, an animated scroll's). Advancing fires the events that fall due in
/// time order — those at one time in the order they were scheduled — with ``time`` set to
/// each event's time while it runs, then settles at the target. An action may schedule more
/// events (one due by the target fires in the same advance) or cancel others.
///
/// Code that never advances the clock can let it run until nothing waits on it:
/// ``settle(within:)`` does at once, ``settleWhenRunLoopTurns()`` on the thread's next
/// run-loop turn (as a test waiting on an expectation gives time to pass on iOS).
///
/// The clock code reads is ``current``: the one a task set with `withCurrent(_:)`,
/// else its thread's own. Tests that run side by side each use their own clock, so advancing
/// one never fires another's events.
///
/// Thread-safe: the events are guarded by a lock, which is released while an action runs.
public final class AnimationClock: @unchecked Sendable {
    /// A scheduled event's identity, for ``cancel(_:)``.
    public struct Token: Hashable, Sendable {
        let id: UInt64
    }

    private struct Event {
        let id: UInt64
        var time: Double
        /// Seconds between firings; nil for an event that fires once.
        let interval: Double?
        /// The time by which the event is over, which ``settle(within:)`` waits for: a
        /// one-shot event's time, a repeating event's end when it has one, else nil.
        let settlesBy: Double?
        let action: (Double) -> Bool
    }

    private let lock = NSLock()
    private var storedTime: Double
    /// Pending events, by time then by id (scheduling order).
    private var events: [Event] = []
    private var nextID: UInt64 = 0

    /// The shortest interval a repeating event may have: a microsecond, so that advancing by
    /// a finite span fires a bounded number of events.
    public static let minimumInterval = 1e-6

    /// A clock at `time` seconds (default 0; a non-finite time is 0).
    public init(time: Double = 0) {
        storedTime = time.isFinite ? time : 0
    }

    /// The clock code reads now (`CACurrentMediaTime()`, new animations, display links,
    /// scripted touches): the innermost `withCurrent(_:)` around the running
    /// task, else the running thread's own clock (made on first use), so code on one thread
    /// shares one clock as an app's main thread does, and tests running side by side on
    /// different threads never advance each other's.
    public static var current: AnimationClock { scoped ?? threadClock }

    /// The clock a task set with `withCurrent(_:)`.
    @TaskLocal static var scoped: AnimationClock?

    /// Runs `body` with this clock as ``current``.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$scoped.withValue(self, operation: body)
    }

    /// Runs `body` with this clock as ``current``, across suspension points.
    public func withCurrent<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        try await Self.$scoped.withValue(self, operation: body)
    }

    /// The running thread's clock.
    static var threadClock: AnimationClock { threadClocks.value { AnimationClock() } }

    /// The time in seconds.
    public var time: Double {
        lock.lock()
        defer { lock.unlock() }
        return storedTime
    }

    // MARK: Events

    /// Runs `action` once when the clock reaches `time` (on the next advance when `time` has
    /// passed already; a non-finite time never comes).
    @discardableResult
    public func schedule(at time: Double, _ action: @escaping () -> Void) -> Token {
        insert(time: time, interval: nil, settlesBy: time) { _ in
            action()
            return false
        }
    }

    /// Runs `action` with the event's time at `start` and every `interval` seconds after it
    /// (at least ``minimumInterval``) until it returns false or is cancelled.
    ///
    /// `end`, when given, is the time by which `action` will have returned false (an animated
    /// scroll's last frame): ``settle(within:)`` runs the clock to it, as it does to a one-shot
    /// event. Without it the event may repeat for ever (a display link), and settling passes
    /// it by.
    @discardableResult
    public func scheduleRepeating(
        every interval: Double, startingAt start: Double, endingBy end: Double? = nil, _ action: @escaping (Double) -> Bool
    ) -> Token {
        let step = interval.isFinite ? max(interval, Self.minimumInterval) : .infinity
        return insert(time: start, interval: step, settlesBy: end, action)
    }

    /// Cancels a scheduled event, a repeating one from inside its own action too; nothing
    /// when it has fired or was cancelled.
    public func cancel(_ token: Token) {
        lock.lock()
        defer { lock.unlock() }
        events.removeAll { $0.id == token.id }
        if running.contains(token.id) { cancelledWhileRunning.insert(token.id) }
    }

    /// The latest next firing, no later than `limit`, of the waiting events that
    /// ``settle(within:)`` waits for — one-shot events, and repeating ones before their end;
    /// nil when there is none.
    func latestSettlingTime(notAfter limit: Double) -> Double? {
        lock.lock()
        defer { lock.unlock() }
        return events.lazy.filter { event in event.settlesBy.map { event.time <= $0 } ?? false }.map(\.time)
            .filter { $0 <= limit }.max()
    }

    /// Whether an event is still waiting.
    public func isScheduled(_ token: Token) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return events.contains { $0.id == token.id }
    }

    private func insert(time: Double, interval: Double?, settlesBy: Double?, _ action: @escaping (Double) -> Bool) -> Token {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        let end = settlesBy.flatMap { $0.isFinite ? $0 : nil }
        let event = Event(id: nextID, time: time.isNaN ? .infinity : time, interval: interval, settlesBy: end, action: action)
        enqueue(event)
        return Token(id: event.id)
    }

    /// Inserts after every event due at or before its time (call with the lock held).
    private func enqueue(_ event: Event) {
        var low = 0, high = events.count
        while low < high {
            let mid = (low + high) / 2
            if events[mid].time <= event.time { low = mid + 1 } else { high = mid }
        }
        events.insert(event, at: low)
    }

    // MARK: Advancing

    /// Moves the clock `seconds` forward, firing the events that fall due (see the type).
    /// A negative or non-finite span moves nothing but still fires events already due.
    public func advance(by seconds: Double) {
        let span = seconds.isFinite && seconds > 0 ? seconds : 0
        advance(to: time + span)
    }

    /// Moves the clock to `target`, firing the events due by then in time order. A target
    /// before the current time (or not finite) moves nothing but fires events already due.
    public func advance(to target: Double) {
        while let (event, at) = nextDueEvent(by: target) {
            let again = event.action(at)
            lock.lock()
            running.remove(event.id)
            let cancelled = cancelledWhileRunning.remove(event.id) != nil
            if again, !cancelled, let interval = event.interval, interval.isFinite {
                var next = event
                next.time = at + interval
                enqueue(next)
            }
            lock.unlock()
        }
        lock.lock()
        if target.isFinite, target > storedTime { storedTime = target }
        lock.unlock()
    }

    /// The events whose actions are running (more than one when an action advances the clock).
    private var running: Set<UInt64> = []
    /// Running events cancelled by their own or a nested action: not scheduled again.
    private var cancelledWhileRunning: Set<UInt64> = []

    /// Takes the first event due by `target`, setting the time to its time (never back).
    private func nextDueEvent(by target: Double) -> (Event, Double)? {
        lock.lock()
        defer { lock.unlock() }
        let limit = target.isFinite ? max(target, storedTime) : storedTime
        guard let first = events.first, first.time <= limit else { return nil }
        events.removeFirst()
        storedTime = max(storedTime, first.time)
        running.insert(first.id)
        return (first, storedTime)
    }
}

/// Each thread's clock, released with the thread.
private let threadClocks = ThreadLocalObject<AnimationClock>()
