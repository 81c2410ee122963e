import Foundation

/// An interactive movement under way (`beginInteractiveMovementForItem(at:)` until
/// `endInteractiveMovement()` or `cancelInteractiveMovement()`): one item lifted from
/// ``originalIndexPath``, shown at ``currentIndexPath``, following ``position``.
///
/// The data source is not told until the end, so two orders exist meanwhile: the data
/// source's, and the presented one — the data with the item removed from
/// ``originalIndexPath`` and inserted at ``currentIndexPath``. The layout and every path the
/// collection view reports are in the presented order (as in UIKit, where
/// `indexPath(for:)` of the moving cell is its current path); the mapping between the two
/// is O(1) arithmetic, nothing stored per item.
public struct InteractiveMovement: Sendable, Hashable {
    /// Where the item was when the movement began (a data-source path).
    public var originalIndexPath: IndexPath
    /// Where the item is presented now.
    public var currentIndexPath: IndexPath
    /// The touch position the item follows, in content coordinates.
    public var position: CGPoint

    /// The presented path of the data-source item at `dataPath`.
    public func presentedIndexPath(forData dataPath: IndexPath) -> IndexPath {
        Self.moved(dataPath, from: originalIndexPath, to: currentIndexPath)
    }

    /// The data-source path of the item presented at `presentedPath`.
    public func dataIndexPath(forPresented presentedPath: IndexPath) -> IndexPath {
        Self.moved(presentedPath, from: currentIndexPath, to: originalIndexPath)
    }

    /// The path of `path` after one item moves from `source` to `destination` (removed,
    /// then inserted): the moved item goes to `destination`, the items between shift by one.
    public static func moved(_ path: IndexPath, from source: IndexPath, to destination: IndexPath) -> IndexPath {
        guard path.count == 2, source.count == 2, destination.count == 2 else { return path }
        if path == source { return destination }
        let section = path.section
        var item = path.item
        if section == source.section && item > source.item { item -= 1 }
        if section == destination.section && item >= destination.item { item += 1 }
        return IndexPath(item: item, section: section)
    }

    /// The presented item counts: `dataCounts` with the item taken from its original
    /// section and added to its current one.
    func presentedCounts(_ dataCounts: [Int]) -> [Int] {
        var counts = dataCounts
        let from = originalIndexPath.section, to = currentIndexPath.section
        guard from != to, counts.indices.contains(from), counts.indices.contains(to) else { return counts }
        counts[from] -= 1
        counts[to] += 1
        return counts
    }

    /// The data source's item counts behind `presentedCounts` (the inverse of
    /// ``presentedCounts(_:)``).
    func dataCounts(_ presentedCounts: [Int]) -> [Int] {
        var counts = presentedCounts
        let from = originalIndexPath.section, to = currentIndexPath.section
        guard from != to, counts.indices.contains(from), counts.indices.contains(to) else { return counts }
        counts[from] += 1
        counts[to] -= 1
        return counts
    }
}
