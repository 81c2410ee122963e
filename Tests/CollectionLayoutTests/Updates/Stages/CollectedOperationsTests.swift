import Foundation
import Testing

@testable import CollectionLayout

/// Stage 1: gathering (docs/REFERENCE.md §5: the order inside the block is irrelevant).
@Suite("BatchUpdate stages: collected operations")
struct CollectedOperationsTests {
    @Test func duplicatesCountOnceAndMovesAreSorted() throws {
        let operations: [BatchOperation] = [
            .insertItems([ip(0, 1), ip(0, 1)]), .moveItem(at: ip(0, 2), to: ip(0, 0)),
            .moveItem(at: ip(0, 2), to: ip(0, 0)), .moveSection(2, toSection: 0), .moveSection(1, toSection: 0),
            .deleteSections([3]), .deleteSections([3, 4]), .reloadItems([ip(1, 0)]),
        ]
        let collected = try CollectedOperations(operations)
        #expect(collected.inserts == [slot(0, 1)])
        #expect(collected.itemMoves == [ItemMove(from: slot(0, 2), to: slot(0, 0))])
        #expect(collected.sectionMoves == [SectionMove(from: 1, to: 0), SectionMove(from: 2, to: 0)])
        #expect(collected.deleteSections == [3, 4])
        #expect(collected.reloads == [slot(1, 0)])
        #expect(collected.deletes.isEmpty && collected.insertSections.isEmpty && collected.reloadSections.isEmpty)
        // The order of the calls does not matter.
        #expect(try CollectedOperations(operations.reversed()) == collected)
    }

    @Test func aPathThatIsNotSectionAndItemIsMalformed() {
        let error = stageError { _ = try CollectedOperations([.deleteItems([ip(0, 0), IndexPath(index: 3)])]) }
        #expect(error == .malformedIndexPath(IndexPath(index: 3), operation: "deleteItems(at:)"))
        let move = stageError { _ = try CollectedOperations([.moveItem(at: ip(0, 0), to: IndexPath(indexes: [0, 1, 2]))]) }
        #expect(move == .malformedIndexPath(IndexPath(indexes: [0, 1, 2]), operation: "moveItem(at:to:)"))
    }
}
