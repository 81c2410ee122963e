import Foundation

/// Data prefetching (`UICollectionViewDataSourcePrefetching`, iOS 10).
///
/// UIKit says only that it prefetches as the user scrolls, items it is likely to show soon,
/// nearest first, never the items it needs at once, and cancels those no longer expected.
/// CollectionReel models it so a scroll in a test calls the same code every time
/// (docs/REFERENCE.md §17):
/// - nothing happens until the content offset first changes (no prefetching on the first
///   layout) or while ``prefetchDataSource`` is nil or ``isPrefetchingEnabled`` is false;
/// - after each layout pass the range ahead is the bounds extended by one viewport length
///   (width or height) in the direction of the last scroll, on each axis that moved;
/// - the cells whose frames overlap that range and are not visible are prefetched, once
///   each, nearest to the bounds first (then in index-path order);
/// - a prefetched item that shows is done (no more calls); one that leaves the range
///   without showing is cancelled, and may be prefetched again later.
///
/// Index paths of outstanding prefetches are not carried through batch updates.
extension CollectionView {
    /// The signs of the last change of the content offset, per axis: −1, 0 or 1.
    struct ScrollHeading: Equatable {
        var x: Int8
        var y: Int8

        /// No scroll yet.
        static let none = ScrollHeading(x: 0, y: 0)

        /// The heading of a scroll from `old` to `new`; an axis whose change is not a finite
        /// number counts as still.
        init(from old: CGPoint, to new: CGPoint) {
            x = Self.sign(new.x - old.x)
            y = Self.sign(new.y - old.y)
        }

        private init(x: Int8, y: Int8) {
            self.x = x
            self.y = y
        }

        private static func sign(_ delta: CGFloat) -> Int8 {
            guard delta.isFinite else { return 0 }
            return delta > 0 ? 1 : delta < 0 ? -1 : 0
        }
    }

    /// The range to prefetch in: `bounds` extended by its own width and height towards
    /// `heading` on each axis that moved; nil when there was no scroll or the bounds are not
    /// finite.
    static func prefetchRange(around bounds: CGRect, heading: ScrollHeading) -> CGRect? {
        guard heading != .none, [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite) else { return nil }
        var range = bounds.standardized
        let width = range.width, height = range.height
        if heading.x != 0 { range.size.width += width }
        if heading.x < 0 { range.origin.x -= width }
        if heading.y != 0 { range.size.height += height }
        if heading.y < 0 { range.origin.y -= height }
        return range
    }

    /// How far `frame` lies outside `bounds`: the gaps along x and y, added; infinite for a
    /// frame that is not finite, so it sorts last.
    static func prefetchDistance(of frame: CGRect, from bounds: CGRect) -> CGFloat {
        let dx = max(0, frame.minX - bounds.maxX, bounds.minX - frame.maxX)
        let dy = max(0, frame.minY - bounds.maxY, bounds.minY - frame.maxY)
        let distance = dx + dy
        return distance.isFinite ? distance : .infinity
    }

    /// Brings the prefetches up to date after a layout pass (the model above): cancels the
    /// outstanding items that left the range without showing, then prefetches the new ones.
    /// Costs one rect query of the range, so O(visible + prefetched).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let source = prefetchDataSource else {
            prefetchedItems.removeAll()
            return
        }
        // Shown: done, with no call.
        prefetchedItems = prefetchedItems.filter { visible[.cell($0)] == nil }
        var wanted: [(distance: CGFloat, path: IndexPath)] = []
        var wantedPaths = Set<IndexPath>()
        let bounds = self.bounds
        if let range = Self.prefetchRange(around: bounds, heading: lastScrollHeading) {
            for element in collectionViewLayout.layoutAttributesForElements(in: range)
            where element.representedElementCategory == .cell && element.frame.overlaps(range)
                && visible[.cell(element.indexPath)] == nil && wantedPaths.insert(element.indexPath).inserted
            {
                wanted.append((Self.prefetchDistance(of: element.frame, from: bounds), element.indexPath))
            }
        }
        let cancelled = prefetchedItems.subtracting(wantedPaths).sorted()
        prefetchedItems.subtract(cancelled)
        let fresh = wanted.filter { !prefetchedItems.contains($0.path) }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.path < $1.path }
            .map(\.path)
        prefetchedItems.formUnion(fresh)
        if !cancelled.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !fresh.isEmpty { source.collectionView(self, prefetchItemsAt: fresh) }
    }
}
