import CollectionLayout
import Foundation

/// The animated change of layout of `setCollectionViewLayout(_:animated:)` (docs/REFERENCE.md §8),
/// played from a `LayoutTransitionPlan`.
///
/// Construction, in UIKit's order:
/// 1. the new layout is attached to the collection view (its `collectionView` is set), then
///    `prepareForTransition(to:)` runs on the old layout and `prepareForTransition(from:)` on
///    the new, then the new layout's `prepare()`;
/// 2. the plan: the anchor (first selected visible item, else the visible item nearest the
///    centre), the target content offset (anchor centred in the new layout, clamped, then
///    `targetContentOffset(forProposedContentOffset:)`), and every element visible before or
///    after asked of both layouts: in both → it slides; only in the old → it fades out in
///    place; only in the new → it fades in. "Visible" is `CGRect.overlaps` (touching edges do
///    not count);
/// 3. the new layout is installed in the host at the target offset;
/// 4. `finalizeLayoutTransition()` on both layouts, once every attribute is gathered and
///    before any frame plays — when UIKit calls it.
///
/// The content offset animates from the old to the target offset; the content size is the
/// new layout's from the start. Default timing 0.3 s ease-in-ease-out. Sampling never
/// touches the host.
public struct TransitionAnimation: TrackedAnimation {
    /// The element tracks.
    public private(set) var tracks: [ElementTrack]
    /// The item the new content offset is centred on, if there was one.
    public let anchorItem: IndexPath?
    /// The bounds before and after (the after origin is the target content offset), the
    /// content sizes (the new layout's after), the timing, and the still state after the
    /// transition.
    public let span: TrackedAnimationSpan

    /// Installs `newLayout` in `collectionView` and builds the animation from its current
    /// layout to it.
    /// - Parameters:
    ///   - collectionView: the host, laid out with its current layout.
    ///   - newLayout: the layout to change to; it is installed in `collectionView`.
    ///   - duration: seconds; default 0.3; negative or non-finite values count as 0.
    ///   - curve: default ease-in-ease-out.
    /// - Throws: what `layoutIfNeeded()` throws (for either layout).
    public init(
        collectionView: CollectionView, to newLayout: CollectionViewLayout, duration: Double = 0.3,
        curve: TimingCurve = .easeInEaseOut
    ) throws {
        try collectionView.layoutIfNeeded()
        let oldLayout = collectionView.collectionViewLayout
        let oldBounds = collectionView.bounds
        let oldContentSize = collectionView.contentSize
        let oldSnapshots = ElementSnapshot.visibleViews(of: collectionView)

        let changesLayout = oldLayout !== newLayout
        if changesLayout {
            newLayout.attach(to: collectionView)
            oldLayout.prepareForTransition(to: newLayout)
            newLayout.prepareForTransition(from: oldLayout)
        }
        let plan = LayoutTransitionPlan(collectionView: collectionView, from: oldLayout, to: newLayout)
        self.anchorItem = plan.anchorItem
        if changesLayout { collectionView.collectionViewLayout = newLayout }
        collectionView.contentOffset = plan.toContentOffset
        try collectionView.layoutIfNeeded()
        let newBounds = collectionView.bounds
        let newContentSize = collectionView.contentSize
        let newSnapshots = ElementSnapshot.visibleViews(of: collectionView)

        var tracks: [ElementTrack] = []
        for element in plan.elements {
            // On screen before or after by the strict rule: touching edges do not count.
            guard element.from.frame.overlaps(oldBounds) || element.to.frame.overlaps(newBounds) else { continue }
            let key = element.key
            switch element.change {
            case .slide:
                tracks.append(
                    ElementTrack(
                        id: AnimatedElement.ID(key: key, isOutgoing: false), role: .surviving, start: element.from,
                        end: element.to, content: .after, snapshot: oldSnapshots[key] ?? newSnapshots[key]))
            case .fadeOut:
                tracks.append(
                    ElementTrack(
                        id: AnimatedElement.ID(key: key, isOutgoing: true), role: .disappearing, start: element.from,
                        end: element.to, content: .before, snapshot: oldSnapshots[key]))
            case .fadeIn:
                tracks.append(
                    ElementTrack(
                        id: AnimatedElement.ID(key: key, isOutgoing: false), role: .appearing, start: element.from,
                        end: element.to, content: .after, snapshot: newSnapshots[key]))
            }
        }
        self.tracks = tracks
        if changesLayout {
            oldLayout.finalizeLayoutTransition()
            newLayout.finalizeLayoutTransition()
        }
        self.span = TrackedAnimationSpan(
            startBounds: oldBounds, endBounds: newBounds, startContentSize: oldContentSize, endContentSize: newContentSize,
            duration: duration, curve: curve, finalState: try AnimationState.still(of: collectionView))
    }
}
