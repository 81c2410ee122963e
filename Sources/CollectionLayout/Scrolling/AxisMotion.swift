import Foundation

/// The motion of a released scroll on one axis: a few phases, each a closed form of time,
/// so the offset at any time costs a handful of `pow`/`exp` calls and frames can be
/// sampled at any rate, in any order. Time is in ms from the release.
public struct AxisMotion: Sendable, Equatable {
    /// One law of motion.
    public enum Phase: Sendable, Equatable {
        /// Free deceleration (``FreeDeceleration``).
        case decelerate(FreeDeceleration)
        /// Past `edge` (or crossing it with `velocity` pt/ms): UIKit's edge spring, whose
        /// per-frame law telescopes to `edge + 0.99ᵗ·(e0 + v·r·(1 − rᵗ)/(1 − r))`, e0 the
        /// overshoot at the phase's start. With v = 0 it is the bounce-back, `e0·0.99ᵗ`.
        case edgeSpring(edge: Double, overshoot: Double, velocity: Double, rate: Double)
        /// The settle (an approximation, see ``ScrollPhysics/settleFrequency``): a critically
        /// damped spring, `target + (e0 + (v + ω·e0)·t)·e^(−ωt)`.
        case settle(target: Double, displacement: Double, velocity: Double)
    }

    /// A phase and when it starts, in ms from the release.
    public struct Segment: Sendable, Equatable {
        /// When the phase starts.
        public var start: Double
        /// The law.
        public var phase: Phase
    }

    /// The offset at the release.
    public let start: Double
    /// The phases, in time order; empty for a motion that does not move.
    public let segments: [Segment]
    /// When the motion is at rest, in ms.
    public let duration: Double
    /// The offset at rest, exactly.
    public let end: Double

    /// A motion from its parts.
    init(start: Double, segments: [Segment], duration: Double, end: Double) {
        self.start = start
        self.segments = segments
        self.duration = duration.nonNegativeFinite
        self.end = end
    }

    /// No motion: at rest at `offset`.
    public static func rest(at offset: Double) -> AxisMotion {
        AxisMotion(start: offset, segments: [], duration: 0, end: offset)
    }

    /// The offset at `time` ms: the start before 0, ``end`` from ``duration`` on.
    public func offset(at time: Double) -> Double {
        if time.isNaN { return start }
        if time >= duration { return end }
        guard time > 0, var current = segments.first else { return start }
        for segment in segments.dropFirst() where segment.start <= time { current = segment }
        return Self.offset(of: current.phase, at: time - current.start)
    }

    /// The offset of `phase` at `time` ms into it.
    static func offset(of phase: Phase, at time: Double) -> Double {
        switch phase {
        case let .decelerate(free):
            return free.offset(at: time)
        case let .edgeSpring(edge, overshoot, velocity, rate):
            let travel = velocity * rate * (1 - pow(rate, time)) / (1 - rate)
            return edge + pow(ScrollPhysics.edgeSpringRate, time) * (overshoot + travel)
        case let .settle(target, displacement, velocity):
            let omega = ScrollPhysics.settleFrequency
            return target + (displacement + (velocity + omega * displacement) * time) * exp(-omega * time)
        }
    }
}
