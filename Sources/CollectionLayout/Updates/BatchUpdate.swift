import Foundation

/// One batch update, validated and normalised exactly as `UICollectionView`'s
/// `performBatchUpdates(_:completion:)` does, independent of any host.
///
/// Give it the section counts before and after the update and the operations made in the
/// block (in any order). It throws UIKit's message when the batch is invalid; otherwise it
/// holds:
/// - ``updateItems``: what the layout is told in `prepare(forCollectionViewUpdates:)`;
/// - the identity mappings, old → new and new → old, for items and for sections;
/// - ``reusableSectionSources``: for each new section, the old section whose items the
///   batch left untouched.
///
/// **Semantics** (docs/REFERENCE.md §5): delete and reload paths and move sources are before-update
/// paths; insert paths and move destinations are after-update paths. Processing is deletes
/// (descending), then moves, then inserts (ascending). A reload is a delete of its old path
/// plus an insert at its adjusted new path: the slot the item would take if it survived
/// (shifted by the deletes, move sources, inserts and move destinations around it). Item
/// operations inside an inserted, deleted or reloaded section are folded into the section
/// operation. Duplicate operations of one kind on the same path count once. Surviving
/// items keep their identity: the new slots not taken by inserts or move destinations are
/// filled, in order, with the old items not deleted or moved away; a reloaded item takes
/// its slot but loses its identity (both mappings give nil for it, and a reloaded selected
/// item is deselected). A survivor whose index path changed counts as moved although no
/// move was requested (compare ``newIndexPath(forOld:)`` with the old path).
///
/// Deliberate difference from UIKit: UIKit's algorithm is quadratic in the number of
/// operations and builds dense maps over all items; this one keeps, per section, the sorted
/// lists of removed and taken indexes and answers each mapping query by binary search, with
/// identical results.
///
/// - Complexity: construction O(k log k + S) for k operations and S sections; each
///   mapping query O(log k).
public struct BatchUpdate: Sendable {
    /// The per-section item counts before the update (negative counts read as 0).
    public let oldSectionCounts: [Int]
    /// The per-section item counts after the update (negative counts read as 0).
    public let newSectionCounts: [Int]
    /// The operations as UIKit hands them to `prepare(forCollectionViewUpdates:)`: deletes
    /// (descending by before path), inserts (ascending by after path), reloads and moves
    /// (each ascending by before path) — the order of UIKit's `_prepareLayoutForUpdates`
    /// as PSTCollectionView reconstructs it. Section operations carry one-index paths and,
    /// within a section, sort after its items (UIKit's item = NSNotFound). Item operations
    /// folded into a section operation are absent. A reload has both paths: its old path and
    /// its adjusted new path.
    public let updateItems: [CollectionViewUpdateItem]
    /// For each section after the update, the section before it whose items the batch left
    /// untouched (same count, same items in the same order, none reloaded; the section may
    /// have moved), else nil. Layouts may reuse what they computed for such a section.
    public let reusableSectionSources: [Int?]

    private let sectionOldToNew: [Int]
    private let sectionNewToOld: [Int]
    /// Per old section: sorted item indexes deleted or moved away.
    private let removedOld: [[Int]]
    /// Per old section: sorted item indexes reloaded.
    private let reloadedOld: [[Int]]
    /// Per new section: sorted item indexes inserted or moved in.
    private let takenNew: [[Int]]
    /// Per new section: sorted item indexes where reloaded items reappear.
    private let reloadedNew: [[Int]]
    private let movedTo: [ItemSlot: ItemSlot]
    private let movedFrom: [ItemSlot: ItemSlot]

