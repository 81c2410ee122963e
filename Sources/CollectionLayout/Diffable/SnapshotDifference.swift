import Foundation

/// The batch update that turns one diffable snapshot into another: the pure diff behind
/// `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)`
/// (docs/REFERENCE.md §15), as index paths for ``BatchUpdate`` (docs/REFERENCE.md §5).
///
/// UIKit's algorithm is private; these are the rules, chosen to satisfy its observable
/// contract with the fewest operations:
/// 1. **Sections.** A section only in the old snapshot is deleted; only in the new one,
///    inserted. Of the sections in both, the longest run that keeps its relative order (a
///    longest increasing subsequence of their new indexes, taken in old order) stays; each
///    other one is moved (`moveSection`). A section the new snapshot marks with
///    `reloadSections` is reloaded when it stays, deleted and inserted when it moves.
/// 2. **Items.** An item is *matched* when it is in both snapshots, its old section
///    survives (not deleted, not reloaded) and its new section was neither inserted nor
///    reloaded. An unmatched old item in a surviving section is deleted (the others go with
///    their section); an unmatched new item in a section that is not new is inserted.
/// 3. **Moves.** Of the matched items that stay in the same section (the old section's
///    successor), the longest run that keeps its relative order stays; the others, and every
///    matched item that changes section, are moved (`moveItem`). A reorder therefore costs
///    the minimum number of moves: n − LIS.
/// 4. **Reloads and reconfigures.** A matched item the new snapshot marks with `reloadItems`
///    is reloaded at its old path when it stays, deleted and inserted when it moves (a reload
///    cannot move). One marked with `reconfigureItems` (and not reloaded) is listed in
///    ``reconfiguredItems`` at its new path: no batch operation, the data source configures
///    the same cell again after the batch. Marks on items that are not matched do nothing.
/// 5. Identical snapshots without marks give no operations at all.
///
/// - Complexity: O(n log n) for n items and sections (one hash map of the new items, one
///   longest-increasing-subsequence pass per section); each identifier is hashed twice.
public struct SnapshotDifference: Equatable, Sendable {
    /// A move from a before-update position to an after-update one.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// The position before the update.
        public var from: Position
        /// The position after the update.
        public var to: Position

