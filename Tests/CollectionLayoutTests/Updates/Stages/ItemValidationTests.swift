import Foundation
import Testing

@testable import CollectionLayout

/// Stage 4: item ranges, then conflicts (docs/REFERENCE.md §5, "Validation").
@Suite("BatchUpdate stages: item validation")
struct ItemValidationTests {
    private func check(_ old: [Int], _ new: [Int], _ operations: [BatchOperation]) -> BatchUpdateError? {
        stageError {
            let collected = try CollectedOperations(operations)
            let sections = SectionMapping(collected, oldSections: old.count, newSections: new.count)
            _ = try ItemValidation.validate(collected, old: old, new: new, sections: sections)
        }
    }

    @Test func rangesUseTheCountsBeforeForDeletesAndAfterForInserts() {
        #expect(check([3], [2], [.deleteItems([ip(0, 3)])]) == .deleteItemOutOfRange(item: 3, section: 0, itemCount: 3))
        #expect(check([3], [2], [.deleteItems([ip(1, 0)])]) == .deleteItemSectionOutOfRange(item: 0, section: 1, sectionCount: 1))
        // A reload out of range reports the delete message.
        #expect(check([3], [3], [.reloadItems([ip(0, 5)])]) == .deleteItemOutOfRange(item: 5, section: 0, itemCount: 3))
        // Item 3 is the fourth slot: fine after an insert into a section of 3 (4 after).
        #expect(check([3], [4], [.insertItems([ip(0, 3)])]) == nil)
        #expect(check([3], [4], [.insertItems([ip(0, 4)])]) == .insertItemOutOfRange(item: 4, section: 0, itemCount: 4))
        #expect(check([3], [4], [.insertItems([ip(2, 0)])]) == .insertItemSectionOutOfRange(item: 0, section: 2, sectionCount: 1))
        #expect(check([3], [3], [.moveItem(at: ip(0, 3), to: ip(0, 0))]) == .moveItemSourceOutOfRange(ip(0, 3), itemCount: 3, section: 0))
        #expect(check([3], [3], [.moveItem(at: ip(1, 0), to: ip(0, 0))]) == .moveItemSourceSectionOutOfRange(ip(1, 0), sectionCount: 1))
        #expect(
            check([3], [3], [.moveItem(at: ip(0, 0), to: ip(0, 3))])
                == .moveItemDestinationOutOfRange(from: ip(0, 0), to: ip(0, 3), itemCount: 3, section: 0))
        #expect(
            check([3], [3], [.moveItem(at: ip(0, 0), to: ip(1, 0))])
                == .moveItemDestinationSectionOutOfRange(from: ip(0, 0), to: ip(1, 0), sectionCount: 1))
    }

    @Test func rangesComeBeforeConflicts() {
        // The delete/reload conflict on [0, 0] is not reported: the insert at 9 is out of range.
        #expect(
            check([3], [3], [.deleteItems([ip(0, 0)]), .reloadItems([ip(0, 0)]), .insertItems([ip(0, 9)])])
                == .insertItemOutOfRange(item: 9, section: 0, itemCount: 3))
    }

    @Test func conflicts() {
        #expect(check([3], [2], [.deleteItems([ip(0, 1)]), .reloadItems([ip(0, 1)])]) == .deleteAndReloadItem(ip(0, 1)))
        #expect(check([3], [2], [.deleteItems([ip(0, 1)]), .moveItem(at: ip(0, 1), to: ip(0, 0))]) == .deleteAndMoveItem(ip(0, 1)))
        #expect(check([3], [3], [.reloadItems([ip(0, 1)]), .moveItem(at: ip(0, 1), to: ip(0, 0))]) == .deleteAndMoveItem(ip(0, 1)))
        #expect(check([3], [4], [.insertItems([ip(0, 0)]), .moveItem(at: ip(0, 2), to: ip(0, 0))]) == .insertAndMoveItem(ip(0, 0)))
        // Sections [3] [2] → delete section 0: an item cannot move out of it.
        #expect(
            check([3, 2], [3], [.deleteSections([0]), .moveItem(at: ip(0, 0), to: ip(0, 0))])
                == .moveItemFromDeletedSection(ip(0, 0), section: 0))
        // Insert a section at 0: an item cannot move into it.
        #expect(
            check([3], [1, 2], [.insertSections([0]), .moveItem(at: ip(0, 0), to: ip(0, 0))])
                == .moveItemIntoInsertedSection(ip(0, 0), section: 0))
    }

    @Test func aValidBatchGivesItsMoveTable() throws {
        let collected = try CollectedOperations([.moveItem(at: ip(0, 0), to: ip(1, 1))])
        let sections = SectionMapping(collected, oldSections: 2, newSections: 2)
        let table = try ItemValidation.validate(collected, old: [2, 2], new: [1, 3], sections: sections)
        #expect(table.movedTo == [slot(0, 0): slot(1, 1)])
    }
}
