import CollectionLayout
import Foundation

extension Timeline {
    /// A scripted touch for a timeline: a fling (a touch that lifts at once) or a drag, then
    /// the release with UIKit's physics. Units are the timeline's: **seconds** and **points
    /// per second**; the host and its delegate get UIKit's pt/ms (÷ 1000).
    public enum ScrollGesture: Sendable, Hashable {
        /// A touch that lifts at once with `velocity` (pt/s, content direction).
        case fling(velocity: CGPoint)
        /// The finger moves the asked-for offset by `translation` over `duration` seconds
        /// (rubber band past the edges), then lifts with `releaseVelocity` (pt/s).
        case drag(translation: CGPoint, duration: Double, releaseVelocity: CGPoint)

        /// The scripted part's length in seconds: the drag (0 for a fling).
        public var scriptedDuration: Double {
            switch self {
            case .fling: return 0
            case let .drag(_, duration, _): return duration.nonNegativeFinite
            }
        }

        /// Plays the gesture on `collectionView` to rest — its layout asked for the target
        /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) and its
        /// delegate told, in UIKit's order — and returns the whole motion (time in ms).
        /// A non-finite velocity is no motion (the host's rule).
        /// - Throws: what `layoutIfNeeded()` throws.
        public func play(on collectionView: CollectionView) throws -> ScrollPath {
            try collectionView.layoutIfNeeded()
            let scroll: ScriptedScroll
            switch self {
            case let .fling(velocity):
                scroll = collectionView.beginFling(velocity: Self.perMillisecond(velocity))
            case let .drag(translation, _, velocity):
                scroll = collectionView.beginDrag(
                    by: translation, duration: scriptedDuration * 1000, releaseVelocity: Self.perMillisecond(velocity))
            }
            scroll.finish()
            return scroll.path ?? ScrollPath(drag: nil, release: .rest(at: collectionView.contentOffset))
        }

        /// pt/s → pt/ms.
        static func perMillisecond(_ velocity: CGPoint) -> CGPoint { CGPoint(x: velocity.x / 1000, y: velocity.y / 1000) }
    }
}
