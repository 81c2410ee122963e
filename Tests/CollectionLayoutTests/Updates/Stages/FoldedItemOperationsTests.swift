import Foundation
import Testing

@testable import CollectionLayout

/// Stage 5: item operations folded into their sections (docs/REFERENCE.md §5: item
/// operations inside an inserted or deleted section are absorbed by it).
@Suite("BatchUpdate stages: folded item operations")
struct FoldedItemOperationsTests {
    @Test func operationsInsideInsertedOrDeletedSectionsAreAbsorbed() throws {
        // Sections [3] [2]: delete section 1 (and item [1, 0] in it); insert section 0 after
        // (and item [0, 0] in it). Only the delete of [0, 2] — old section 0 — remains.
        let folded = try StageInputs(
            old: [3, 2], new: [1, 2],
            [
                .deleteSections([1]), .deleteItems([ip(1, 0), ip(0, 2)]), .insertSections([0]), .insertItems([ip(0, 0)]),
            ]
        ).folded
        #expect(folded.keptDeletes == [slot(0, 2)])
        #expect(folded.keptInserts.isEmpty)
        #expect(folded.removed == [[2], []])
        #expect(folded.deletedCount == [1, 0])
        #expect(folded.taken == [[], []])
        #expect(folded.insertedCount == [0, 0])
    }

    @Test func aMoveCountsOnlyWhenItChangesSection() throws {
        // [0, 0] → [1, 0] leaves section 0 for section 1; [0, 2] → [0, 0] stays: it removes
        // and takes slots but counts for neither MI nor MO.
        let folded = try StageInputs(
            old: [3, 1], new: [2, 2],
            [
                .moveItem(at: ip(0, 0), to: ip(1, 0)), .moveItem(at: ip(0, 2), to: ip(0, 0)),
            ]
        ).folded
        #expect(folded.removed == [[0, 2], []])
        #expect(folded.taken == [[0], [0]])
        #expect(folded.movedOut == [1, 0])
        #expect(folded.movedIn == [0, 1])
        #expect(folded.deletedCount == [0, 0] && folded.insertedCount == [0, 0])
    }

    @Test func reloadsAreListedSortedAndNotCountedAsDeletes() throws {
        let folded = try StageInputs(old: [4], new: [4], [.reloadItems([ip(0, 3), ip(0, 1)])]).folded
        #expect(folded.reloaded == [[1, 3]])
        #expect(Set(folded.keptReloads) == [slot(0, 1), slot(0, 3)])
        #expect(folded.removed == [[]] && folded.deletedCount == [0])
    }
}
