import CollectionLayout
import Foundation

extension Timeline {
    /// One step of a timeline; steps play one after another. Durations are seconds;
    /// negative or non-finite values count as 0.
    public enum Step: Sendable, Hashable {
        /// A batch update: the ``TimelineDataSource`` applies it
        /// (``TimelineDataSource/performUpdate(at:on:)``), then an ``UpdateAnimation`` plays.
        case update(duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut)
        /// `setCollectionViewLayout(_:animated:)` to the data source's layout
        /// (``TimelineDataSource/makeLayout(forTransitionAt:on:)``): a ``TransitionAnimation``.
        case transition(duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut)
        /// `setContentOffset(_:animated:)`: a ``ScrollAnimation`` to `to`.
        case scroll(to: CGPoint, duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut)
        /// Nothing moves for the given seconds.
        case wait(Double)
        /// An interactive movement (reordering) played by a ``ReorderAnimation``; lasts the
        /// drag plus ``ReorderAnimation/settleDuration``.
        case reorder(ReorderScript)
        /// A drag and drop played by a ``DropAnimation`` with the data source's delegates;
        /// lasts the drag plus ``DropAnimation/landingDuration``.
        case drop(DropScript)

        /// The step's length in seconds (≥ 0).
        public var duration: Double {
            let raw: Double
            switch self {
            case let .update(duration, _), let .transition(duration, _), let .scroll(_, duration, _): raw = duration
            case let .wait(seconds): raw = seconds
            case let .reorder(script): raw = script.dragDuration + ReorderAnimation.settleDuration
            case let .drop(script): raw = script.dragDuration + DropAnimation.landingDuration
            }
            return raw.isFinite ? max(0, raw) : 0
        }
    }
}
