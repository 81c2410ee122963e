import Foundation

/// Stage 1 of ``BatchUpdate``: the calls made in a batch block, gathered by kind.
///
/// docs/REFERENCE.md §5: the order of the calls inside the block is irrelevant, so they are
/// kept as sets; the same operation of one kind on the same path or section counts once.
/// Moves are deduplicated and sorted by source, then destination.
struct CollectedOperations: Sendable, Equatable {
    /// Sections deleted (before-update indexes).
    var deleteSections = Set<Int>()
    /// Sections inserted (after-update indexes).
    var insertSections = Set<Int>()
    /// Sections reloaded (before-update indexes).
    var reloadSections = Set<Int>()
    /// Section moves, deduplicated, ascending.
    var sectionMoves: [SectionMove] = []
    /// Items deleted (before-update paths).
    var deletes = Set<ItemSlot>()
    /// Items inserted (after-update paths).
    var inserts = Set<ItemSlot>()
    /// Items reloaded (before-update paths).
    var reloads = Set<ItemSlot>()
    /// Item moves, deduplicated, ascending.
    var itemMoves: [ItemMove] = []

    /// Gathers `operations`.
    /// - Throws: ``BatchUpdateError/malformedIndexPath(_:operation:)`` for an item path that
    ///   is not `[section, item]`.
    init(_ operations: [BatchOperation]) throws(BatchUpdateError) {
        var sectionMoves = Set<SectionMove>(), itemMoves = Set<ItemMove>()
        for operation in operations {
            switch operation {
            case let .insertItems(paths):
                for path in paths { inserts.insert(try ItemSlot(path, operation: "insertItems(at:)")) }
            case let .deleteItems(paths):
                for path in paths { deletes.insert(try ItemSlot(path, operation: "deleteItems(at:)")) }
            case let .reloadItems(paths):
                for path in paths { reloads.insert(try ItemSlot(path, operation: "reloadItems(at:)")) }
            case let .moveItem(from, to):
                itemMoves.insert(
                    ItemMove(
                        from: try ItemSlot(from, operation: "moveItem(at:to:)"),
                        to: try ItemSlot(to, operation: "moveItem(at:to:)")))
            case let .insertSections(set): insertSections.formUnion(set)
            case let .deleteSections(set): deleteSections.formUnion(set)
            case let .reloadSections(set): reloadSections.formUnion(set)
            case let .moveSection(from, to): sectionMoves.insert(SectionMove(from: from, to: to))
            }
        }
        self.sectionMoves = sectionMoves.sorted()
        self.itemMoves = itemMoves.sorted()
    }
}
