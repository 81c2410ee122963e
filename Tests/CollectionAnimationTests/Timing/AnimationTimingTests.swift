import Foundation
import Testing

@testable import CollectionAnimation

@Suite("Per-element animation timing")
struct AnimationTimingTests {
    @Test func startAndEndFractionsOfAnUpdate() {
        // UIKit: delay = start·0.3, duration = (end − start)·0.3.
        // start 0.25, end 0.75 → delay 0.075, duration 0.15, end 0.225.
        let timing = AnimationTiming(startFraction: 0.25, endFraction: 0.75, curve: .linear)
        #expect(timingClose(timing.delay, 0.075, within: 1e-12))
        #expect(timingClose(timing.duration, 0.15, within: 1e-12))
        #expect(timingClose(timing.endTime, 0.225, within: 1e-12))
    }

    @Test func progressIsClampedBeforeAndAfter() {
        let timing = AnimationTiming(startFraction: 0.25, endFraction: 0.75, curve: .linear)
        #expect(timing.progress(at: -1) == 0)
        #expect(timing.progress(at: 0.05) == 0)
        #expect(timing.progress(at: 0.075) == 0)
        // t = 0.1125 is (0.1125 − 0.075)/0.15 = 0.25 of the way.
        #expect(timingClose(timing.progress(at: 0.1125), 0.25, within: 1e-12))
        #expect(timing.progress(at: 0.225) == 1)
        #expect(timing.progress(at: 5) == 1)
    }

    @Test func curveAppliesToTheTimeFraction() {
        // Whole 0.3 s with ease-in-ease-out: t = 0.075 is fraction 0.25 → 0.129162.
        let timing = AnimationTiming()
        #expect(timing.duration == 0.3)
        #expect(timing.curve == .easeInEaseOut)
        #expect(timingClose(timing.progress(at: 0.075), 0.129162))
    }

    @Test func fractionsAreClampedAndOrdered() {
        let timing = AnimationTiming(startFraction: -1, endFraction: 2)
        #expect(timing.delay == 0)
        #expect(timingClose(timing.duration, 0.3, within: 1e-12))
        let reversed = AnimationTiming(startFraction: 0.8, endFraction: 0.2)
        #expect(timingClose(reversed.delay, 0.24, within: 1e-12))
        #expect(reversed.duration == 0)
    }

    @Test func zeroDurationJumpsAtTheDelay() {
        let timing = AnimationTiming(delay: 0.1, duration: 0, curve: .linear)
        #expect(timing.progress(at: 0.0999) == 0)
        #expect(timing.progress(at: 0.1) == 1)
    }

    @Test func invalidInputIsMadeSafe() {
        let timing = AnimationTiming(delay: -.infinity, duration: .nan)
        #expect(timing.delay == 0)
        #expect(timing.duration == 0)
        #expect(timing.progress(at: .nan) == 0)
    }
}
