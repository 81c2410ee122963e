import Foundation
import Testing

@testable import CollectionAnimation

/// The closed forms of docs/REFERENCE.md §24.7, worked by hand.
@Suite struct DampedOscillatorTests {
    @Test func aCriticallyDampedSpringFollowsItsClosedFormWhateverTheStep() {
        // f = 2 Hz → ω = 4π; ζ = 1; x₀ = 100, v₀ = 0: x(t) = 100·e^(−ωt)·(1 + ωt).
        // t = 0.25 s: ωt = π, e^(−π) = 0.0432139, 1 + π = 4.1415927 → x = 17.8973.
        let spring = DampedOscillator(frequency: 2, dampingRatio: 1)
        let once = spring.advance(position: 100, velocity: 0, by: 0.25)
        #expect(abs(once.position - 17.8973) < 1e-3)
        var state = (position: 100.0, velocity: 0.0)
        var previous = state.position
        for _ in 0..<15 {
            state = spring.advance(position: state.position, velocity: state.velocity, by: 1.0 / 60)
            #expect(state.position <= previous && state.position > 0) // no overshoot
            previous = state.position
        }
        #expect(abs(state.position - once.position) < 1e-9)
        #expect(abs(state.velocity - once.velocity) < 1e-9)
    }

    @Test func anUndampedSpringSwingsAtItsFrequency() {
        // f = 1 Hz, ζ = 0, x₀ = 10: x = 10·cos 2πt, v = −20π·sin 2πt.
        // t = 0.25: x = 0, v = −62.832; t = 1: back at 10.
        let spring = DampedOscillator(frequency: 1, dampingRatio: 0)
        let quarter = spring.advance(position: 10, velocity: 0, by: 0.25)
        #expect(abs(quarter.position) < 1e-9)
        #expect(abs(quarter.velocity + 20 * Double.pi) < 1e-9)
        #expect(abs(spring.advance(position: 10, velocity: 0, by: 1).position - 10) < 1e-9)
    }

    @Test func aConstantAccelerationMovesTheRestPosition() {
        // ω = 2π, a = 1000: rest at a/ω² = 1000/(4π²) = 25.3303; an overdamped spring
        // (ζ = 2) started there stays.
        let spring = DampedOscillator(frequency: 1, dampingRatio: 2)
        let rest = 1000 / (4 * Double.pi * Double.pi)
        let state = spring.advance(position: rest, velocity: 0, acceleration: 1000, by: 3)
        #expect(abs(state.position - rest) < 1e-9)
        #expect(abs(state.velocity) < 1e-9)
    }

    @Test func badSettingsMoveFreely() {
        // NaN frequency → no spring: x = 1 + 2·0.5 + 4·0.25/2 = 2.5.
        let spring = DampedOscillator(frequency: .nan, dampingRatio: .infinity)
        let state = spring.advance(position: 1, velocity: 2, acceleration: 4, by: 0.5)
        #expect(state.position == 2.5)
        #expect(spring.advance(position: 1, velocity: 2, by: .nan).position == 1)
    }
}
