import Foundation
import Testing

@testable import CollectionLayout

/// Stage 9: the sections a layout may reuse (untouched, possibly moved).
@Suite("BatchUpdate stages: reusable sections")
struct ReusableSectionsTests {
    private func sources(_ old: [Int], _ new: [Int], _ operations: [BatchOperation]) throws -> [Int?] {
        let inputs = try StageInputs(old: old, new: new, operations)
        return ReusableSections.sources(sections: inputs.sections, folded: inputs.folded)
    }

    @Test func untouchedSectionsAreReusedWhereverTheyGo() throws {
        // A B C; delete A: B and C move up untouched.
        #expect(try sources([2, 1, 2], [1, 2], [.deleteSections([0])]) == [1, 2])
        // A B; move B to 0: both untouched.
        #expect(try sources([2, 1], [1, 2], [.moveSection(1, toSection: 0)]) == [1, 0])
    }

    @Test func aSectionWithAnyItemOperationIsNot() throws {
        #expect(try sources([2, 2], [2, 1], [.deleteItems([ip(1, 0)])]) == [0, nil])
        #expect(try sources([2, 2], [2, 2], [.reloadItems([ip(0, 0)])]) == [nil, 1])
        // A move inside one section changes its order.
        #expect(try sources([2, 2], [2, 2], [.moveItem(at: ip(1, 0), to: ip(1, 1))]) == [0, nil])
        // An inserted or reloaded section has no source.
        #expect(try sources([2], [2, 3], [.insertSections([1])]) == [0, nil])
        #expect(try sources([2], [2], [.reloadSections([0])]) == [nil])
    }
}
