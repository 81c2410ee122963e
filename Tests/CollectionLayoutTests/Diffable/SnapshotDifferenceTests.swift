import Foundation
import Testing

@testable import CollectionLayout

/// The diff's rules (docs/REFERENCE.md §15, `SnapshotDifference`) on hand-worked cases.
@Suite struct SnapshotDifferenceTests {
    @Test func identicalSnapshotsGiveNoOperations() throws {
        let old = try snapshot([("A", ids("a b")), ("B", ids("c"))])
        let difference = SnapshotDifference(from: old, to: old)
        #expect(difference.isEmpty)
        #expect(difference.operations.isEmpty)
        #expect(difference == SnapshotDifference())
    }

    @Test func pureInsertsAreNewPaths() throws {
        // a b c → a x b c y: x at new index 1, y at new index 4.
        let difference = SnapshotDifference(from: try list(ids("a b c")), to: try list(ids("a x b c y")))
        #expect(difference.insertedItems == [ip(0, 1), ip(0, 4)])
        #expect(difference.operations == [.insertItems([ip(0, 1), ip(0, 4)])])
    }

    @Test func pureDeletesAreOldPaths() throws {
        // a b c d → a c: b (old 1) and d (old 3) go.
        let difference = SnapshotDifference(from: try list(ids("a b c d")), to: try list(ids("a c")))
        #expect(difference.operations == [.deleteItems([ip(0, 1), ip(0, 3)])])
    }

    @Test func oneItemToTheEndIsOneMove() throws {
        // a b c d → b c d a: new indexes in old order [3, 0, 1, 2]; LIS 0 1 2 (b c d) stays,
        // a moves 0 → 3.
        let difference = SnapshotDifference(from: try list(ids("a b c d")), to: try list(ids("b c d a")))
        #expect(difference.movedItems == [mv(ip(0, 0), ip(0, 3))])
        #expect(difference.operations == [.moveItem(at: ip(0, 0), to: ip(0, 3))])
    }

