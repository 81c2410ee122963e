import CollectionLayout
import Foundation

/// When one element's animation runs within a timeline step, and along which curve.
///
/// UIKit animates a batch update over 0.3 s and gives each element start and end fractions
/// of it: delay = start·D and duration = (end − start)·D (``init(startFraction:endFraction:of:curve:)``).
/// ``progress(at:)`` gives the element's progress at a time measured from the start of the
/// step: 0 before its delay, 1 after its end.
///
/// A spring curve is sampled over its own ``TimingCurve/duration``: build it with the same
/// duration as this timing's ``duration`` so that the spring ends when the element does.
public struct AnimationTiming: Sendable, Hashable {
    /// UIKit's duration of an update animation: 0.3 s.
    public static let updateDuration: Double = 0.3

    /// Seconds from the start of the step until this element starts moving (≥ 0).
    public var delay: Double
    /// Seconds the element takes (≥ 0; 0 jumps to the end at ``delay``).
    public var duration: Double
    /// The curve mapping time to progress.
    public var curve: TimingCurve

    /// A timing from its parts; negative or non-finite delays and durations become 0.
    public init(delay: Double = 0, duration: Double = AnimationTiming.updateDuration, curve: TimingCurve = .easeInEaseOut) {
        self.delay = delay.nonNegativeFinite
        self.duration = duration.nonNegativeFinite
        self.curve = curve
    }

    /// UIKit's per-element timing: start and end fractions of a step of `totalDuration`
    /// seconds (delay = start·D, duration = (end − start)·D). Fractions are clamped to
    /// [0, 1] and the end to ≥ the start; non-finite fractions read as 0 (start) and 1 (end).
    public init(
        startFraction: Double, endFraction: Double, of totalDuration: Double = AnimationTiming.updateDuration,
        curve: TimingCurve = .easeInEaseOut
    ) {
        let start = startFraction.isFinite ? min(max(startFraction, 0), 1) : 0
        let end = endFraction.isFinite ? min(max(endFraction, start), 1) : 1
        let total = totalDuration.nonNegativeFinite
        self.init(delay: start * total, duration: (end - start) * total, curve: curve)
    }

    /// The time at which the element arrives: delay + duration.
    public var endTime: Double { delay + duration }

    /// The linear time fraction at `time` (seconds from the start of the step), clamped to
    /// [0, 1]: 0 up to the delay, 1 from the end time on.
    public func timeFraction(at time: Double) -> Double {
        if time.isNaN || time <= delay { return duration == 0 && time >= delay ? 1 : 0 }
        if time >= endTime || duration == 0 { return 1 }
        return (time - delay) / duration
    }

    /// The element's progress at `time` (seconds from the start of the step): the curve
    /// applied to ``timeFraction(at:)``; 0 before the delay, 1 after the end.
    public func progress(at time: Double) -> Double {
        curve.progress(at: timeFraction(at: time))
    }
}
