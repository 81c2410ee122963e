import Foundation

extension BatchUpdate {
    // MARK: Mappings

    /// Where the section at `oldSection` is after the update; nil when it was deleted or
    /// reloaded (or is out of range).
    public func newSection(forOld oldSection: Int) -> Int? {
        guard sections.oldToNew.indices.contains(oldSection) else { return nil }
        let section = sections.oldToNew[oldSection]
        return section >= 0 ? section : nil
    }

    /// Where the section at `newSection` was before the update; nil when it was inserted or
    /// is a reloaded section's new copy (or is out of range).
    public func oldSection(forNew newSection: Int) -> Int? {
        guard sections.newToOld.indices.contains(newSection) else { return nil }
        let section = sections.newToOld[newSection]
        return section >= 0 ? section : nil
    }

    /// Where the item at `oldIndexPath` is after the update; nil when it was deleted or
    /// reloaded, its section was deleted or reloaded, or the path is out of range.
    /// - Complexity: O(log k) for k operations in the item's section.
    public func newIndexPath(forOld oldIndexPath: IndexPath) -> IndexPath? {
        Self.mapItem(
            oldIndexPath, counts: oldSectionCounts, sectionMap: sections.oldToNew, leaving: removedOld,
            lost: reloadedOld, occupied: takenNew, jumps: moves.movedTo)
    }

    /// Where the item at `newIndexPath` was before the update; nil when it was inserted,
    /// reloaded, lives in an inserted or reloaded section, or the path is out of range.
    /// - Complexity: O(log k) for k operations in the item's section.
    public func oldIndexPath(forNew newIndexPath: IndexPath) -> IndexPath? {
        Self.mapItem(
            newIndexPath, counts: newSectionCounts, sectionMap: sections.newToOld, leaving: takenNew,
            lost: reloadedNew, occupied: removedOld, jumps: moves.movedFrom)
    }

    /// ``newIndexPath(forOld:)`` for every item of an old section at once, in item order (an
    /// empty array for a section out of range).
    /// - Complexity: O(n + k) for n items and k operations in the section: a merge, faster
    ///   than n queries when a whole section is needed.
    public func newIndexPaths(forOldSection section: Int) -> [IndexPath?] {
        Self.mapSection(
            section, counts: oldSectionCounts, sectionMap: sections.oldToNew, leaving: removedOld,
            lost: reloadedOld, occupied: takenNew, jumps: moves.movedTo)
    }

    /// ``oldIndexPath(forNew:)`` for every item of a new section at once, in item order (an
    /// empty array for a section out of range).
    /// - Complexity: O(n + k) for n items and k operations in the section.
    public func oldIndexPaths(forNewSection section: Int) -> [IndexPath?] {
        Self.mapSection(
            section, counts: newSectionCounts, sectionMap: sections.newToOld, leaving: takenNew,
            lost: reloadedNew, occupied: removedOld, jumps: moves.movedFrom)
    }

    // MARK: One direction of the identity mapping

    // Both directions are the same walk (docs/REFERENCE.md §5, "Identity mapping"), with the
    // tables swapped. From the side the path names: `counts` are its item counts, `sectionMap`
    // its sections' counterparts (-1: none), `leaving` per section the sorted items that jump
    // (moves; deletes and inserts jump nowhere), `lost` the sorted items without identity
    // (reloads). On the other side, `occupied` per section holds the sorted slots the
    // remaining items skip. `jumps` sends a leaving item to its counterpart.

    /// The counterpart of the item at `path`.
    private static func mapItem(
        _ path: IndexPath, counts: [Int], sectionMap: [Int], leaving: [[Int]], lost: [[Int]], occupied: [[Int]],
        jumps: [ItemSlot: ItemSlot]
    ) -> IndexPath? {
        guard path.count == 2 else { return nil }
        let section = path[0], item = path[1]
        guard sectionMap.indices.contains(section), (0..<counts[section]).contains(item) else { return nil }
        let target = sectionMap[section]
        guard target >= 0 else { return nil }
        let gone = leaving[section]
        let before = SortedIndexes.countLess(gone, than: item)
        if before < gone.count && gone[before] == item {
            return jumps[ItemSlot(section: section, item: item)]?.path
        }
        if SortedIndexes.contains(lost[section], item) { return nil }
        return ItemSlot.path(target, SortedIndexes.nthAbsent(occupied[target], rank: item - before))
    }

    /// The counterparts of every item of `section`, in item order, by one merge.
    private static func mapSection(
        _ section: Int, counts: [Int], sectionMap: [Int], leaving: [[Int]], lost: [[Int]], occupied: [[Int]],
        jumps: [ItemSlot: ItemSlot]
    ) -> [IndexPath?] {
        guard sectionMap.indices.contains(section) else { return [] }
        var result = [IndexPath?](repeating: nil, count: counts[section])
        let target = sectionMap[section]
        guard target >= 0 else { return result }
        let gone = leaving[section], reloaded = lost[section], taken = occupied[target]
        var nextGone = 0, nextReloaded = 0, nextTaken = 0, slot = 0
        for item in result.indices {
            if nextGone < gone.count && gone[nextGone] == item {
                nextGone += 1
                result[item] = jumps[ItemSlot(section: section, item: item)]?.path
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

    /// Whether the batch lists no operation (the counts may still be checked).
    public var isEmpty: Bool { updateItems.isEmpty }
}