    @Test func aReversalMovesAllButOne() throws {
        // a b c d e → e d c b a: new indexes [4, 3, 2, 1, 0], LIS length 1 (the last, e):
        // four moves, n − LIS.
        let difference = SnapshotDifference(from: try list(ids("a b c d e")), to: try list(ids("e d c b a")))
        #expect(
            difference.movedItems == [
                mv(ip(0, 0), ip(0, 4)), mv(ip(0, 1), ip(0, 3)), mv(ip(0, 2), ip(0, 2)), mv(ip(0, 3), ip(0, 1)),
            ])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
    }

    @Test func aShuffleWithInsertsAndDeletes() throws {
        // a b c d e → c x a e: b, d deleted (old 1, 3); x inserted (new 1); survivors a c e
        // have new indexes [2, 0, 3]. (2, 3) and (0, 3) are both longest; patience sorting
        // keeps the smaller tail for length 1 (0, from c), so c e stays and a moves 0 → 2.
        let difference = SnapshotDifference(from: try list(ids("a b c d e")), to: try list(ids("c x a e")))
        #expect(difference.deletedItems == [ip(0, 1), ip(0, 3)])
        #expect(difference.insertedItems == [ip(0, 1)])
        #expect(difference.movedItems == [mv(ip(0, 0), ip(0, 2))])
    }

    @Test func sectionMovesTakeTheirItems() throws {
        // A B C → C A B: new indexes [1, 2, 0]; A B stay, C moves 2 → 0; no item operation.
        let old = try snapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c1", "c2"])])
        let new = try snapshot([("C", ["c1", "c2"]), ("A", ["a"]), ("B", ["b"])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.operations == [.moveSection(2, toSection: 0)])
    }

    @Test func sectionsInsertedAndDeleted() throws {
        // A B → B C: A (old 0) deleted, C (new 1) inserted; its items come with it.
        let old = try snapshot([("A", ["a"]), ("B", ["b"])])
        let new = try snapshot([("B", ["b"]), ("C", ["c"])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.operations == [.deleteSections(IndexSet([0])), .insertSections(IndexSet([1]))])
    }

    @Test func anItemChangingSectionIsAMove() throws {
        // A: a b, B: c → A: b, B: c a. a moves (0, 0) → (1, 1); b and c stay.
        let old = try snapshot([("A", ids("a b")), ("B", ["c"])])
        let new = try snapshot([("A", ["b"]), ("B", ids("c a"))])
        #expect(SnapshotDifference(from: old, to: new).operations == [.moveItem(at: ip(0, 0), to: ip(1, 1))])
    }

    @Test func anItemLeavingADeletedSectionIsInserted() throws {
        // A: a b, B: c → B: c a. A (old 0) deleted with a and b; a reappears at (0, 1): insert.
        let old = try snapshot([("A", ids("a b")), ("B", ["c"])])
        let new = try snapshot([("B", ids("c a"))])
        #expect(SnapshotDifference(from: old, to: new).operations == [.deleteSections(IndexSet([0])), .insertItems([ip(0, 1)])])
    }

    @Test func reloadReplacesAndReconfigureKeeps() throws {
        // a b c, b reloaded and c reconfigured: reload at old (0, 1); c listed at new (0, 2),
        // no batch operation for it.
        let old = try list(ids("a b c"))
        var new = old
        try new.reloadItems(["b"])
        try new.reconfigureItems(["c"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.operations == [.reloadItems([ip(0, 1)])])
        #expect(difference.reconfiguredItems == [ip(0, 2)])
        #expect(!difference.isEmpty)
    }

    @Test func aMovedReloadIsADeleteAndAnInsert() throws {
        // a b c → b a c with a reloaded: new indexes [1, 0, 2], LIS (0, 2) = b c stays, so a
        // moves; a reload cannot move, so delete (0, 0) and insert (0, 1).
        let old = try list(ids("a b c"))
        var new = try list(ids("b a c"))
        try new.reloadItems(["a"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.operations == [.deleteItems([ip(0, 0)]), .insertItems([ip(0, 1)])])
    }

    @Test func aReloadedSectionIsReloadedNotItsItems() throws {
        // A: a, B: b c → A: a, B: c d with B reloaded: reloadSections [1], no item operation.
        let old = try snapshot([("A", ["a"]), ("B", ids("b c"))])
        var new = try snapshot([("A", ["a"]), ("B", ids("c d"))])
        try new.reloadSections(["B"])
        #expect(SnapshotDifference(from: old, to: new).operations == [.reloadSections(IndexSet([1]))])
    }

    @Test func theOperationsFormAValidBatch() throws {
        // The shuffle above through BatchUpdate: every new item maps back to its old one.
        let old = try snapshot([("A", ids("a b c d e")), ("B", ids("f g"))])
        let new = try snapshot([("B", ids("g a")), ("A", ids("c x e"))])
        let difference = SnapshotDifference(from: old, to: new)
        let update = try BatchUpdate(oldSectionCounts: [5, 2], newSectionCounts: [2, 3], operations: difference.operations)
        #expect(update.oldIndexPath(forNew: ip(0, 0)) == ip(1, 1)) // g
        #expect(update.oldIndexPath(forNew: ip(0, 1)) == ip(0, 0)) // a
        #expect(update.oldIndexPath(forNew: ip(1, 0)) == ip(0, 2)) // c
        #expect(update.oldIndexPath(forNew: ip(1, 1)) == nil) // x, inserted
        #expect(update.oldIndexPath(forNew: ip(1, 2)) == ip(0, 4)) // e
    }

    @Test func longestIncreasingSubsequence() {
        #expect(LongestIncreasingSubsequence.positions(in: []) == [])
        #expect(LongestIncreasingSubsequence.positions(in: [0, 1, 2]) == [0, 1, 2])
        // 3 1 2 0 4: LIS 1 2 4 at positions 1 2 4.
        #expect(LongestIncreasingSubsequence.positions(in: [3, 1, 2, 0, 4]) == [1, 2, 4])
    }
}