    /// Validates and normalises a batch.
    /// - Parameters:
    ///   - oldSectionCounts: items per section before the update (the host's cached counts
    ///     when the batch began).
    ///   - newSectionCounts: items per section after the update (the data source's counts
    ///     when the block returned).
    ///   - operations: the calls made in the block, in any order.
    /// - Throws: ``BatchUpdateError`` with UIKit's message when the batch is invalid.
    /// - Complexity: O(k log k + S) for k operations (items listed) and S sections.
    public init(
        oldSectionCounts: [Int], newSectionCounts: [Int], operations: [BatchOperation]
    ) throws(BatchUpdateError) {
        let old = oldSectionCounts.map { max(0, $0) }
        let new = newSectionCounts.map { max(0, $0) }
        let oldSections = old.count, newSections = new.count
        self.oldSectionCounts = old
        self.newSectionCounts = new

        // MARK: Collect
        var deleteSections = Set<Int>(), insertSections = Set<Int>(), reloadSections = Set<Int>()
        var sectionMoves: [SectionMove] = []
        var deletes = Set<ItemSlot>(), inserts = Set<ItemSlot>(), reloads = Set<ItemSlot>()
        var itemMoves: [ItemMove] = []
        for operation in operations {
            switch operation {
            case let .insertItems(paths):
                for path in paths { inserts.insert(try ItemSlot(path, operation: "insertItems(at:)")) }
            case let .deleteItems(paths):
                for path in paths { deletes.insert(try ItemSlot(path, operation: "deleteItems(at:)")) }
            case let .reloadItems(paths):
                for path in paths { reloads.insert(try ItemSlot(path, operation: "reloadItems(at:)")) }
            case let .moveItem(from, to):
                itemMoves.append(ItemMove(
                    from: try ItemSlot(from, operation: "moveItem(at:to:)"),
                    to: try ItemSlot(to, operation: "moveItem(at:to:)")))
            case let .insertSections(set): insertSections.formUnion(set)
            case let .deleteSections(set): deleteSections.formUnion(set)
            case let .reloadSections(set): reloadSections.formUnion(set)
            case let .moveSection(from, to): sectionMoves.append(SectionMove(from: from, to: to))
            }
        }
        sectionMoves = Array(Set(sectionMoves)).sorted()
        itemMoves = Array(Set(itemMoves)).sorted()

        // MARK: Sections: ranges, conflicts, count
        for section in deleteSections.sorted() where !(0..<oldSections).contains(section) {
            throw .deleteSectionOutOfRange(section: section, sectionCount: oldSections)
        }
        for section in reloadSections.sorted() where !(0..<oldSections).contains(section) {
            throw .deleteSectionOutOfRange(section: section, sectionCount: oldSections)
        }
        for section in insertSections.sorted() where !(0..<newSections).contains(section) {
            throw .insertSectionOutOfRange(section: section, sectionCount: newSections)
        }
        for move in sectionMoves {
            guard (0..<oldSections).contains(move.from) else {
                throw .moveSectionSourceOutOfRange(section: move.from, sectionCount: oldSections)
            }
            guard (0..<newSections).contains(move.to) else {
                throw .moveSectionDestinationOutOfRange(from: move.from, to: move.to, sectionCount: newSections)
            }
        }
        if let section = deleteSections.intersection(reloadSections).min() { throw .deleteAndReloadSection(section) }
        var sectionDestination: [Int: Int] = [:], sectionSource: [Int: Int] = [:]
        for move in sectionMoves {
            if let first = sectionDestination[move.from] {
                throw .moveSectionToTwoDestinations(move.from, first, move.to)
            }
            if let first = sectionSource[move.to] { throw .moveTwoSectionsToOneDestination(first, move.from, move.to) }
            sectionDestination[move.from] = move.to
            sectionSource[move.to] = move.from
        }
        for move in sectionMoves {
            if deleteSections.contains(move.from) || reloadSections.contains(move.from) {
                throw .deleteAndMoveSection(move.from)
            }
            if insertSections.contains(move.to) { throw .insertAndMoveSection(move.to) }
        }
        let sectionsInserted = insertSections.count + reloadSections.count
        let sectionsDeleted = deleteSections.count + reloadSections.count
        guard newSections == oldSections + sectionsInserted - sectionsDeleted else {
            throw .invalidNumberOfSections(
                after: newSections, before: oldSections, inserted: sectionsInserted, deleted: sectionsDeleted)
        }

        // MARK: Section mapping (fill the free new slots with the remaining old sections)
        var oldToNew = [Int](repeating: -1, count: oldSections)
        var newToOld = [Int](repeating: -1, count: newSections)
        var sectionTaken = [Bool](repeating: false, count: newSections)
        var sectionRemoved = [Bool](repeating: false, count: oldSections)
        for section in insertSections { sectionTaken[section] = true }
        for section in deleteSections { sectionRemoved[section] = true }
        for move in sectionMoves {
            sectionTaken[move.to] = true
            sectionRemoved[move.from] = true
            oldToNew[move.from] = move.to
            newToOld[move.to] = move.from
        }
        var reloadSectionTargets: [Int: Int] = [:]
        var slot = 0
        for section in 0..<oldSections where !sectionRemoved[section] {
            while slot < newSections && sectionTaken[slot] { slot += 1 }
            guard slot < newSections else { break }
            if reloadSections.contains(section) {
                reloadSectionTargets[section] = slot
            } else {
                oldToNew[section] = slot
                newToOld[slot] = section
            }
            slot += 1
        }

        // MARK: Items: ranges
        for item in deletes.sorted() { try Self.checkBeforeUpdate(item, old) }
        for item in reloads.sorted() { try Self.checkBeforeUpdate(item, old) }
        for item in inserts.sorted() {
            guard (0..<newSections).contains(item.section) else {
                throw .insertItemSectionOutOfRange(item: item.item, section: item.section, sectionCount: newSections)
            }
            guard (0..<new[item.section]).contains(item.item) else {
                throw .insertItemOutOfRange(item: item.item, section: item.section, itemCount: new[item.section])
            }
        }
        for move in itemMoves {
            let from = move.from, to = move.to
            guard (0..<oldSections).contains(from.section) else {
                throw .moveItemSourceSectionOutOfRange(from.path, sectionCount: oldSections)
            }
            guard (0..<old[from.section]).contains(from.item) else {
                throw .moveItemSourceOutOfRange(from.path, itemCount: old[from.section], section: from.section)
            }
            guard (0..<newSections).contains(to.section) else {
                throw .moveItemDestinationSectionOutOfRange(from: from.path, to: to.path, sectionCount: newSections)
            }
            guard (0..<new[to.section]).contains(to.item) else {
                throw .moveItemDestinationOutOfRange(
                    from: from.path, to: to.path, itemCount: new[to.section], section: to.section)
            }
        }

        // MARK: Items: conflicts
        if let item = deletes.intersection(reloads).min() { throw .deleteAndReloadItem(item.path) }
        var movedTo: [ItemSlot: ItemSlot] = [:], movedFrom: [ItemSlot: ItemSlot] = [:]
        movedTo.reserveCapacity(itemMoves.count)
        movedFrom.reserveCapacity(itemMoves.count)
        for move in itemMoves {
            if let first = movedTo[move.from] { throw .moveItemToTwoDestinations(move.from.path, first.path, move.to.path) }
            if let first = movedFrom[move.to] {
                throw .moveTwoItemsToOneDestination(first.path, move.from.path, move.to.path)
            }
            movedTo[move.from] = move.to
            movedFrom[move.to] = move.from
        }
        for move in itemMoves {
            if deletes.contains(move.from) || reloads.contains(move.from) { throw .deleteAndMoveItem(move.from.path) }
            if inserts.contains(move.to) { throw .insertAndMoveItem(move.to.path) }
            if oldToNew[move.from.section] < 0 {
                throw .moveItemFromDeletedSection(move.from.path, section: move.from.section)
            }
            if newToOld[move.to.section] < 0 {
                throw .moveItemIntoInsertedSection(move.to.path, section: move.to.section)
            }
        }

        // MARK: Fold into section operations; per-section sorted lists
        var removed = [[Int]](repeating: [], count: oldSections)
        var reloaded = [[Int]](repeating: [], count: oldSections)
        var taken = [[Int]](repeating: [], count: newSections)
        var deletedCount = [Int](repeating: 0, count: oldSections)
        var insertedCount = [Int](repeating: 0, count: newSections)
        var movedOut = [Int](repeating: 0, count: oldSections)
        var movedIn = [Int](repeating: 0, count: newSections)
        var keptDeletes: [ItemSlot] = [], keptInserts: [ItemSlot] = [], keptReloads: [ItemSlot] = []
        for item in deletes where oldToNew[item.section] >= 0 {
            removed[item.section].append(item.item)
            deletedCount[item.section] += 1
            keptDeletes.append(item)
        }
        for item in reloads where oldToNew[item.section] >= 0 {
            reloaded[item.section].append(item.item)
            keptReloads.append(item)
        }
        for item in inserts where newToOld[item.section] >= 0 {
            taken[item.section].append(item.item)
            insertedCount[item.section] += 1
            keptInserts.append(item)
        }
        for move in itemMoves {
            removed[move.from.section].append(move.from.item)
            taken[move.to.section].append(move.to.item)
            if oldToNew[move.from.section] != move.to.section {
                movedOut[move.from.section] += 1
                movedIn[move.to.section] += 1
            }
        }
        for index in removed.indices where removed[index].count > 1 { removed[index].sort() }
        for index in reloaded.indices where reloaded[index].count > 1 { reloaded[index].sort() }
        for index in taken.indices where taken[index].count > 1 { taken[index].sort() }

        // MARK: Items: counts of every existing section
        for section in 0..<newSections {
            let source = newToOld[section]
            guard source >= 0 else { continue }
            let reloadCount = reloaded[source].count
            let inserted = insertedCount[section] + reloadCount
            let deleted = deletedCount[source] + reloadCount
            let expected = old[source] + inserted - deleted + movedIn[section] - movedOut[source]
            guard new[section] == expected else {
                throw .invalidNumberOfItems(
                    section: section, after: new[section], before: old[source], inserted: inserted, deleted: deleted,
                    movedIn: movedIn[section], movedOut: movedOut[source])
            }
        }

        // MARK: Where reloaded items reappear
        var reloadedAfter = [[Int]](repeating: [], count: newSections)
        var reloadTargets: [ItemSlot: ItemSlot] = [:]
        for item in keptReloads {
            let section = oldToNew[item.section]
            let rank = item.item - SortedIndexes.countLess(removed[item.section], than: item.item)
            let target = ItemSlot(section: section, item: SortedIndexes.nthAbsent(taken[section], rank: rank))
            reloadedAfter[section].append(target.item)
            reloadTargets[item] = target
        }
        for index in reloadedAfter.indices where reloadedAfter[index].count > 1 { reloadedAfter[index].sort() }

        // MARK: Update items, in UIKit's order
        typealias Entry = (key: ItemSlot, item: CollectionViewUpdateItem)
        let sectionKey = { (section: Int) in ItemSlot(section: section, item: Int.max) }
        let sectionPath = { (section: Int) in IndexPath(index: section) }
        var deleteEntries: [Entry] = deleteSections.map {
            (sectionKey($0), CollectionViewUpdateItem(action: .delete, before: sectionPath($0), after: nil))
        }
        deleteEntries += keptDeletes.map { ($0, CollectionViewUpdateItem(action: .delete, before: $0.path, after: nil)) }
        var insertEntries: [Entry] = insertSections.map {
            (sectionKey($0), CollectionViewUpdateItem(action: .insert, before: nil, after: sectionPath($0)))
        }
        insertEntries += keptInserts.map { ($0, CollectionViewUpdateItem(action: .insert, before: nil, after: $0.path)) }
        var reloadEntries: [Entry] = reloadSectionTargets.map {
            (sectionKey($0.key),
             CollectionViewUpdateItem(action: .reload, before: sectionPath($0.key), after: sectionPath($0.value)))
        }
        reloadEntries += keptReloads.map {
            ($0, CollectionViewUpdateItem(action: .reload, before: $0.path, after: reloadTargets[$0]?.path))
        }
        var moveEntries: [Entry] = sectionMoves.map {
            (sectionKey($0.from),
             CollectionViewUpdateItem(action: .move, before: sectionPath($0.from), after: sectionPath($0.to)))
        }
        moveEntries += itemMoves.map {
            ($0.from, CollectionViewUpdateItem(action: .move, before: $0.from.path, after: $0.to.path))
        }
        deleteEntries.sort { $0.key > $1.key }
        insertEntries.sort { $0.key < $1.key }
        reloadEntries.sort { $0.key < $1.key }
        moveEntries.sort { $0.key < $1.key }
        var items: [CollectionViewUpdateItem] = []
        items.reserveCapacity(deleteEntries.count + insertEntries.count + reloadEntries.count + moveEntries.count)
        for list in [deleteEntries, insertEntries, reloadEntries, moveEntries] { items += list.map(\.item) }
        updateItems = items

        reusableSectionSources = (0..<newSections).map { section -> Int? in
            let source = newToOld[section]
            guard source >= 0, removed[source].isEmpty, reloaded[source].isEmpty, taken[section].isEmpty else { return nil }
            return source
        }
        sectionOldToNew = oldToNew
        sectionNewToOld = newToOld
        removedOld = removed
        reloadedOld = reloaded
        takenNew = taken
        reloadedNew = reloadedAfter
        self.movedTo = movedTo
        self.movedFrom = movedFrom
    }

