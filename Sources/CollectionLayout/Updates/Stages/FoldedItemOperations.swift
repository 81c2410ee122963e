import Foundation

/// Stage 5 of ``BatchUpdate``: the item operations that survive their sections, as sorted
/// per-section index lists and counts.
///
/// docs/REFERENCE.md §5: item operations inside a section that is itself inserted, deleted
/// (or reloaded) are absorbed by the section operation, so deletes and reloads in a section
/// without a new index and inserts in a section without an old one are dropped. A move
/// removes its source and takes its destination; it counts as moved out and in only when it
/// changes section ("a move that stays inside one section counts for neither MI nor MO").
struct FoldedItemOperations: Sendable, Equatable {
    /// Per old section: sorted item indexes deleted or moved away.
    var removed: [[Int]]
    /// Per old section: sorted item indexes reloaded.
    var reloaded: [[Int]]
    /// Per new section: sorted item indexes inserted or moved in.
    var taken: [[Int]]
    /// Per old section: how many items were deleted (moves excluded).
    var deletedCount: [Int]
    /// Per new section: how many items were inserted (moves excluded).
    var insertedCount: [Int]
    /// Per old section: items moved to another section.
    var movedOut: [Int]
    /// Per new section: items moved in from another section.
    var movedIn: [Int]
    /// The deletes, inserts and reloads kept (not absorbed), in no particular order.
    var keptDeletes: [ItemSlot] = [], keptInserts: [ItemSlot] = [], keptReloads: [ItemSlot] = []

    /// Folds the item operations of a batch that passed ``ItemValidation``.
    init(_ operations: CollectedOperations, sections: SectionMapping) {
        let oldSections = sections.oldToNew.count, newSections = sections.newToOld.count
        removed = [[Int]](repeating: [], count: oldSections)
        reloaded = [[Int]](repeating: [], count: oldSections)
        taken = [[Int]](repeating: [], count: newSections)
        deletedCount = [Int](repeating: 0, count: oldSections)
        insertedCount = [Int](repeating: 0, count: newSections)
        movedOut = [Int](repeating: 0, count: oldSections)
        movedIn = [Int](repeating: 0, count: newSections)
        for item in operations.deletes where sections.oldToNew[item.section] >= 0 {
            removed[item.section].append(item.item)
            deletedCount[item.section] += 1
            keptDeletes.append(item)
        }
        for item in operations.reloads where sections.oldToNew[item.section] >= 0 {
            reloaded[item.section].append(item.item)
            keptReloads.append(item)
        }
        for item in operations.inserts where sections.newToOld[item.section] >= 0 {
            taken[item.section].append(item.item)
            insertedCount[item.section] += 1
            keptInserts.append(item)
        }
        for move in operations.itemMoves {
            removed[move.from.section].append(move.from.item)
            taken[move.to.section].append(move.to.item)
            if sections.oldToNew[move.from.section] != move.to.section {
                movedOut[move.from.section] += 1
                movedIn[move.to.section] += 1
            }
        }
        for index in removed.indices where removed[index].count > 1 { removed[index].sort() }
        for index in reloaded.indices where reloaded[index].count > 1 { reloaded[index].sort() }
        for index in taken.indices where taken[index].count > 1 { taken[index].sort() }
    }
}
