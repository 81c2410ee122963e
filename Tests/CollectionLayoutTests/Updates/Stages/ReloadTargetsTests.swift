import Foundation
import Testing

@testable import CollectionLayout

/// Stage 7: where reloaded items reappear (docs/REFERENCE.md §5: a reload is a delete of
/// its old path plus an insert at the new path, adjusted by the deletes and inserts).
@Suite("BatchUpdate stages: reload targets")
struct ReloadTargetsTests {
    private func targets(_ old: [Int], _ new: [Int], _ operations: [BatchOperation]) throws -> ReloadTargets {
        let inputs = try StageInputs(old: old, new: new, operations)
        return ReloadTargets(inputs.folded, sections: inputs.sections)
    }

    @Test func shiftedByDeletesAndInserts() throws {
        // a b c d; delete b, reload c, insert X at 0 → X a c' d. c ranks 2 − 1 (b below it) = 1
        // among survivors; the first free slot is 1 (0 is X's), the second is 2.
        let reload = try targets([4], [4], [.deleteItems([ip(0, 1)]), .reloadItems([ip(0, 2)]), .insertItems([ip(0, 0)])])
        #expect(reload.targets == [slot(0, 2): slot(0, 2)])
        #expect(reload.reloadedNew == [[2]])
    }

    @Test func shiftedByMoves() throws {
        // a b c; move a to 2, reload b → b' c a: b ranks 0 (a left), slot 2 is taken: slot 0.
        let reload = try targets([3], [3], [.moveItem(at: ip(0, 0), to: ip(0, 2)), .reloadItems([ip(0, 1)])])
        #expect(reload.targets == [slot(0, 1): slot(0, 0)])
    }

    @Test func followTheirSection() throws {
        // Sections A [2] B [2]; insert a section at 0 and reload [1, 1]: B is new section 2.
        let reload = try targets([2, 2], [1, 2, 2], [.insertSections([0]), .reloadItems([ip(1, 1), ip(0, 0)])])
        #expect(reload.targets == [slot(1, 1): slot(2, 1), slot(0, 0): slot(1, 0)])
        #expect(reload.reloadedNew == [[], [0], [1]])
    }
}
