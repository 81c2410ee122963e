import Foundation
import Testing

@testable import CollectionLayout

/// Stage 2: section ranges, conflicts and count (docs/REFERENCE.md §5, "Validation").
@Suite("BatchUpdate stages: section validation")
struct SectionValidationTests {
    private func check(_ old: Int, _ new: Int, _ operations: [BatchOperation]) -> BatchUpdateError? {
        stageError { try SectionValidation.validate(try CollectedOperations(operations), oldSections: old, newSections: new) }
    }

    @Test func countIsBeforePlusInsertedMinusDeleted() {
        // 3 + 1 − 0 = 4, not 3.
        #expect(check(3, 3, [.insertSections([1])]) == .invalidNumberOfSections(after: 3, before: 3, inserted: 1, deleted: 0))
        #expect(check(3, 4, [.insertSections([1])]) == nil)
        // 3 + 0 − 2 = 1.
        #expect(check(3, 1, [.deleteSections([0, 2])]) == nil)
        // A reload counts as one insert and one delete: 2 + 1 − 1 = 2; with a delete 2 + 1 − 2 = 1.
        #expect(check(2, 2, [.reloadSections([0])]) == nil)
        #expect(
            check(2, 2, [.reloadSections([0]), .deleteSections([1])])
                == .invalidNumberOfSections(after: 2, before: 2, inserted: 1, deleted: 2))
        // A move changes no count.
        #expect(check(3, 3, [.moveSection(0, toSection: 2)]) == nil)
    }

    @Test func rangesComeFirstDeletesBeforeInserts() {
        // Section 5 of 3 before the update; section 7 of 3 after: the delete is reported.
        #expect(check(3, 3, [.insertSections([7]), .deleteSections([5])]) == .deleteSectionOutOfRange(section: 5, sectionCount: 3))
        // A reload out of range reports the delete message.
        #expect(check(3, 3, [.reloadSections([3])]) == .deleteSectionOutOfRange(section: 3, sectionCount: 3))
        #expect(check(3, 4, [.insertSections([4])]) == .insertSectionOutOfRange(section: 4, sectionCount: 4))
        #expect(check(2, 2, [.moveSection(2, toSection: 0)]) == .moveSectionSourceOutOfRange(section: 2, sectionCount: 2))
        #expect(check(2, 2, [.moveSection(0, toSection: 2)]) == .moveSectionDestinationOutOfRange(from: 0, to: 2, sectionCount: 2))
        // A range error wins over a count error.
        #expect(check(3, 9, [.deleteSections([3])]) == .deleteSectionOutOfRange(section: 3, sectionCount: 3))
    }

    @Test func conflicts() {
        #expect(check(3, 2, [.deleteSections([1]), .reloadSections([1])]) == .deleteAndReloadSection(1))
        #expect(check(3, 3, [.moveSection(0, toSection: 1), .moveSection(0, toSection: 2)]) == .moveSectionToTwoDestinations(0, 1, 2))
        #expect(check(3, 3, [.moveSection(0, toSection: 2), .moveSection(1, toSection: 2)]) == .moveTwoSectionsToOneDestination(0, 1, 2))
        #expect(check(3, 2, [.deleteSections([0]), .moveSection(0, toSection: 1)]) == .deleteAndMoveSection(0))
        #expect(check(3, 3, [.reloadSections([0]), .moveSection(0, toSection: 1)]) == .deleteAndMoveSection(0))
        #expect(check(3, 4, [.insertSections([1]), .moveSection(0, toSection: 1)]) == .insertAndMoveSection(1))
        // A conflict wins over a count error.
        #expect(check(3, 9, [.deleteSections([1]), .reloadSections([1])]) == .deleteAndReloadSection(1))
    }

    @Test func messagesAreUIKits() {
        #expect(
            check(2, 2, [.insertSections([1])])?.uikitMessage
                == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
        )
        #expect(
            check(2, 2, [.deleteSections([4])])?.uikitMessage
                == "attempt to delete section 4, but there are only 2 sections before the update")
    }
}
