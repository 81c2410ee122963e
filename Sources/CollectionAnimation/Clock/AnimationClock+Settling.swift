import Foundation

// Settling: running the clock on until what waits on it has happened, for code that never
// advances it — as an app's run loop lets animations finish while a test waits.

extension AnimationClock {
    /// How far ahead ``settle(within:)`` looks by default: 60 seconds.
    public static let settlingSpan = 60.0

    /// The most advances one ``settle(within:)`` makes (each fires every event due by its
    /// target), so an event that keeps scheduling another ends.
    static let maximumSettlingRounds = 1000

    /// Runs the clock on until nothing waits on it that will end within `span` seconds:
    /// each one-shot event (an animation's end, a completion, a scripted touch, a gesture
    /// timer) and each repeating one with an end (an animated scroll's frames) fires at its
    /// own time, in time order, as ``advance(to:)`` fires them, and what they schedule in
    /// turn fires too. Repeating events without an end (a display link) fire on the way but
    /// hold nothing up; the clock stops at the last event it settled, and moves nowhere when
    /// none is waiting.
    ///
    /// - Parameter span: seconds past the current time beyond which events are left waiting;
    ///   default ``settlingSpan``. A negative or non-finite span settles only what is due now.
    /// - Complexity: O(k log n) for the k events fired among n waiting, in at most 1,000
    ///   advances.
    public func settle(within span: Double = AnimationClock.settlingSpan) {
        let ahead = span.isFinite && span > 0 ? span : 0
        let limit = time + ahead
        for _ in 0..<Self.maximumSettlingRounds {
            guard let target = latestSettlingTime(notAfter: limit) else { return }
            advance(to: target)
        }
    }

    /// Settles the running thread's clock (``current`` when the run loop turns) the next
    /// time the thread's run loop runs: `RunLoop.current.run(…)`, XCTest's
    /// `wait(for:timeout:)` and `XCTWaiter` (which swift-snapshot-testing's `assertSnapshot`
    /// waits on after it has taken its snapshot). On iOS, time passes while a run loop
    /// waits and the animations under way end; here the clock has no wall time to follow,
    /// so a turn of the run loop settles it (``settle(within:)``) instead. One request waits
    /// at a time on a thread; more before it runs change nothing.
    public static func settleWhenRunLoopTurns() {
        let thread = Thread.current
        guard thread.threadDictionary[runLoopSettlingKey] == nil else { return }
        thread.threadDictionary[runLoopSettlingKey] = true
        let timer = Timer(timeInterval: 0, repeats: false) { _ in
            Thread.current.threadDictionary.removeObject(forKey: runLoopSettlingKey)
            AnimationClock.current.settle()
        }
        RunLoop.current.add(timer, forMode: .common)
    }
}

/// The thread-dictionary key marking a settle request waiting on the thread's run loop.
private let runLoopSettlingKey = "CollectionAnimation.AnimationClock.settleWhenRunLoopTurns"