    private static func checkBeforeUpdate(_ item: ItemSlot, _ old: [Int]) throws(BatchUpdateError) {
        guard (0..<old.count).contains(item.section) else {
            throw .deleteItemSectionOutOfRange(item: item.item, section: item.section, sectionCount: old.count)
        }
        guard (0..<old[item.section]).contains(item.item) else {
            throw .deleteItemOutOfRange(item: item.item, section: item.section, itemCount: old[item.section])
        }
    }

    // MARK: Mappings

    /// Where the section at `oldSection` is after the update; nil when it was deleted or
    /// reloaded (or is out of range).
    public func newSection(forOld oldSection: Int) -> Int? {
        guard sectionOldToNew.indices.contains(oldSection) else { return nil }
        let section = sectionOldToNew[oldSection]
        return section >= 0 ? section : nil
    }

    /// Where the section at `newSection` was before the update; nil when it was inserted or
    /// is a reloaded section's new copy (or is out of range).
    public func oldSection(forNew newSection: Int) -> Int? {
        guard sectionNewToOld.indices.contains(newSection) else { return nil }
        let section = sectionNewToOld[newSection]
        return section >= 0 ? section : nil
    }

    /// Where the item at `oldIndexPath` is after the update; nil when it was deleted or
    /// reloaded, its section was deleted or reloaded, or the path is out of range.
    /// - Complexity: O(log k) for k operations in the item's section.
    public func newIndexPath(forOld oldIndexPath: IndexPath) -> IndexPath? {
        guard oldIndexPath.count == 2 else { return nil }
        let section = oldIndexPath[0], item = oldIndexPath[1]
        guard sectionOldToNew.indices.contains(section), (0..<oldSectionCounts[section]).contains(item) else {
            return nil
        }
        let target = sectionOldToNew[section]
        guard target >= 0 else { return nil }
        let removed = removedOld[section]
        let before = SortedIndexes.countLess(removed, than: item)
        if before < removed.count && removed[before] == item {
            return movedTo[ItemSlot(section: section, item: item)]?.path
        }
        if SortedIndexes.contains(reloadedOld[section], item) { return nil }
        return ItemSlot.path(target, SortedIndexes.nthAbsent(takenNew[target], rank: item - before))
    }

