import Foundation
import Testing

@testable import CollectionLayout

/// Stage 8: the order of the update items (docs/REFERENCE.md §5 and UIKit's
/// `_prepareLayoutForUpdates`): deletes descending, inserts ascending, reloads, moves.
@Suite("BatchUpdate stages: update item order")
struct UpdateItemOrderTests {
    private func items(_ old: [Int], _ new: [Int], _ operations: [BatchOperation]) throws -> [CollectionViewUpdateItem] {
        let inputs = try StageInputs(old: old, new: new, operations)
        let reloads = ReloadTargets(inputs.folded, sections: inputs.sections)
        return UpdateItemOrder.updateItems(inputs.collected, sections: inputs.sections, folded: inputs.folded, reloads: reloads)
    }

    @Test func deletesInsertsReloadsThenMoves() throws {
        let result = try items(
            [4], [4],
            [
                .moveItem(at: ip(0, 3), to: ip(0, 0)), .reloadItems([ip(0, 2)]), .insertItems([ip(0, 3), ip(0, 1)]),
                .deleteItems([ip(0, 0), ip(0, 1)]),
            ])
        // a b c d; delete a b, move d to 0, insert at 1 and 3, reload c → d X c' Y:
        // c ranks 0 among the survivors (a, b below it are gone); slots 0, 1, 3 are taken → 2.
        #expect(
            result == [
                CollectionViewUpdateItem(action: .delete, before: ip(0, 1), after: nil),
                CollectionViewUpdateItem(action: .delete, before: ip(0, 0), after: nil),
                CollectionViewUpdateItem(action: .insert, before: nil, after: ip(0, 1)),
                CollectionViewUpdateItem(action: .insert, before: nil, after: ip(0, 3)),
                CollectionViewUpdateItem(action: .reload, before: ip(0, 2), after: ip(0, 2)),
                CollectionViewUpdateItem(action: .move, before: ip(0, 3), after: ip(0, 0)),
            ])
    }

    @Test func sectionOperationsSortAfterTheItemsOfTheirSection() throws {
        // Delete section 0 and item [1, 1] (old section 1 survives as new 0): descending by
        // section first, so [1, 1] comes before section 0 (keyed [0, NSNotFound]).
        let deletes = try items([2, 2], [1], [.deleteSections([0]), .deleteItems([ip(1, 1)])])
        #expect(
            deletes == [
                CollectionViewUpdateItem(action: .delete, before: ip(1, 1), after: nil),
                CollectionViewUpdateItem(action: .delete, before: IndexPath(index: 0), after: nil),
            ])
        // Insert item [0, 0] and section 1: ascending, [0, 0] then section 1; a reloaded
        // section carries its old and new index.
        let inserts = try items([1, 1], [2, 1, 1], [.insertItems([ip(0, 0)]), .insertSections([1]), .reloadSections([1])])
        #expect(
            inserts == [
                CollectionViewUpdateItem(action: .insert, before: nil, after: ip(0, 0)),
                CollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: 1)),
                CollectionViewUpdateItem(action: .reload, before: IndexPath(index: 1), after: IndexPath(index: 2)),
            ])
    }
}
