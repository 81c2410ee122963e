import CollectionLayout
import Foundation

/// An animation computed ahead as one track per element (``UpdateAnimation``,
/// ``TransitionAnimation``): sampled at any time by moving every track and the bounds along
/// one timing curve.
public protocol TrackedAnimation: Sendable {
    /// The element tracks.
    var tracks: [ElementTrack] { get }
    /// The bounds, content size and timing the tracks move with.
    var span: TrackedAnimationSpan { get }
}

extension TrackedAnimation {
    /// The span's bounds when the animation starts.
    public var startBounds: CGRect { span.startBounds }
    /// The span's bounds when it ends.
    public var endBounds: CGRect { span.endBounds }
    /// The span's content size before the animation.
    public var startContentSize: CGSize { span.startContentSize }
    /// The span's content size while it runs (the new one, from the start).
    public var endContentSize: CGSize { span.endContentSize }
    /// The span's seconds.
    public var duration: Double { span.duration }
    /// The span's timing curve.
    public var curve: TimingCurve { span.curve }
    /// The state once it is over (disappearing elements removed, as UIKit removes their
    /// views in the completion).
    public var finalState: AnimationState { span.finalState }

    /// The progress (0…1, or beyond for a spring) at `time` seconds from the start.
    public func progress(at time: Double) -> Double { span.timing.progress(at: time) }

    /// The state at `time` seconds: before 0 the start (progress 0); from ``duration`` on
    /// the ``finalState``.
    public func state(at time: Double) -> AnimationState {
        if time >= duration { return finalState }
        return state(atProgress: progress(at: time))
    }

    /// The state at `progress` (0 = start, 1 = every track at its end, disappearing
    /// elements still present at their end attributes).
    public func state(atProgress progress: Double) -> AnimationState {
        let bounds = CGRect(
            origin: startBounds.origin.interpolated(to: endBounds.origin, fraction: progress), size: endBounds.size)
        let elements = tracks.map { $0.element(atProgress: progress) }.sortedInDrawOrder()
        return AnimationState(bounds: bounds, contentSize: endContentSize, elements: elements)
    }
}
