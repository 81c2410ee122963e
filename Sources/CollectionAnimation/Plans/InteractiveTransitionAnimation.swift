import CollectionLayout
import Foundation

/// An interactive layout transition played over time (docs/REFERENCE.md §8): a
/// `TransitionLayout`'s `transitionProgress` driven through keyframes, then settling to 1
/// (`finishInteractiveTransition()`) or back to 0 (`cancelInteractiveTransition()`).
///
/// - **Scrub.** The progress values are reached one after another, evenly spaced over
///   ``scrubDuration``: value k at k · scrubDuration / (n − 1) for n values, linear in
///   between (one value is held for the whole scrub).
/// - **Settle.** From the last value to the end (1 when finishing, 0 when cancelling) over
///   ``settleDuration`` along ``settleCurve``. UIKit animates this remainder; its duration
///   and curve are not documented — 0.3 s ease-in-ease-out, the duration and curve of a
///   layout change, is this project's default.
/// - At a progress p each element is the transition layout's
///   `TransitionLayout.interpolatedAttributes(from:to:progress:)` of its two ends (so a
///   subclass's path is kept), the content offset its
///   `TransitionLayout.contentOffset(forProgress:)`, and the content size the larger of
///   both layouts'.
///
/// The transition layout is kept (by reference) for its interpolation only; sampling does
/// not touch the collection view.
public struct InteractiveTransitionAnimation: Sendable {
    /// How the transition ends.
    public enum End: String, Sendable, Hashable, CaseIterable {
        /// `finishInteractiveTransition()`: settles to progress 1, the new layout stays.
        case finish
        /// `cancelInteractiveTransition()`: settles to progress 0, the old layout comes back.
        case cancel

        /// The progress the settle ends at.
        public var progress: Double { self == .finish ? 1 : 0 }
    }

    /// The element tracks: each element's attributes at progress 0 (`start`) and 1 (`end`).
    public let tracks: [ElementTrack]
    /// The progress keyframes, each clamped to [0, 1] (a non-finite value reads as 0).
    public let progressValues: [Double]
    /// Seconds the keyframes take.
    public let scrubDuration: Double
    /// How the transition ends.
    public let end: End
    /// Seconds of the settle.
    public let settleDuration: Double
    /// The settle's timing.
    public let settleCurve: TimingCurve
    /// The bounds' size.
    public let viewportSize: CGSize
    /// The content size during the transition (the larger of both layouts').
    public let contentSize: CGSize
    /// The state once the transition has ended (after finish or cancel, laid out).
    public let finalState: AnimationState
    private let layout: LayoutReference

    /// An animation of `transition` (prepared, installed in a collection view) from its
    /// elements visible at the start or the end.
    /// - Parameters:
    ///   - transition: the transition layout, prepared; kept for its interpolation.
    ///   - snapshots: the views' snapshots by key (what each element shows).
    ///   - startBounds: the bounds when the transition started.
    ///   - progress: the keyframes; an empty list holds progress 0.
    ///   - duration: seconds of the keyframes.
    ///   - end: finish or cancel.
    ///   - settle: seconds of the settle.
    ///   - curve: the settle's timing.
    ///   - finalState: the state after the transition ended.
    public init(
        transition: TransitionLayout, snapshots: [ElementKey: ElementSnapshot], startBounds: CGRect, progress: [Double],
        duration: Double, end: End, settle: Double, curve: TimingCurve, finalState: AnimationState
    ) {
        layout = LayoutReference(transition)
        viewportSize = startBounds.size
        contentSize = transition.collectionViewContentSize
        let endBounds = CGRect(origin: transition.toContentOffset, size: startBounds.size)
        var tracks: [ElementTrack] = []
        for element in transition.plannedElements {
            guard element.from.frame.overlaps(startBounds) || element.to.frame.overlaps(endBounds) else { continue }
            let role: AnimatedElement.Role
            switch element.change {
            case .slide: role = .surviving
            case .fadeOut: role = .disappearing
            case .fadeIn: role = .appearing
            }
            tracks.append(
                ElementTrack(
                    id: AnimatedElement.ID(key: element.key, isOutgoing: false), role: role, start: element.from, end: element.to,
                    content: .after, snapshot: snapshots[element.key]))
        }
        self.tracks = tracks
        progressValues = progress.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        scrubDuration = duration.nonNegativeFinite
        self.end = end
        settleDuration = settle.nonNegativeFinite
        settleCurve = curve
        self.finalState = finalState
    }

    /// Seconds in all: the scrub and the settle.
    public var duration: Double { scrubDuration + settleDuration }

    /// The element records kept.
    public var storedElementCount: Int { tracks.count + finalState.elements.count }

    /// The transition's progress `time` seconds in (see the type's rules).
    public func progress(at time: Double) -> Double {
        guard let last = progressValues.last else { return settle(from: 0, at: time - scrubDuration) }
        if time >= scrubDuration { return settle(from: last, at: time - scrubDuration) }
        guard progressValues.count > 1, scrubDuration > 0, time > 0 else { return progressValues[0] }
        let position = time / scrubDuration * Double(progressValues.count - 1)
        let index = min(Int(position.rounded(.down)), progressValues.count - 2)
        let fraction = position - Double(index)
        return progressValues[index] + (progressValues[index + 1] - progressValues[index]) * fraction
    }

    private func settle(from start: Double, at time: Double) -> Double {
        guard settleDuration > 0 else { return end.progress }
        let eased = settleCurve.progress(at: min(max(time / settleDuration, 0), 1))
        return start + (end.progress - start) * eased
    }

    /// The state `time` seconds in; from ``duration`` on, the ``finalState``.
    public func state(at time: Double) -> AnimationState {
        if time >= duration { return finalState }
        return state(atProgress: progress(at: time))
    }

    /// The state at transition progress `progress` (clamped to [0, 1]).
    public func state(atProgress progress: Double) -> AnimationState {
        let clamped = progress.isFinite ? min(max(progress, 0), 1) : 0
        let transition = layout.layout
        let elements = tracks.map { track in
            AnimatedElement(
                attributes: transition.interpolatedAttributes(from: track.start, to: track.end, progress: CGFloat(clamped)),
                id: track.id, role: track.role, content: track.content, snapshot: track.snapshot)
        }.sortedInDrawOrder()
        let bounds = CGRect(origin: transition.contentOffset(forProgress: CGFloat(clamped)), size: viewportSize)
        return AnimationState(bounds: bounds, contentSize: contentSize, elements: elements)
    }
}

/// The transition layout an ``InteractiveTransitionAnimation`` interpolates with. Layouts
/// are classes, not `Sendable`: the animation only calls the layout's
/// `interpolatedAttributes(from:to:progress:)` and `contentOffset(forProgress:)`, which read
/// values fixed when the transition was prepared, and a ``Timeline`` samples from one
/// thread at a time (its documented rule). Hence the unchecked conformance.
private final class LayoutReference: @unchecked Sendable {
    let layout: TransitionLayout
    init(_ layout: TransitionLayout) { self.layout = layout }
}
