import CollectionLayout
import Foundation

/// The animated change of layout of `setCollectionViewLayout(_:animated:)` (REFERENCE §8).
///
/// Construction installs the new layout in the host and reads both layouts once:
/// 1. the anchor: the first selected visible item, else the visible item nearest the centre
///    of the bounds (ties: the smaller index path);
/// 2. `prepareForTransition(to:)` on the old layout, `prepareForTransition(from:)` on the new;
/// 3. the new layout is installed; the target content offset centres the anchor in it,
///    clamped to the new content, then goes through the new layout's
///    `targetContentOffset(forProposedContentOffset:)` (no anchor: the old offset, clamped);
/// 4. every element visible before or after is looked up in both layouts: in both → it
///    slides; only in the old → it fades out in place; only in the new → it fades in;
/// 5. `finalizeLayoutTransition()` on both layouts, once all attributes are gathered and
///    before any frame plays — when UIKit calls it.
///
/// The content offset animates from the old to the target offset; the content size is the
/// new layout's from the start. Default timing 0.3 s ease-in-ease-out. Sampling never
/// touches the host.
public struct TransitionAnimation: Sendable {
    /// The element tracks.
    public private(set) var tracks: [ElementTrack]
    /// The item the new content offset is centred on, if there was one.
    public let anchorItem: IndexPath?
    /// The bounds before.
    public let startBounds: CGRect
    /// The bounds after (origin = target content offset).
    public let endBounds: CGRect
    /// The content size before.
    public let startContentSize: CGSize
    /// The new layout's content size.
    public let endContentSize: CGSize
    /// Seconds.
    public let duration: Double
    /// Maps time to progress.
    public let curve: TimingCurve
    /// The still state after the transition.
    public let finalState: AnimationState

    /// Installs `newLayout` in `collectionView` and builds the animation from its current
    /// layout to it.
    /// - Parameters:
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
        self.startBounds = oldBounds
        self.startContentSize = collectionView.contentSize
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve

        let oldVisible = collectionView.visibleElements.map(\.attributes)
        let oldSnapshots = ElementSnapshot.visibleViews(of: collectionView)
        let anchor = Self.anchorItem(visible: oldVisible, selected: collectionView.indexPathsForSelectedItems, bounds: oldBounds)
        self.anchorItem = anchor
        var oldAll: [ElementKey: LayoutAttributes] = [:]
        let oldContent = CGRect(origin: .zero, size: collectionView.contentSize).union(oldBounds)
        for attributes in oldLayout.layoutAttributesForElements(in: oldContent) { oldAll[attributes.key] = attributes }
        for attributes in oldVisible { oldAll[attributes.key] = attributes }

        let installsNew = oldLayout !== newLayout
        if installsNew {
            oldLayout.prepareForTransition(to: newLayout)
            newLayout.prepareForTransition(from: oldLayout)
            collectionView.collectionViewLayout = newLayout
        }
        newLayout.prepareIfNeeded()
        var target = collectionView.clampedContentOffset(collectionView.contentOffset)
        if let anchor, let centred = collectionView.contentOffset(
            forItemAt: anchor, at: [.centeredVertically, .centeredHorizontally]) {
            target = centred
        }
        target = newLayout.targetContentOffset(forProposedContentOffset: target)
        collectionView.contentOffset = target
        try collectionView.layoutIfNeeded()
        let newBounds = collectionView.bounds
        self.endBounds = newBounds
        self.endContentSize = collectionView.contentSize
        let newVisible = collectionView.visibleElements.map(\.attributes)
        let newSnapshots = ElementSnapshot.visibleViews(of: collectionView)
        var newAll: [ElementKey: LayoutAttributes] = [:]
        for attributes in newVisible { newAll[attributes.key] = attributes }

        let keys = Set(oldVisible.map(\.key)).union(newVisible.map(\.key)).sorted(by: ElementKey.ordered)
        var tracks: [ElementTrack] = []
        for key in keys {
            let old = oldAll[key]
            let new = newAll[key] ?? newLayout.attributes(for: key)
            let id = AnimatedElement.ID(key: key, isOutgoing: false)
            switch (old, new) {
            case let (old?, new?):
                tracks.append(ElementTrack(
                    id: id, role: .surviving, start: old, end: new, content: .after,
                    snapshot: newSnapshots[key] ?? oldSnapshots[key]))
            case let (old?, nil):
                var end = old
                end.alpha = 0
                tracks.append(ElementTrack(
                    id: AnimatedElement.ID(key: key, isOutgoing: true), role: .disappearing, start: old, end: end,
                    content: .before, snapshot: oldSnapshots[key]))
            case let (nil, new?):
                var start = new
                start.alpha = 0
                tracks.append(ElementTrack(
                    id: id, role: .appearing, start: start, end: new, content: .after, snapshot: newSnapshots[key]))
            case (nil, nil):
                continue
            }
        }
        self.tracks = tracks
        if installsNew {
            oldLayout.finalizeLayoutTransition()
            newLayout.finalizeLayoutTransition()
        }
        self.finalState = try AnimationState.still(of: collectionView)
    }

    /// The anchor of a transition: the first selected item that is visible, else the visible
    /// item whose center is nearest the center of `bounds` (ties: the smaller index path).
    public static func anchorItem(visible: [LayoutAttributes], selected: [IndexPath], bounds: CGRect) -> IndexPath? {
        let cells = visible.filter { $0.representedElementCategory == .cell }
        let visiblePaths = Set(cells.map(\.indexPath))
        if let first = selected.sorted().first(where: visiblePaths.contains) { return first }
        let mid = CGPoint(x: bounds.midX, y: bounds.midY)
        func distance(_ a: LayoutAttributes) -> CGFloat {
            let dx = a.center.x - mid.x, dy = a.center.y - mid.y
            return dx * dx + dy * dy
        }
        return cells.min { lhs, rhs in
            let l = distance(lhs), r = distance(rhs)
            return l != r ? l < r : lhs.indexPath < rhs.indexPath
        }?.indexPath
    }

    /// The progress at `time` seconds.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return time < 0 ? 0 : 1 }
        return curve.progress(at: min(max(time / duration, 0), 1))
    }

    /// The state at `time`: before 0 the start; from ``duration`` on the ``finalState``.
    public func state(at time: Double) -> AnimationState {
        if time >= duration { return finalState }
        return state(atProgress: progress(at: time))
    }

    /// The state at `progress` (0 = start, 1 = every track at its end).
    public func state(atProgress progress: Double) -> AnimationState {
        let bounds = CGRect(
            origin: startBounds.origin.interpolated(to: endBounds.origin, fraction: progress), size: endBounds.size)
        return AnimationState(
            bounds: bounds, contentSize: endContentSize,
            elements: tracks.map { $0.element(atProgress: progress) }.sortedInDrawOrder())
    }
}
