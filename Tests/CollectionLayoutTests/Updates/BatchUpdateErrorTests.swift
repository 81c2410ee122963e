import Foundation
import Testing

@testable import CollectionLayout

/// One test per message: the exact text of docs/REFERENCE.md §5 (source: uikit-rule), with the
/// numbers worked by hand.
@Suite("BatchUpdate: UIKit's validation messages")
struct BatchUpdateErrorTests {
    /// The error the batch throws (nil when it is valid).
    private func failure(_ old: [Int], _ new: [Int], _ ops: [BatchOperation]) -> BatchUpdateError? {
        do {
            _ = try BatchUpdate(oldSectionCounts: old, newSectionCounts: new, operations: ops)
            return nil
        } catch {
            return error
        }
    }

    @Test func invalidNumberOfSections() {
        // 2 before, 1 inserted, 0 deleted: 3 expected, 4 reported.
        let error = failure([1, 1], [1, 1, 1, 1], [.insertSections([2])])
        #expect(
            error?.uikitMessage
                == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (4) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
        )
        #expect(error?.countsAlreadyUpdated == false)
    }

    @Test func invalidNumberOfItems() {
        // Section 0: 3 before, 1 inserted, 1 deleted, 1 moved out to section 1: 2 expected, 3
        // reported. A move inside section 0 does not count.
        let error = failure(
            [3, 1], [3, 2],
            [
                .insertItems([ip(0, 0)]), .deleteItems([ip(0, 2)]), .moveItem(at: ip(0, 1), to: ip(1, 0)),
                .moveItem(at: ip(0, 0), to: ip(0, 1)),
            ])
        #expect(
            error?.uikitMessage
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out)."
        )
    }

    @Test func invalidNumberOfItemsCountsReloadsAsDeleteAndInsert() {
        // A reload is a delete plus an insert: (1 inserted, 1 deleted); 2 + 0 = 2, 3 reported.
        let error = failure([2], [3], [.reloadItems([ip(0, 0)])])
        #expect(error?.uikitMessage.contains("after the update (3)") == true)
        #expect(error?.uikitMessage.contains("(1 inserted, 1 deleted)") == true)
    }

    @Test func countMismatchExplainsTheModelChangedBeforeTheBatch() {
        // The classic mistake: the counts before already equal the counts after (4 and 4),
        // though one item is inserted.
        let error = failure([4], [4], [.insertItems([ip(0, 0)])])
        #expect(error?.countsAlreadyUpdated == true)
        let uikit =
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        #expect(error?.uikitMessage == uikit)
        #expect(
            error?.description == uikit
                + " The count before the update already equals the count after it: the data source was most likely changed before the batch began. Change the model inside the updates block (or just before a single update call), not before performBatchUpdates."
        )
        let sections = failure([1], [1], [.deleteSections([0])])
        #expect(sections?.countsAlreadyUpdated == true)
        #expect(sections?.description.hasSuffix("not before performBatchUpdates.") == true)
    }

    @Test func otherCountMismatchesGetTheGeneralSentence() {
        let error = failure([4], [6], [.insertItems([ip(0, 0)])])
        #expect(
            error?.description.hasSuffix("a common cause is a model changed before the batch began or outside the updates block.") == true)
    }

    @Test func deleteItemOutOfRange() {
        #expect(
            failure([3], [2], [.deleteItems([ip(0, 3)])])?.description
                == "attempt to delete item 3 from section 0 which only contains 3 items before the update")
    }

    @Test func reloadItemOutOfRangeReportsTheDelete() {
        #expect(
            failure([3], [3], [.reloadItems([ip(0, 5)])])?.description
                == "attempt to delete item 5 from section 0 which only contains 3 items before the update")
    }

    @Test func deleteItemInMissingSection() {
        #expect(
            failure([3], [3], [.deleteItems([ip(1, 0)])])?.description
                == "attempt to delete item 0 from section 1, but there are only 1 sections before the update")
    }

    @Test func deleteSectionOutOfRange() {
        #expect(
            failure([3, 3], [3], [.deleteSections([2])])?.description
                == "attempt to delete section 2, but there are only 2 sections before the update")
    }

    @Test func insertItemOutOfRange() {
        #expect(
            failure([3], [4], [.insertItems([ip(0, 4)])])?.description
                == "attempt to insert item 4 into section 0, but there are only 4 items in section 0 after the update")
    }

    @Test func insertItemInMissingSection() {
        #expect(
            failure([3], [3], [.insertItems([ip(2, 0)])])?.description
                == "attempt to insert item 0 into section 2, but there are only 1 sections after the update")
    }

    @Test func insertSectionOutOfRange() {
        #expect(
            failure([1], [1, 1], [.insertSections([2])])?.description
                == "attempt to insert section 2 but there are only 2 sections after the update")
    }

    @Test func deleteAndReloadSameIndexPath() {
        #expect(
            failure([3], [2], [.deleteItems([ip(0, 1)]), .reloadItems([ip(0, 1)])])?.description
                == "attempt to delete and reload the same index path ([0, 1])")
    }

    @Test func deleteAndReloadSameSection() {
        #expect(
            failure([1, 1], [1], [.deleteSections([1]), .reloadSections([1])])?.description
                == "attempt to delete and reload the same section (1)")
    }

    @Test func deleteAndMoveFromSameIndexPath() {
        #expect(
            failure([3], [2], [.deleteItems([ip(0, 1)]), .moveItem(at: ip(0, 1), to: ip(0, 0))])?.description
                == "attempt to perform a delete and a move from the same index path ([0, 1])")
    }

    @Test func deleteAndMoveFromSameSection() {
        #expect(
            failure([1, 1], [1], [.deleteSections([0]), .moveSection(0, toSection: 0)])?.description
                == "attempt to perform a delete and a move from the same section (0)")
    }

    @Test func insertAndMoveToSameIndexPath() {
        #expect(
            failure([3], [4], [.insertItems([ip(0, 2)]), .moveItem(at: ip(0, 0), to: ip(0, 2))])?.description
                == "attempt to perform an insert and a move to the same index path ([0, 2])")
    }

    @Test func insertAndMoveToSameSection() {
        #expect(
            failure([1, 1], [1, 1, 1], [.insertSections([0]), .moveSection(1, toSection: 0)])?.description
                == "attempt to perform an insert and a move to the same section (0)")
    }

    @Test func moveFromMissingIndexPath() {
        #expect(
            failure([3], [3], [.moveItem(at: ip(0, 3), to: ip(0, 0))])?.description
                == "attempt to move index path ([0, 3]) that does not exist - there are only 3 items in section 0 before the update")
    }

    @Test func moveFromMissingSection() {
        #expect(
            failure([3], [3], [.moveItem(at: ip(1, 0), to: ip(0, 0))])?.description
                == "attempt to move index path ([1, 0]) that does not exist - there are only 1 sections before the update")
    }

    @Test func moveToMissingIndexPath() {
        #expect(
            failure([3], [3], [.moveItem(at: ip(0, 0), to: ip(0, 3))])?.description
                == "attempt to move index path ([0, 0]) to index path ([0, 3]) that does not exist - there are only 3 items in section 0 after the update"
        )
    }

    @Test func moveToMissingSection() {
        #expect(
            failure([3], [3], [.moveItem(at: ip(0, 0), to: ip(1, 0))])?.description
                == "attempt to move index path ([0, 0]) to index path ([1, 0]) that does not exist - there are only 1 sections after the update"
        )
    }

    @Test func moveSectionFromMissing() {
        #expect(
            failure([1], [1], [.moveSection(1, toSection: 0)])?.description
                == "attempt to move section (1) that does not exist - there are only 1 sections before the update")
    }

    @Test func moveSectionToMissing() {
        #expect(
            failure([1], [1], [.moveSection(0, toSection: 1)])?.description
                == "attempt to move section (0) to section (1) that does not exist - there are only 1 sections after the update")
    }

    @Test func moveItemToTwoDestinations() {
        #expect(
            failure([3], [3], [.moveItem(at: ip(0, 0), to: ip(0, 2)), .moveItem(at: ip(0, 0), to: ip(0, 1))])?.description
                == "attempt to move item at index path [0, 0] to both [0, 1] and [0, 2]")
    }

    @Test func moveTwoItemsToOneDestination() {
        #expect(
            failure([3], [3], [.moveItem(at: ip(0, 2), to: ip(0, 0)), .moveItem(at: ip(0, 1), to: ip(0, 0))])?.description
                == "attempt to move both item at index path [0, 1] and [0, 2] to [0, 0]")
    }

    @Test func moveSectionToTwoDestinations() {
        #expect(
            failure([1, 1, 1], [1, 1, 1], [.moveSection(0, toSection: 2), .moveSection(0, toSection: 1)])?.description
                == "attempt to move section 0 to both 1 and 2")
    }

    @Test func moveTwoSectionsToOneDestination() {
        #expect(
            failure([1, 1, 1], [1, 1, 1], [.moveSection(2, toSection: 0), .moveSection(1, toSection: 0)])?.description
                == "attempt to move both section 1 and 2 to 0")
    }

    @Test func moveItemOutOfDeletedSection() {
        #expect(
            failure([2, 2], [3], [.deleteSections([0]), .moveItem(at: ip(0, 0), to: ip(0, 0))])?.description
                == "attempt to perform a delete and a move from the same section (0)")
    }

    @Test func moveItemIntoInsertedSection() {
        #expect(
            failure([2], [1, 1], [.insertSections([1]), .moveItem(at: ip(0, 0), to: ip(1, 0))])?.description
                == "attempt to perform an insert and a move to the same section (1)")
    }

    @Test func malformedIndexPath() {
        #expect(
            failure([2], [2], [.deleteItems([IndexPath(indexes: [0, 1, 2])])])?.description
                == "invalid index path ([0, 1, 2]) passed to deleteItems(at:): an item's index path has exactly two indexes, section and item"
        )
    }

    @Test func negativeIndexesThrow() {
        #expect(
            failure([2], [2], [.deleteItems([ip(0, -1)])])?.description
                == "attempt to delete item -1 from section 0 which only contains 2 items before the update")
        #expect(failure([2], [2], [.deleteSections([])]) == nil)
        #expect(
            failure([2], [3], [.insertItems([ip(-1, 0)])])?.description
                == "attempt to insert item 0 into section -1, but there are only 1 sections after the update")
    }
}
