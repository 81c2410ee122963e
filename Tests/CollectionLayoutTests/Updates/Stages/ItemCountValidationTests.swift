import Foundation
import Testing

@testable import CollectionLayout

/// Stage 6: every existing section's count (docs/REFERENCE.md §5, "Validation").
@Suite("BatchUpdate stages: item counts")
struct ItemCountValidationTests {
    private func check(_ old: [Int], _ new: [Int], _ operations: [BatchOperation]) throws -> BatchUpdateError? {
        let inputs = try StageInputs(old: old, new: new, operations)
        return stageError {
            try ItemCountValidation.validate(old: old, new: new, sections: inputs.sections, folded: inputs.folded)
        }
    }

    @Test func afterIsBeforePlusInsertedMinusDeletedPlusMovedInMinusMovedOut() throws {
        // Section 0: 3 + 0 − 0 + 0 − 1 = 2, not 3.
        #expect(
            try check([3, 2], [3, 2], [.moveItem(at: ip(0, 0), to: ip(1, 0))])
                == .invalidNumberOfItems(section: 0, after: 3, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1))
        // 3 − 1 = 2 and 2 + 1 = 3.
        #expect(try check([3, 2], [2, 3], [.moveItem(at: ip(0, 0), to: ip(1, 0))]) == nil)
        // 5 + 1 − 2 = 4.
        #expect(try check([5], [4], [.insertItems([ip(0, 0)]), .deleteItems([ip(0, 1), ip(0, 2)])]) == nil)
    }

    @Test func aReloadCountsAsOneInsertAndOneDelete() throws {
        #expect(try check([3], [3], [.reloadItems([ip(0, 1)])]) == nil)
        #expect(
            try check([3], [4], [.reloadItems([ip(0, 1)])])
                == .invalidNumberOfItems(section: 0, after: 4, before: 3, inserted: 1, deleted: 1, movedIn: 0, movedOut: 0))
    }

    @Test func theMessageNamesTheNewSection() throws {
        // Insert a section at 0: old section 0 is new section 1; 2 + 0 − 0 = 2, not 5.
        let error = try check([2], [0, 5], [.insertSections([0])])
        #expect(error == .invalidNumberOfItems(section: 1, after: 5, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(
            error?.uikitMessage
                == "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
    }
}
