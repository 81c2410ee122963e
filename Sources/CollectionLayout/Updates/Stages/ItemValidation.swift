import Foundation

/// Stage 4 of ``BatchUpdate``: the item checks, in UIKit's order (docs/REFERENCE.md §5,
/// "Validation"): ranges (deletes and reloads against the counts before the update, inserts
/// against those after it, each move's source before and destination after), then
/// conflicts: delete and reload of one path, the move table (``ItemMoveTable``), then per
/// move a deleted or reloaded source, an inserted destination, a source in a deleted or
/// reloaded section, a destination in an inserted section.
enum ItemValidation {
    /// Checks the item operations of `operations` and returns the move table.
    /// - Parameters:
    ///   - old: item counts before the update; `new`: after it.
    ///   - sections: the batch's section mapping.
    /// - Throws: the first failing check's ``BatchUpdateError``.
    static func validate(
        _ operations: CollectedOperations, old: [Int], new: [Int], sections: SectionMapping
    ) throws(BatchUpdateError) -> ItemMoveTable {
        try checkRanges(operations, old: old, new: new)
        if let item = operations.deletes.intersection(operations.reloads).min() { throw .deleteAndReloadItem(item.path) }
        let table = try ItemMoveTable(operations.itemMoves)
        for move in operations.itemMoves {
            if operations.deletes.contains(move.from) || operations.reloads.contains(move.from) {
                throw .deleteAndMoveItem(move.from.path)
            }
            if operations.inserts.contains(move.to) { throw .insertAndMoveItem(move.to.path) }
            if sections.oldToNew[move.from.section] < 0 {
                throw .moveItemFromDeletedSection(move.from.path, section: move.from.section)
            }
            if sections.newToOld[move.to.section] < 0 {
                throw .moveItemIntoInsertedSection(move.to.path, section: move.to.section)
            }
        }
        return table
    }

    private static func checkRanges(_ operations: CollectedOperations, old: [Int], new: [Int]) throws(BatchUpdateError) {
        for item in operations.deletes.sorted() { try checkBeforeUpdate(item, old) }
        for item in operations.reloads.sorted() { try checkBeforeUpdate(item, old) }
        for item in operations.inserts.sorted() {
            guard new.indices.contains(item.section) else {
                throw .insertItemSectionOutOfRange(item: item.item, section: item.section, sectionCount: new.count)
            }
            guard (0..<new[item.section]).contains(item.item) else {
                throw .insertItemOutOfRange(item: item.item, section: item.section, itemCount: new[item.section])
            }
        }
        for move in operations.itemMoves {
            let from = move.from, to = move.to
            guard old.indices.contains(from.section) else {
                throw .moveItemSourceSectionOutOfRange(from.path, sectionCount: old.count)
            }
            guard (0..<old[from.section]).contains(from.item) else {
                throw .moveItemSourceOutOfRange(from.path, itemCount: old[from.section], section: from.section)
            }
            guard new.indices.contains(to.section) else {
                throw .moveItemDestinationSectionOutOfRange(from: from.path, to: to.path, sectionCount: new.count)
            }
            guard (0..<new[to.section]).contains(to.item) else {
                throw .moveItemDestinationOutOfRange(from: from.path, to: to.path, itemCount: new[to.section], section: to.section)
            }
        }
    }

    private static func checkBeforeUpdate(_ item: ItemSlot, _ old: [Int]) throws(BatchUpdateError) {
        guard old.indices.contains(item.section) else {
            throw .deleteItemSectionOutOfRange(item: item.item, section: item.section, sectionCount: old.count)
        }
        guard (0..<old[item.section]).contains(item.item) else {
            throw .deleteItemOutOfRange(item: item.item, section: item.section, itemCount: old[item.section])
        }
    }
}
