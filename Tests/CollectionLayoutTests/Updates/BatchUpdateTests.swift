import Foundation
import TestTools
import Testing

@testable import CollectionLayout

/// Hand-worked batches (source: uikit-rule, docs/REFERENCE.md §5). Letters name item identities;
/// the arithmetic is in the comments.
@Suite("BatchUpdate: hand-worked operations")
struct BatchUpdateTests {
    private func update(_ old: [Int], _ new: [Int], _ ops: [BatchOperation]) throws -> BatchUpdate {
        try BatchUpdate(oldSectionCounts: old, newSectionCounts: new, operations: ops)
    }

    private func newPaths(_ update: BatchUpdate, section: Int, count: Int) -> [IndexPath?] {
        (0..<count).map { update.newIndexPath(forOld: ip(section, $0)) }
    }

    private func oldPaths(_ update: BatchUpdate, section: Int, count: Int) -> [IndexPath?] {
        (0..<count).map { update.oldIndexPath(forNew: ip(section, $0)) }
    }

    @Test func insertItem() throws {
        // a b c d e, insert at [0,2]: a b X c d e.
        let batch = try update([5], [6], [.insertItems([ip(0, 2)])])
        #expect(batch.updateItems == [CollectionViewUpdateItem(action: .insert, before: nil, after: ip(0, 2))])
        #expect(newPaths(batch, section: 0, count: 5) == [ip(0, 0), ip(0, 1), ip(0, 3), ip(0, 4), ip(0, 5)])
        #expect(oldPaths(batch, section: 0, count: 6) == [ip(0, 0), ip(0, 1), nil, ip(0, 2), ip(0, 3), ip(0, 4)])
        #expect(batch.reusableSectionSources == [nil])
    }

