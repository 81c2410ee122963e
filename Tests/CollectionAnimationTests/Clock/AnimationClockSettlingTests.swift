import CollectionAnimation
import Foundation
import Testing

/// Settling the clock: run on until what waits on it has happened, and a turn of the
/// thread's run loop doing so for code that never advances the clock.
@Suite struct AnimationClockSettlingTests {
    @Test func settlingFiresOneShotEventsAndWhatTheySchedule() {
        let clock = AnimationClock()
        var fired: [(String, Double)] = []
        clock.schedule(at: 0.5) {
            fired.append(("end", clock.time))
            // A completion that starts another 0.25 s animation.
            clock.schedule(at: clock.time + 0.25) { fired.append(("chained", clock.time)) }
        }
        clock.schedule(at: 0.1) { fired.append(("early", clock.time)) }
        clock.settle()
        #expect(fired.map(\.0) == ["early", "end", "chained"])
        #expect(fired.map(\.1) == [0.1, 0.5, 0.75])
        // The clock stops at the last event it settled.
        #expect(clock.time == 0.75)
    }

    @Test func aRepeatingEventWithoutAnEndFiresOnTheWayButHoldsNothingUp() {
        let clock = AnimationClock()
        var frames = 0
        clock.scheduleRepeating(every: 0.1, startingAt: 0.1) { _ in
            frames += 1
            return true
        }
        clock.settle()
        // Only the display link waits: nothing settles, the clock stays.
        #expect(frames == 0)
        #expect(clock.time == 0)
        clock.schedule(at: 0.35) {}
        clock.settle()
        // Frames at 0.1, 0.2 and 0.3 fire on the way to 0.35.
        #expect(frames == 3)
        #expect(clock.time == 0.35)
    }

    @Test func aRepeatingEventWithAnEndIsPlayedOut() {
        let clock = AnimationClock()
        var times: [Double] = []
        // Frames every 0.25 s from 0.25 while before 1 s, then done.
        clock.scheduleRepeating(every: 0.25, startingAt: 0.25, endingBy: 1) { time in
            times.append(time)
            return time < 1
        }
        clock.settle()
        #expect(times == [0.25, 0.5, 0.75, 1])
        #expect(clock.time == 1)
    }

    @Test func eventsBeyondTheSpanAreLeftWaiting() {
        let clock = AnimationClock()
        var fired: [Double] = []
        clock.schedule(at: 2) { fired.append(clock.time) }
        clock.schedule(at: 90) { fired.append(clock.time) }
        clock.settle()
        // The default span is 60 s: the event at 90 s waits.
        #expect(fired == [2])
        #expect(clock.time == 2)
        clock.settle(within: 100)
        #expect(fired == [2, 90])
        // A negative span settles only what is due now.
        clock.schedule(at: 90) { fired.append(-1) }
        clock.schedule(at: 95) { fired.append(-2) }
        clock.settle(within: -5)
        #expect(fired == [2, 90, -1])
    }

    @Test func aTurnOfTheRunLoopSettlesTheCurrentClock() {
        let clock = AnimationClock()
        var fired: [Double] = []
        clock.withCurrent {
            clock.schedule(at: 0.4) { fired.append(clock.time) }
            AnimationClock.settleWhenRunLoopTurns()
            // Asking again before the run loop turns adds nothing.
            AnimationClock.settleWhenRunLoopTurns()
            #expect(fired.isEmpty)
            RunLoop.current.run(until: Date())
        }
        #expect(fired == [0.4])
        #expect(clock.time == 0.4)
    }
}
