import Foundation
import Testing

@testable import CollectionLayout

/// The snapshot's edits, queries and UIKit's exception texts (docs/REFERENCE.md §15).
@Suite struct DiffableSnapshotTests {
    @Test func editsAndQueries() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections(["A", "C"])
        try snapshot.insertSections(["B"], beforeSection: "C")
        try snapshot.insertSections(["D"], afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C", "D"])
        try snapshot.appendItems(ids("a1 a2"), toSection: "A")
        try snapshot.appendItems(ids("d1")) // nil: the last section
        try snapshot.insertItems(["b1"], afterItem: "a2") // into A, after a2
        try snapshot.insertItems(["a0"], beforeItem: "a1")
        #expect(snapshot.itemIdentifiers == ids("a0 a1 a2 b1 d1"))
        try snapshot.moveItem("b1", beforeItem: "d1") // to section D
        #expect(try snapshot.itemIdentifiers(inSection: "D") == ids("b1 d1"))
        #expect(snapshot.sectionIdentifier(containingItem: "b1") == "D")
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 4)
        #expect(try snapshot.numberOfItems(inSection: "A") == 3)
        #expect(snapshot.indexOfItem("d1") == 4)
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(snapshot.indexPath(ofItem: "d1") == ip(3, 1))
        try snapshot.moveSection("D", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["D", "A", "B", "C"])
        #expect(snapshot.indexOfItem("a0") == 2)
        snapshot.deleteSections(["B", "nope"])
        snapshot.deleteItems(["a1", "nope"])
        #expect(snapshot.itemIdentifiers == ids("b1 d1 a0 a2"))
        try snapshot.reloadItems(["a0", "a0"])
        try snapshot.reconfigureItems(["d1"])
        try snapshot.reloadSections(["A"])
        #expect(snapshot.reloadedItemIdentifiers == ["a0"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["d1"])
        #expect(snapshot.reloadedSectionIdentifiers == ["A"])
        snapshot.deleteItems(["a0"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    /// Asserts `edit` throws `text` and leaves the snapshot as it was.
    private func expectThrows(_ snapshot: Snapshot, _ text: String, _ edit: (inout Snapshot) throws -> Void) {
        var copy = snapshot
        do {
            try edit(&copy)
            Issue.record("no error; expected \(text)")
        } catch let error as DiffableSnapshotError {
            #expect(error.uikitMessage == text)
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(copy == snapshot)
    }

    @Test func uikitsExceptionTexts() throws {
        // Texts: docs/REFERENCE.md §15 and the reasons quoted in ASCollectionView#80,
        // owncloud/ios-app#1585, Rivulet#187 and IQListKit#3 (NSSet's `{(…)}` form).
        expectThrows(Snapshot(), "There are currently no sections in the data source. Please add a section first.") {
            try $0.appendItems(["a"])
        }
        let base = try snapshot([("A", ids("a b"))])
        expectThrows(base, "Invalid parameter not satisfying: section != NSNotFound") { try $0.appendItems(["c"], toSection: "Z") }
        expectThrows(base, "Invalid parameter not satisfying: section != NSNotFound") { try $0.insertSections(["B"], afterSection: "Z") }
        expectThrows(base, "Invalid parameter not satisfying: section != NSNotFound") { try $0.reloadSections(["Z"]) }
        expectThrows(base, "Invalid parameter not satisfying: section != NSNotFound") { _ = try $0.itemIdentifiers(inSection: "Z") }
        expectThrows(base, "supplied item identifiers are not unique. Duplicate identifiers: {(\n    c\n)}") {
            try $0.appendItems(ids("c d c c"))
        }
        expectThrows(base, "supplied section identifiers are not unique. Duplicate identifiers: {(\n    A,\n    B\n)}") {
            try $0.appendSections(ids("B A B"))
        }
        expectThrows(base, "Invalid item identifier: z is not in the snapshot") { try $0.insertItems(["c"], beforeItem: "z") }
        expectThrows(base, "Invalid item identifier: z is not in the snapshot") { try $0.moveItem("z", afterItem: "a") }
        expectThrows(base, "Invalid item identifier: z is not in the snapshot") { try $0.reloadItems(["a", "z"]) }
        expectThrows(base, "Invalid item identifier: z is not in the snapshot") { try $0.reconfigureItems(["z"]) }
        expectThrows(base, "Invalid move: identifier a cannot be moved relative to itself") { try $0.moveItem("a", afterItem: "a") }
        #expect(
            DiffableSnapshotError.duplicateSectionSnapshotItems(["x", "y"]).uikitMessage
                == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    x,\n    y\n)}")
    }

    @Test func appendingExistingItemsMovesThemAndWarns() throws {
        // Newer iOS: a console warning (quoted in iOS04-PhotoGether#74), the items move.
        var snapshot = try snapshot([("A", ids("a b")), ("B", ["c"])])
        let warning = try snapshot.appendItems(["a"], toSection: "B")
        #expect(snapshot.itemIdentifiers == ids("b c a"))
        #expect(snapshot.sectionIdentifier(containingItem: "a") == "B")
        #expect(
            warning?.description == "Diffable data source detected an attempt to insert or append 1 item identifiers that "
                + "already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation "
                + "will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic "
                + "breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. "
                + "Item identifiers that already exist: (\n    a\n)")
        #expect(try snapshot.appendItems(["d"]) == nil)
    }
}
