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
/// Index paths of outstanding prefetches are not carried through batch updates. A table view
/// (UIKit's `UITableViewDataSourcePrefetching`) runs the same model over its rows through
/// `prefetchPass(outstanding:bounds:heading:framesIn:isShown:)`.
extension CollectionView {
    /// The signs of the last change of the content offset, per axis: −1, 0 or 1.
    package struct ScrollHeading: Equatable {
        var x: Int8
        var y: Int8

        /// No scroll yet.
        package static let none = ScrollHeading(x: 0, y: 0)

        /// The heading of a scroll from `old` to `new`; an axis whose change is not a finite
        /// number counts as still.
        package init(from old: CGPoint, to new: CGPoint) {
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

    /// One pass of the model above over any scrolled list of items: drops from `outstanding`
    /// the items shown since (done, with no call), then answers the outstanding items that
    /// left the range without showing (sorted; removed from `outstanding`) and the new ones to
    /// prefetch, nearest to `bounds` first (added to `outstanding`).
    ///
    /// - Parameters:
    ///   - outstanding: The items prefetched and neither shown nor cancelled yet.
    ///   - bounds: The visible rectangle.
    ///   - heading: The direction of the last scroll.
    ///   - framesIn: The items whose frames may overlap a rectangle, with their frames.
    ///   - isShown: Whether an item is visible now.
    /// - Returns: The items to cancel, then the items to prefetch.
    /// - Complexity: O(*n* log *n*) in the items of the range and the outstanding ones.
    package static func prefetchPass(
        outstanding: inout Set<IndexPath>, bounds: CGRect, heading: ScrollHeading,
        framesIn: (CGRect) -> [(indexPath: IndexPath, frame: CGRect)], isShown: (IndexPath) -> Bool
    ) -> (cancelled: [IndexPath], fresh: [IndexPath]) {
        outstanding = outstanding.filter { !isShown($0) }
        var wanted: [(distance: CGFloat, path: IndexPath)] = []
        var wantedPaths = Set<IndexPath>()
        if let range = prefetchRange(around: bounds, heading: heading) {
            for (indexPath, frame) in framesIn(range)
            where frame.overlaps(range) && !isShown(indexPath) && wantedPaths.insert(indexPath).inserted {
                wanted.append((prefetchDistance(of: frame, from: bounds), indexPath))
            }
        }
        let cancelled = outstanding.subtracting(wantedPaths).sorted()
        outstanding.subtract(cancelled)
        let fresh = wanted.filter { !outstanding.contains($0.path) }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.path < $1.path }
            .map(\.path)
        outstanding.formUnion(fresh)
        return (cancelled, fresh)
    }

    /// Brings the prefetches up to date after a layout pass (the model above): cancels the
    /// outstanding items that left the range without showing, then prefetches the new ones.
    /// Costs one rect query of the range, so O(visible + prefetched).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let source = prefetchDataSource else {
            prefetchedItems.removeAll()
            return
        }
        let layout = collectionViewLayout
        let shown = visible
        let (cancelled, fresh) = Self.prefetchPass(
            outstanding: &prefetchedItems, bounds: bounds, heading: lastScrollHeading,
            framesIn: { range in
                layout.layoutAttributesForElements(in: range).filter { $0.representedElementCategory == .cell }.map {
                    ($0.indexPath, $0.frame)
                }
            },
            isShown: { shown[.cell($0)] != nil })
        if !cancelled.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !fresh.isEmpty { source.collectionView(self, prefetchItemsAt: fresh) }
    }
}