        /// A move from `from` to `to`.
        @inlinable
        public init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }

    /// Deleted sections, by old index.
    public var deletedSections = IndexSet()
    /// Inserted sections, by new index.
    public var insertedSections = IndexSet()
    /// Moved sections, ascending by old index.
    public var movedSections: [Move<Int>] = []
    /// Reloaded sections, by old index.
    public var reloadedSections = IndexSet()
    /// Deleted items, by old path, ascending.
    public var deletedItems: [IndexPath] = []
    /// Inserted items, by new path, ascending.
    public var insertedItems: [IndexPath] = []
    /// Moved items, ascending by old path.
    public var movedItems: [Move<IndexPath>] = []
    /// Reloaded items, by old path, ascending.
    public var reloadedItems: [IndexPath] = []
    /// Items to configure again in place after the batch, by new path, ascending.
    public var reconfiguredItems: [IndexPath] = []

    /// No difference at all.
    public init() {}

    /// Whether there is nothing to do (no batch operation and nothing to reconfigure).
    public var isEmpty: Bool { operations.isEmpty && reconfiguredItems.isEmpty }

    /// The batch operations, for ``BatchUpdate`` or `performBatchUpdates`.
    public var operations: [BatchOperation] {
        var list: [BatchOperation] = []
        if !deletedSections.isEmpty { list.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { list.append(.insertSections(insertedSections)) }
        list += movedSections.map { .moveSection($0.from, toSection: $0.to) }
        if !reloadedSections.isEmpty { list.append(.reloadSections(reloadedSections)) }
        if !deletedItems.isEmpty { list.append(.deleteItems(deletedItems)) }
        if !insertedItems.isEmpty { list.append(.insertItems(insertedItems)) }
        list += movedItems.map { .moveItem(at: $0.from, to: $0.to) }
        if !reloadedItems.isEmpty { list.append(.reloadItems(reloadedItems)) }
        return list
    }

    /// The difference from `old` to `new`, by the rules above; the marks (reloads,
    /// reconfigures) are read from `new`.
    /// - Complexity: O(n log n), see the type's documentation. Inlinable, so that it is
    ///   specialized for the caller's identifier types (generic hashing is several times slower).
    @inlinable
    public init<Section: Hashable, Item: Hashable>(
        from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>
    ) {
        let sections = Self.diffSections(old: old, new: new, into: &self)
        diffItems(old: old, new: new, sections: sections)
    }

    /// What the section pass decided, for the item pass.
    @usableFromInline
    struct SectionFate {
        /// For each old section: its new index when its items carry over, else nil.
        @usableFromInline var successor: [Int?]
        /// For each new section: whether it is new (inserted or reloaded).
        @usableFromInline var fresh: [Bool]

        @inlinable
        init(successor: [Int?], fresh: [Bool]) {
            self.successor = successor
            self.fresh = fresh
        }
    }

    /// Rule 1: the sections.
    @inlinable
    static func diffSections<Section: Hashable, Item: Hashable>(
        old: DiffableDataSourceSnapshot<Section, Item>, new: DiffableDataSourceSnapshot<Section, Item>,
        into difference: inout SnapshotDifference
    ) -> SectionFate {
        let reloaded = Set(new.reloadedSectionIdentifiers)
        var fate = SectionFate(
            successor: Array(repeating: nil, count: old.numberOfSections), fresh: Array(repeating: true, count: new.numberOfSections))
        var common: [(old: Int, new: Int)] = []
        for (oldIndex, identifier) in old.sectionIdentifiers.enumerated() {
            if let newIndex = new.indexOfSection(identifier) {
                common.append((oldIndex, newIndex))
            } else {
                difference.deletedSections.insert(oldIndex)
            }
        }
        let staying = Set(LongestIncreasingSubsequence.positions(in: common.map(\.new)))
        for (position, pair) in common.enumerated() {
            let isReloaded = reloaded.contains(old.sectionIdentifiers[pair.old])
            switch (staying.contains(position), isReloaded) {
            case (true, true):
                difference.reloadedSections.insert(pair.old)
            case (false, true):
                difference.deletedSections.insert(pair.old)
                difference.insertedSections.insert(pair.new)
            case (_, false):
                if !staying.contains(position) { difference.movedSections.append(Move(from: pair.old, to: pair.new)) }
                fate.successor[pair.old] = pair.new
                fate.fresh[pair.new] = false
            }
        }
        for newIndex in fate.fresh.indices where fate.fresh[newIndex] && old.indexOfSection(new.sectionIdentifiers[newIndex]) == nil {
            difference.insertedSections.insert(newIndex)
        }
        return fate
    }

    /// Rules 2 to 4: the items.
    @inlinable
    mutating func diffItems<Section: Hashable, Item: Hashable>(
        old: DiffableDataSourceSnapshot<Section, Item>, new: DiffableDataSourceSnapshot<Section, Item>, sections fate: SectionFate
    ) {
        // Where each new item is (a flat index), in the sections that are not new.
        let newSections = new.sectionItems
        var starts: [Int] = []
        starts.reserveCapacity(newSections.count + 1)
        var total = 0
        for items in newSections {
            starts.append(total)
            total += items.count
        }
        starts.append(total)
        var newIndexes: [Item: Int] = [:]
        newIndexes.reserveCapacity(total)
        for (section, items) in newSections.enumerated() where !fate.fresh[section] {
            var flat = starts[section]
            for item in items {
                newIndexes[item] = flat
                flat += 1
            }
        }
        // The path of a flat index: the last section starting at or before it (never an
        // empty one: the section after an empty one starts at the same index).
        func slot(_ flat: Int) -> Slot {
            var low = 0, high = newSections.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= flat { low = middle } else { high = middle - 1 }
            }
            return Slot(section: low, item: flat - starts[low])
        }
        var matched = [Bool](repeating: false, count: total)
        // The reload marks by position (so that no item is hashed twice).
        var reloadMarked = matched
        for item in new.reloadedItemIdentifiers {
            if let flat = newIndexes[item] { reloadMarked[flat] = true }
        }
        for (oldSection, items) in old.sectionItems.enumerated() {
            guard let successor = fate.successor[oldSection] else { continue }
            let base = starts[successor], end = starts[successor + 1]
            // Matched items staying in the successor section: (old index, new index).
            var staying: [(old: Int, new: Int)] = []
            staying.reserveCapacity(items.count)
            for (oldIndex, item) in items.enumerated() {
                guard let flat = newIndexes[item] else {
                    deletedItems.append(IndexPath(item: oldIndex, section: oldSection))
                    continue
                }
                matched[flat] = true
                if flat >= base && flat < end {
                    staying.append((oldIndex, flat - base))
                } else if reloadMarked[flat] {
                    deletedItems.append(IndexPath(item: oldIndex, section: oldSection))
                    insertedItems.append(slot(flat).path)
                } else {
                    movedItems.append(Move(from: IndexPath(item: oldIndex, section: oldSection), to: slot(flat).path))
                }
            }
            let kept = LongestIncreasingSubsequence.positions(in: staying.map(\.new))
            var next = 0
            for (position, pair) in staying.enumerated() {
                let isReloaded = reloadMarked[base + pair.new]
                let isKept = next < kept.count && kept[next] == position
                if isKept { next += 1 }
                if isKept && !isReloaded { continue }
                let oldPath = IndexPath(item: pair.old, section: oldSection)
                let newPath = IndexPath(item: pair.new, section: successor)
                if isKept {
                    reloadedItems.append(oldPath)
                } else if isReloaded {
                    deletedItems.append(oldPath)
                    insertedItems.append(newPath)
                } else {
                    movedItems.append(Move(from: oldPath, to: newPath))
                }
            }
        }
        for (section, items) in newSections.enumerated() where !fate.fresh[section] {
            let base = starts[section]
            for index in items.indices where !matched[base + index] {
                insertedItems.append(IndexPath(item: index, section: section))
            }
        }
        for item in new.reconfiguredItemIdentifiers {
            if let flat = newIndexes[item], matched[flat], !reloadMarked[flat] { reconfiguredItems.append(slot(flat).path) }
        }
        deletedItems.sort()
        insertedItems.sort()
        movedItems.sort { $0.from < $1.from }
        reconfiguredItems.sort()
    }

    /// A position in a snapshot.
    @usableFromInline
    struct Slot {
        @usableFromInline var section: Int
        @usableFromInline var item: Int

        @inlinable
        init(section: Int, item: Int) {
            self.section = section
            self.item = item
        }

        @inlinable
        var path: IndexPath { IndexPath(item: item, section: section) }
    }
}