    /// Where the item at `newIndexPath` was before the update; nil when it was inserted,
    /// reloaded, lives in an inserted or reloaded section, or the path is out of range.
    /// - Complexity: O(log k) for k operations in the item's section.
    public func oldIndexPath(forNew newIndexPath: IndexPath) -> IndexPath? {
        guard newIndexPath.count == 2 else { return nil }
        let section = newIndexPath[0], item = newIndexPath[1]
        guard sectionNewToOld.indices.contains(section), (0..<newSectionCounts[section]).contains(item) else {
            return nil
        }
        let source = sectionNewToOld[section]
        guard source >= 0 else { return nil }
        let taken = takenNew[section]
        let before = SortedIndexes.countLess(taken, than: item)
        if before < taken.count && taken[before] == item {
            return movedFrom[ItemSlot(section: section, item: item)]?.path
        }
        if SortedIndexes.contains(reloadedNew[section], item) { return nil }
        return ItemSlot.path(source, SortedIndexes.nthAbsent(removedOld[source], rank: item - before))
    }

    /// ``newIndexPath(forOld:)`` for every item of an old section at once, in item order (an
    /// empty array for a section out of range).
    /// - Complexity: O(n + k) for n items and k operations in the section: a merge, faster
    ///   than n queries when a whole section is needed.
    public func newIndexPaths(forOldSection section: Int) -> [IndexPath?] {
        guard sectionOldToNew.indices.contains(section) else { return [] }
        var result = [IndexPath?](repeating: nil, count: oldSectionCounts[section])
        let target = sectionOldToNew[section]
        guard target >= 0 else { return result }
        let removed = removedOld[section], reloaded = reloadedOld[section], taken = takenNew[target]
        var nextRemoved = 0, nextReloaded = 0, nextTaken = 0, slot = 0
        for item in result.indices {
            if nextRemoved < removed.count && removed[nextRemoved] == item {
                nextRemoved += 1
                result[item] = movedTo[ItemSlot(section: section, item: item)]?.path
                continue
            }
            while nextTaken < taken.count && taken[nextTaken] == slot {
                nextTaken += 1
                slot += 1
            }
            defer { slot += 1 }
            if nextReloaded < reloaded.count && reloaded[nextReloaded] == item {
                nextReloaded += 1
                continue
            }
            result[item] = ItemSlot.path(target, slot)
        }
        return result
    }

