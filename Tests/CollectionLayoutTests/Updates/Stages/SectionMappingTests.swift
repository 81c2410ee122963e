import Foundation
import Testing

@testable import CollectionLayout

/// Stage 3: sections map like items (docs/REFERENCE.md §5, "Identity mapping").
@Suite("BatchUpdate stages: section mapping")
struct SectionMappingTests {
    private func mapping(_ old: Int, _ new: Int, _ operations: [BatchOperation]) throws -> SectionMapping {
        SectionMapping(try CollectedOperations(operations), oldSections: old, newSections: new)
    }

    @Test func insertAndDeleteShiftTheOthers() throws {
        // A B C D; delete B, insert X at 0: X A C D.
        let map = try mapping(4, 4, [.deleteSections([1]), .insertSections([0])])
        #expect(map.oldToNew == [1, -1, 2, 3])
        #expect(map.newToOld == [-1, 0, 2, 3])
        #expect(map.reloadTargets.isEmpty)
    }

    @Test func aMovePlacesItsSectionAndTheRestFillTheFreeSlots() throws {
        // A B C; move A to 2: slot 2 is taken, B and C fill 0 and 1: B C A.
        let map = try mapping(3, 3, [.moveSection(0, toSection: 2)])
        #expect(map.oldToNew == [2, 0, 1])
        #expect(map.newToOld == [1, 2, 0])
    }

    @Test func aReloadedSectionTakesItsSlotWithoutIdentity() throws {
        // A B C; reload B: A B' C, B' maps to nothing.
        let map = try mapping(3, 3, [.reloadSections([1])])
        #expect(map.oldToNew == [0, -1, 2])
        #expect(map.newToOld == [0, -1, 2])
        #expect(map.reloadTargets == [1: 1])
        // A B; insert X at 0 and reload A: X A' B — the reload's slot is shifted by the insert.
        let shifted = try mapping(2, 3, [.insertSections([0]), .reloadSections([0])])
        #expect(shifted.oldToNew == [-1, 2])
        #expect(shifted.newToOld == [-1, -1, 1])
        #expect(shifted.reloadTargets == [0: 1])
    }
}
