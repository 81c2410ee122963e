import CollectionLayout
import Foundation

// The collection view's scroll indicators in a timeline (docs/REFERENCE.md §10.11): they show
// while a step scrolls the collection view as a scroll view shows them — an animated scroll
// that moves the content, a fling, a drag — and fade after it by `ScrollIndicator.opacity`, the
// rule `UIScrollView` fades by (§10.10).

extension Timeline {
    /// How opaque the collection view's scroll indicators are at `time` seconds from the start:
    /// 1 during a step that shows them, then falling to 0 over `ScrollIndicator.fadeDuration`
    /// from the end of the last such step, also past the end of the timeline; 0 before any and
    /// for a time that is not a number.
    /// - Complexity: O(log steps).
    public func scrollIndicatorOpacity(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        // Up to the step playing at `time` (which, when it shows them, ends at or after it), or
        // up to the last step past the end.
        let upTo = stepIndex(at: time).map { $0 + 1 } ?? steps.count
        return ScrollIndicator.opacity(at: time, shownUntil: scrollIndicatorsShownUntil[upTo])
    }
}

extension Timeline.Segment {
    /// Whether the collection view's scroll indicators show while the segment plays, starting
    /// at content offset `offset`: for a `scroll` that moves the content (to where it is, UIKit
    /// animates nothing), a fling and a drag (the finger is down: `isDragging`). An orthogonal
    /// section's scroll moves the section's own scroll view, whose bars are hidden (§10.11).
    func showsScrollIndicators(from offset: CGPoint) -> Bool {
        switch self {
        case let .scroll(target, _, _): return target != offset
        case .gesture: return true
        case .update, .transition, .orthogonalScroll, .wait, .interaction, .reorder, .drop: return false
        }
    }
}
