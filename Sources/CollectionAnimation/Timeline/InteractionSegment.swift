import CollectionLayout
import Foundation

/// What a scripted interaction step plays (a tap, an edit menu, an interactive
/// transition): phases one after another, then the state after the step.
///
/// Phase k covers [startₖ, startₖ + durationₖ) of the step's local time; from the end of
/// the last phase on, ``end`` shows. (The timeline's step covers (start, end], so the
/// step's last instant shows ``end``: a tap's frame at touch-up shows the selection.)
public struct InteractionSegment: Sendable {
    /// One phase of an interaction.
    public enum Phase: Sendable {
        /// A still state held for the seconds given.
        case still(AnimationState, duration: Double)
        /// A batch update or layout change animating (its own duration).
        case animation(any TrackedAnimation)
        /// A transition layout driven through progress values (its own duration).
        case interactiveTransition(InteractiveTransitionAnimation)

        /// Seconds (≥ 0).
        public var duration: Double {
            let raw: Double
            switch self {
            case let .still(_, duration): raw = duration
            case let .animation(animation): raw = animation.duration
            case let .interactiveTransition(animation): raw = animation.duration
            }
            return raw.nonNegativeFinite
        }

        func state(at time: Double) -> AnimationState {
            switch self {
            case let .still(state, _): return state
            case let .animation(animation): return animation.state(at: time)
            case let .interactiveTransition(animation): return animation.state(at: time)
            }
        }

        var storedElementCount: Int {
            switch self {
            case let .still(state, _): return state.elements.count
            case let .animation(animation): return animation.tracks.count + animation.finalState.elements.count
            case let .interactiveTransition(animation): return animation.storedElementCount
            }
        }
    }

    /// The phases, in order.
    public let phases: [Phase]
    /// The state once every phase has played.
    public let end: AnimationState

    /// A segment from its parts.
    public init(phases: [Phase], end: AnimationState) {
        self.phases = phases
        self.end = end
    }

    /// The total length in seconds.
    public var duration: Double { phases.reduce(0) { $0 + $1.duration } }

    /// The state `time` seconds into the step.
    public func state(at time: Double) -> AnimationState {
        var start = 0.0
        for phase in phases {
            let length = phase.duration
            if time < start + length { return phase.state(at: max(0, time - start)) }
            start += length
        }
        return end
    }

    var storedElementCount: Int { phases.reduce(end.elements.count) { $0 + $1.storedElementCount } }
}
