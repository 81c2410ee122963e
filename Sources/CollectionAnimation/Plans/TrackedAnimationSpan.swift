import CollectionLayout
import Foundation

/// What a ``TrackedAnimation`` moves besides its elements, and for how long: the bounds and
/// content size before and after, the timing, and the still state at the end. One value
/// serves ``UpdateAnimation`` and ``TransitionAnimation``, which differ only in how they
/// build their tracks.
public struct TrackedAnimationSpan: Sendable {
    /// The bounds when the animation starts.
    public let startBounds: CGRect
    /// The bounds when it ends.
    public let endBounds: CGRect
    /// The content size before the animation.
    public let startContentSize: CGSize
    /// The content size after it (shown from the start).
    public let endContentSize: CGSize
    /// The seconds and the curve, from time 0.
    public let timing: AnimationTiming
    /// Seconds, never negative.
    public var duration: Double { timing.duration }
    /// Maps time to progress.
    public var curve: TimingCurve { timing.curve }
    /// The still state once the animation has ended (what the host shows).
    public let finalState: AnimationState

    /// A span from its parts; a negative or non-finite `duration` counts as 0.
    public init(
        startBounds: CGRect, endBounds: CGRect, startContentSize: CGSize, endContentSize: CGSize, duration: Double,
        curve: TimingCurve, finalState: AnimationState
    ) {
        self.startBounds = startBounds
        self.endBounds = endBounds
        self.startContentSize = startContentSize
        self.endContentSize = endContentSize
        self.timing = AnimationTiming(duration: duration, curve: curve)
        self.finalState = finalState
    }
}