    @Test func deleteItems() throws {
        // a b c d e, delete 1 (b) and 3 (d): a c e. Update items descending.
        let batch = try update([5], [3], [.deleteItems([ip(0, 1), ip(0, 3)])])
        #expect(
            batch.updateItems == [
                CollectionViewUpdateItem(action: .delete, before: ip(0, 3), after: nil),
                CollectionViewUpdateItem(action: .delete, before: ip(0, 1), after: nil),
            ])
        #expect(newPaths(batch, section: 0, count: 5) == [ip(0, 0), nil, ip(0, 1), nil, ip(0, 2)])
        #expect(oldPaths(batch, section: 0, count: 3) == [ip(0, 0), ip(0, 2), ip(0, 4)])
    }

    @Test func moveInsideSection() throws {
        // a b c d e, move 1 (b) -> 3. Remove b: a c d e; slot 3 taken by b; fill 0,1,2,4:
        // a c d b e.
        let batch = try update([5], [5], [.moveItem(at: ip(0, 1), to: ip(0, 3))])
        #expect(batch.updateItems == [CollectionViewUpdateItem(action: .move, before: ip(0, 1), after: ip(0, 3))])
        #expect(newPaths(batch, section: 0, count: 5) == [ip(0, 0), ip(0, 3), ip(0, 1), ip(0, 2), ip(0, 4)])
        #expect(oldPaths(batch, section: 0, count: 5) == [ip(0, 0), ip(0, 2), ip(0, 3), ip(0, 1), ip(0, 4)])
    }

    @Test func moveAcrossSections() throws {
        // [a b c] [d e], move [0,0] (a) -> [1,1]: [b c] [d a e]. Section 0: 3 - 1 moved out = 2;
        // section 1: 2 + 1 moved in = 3.
        let batch = try update([3, 2], [2, 3], [.moveItem(at: ip(0, 0), to: ip(1, 1))])
        #expect(newPaths(batch, section: 0, count: 3) == [ip(1, 1), ip(0, 0), ip(0, 1)])
        #expect(newPaths(batch, section: 1, count: 2) == [ip(1, 0), ip(1, 2)])
        #expect(oldPaths(batch, section: 1, count: 3) == [ip(1, 0), ip(0, 0), ip(1, 1)])
    }

    @Test func reloadIsDeletePlusInsertAtAdjustedPath() throws {
        // a b c d; delete 0 (a), insert at 3, reload 2 (c). Survivors b c d fill the free
        // slots 0, 1, 2 (slot 3 is the insert): b→0, c'→1, d→2. The reload's new path is
        // [0,1] = 2 − 1 delete before it, no insert at or before 1.
        let batch = try update(
            [4], [4],
            [
                .reloadItems([ip(0, 2)]), .insertItems([ip(0, 3)]), .deleteItems([ip(0, 0)]),
            ])
        #expect(
            batch.updateItems == [
                CollectionViewUpdateItem(action: .delete, before: ip(0, 0), after: nil),
                CollectionViewUpdateItem(action: .insert, before: nil, after: ip(0, 3)),
                CollectionViewUpdateItem(action: .reload, before: ip(0, 2), after: ip(0, 1)),
            ])
        #expect(newPaths(batch, section: 0, count: 4) == [nil, ip(0, 0), nil, ip(0, 2)])
        #expect(oldPaths(batch, section: 0, count: 4) == [ip(0, 1), nil, ip(0, 3), nil])
    }

    @Test func sectionOperations() throws {
        // Sections A(2) B(3) C(1). Delete A, move C -> 0, insert X at 1 (4 items). C takes
        // slot 0, X slot 1; B fills slot 2. Counts after: [1, 4, 3]; 3 = 3 + 1 − 1.
        // Item ops inside A (deleted) and X (inserted) are folded away.
        let batch = try update(
            [2, 3, 1], [1, 4, 3],
            [
                .deleteSections([0]), .moveSection(2, toSection: 0), .insertSections([1]),
                .insertItems([ip(1, 0), ip(1, 3)]), .deleteItems([ip(0, 1)]),
            ])
        #expect(
            batch.updateItems == [
                CollectionViewUpdateItem(action: .delete, before: sp(0), after: nil),
                CollectionViewUpdateItem(action: .insert, before: nil, after: sp(1)),
                CollectionViewUpdateItem(action: .move, before: sp(2), after: sp(0)),
            ])
        #expect(batch.updateItems.allSatisfy { $0.isSectionOperation })
        #expect((0..<3).map(batch.newSection(forOld:)) == [nil, 2, 0])
        #expect((0..<3).map(batch.oldSection(forNew:)) == [2, nil, 1])
        #expect(batch.newIndexPath(forOld: ip(1, 2)) == ip(2, 2))
        #expect(batch.newIndexPath(forOld: ip(2, 0)) == ip(0, 0))
        #expect(batch.newIndexPath(forOld: ip(0, 0)) == nil)
        #expect(batch.oldIndexPath(forNew: ip(1, 3)) == nil)
        // B and C are untouched and only moved; X is new.
        #expect(batch.reusableSectionSources == [2, nil, 1])
    }

    @Test func reloadSections() throws {
        // A B C; delete 0, reload 2. Sections after: B, C' (2 = 3 + 1 − 2). C' takes the
        // slot C would have: 1.
        let batch = try update([1, 2, 3], [2, 5], [.deleteSections([0]), .reloadSections([2])])
        #expect(
            batch.updateItems == [
                CollectionViewUpdateItem(action: .delete, before: sp(0), after: nil),
                CollectionViewUpdateItem(action: .reload, before: sp(2), after: sp(1)),
            ])
        #expect((0..<3).map(batch.newSection(forOld:)) == [nil, 0, nil])
        #expect((0..<2).map(batch.oldSection(forNew:)) == [1, nil])
        #expect(batch.newIndexPath(forOld: ip(2, 0)) == nil)
        #expect(batch.reusableSectionSources == [1, nil])
    }

    @Test func mixedBatchAcrossSections() throws {
        // S0 = a b c d, S1 = e f g.
        // delete [0,1] (b); reload [0,3] (d); move [1,0] (e) -> [0,0]; move [0,2] (c) -> [1,0];
        // insert [1,2].
        // S0: removed {1, 2}, taken {0}; count 4 + (0+1) − (1+1) + 1 in − 1 out = 3.
        //   slot 0 = e; free 1, 2 ← a, d': a→[0,1], d'→[0,2].
        // S1: removed {0}, taken {0, 2}; count 3 + 1 − 0 + 1 − 1 = 4.
        //   slot 0 = c, 2 = new; free 1, 3 ← f, g.
        let batch = try update(
            [4, 3], [3, 4],
            [
                .moveItem(at: ip(0, 2), to: ip(1, 0)), .insertItems([ip(1, 2)]), .deleteItems([ip(0, 1)]),
                .moveItem(at: ip(1, 0), to: ip(0, 0)), .reloadItems([ip(0, 3)]),
            ])
        #expect(
            batch.updateItems == [
                CollectionViewUpdateItem(action: .delete, before: ip(0, 1), after: nil),
                CollectionViewUpdateItem(action: .insert, before: nil, after: ip(1, 2)),
                CollectionViewUpdateItem(action: .reload, before: ip(0, 3), after: ip(0, 2)),
                CollectionViewUpdateItem(action: .move, before: ip(0, 2), after: ip(1, 0)),
                CollectionViewUpdateItem(action: .move, before: ip(1, 0), after: ip(0, 0)),
            ])
        #expect(newPaths(batch, section: 0, count: 4) == [ip(0, 1), nil, ip(1, 0), nil])
        #expect(newPaths(batch, section: 1, count: 3) == [ip(0, 0), ip(1, 1), ip(1, 3)])
        #expect(oldPaths(batch, section: 0, count: 3) == [ip(1, 0), ip(0, 0), nil])
        #expect(oldPaths(batch, section: 1, count: 4) == [ip(0, 2), ip(1, 1), nil, ip(1, 2)])
        #expect(batch.reusableSectionSources == [nil, nil])
    }

    @Test func deletesAndSectionDeletesSortTogetherDescending() throws {
        // Sections of 2, 2, 2: delete section 1, items [0,0] and [2,1]. Descending by path with
        // a section op as [s, NSNotFound]: [2,1], [1], [0,0]. Inserts ascending: [0,0], [1].
        let batch = try update(
            [2, 2, 2], [2, 0, 1],
            [
                .deleteItems([ip(0, 0), ip(2, 1)]), .deleteSections([1]), .insertSections([1]), .insertItems([ip(0, 0)]),
            ])
        #expect(
            batch.updateItems == [
                CollectionViewUpdateItem(action: .delete, before: ip(2, 1), after: nil),
                CollectionViewUpdateItem(action: .delete, before: sp(1), after: nil),
                CollectionViewUpdateItem(action: .delete, before: ip(0, 0), after: nil),
                CollectionViewUpdateItem(action: .insert, before: nil, after: ip(0, 0)),
                CollectionViewUpdateItem(action: .insert, before: nil, after: sp(1)),
            ])
    }

    @Test func untouchedBatchIsIdentity() throws {
        let batch = try update([3, 0], [3, 0], [])
        #expect(batch.isEmpty)
        #expect(newPaths(batch, section: 0, count: 3) == [ip(0, 0), ip(0, 1), ip(0, 2)])
        #expect(batch.reusableSectionSources == [0, 1])
        #expect(batch.newIndexPath(forOld: ip(0, 3)) == nil)
        #expect(batch.newIndexPath(forOld: ip(5, 0)) == nil)
        #expect(batch.newIndexPath(forOld: sp(0)) == nil)
    }

    @Test func duplicateOperationsCountOnce() throws {
        let batch = try update([3], [2], [.deleteItems([ip(0, 1), ip(0, 1)]), .deleteItems([ip(0, 1)])])
        #expect(batch.updateItems.count == 1)
    }

    @Test func elementKeysFollowTheirSection() throws {
        // Section 0 deleted: the header of old section 1 is now the header of section 0.
        let batch = try update([1, 1], [1], [.deleteSections([0])])
        let header = ElementKey.supplementary(ElementKind.sectionHeader, ip(1, 0))
        #expect(batch.newKey(forOld: header) == .supplementary(ElementKind.sectionHeader, ip(0, 0)))
        #expect(batch.newKey(forOld: .supplementary(ElementKind.sectionHeader, ip(0, 0))) == nil)
        #expect(batch.oldKey(forNew: .cell(ip(0, 0))) == .cell(ip(1, 0)))
    }
}

