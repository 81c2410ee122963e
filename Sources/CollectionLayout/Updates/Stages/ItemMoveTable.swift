import Foundation

/// The item moves of a batch, both ways, built while checking that no item moves twice and
/// no two items move to one place (docs/REFERENCE.md §5, "Validation": `attempt to move item
/// at index path P to both Q and R`, `attempt to move both item at index path P and Q to R`).
struct ItemMoveTable: Sendable, Equatable {
    /// Source (before-update slot) → destination (after-update slot).
    var movedTo: [ItemSlot: ItemSlot] = [:]
    /// Destination → source.
    var movedFrom: [ItemSlot: ItemSlot] = [:]

    /// The table of `moves` (deduplicated and ascending, as ``CollectedOperations`` keeps them).
    /// - Throws: ``BatchUpdateError/moveItemToTwoDestinations(_:_:_:)`` or
    ///   ``BatchUpdateError/moveTwoItemsToOneDestination(_:_:_:)`` for the first conflict.
    init(_ moves: [ItemMove]) throws(BatchUpdateError) {
        movedTo.reserveCapacity(moves.count)
        movedFrom.reserveCapacity(moves.count)
        for move in moves {
            if let first = movedTo[move.from] { throw .moveItemToTwoDestinations(move.from.path, first.path, move.to.path) }
            if let first = movedFrom[move.to] { throw .moveTwoItemsToOneDestination(first.path, move.from.path, move.to.path) }
            movedTo[move.from] = move.to
            movedFrom[move.to] = move.from
        }
    }
}
