import CollectionAnimation
import Foundation
import Testing

/// The animation clock: events fire in time order when it is advanced, at their own times.
@Suite struct AnimationClockTests {
    @Test func eventsFireInTimeOrderAtTheirTimes() {
        let clock = AnimationClock()
        var fired: [(String, Double)] = []
        clock.schedule(at: 0.5) { fired.append(("b", clock.time)) }
        clock.schedule(at: 0.2) { fired.append(("a", clock.time)) }
        clock.schedule(at: 0.5) { fired.append(("c", clock.time)) }
        clock.advance(by: 0.4)
        #expect(fired.map(\.0) == ["a"])
        #expect(fired.map(\.1) == [0.2])
        #expect(clock.time == 0.4)
        clock.advance(to: 1)
        // Same time: the order they were scheduled in.
        #expect(fired.map(\.0) == ["a", "b", "c"])
        #expect(fired.map(\.1) == [0.2, 0.5, 0.5])
        #expect(clock.time == 1)
    }

    @Test func anEventScheduledInThePastFiresOnTheNextAdvance() {
        let clock = AnimationClock(time: 2)
        var times: [Double] = []
        clock.schedule(at: 1) { times.append(clock.time) }
        #expect(times.isEmpty)
        clock.advance(by: 0)
        #expect(times == [2])
    }

    @Test func anEventScheduledDuringAnAdvanceFiresWhenDue() {
        let clock = AnimationClock()
        var fired: [Double] = []
        clock.schedule(at: 0.1) {
            clock.schedule(at: 0.3) { fired.append(clock.time) }
            clock.schedule(at: 2) { fired.append(clock.time) }
        }
        clock.advance(to: 1)
        #expect(fired == [0.3])
    }

    @Test func repeatingEventsFireAtEachMultipleUntilCancelled() {
        let clock = AnimationClock()
        var ticks: [Double] = []
        let token = clock.scheduleRepeating(every: 0.25, startingAt: 0.25) { time in
            ticks.append(time)
            return true
        }
        clock.advance(to: 1)
        #expect(ticks == [0.25, 0.5, 0.75, 1])
        clock.cancel(token)
        clock.advance(to: 2)
        #expect(ticks.count == 4)
        #expect(!clock.isScheduled(token))
    }

    @Test func aRepeatingEventCanStopItself() {
        let clock = AnimationClock()
        var ticks = 0
        clock.scheduleRepeating(every: 0.1, startingAt: 0.1) { _ in
            ticks += 1
            return ticks < 3
        }
        clock.advance(to: 5)
        #expect(ticks == 3)
    }

    @Test func badSpansMoveNothing() {
        let clock = AnimationClock(time: 1)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(to: 0.5)
        #expect(clock.time == 1)
        #expect(AnimationClock(time: .infinity).time == 0)
    }

    @Test func theCurrentClockIsScopedToTheTaskElseTheThreads() throws {
        let clock = AnimationClock(time: 3)
        let threads = AnimationClock.current
        #expect(AnimationClock.current === threads)
        clock.withCurrent {
            #expect(AnimationClock.current === clock)
            #expect(AnimationClock.current.time == 3)
        }
        #expect(AnimationClock.current === threads)
        // Another thread has a clock of its own.
        let other = Locked<AnimationClock?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            other.set(AnimationClock.current)
            done.signal()
        }.start()
        done.wait()
        #expect(try #require(other.get()) !== threads)
    }
}

/// A value shared between threads in a test.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}
