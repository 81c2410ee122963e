import Foundation
import Testing

@testable import CollectionLayout

/// The move table and its two conflicts (docs/REFERENCE.md §5, "Validation").
@Suite("BatchUpdate stages: item move table")
struct ItemMoveTableTests {
    @Test func movesAreKeptBothWays() throws {
        let table = try ItemMoveTable([
            ItemMove(from: slot(0, 0), to: slot(1, 2)), ItemMove(from: slot(0, 3), to: slot(0, 0)),
        ])
        #expect(table.movedTo == [slot(0, 0): slot(1, 2), slot(0, 3): slot(0, 0)])
        #expect(table.movedFrom == [slot(1, 2): slot(0, 0), slot(0, 0): slot(0, 3)])
    }

    @Test func oneItemToTwoPlacesOrTwoItemsToOnePlace() {
        let twice = stageError {
            _ = try ItemMoveTable([ItemMove(from: slot(0, 1), to: slot(0, 2)), ItemMove(from: slot(0, 1), to: slot(0, 3))])
        }
        #expect(twice == .moveItemToTwoDestinations(ip(0, 1), ip(0, 2), ip(0, 3)))
        #expect(twice?.uikitMessage == "attempt to move item at index path [0, 1] to both [0, 2] and [0, 3]")
        let both = stageError {
            _ = try ItemMoveTable([ItemMove(from: slot(0, 0), to: slot(0, 3)), ItemMove(from: slot(0, 1), to: slot(0, 3))])
        }
        #expect(both == .moveTwoItemsToOneDestination(ip(0, 0), ip(0, 1), ip(0, 3)))
        #expect(both?.uikitMessage == "attempt to move both item at index path [0, 0] and [0, 1] to [0, 3]")
    }
}