/// Counts derived from the operations alone (source: uikit-rule).
@Suite("BatchUpdate: derived counts")
struct BatchUpdateDerivedCountsTests {
    @Test func mixedBatch() throws {
        // The mixed batch of BatchUpdateTests: [4, 3] → [3, 4].
        let batch = try BatchUpdate(
            oldSectionCounts: [4, 3],
            operations: [
                .moveItem(at: ip(0, 2), to: ip(1, 0)), .insertItems([ip(1, 2)]), .deleteItems([ip(0, 1)]),
                .moveItem(at: ip(1, 0), to: ip(0, 0)), .reloadItems([ip(0, 3)]),
            ])
        #expect(batch.newSectionCounts == [3, 4])
    }

    @Test func sectionOperations() throws {
        // A(2) B(3) C(1): delete A, move C → 0, insert X at 1 with two items, reload B:
        // [C 1, X 2, B' 3].
        let batch = try BatchUpdate(
            oldSectionCounts: [2, 3, 1],
            operations: [
                .deleteSections([0]), .moveSection(2, toSection: 0), .insertSections([1]),
                .insertItems([ip(1, 0), ip(1, 1)]), .reloadSections([1]),
            ])
        #expect(batch.newSectionCounts == [1, 2, 3])
    }

    @Test func inconsistentOperationsStillThrowUIKitsMessage() {
        // One insert into the new section, at item 3: the section holds 1 item.
        #expect(throws: BatchUpdateError.insertItemOutOfRange(item: 3, section: 1, itemCount: 1)) {
            try BatchUpdate(oldSectionCounts: [2], operations: [.insertSections([1]), .insertItems([ip(1, 3)])])
        }
    }

    @Test func derivedCountsMatchTheModelForSurvivingSections() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let batch = RandomBatch(rng: &rng)
            // Only inserted and reloaded sections may differ (their counts are random in the
            // model); the derivation must never throw for a different reason.
            do {
                let update = try BatchUpdate(oldSectionCounts: batch.oldCounts, operations: batch.operations)
                for section in batch.survivingNewSections {
                    #expect(update.newSectionCounts[section] == batch.newCounts[section], "\(batch)")
                }
            } catch {
                // An inserted section whose folded inserts do not start at 0 is out of range.
                #expect(error.isRangeError, "\(error) \(batch)")
            }
        }
    }
}

extension BatchUpdateError {
    /// Whether the error is an insert past the end of a section.
    fileprivate var isRangeError: Bool {
        if case .insertItemOutOfRange = self { return true }
        return false
    }
}
