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
///   longest-increasing-subsequence pass per section); linear when little moves.
public struct SnapshotDifference: Equatable, Sendable {
    /// A move from a before-update position to an after-update one.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// The position before the update.
        public var from: Position
        /// The position after the update.
        public var to: Position
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
    /// - Complexity: O(n log n), see the type's documentation.
    public init<Section: Hashable, Item: Hashable>(
        from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>
    ) {
        let sections = Self.diffSections(old: old, new: new, into: &self)
        diffItems(old: old, new: new, sections: sections)
    }

    /// What the section pass decided, for the item pass.
    struct SectionFate {
        /// For each old section: its new index when its items carry over, else nil.
        var successor: [Int?]
        /// For each new section: whether it is new (inserted or reloaded).
        var fresh: [Bool]
    }

    private static func diffSections<Section: Hashable, Item: Hashable>(
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

    private mutating func diffItems<Section: Hashable, Item: Hashable>(
        old: DiffableDataSourceSnapshot<Section, Item>, new: DiffableDataSourceSnapshot<Section, Item>, sections fate: SectionFate
    ) {
        // Where each new item is, in the sections that are not new.
        var newSlots: [Item: Slot] = [:]
        newSlots.reserveCapacity(new.numberOfItems)
        var matchedNew: [[Bool]] = new.sectionItems.map { Array(repeating: false, count: $0.count) }
        for (section, items) in new.sectionItems.enumerated() where !fate.fresh[section] {
            for (index, item) in items.enumerated() { newSlots[item] = Slot(section: section, item: index) }
        }
        let reloadMarks = Set(new.reloadedItemIdentifiers)
        var reloadedMatched = Set<Item>()
        for (oldSection, items) in old.sectionItems.enumerated() {
            guard let successor = fate.successor[oldSection] else { continue }
            // Matched items staying in the successor section: (old index, new index).
            var staying: [(old: Int, new: Int)] = []
            for (oldIndex, item) in items.enumerated() {
                let oldPath = IndexPath(item: oldIndex, section: oldSection)
                guard let slot = newSlots[item] else {
                    deletedItems.append(oldPath)
                    continue
                }
                matchedNew[slot.section][slot.item] = true
                let isReloaded = !reloadMarks.isEmpty && reloadMarks.contains(item)
                if isReloaded { reloadedMatched.insert(item) }
                if slot.section == successor {
                    staying.append((oldIndex, slot.item))
                } else if isReloaded {
                    deletedItems.append(oldPath)
                    insertedItems.append(slot.path)
                } else {
                    movedItems.append(Move(from: oldPath, to: slot.path))
                }
            }
            let kept = LongestIncreasingSubsequence.positions(in: staying.map(\.new))
            var next = 0
            for (position, pair) in staying.enumerated() {
                let oldPath = IndexPath(item: pair.old, section: oldSection)
                let newPath = IndexPath(item: pair.new, section: successor)
                let isReloaded = !reloadMarks.isEmpty && reloadMarks.contains(items[pair.old])
                if next < kept.count, kept[next] == position {
                    next += 1
                    if isReloaded { reloadedItems.append(oldPath) }
                } else if isReloaded {
                    deletedItems.append(oldPath)
                    insertedItems.append(newPath)
                } else {
                    movedItems.append(Move(from: oldPath, to: newPath))
                }
            }
        }
        for (section, items) in new.sectionItems.enumerated() where !fate.fresh[section] {
            for index in items.indices where !matchedNew[section][index] {
                insertedItems.append(IndexPath(item: index, section: section))
            }
        }
        for item in new.reconfiguredItemIdentifiers where !reloadedMatched.contains(item) {
            if let slot = newSlots[item], matchedNew[slot.section][slot.item] { reconfiguredItems.append(slot.path) }
        }
        deletedItems.sort()
        insertedItems.sort()
        movedItems.sort { $0.from < $1.from }
        reconfiguredItems.sort()
    }

    /// A position in a snapshot.
    struct Slot {
        var section: Int
        var item: Int
        var path: IndexPath { IndexPath(item: item, section: section) }
    }
}