    /// ``oldIndexPath(forNew:)`` for every item of a new section at once, in item order (an
    /// empty array for a section out of range).
    /// - Complexity: O(n + k) for n items and k operations in the section.
    public func oldIndexPaths(forNewSection section: Int) -> [IndexPath?] {
        guard sectionNewToOld.indices.contains(section) else { return [] }
        var result = [IndexPath?](repeating: nil, count: newSectionCounts[section])
        let source = sectionNewToOld[section]
        guard source >= 0 else { return result }
        let taken = takenNew[section], reloaded = reloadedNew[section], removed = removedOld[source]
        var nextTaken = 0, nextReloaded = 0, nextRemoved = 0, slot = 0
        for item in result.indices {
            if nextTaken < taken.count && taken[nextTaken] == item {
                nextTaken += 1
                result[item] = movedFrom[ItemSlot(section: section, item: item)]?.path
                continue
            }
            while nextRemoved < removed.count && removed[nextRemoved] == slot {
                nextRemoved += 1
                slot += 1
            }
            defer { slot += 1 }
            if nextReloaded < reloaded.count && reloaded[nextReloaded] == item {
                nextReloaded += 1
                continue
            }
            result[item] = ItemSlot.path(source, slot)
        }
        return result
    }

    /// Whether the batch lists no operation (the counts may still be checked).
    public var isEmpty: Bool { updateItems.isEmpty }
}

/// A (section, item) pair: the key the batch update works on internally.
struct ItemSlot: Hashable, Comparable, Sendable {
    var section: Int
    var item: Int

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    init(_ path: IndexPath, operation: String) throws(BatchUpdateError) {
        guard path.count == 2 else { throw .malformedIndexPath(path, operation: operation) }
        self.init(section: path[0], item: path[1])
    }

    var path: IndexPath { Self.path(section, item) }

    /// `[section, item]`, built without the temporary array `IndexPath(indexes:)` allocates
    /// (about 3× faster on Linux, which matters when mapping a million items).
    @inline(__always)
    static func path(_ section: Int, _ item: Int) -> IndexPath {
        IndexPath(index: section).appending(item)
    }

    static func < (lhs: ItemSlot, rhs: ItemSlot) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

/// A section move: before index → after index.
struct SectionMove: Hashable, Comparable, Sendable {
    var from: Int
    var to: Int

    static func < (lhs: SectionMove, rhs: SectionMove) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }
}

/// An item move: before path → after path.
struct ItemMove: Hashable, Comparable, Sendable {
    var from: ItemSlot
    var to: ItemSlot

    static func < (lhs: ItemMove, rhs: ItemMove) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }
}
