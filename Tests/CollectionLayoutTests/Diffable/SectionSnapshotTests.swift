import Foundation
import Testing

@testable import CollectionLayout

/// Section snapshots (outline lists, docs/REFERENCE.md §15): a tree, expansion, visibility.
@Suite struct SectionSnapshotTests {
    /// Fruit (Apple (Gala), Pear), Veg (Carrot), all collapsed.
    private func outline() throws -> DiffableDataSourceSectionSnapshot<String> {
        var snapshot = DiffableDataSourceSectionSnapshot<String>()
        try snapshot.append(["Fruit", "Veg"])
        try snapshot.append(["Apple", "Pear"], to: "Fruit")
        try snapshot.append(["Carrot"], to: "Veg")
        try snapshot.append(["Gala"], to: "Apple")
        return snapshot
    }

    @Test func aTreeDepthFirstAndWhatShows() throws {
        var snapshot = try outline()
        #expect(snapshot.items == ids("Fruit Apple Gala Pear Veg Carrot"))
        #expect(snapshot.rootItems == ["Fruit", "Veg"])
        #expect(snapshot.visibleItems == ["Fruit", "Veg"])
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ids("Fruit Apple Pear Veg"))
        snapshot.expand(["Apple", "nope"])
        #expect(snapshot.visibleItems == ids("Fruit Apple Gala Pear Veg"))
        #expect(snapshot.isExpanded("Apple") && !snapshot.isExpanded("Veg"))
        #expect(snapshot.isVisible("Gala") && !snapshot.isVisible("Carrot") && !snapshot.isVisible("nope"))
        #expect(snapshot.level(of: "Gala") == 2 && snapshot.level(of: "Veg") == 0)
        #expect(snapshot.parent(of: "Gala") == "Apple" && snapshot.parent(of: "Fruit") == nil)
        #expect(snapshot.index(of: "Pear") == 3 && snapshot.index(of: "nope") == nil)
        snapshot.collapse(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Veg"])
        #expect(snapshot.isExpanded("Apple")) // collapsing a parent keeps its children's state
    }

    @Test func subtreesInsertsAndDeletes() throws {
        var snapshot = try outline()
        snapshot.expand(["Apple"])
        let fruit = try snapshot.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Apple", "Pear"] && fruit.items == ids("Apple Gala Pear"))
        #expect(fruit.isExpanded("Apple") && fruit.visibleItems == ids("Apple Gala Pear"))
        #expect(try snapshot.snapshot(of: "Fruit", includingParent: true).rootItems == ["Fruit"])
        try snapshot.insert(["Kiwi"], after: "Apple")
        try snapshot.insert(["Bean"], before: "Veg")
        #expect(snapshot.items == ids("Fruit Apple Gala Kiwi Pear Bean Veg Carrot"))
        snapshot.delete(["Apple"])
        #expect(snapshot.items == ids("Fruit Kiwi Pear Bean Veg Carrot"))
        #expect(!snapshot.contains("Gala"))
        try snapshot.append(["Gala"]) // gone with its parent, so new again
        #expect(snapshot.rootItems == ids("Fruit Bean Veg Gala"))
    }

    @Test func uikitsTexts() throws {
        // The duplicate text is quoted in IQListKit#3 (docs/REFERENCE.md §15).
        var snapshot = try outline()
        let before = snapshot
        #expect(throws: DiffableSnapshotError.duplicateSectionSnapshotItems(["Veg"])) { try snapshot.append(["Veg", "x"]) }
        #expect(
            DiffableSnapshotError.duplicateSectionSnapshotItems(["Veg"]).uikitMessage
                == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Veg\n)}")
        #expect(throws: DiffableSnapshotError.duplicateSectionSnapshotItems(["y"])) { try snapshot.append(["y", "y"]) }
        #expect(throws: DiffableSnapshotError.unknownItem("nope")) { try snapshot.append(["x"], to: "nope") }
        #expect(throws: DiffableSnapshotError.unknownItem("nope")) { try snapshot.insert(["x"], before: "nope") }
        #expect(snapshot == before)
    }

    @Test func snapshotsGraftedWithTheirTreesAndExpansion() throws {
        var snapshot = try outline()
        var nuts = DiffableDataSourceSectionSnapshot<String>()
        try nuts.append(["Nuts"])
        try nuts.append(["Almond"], to: "Nuts")
        nuts.expand(["Nuts"])
        try snapshot.append(nuts, to: "Fruit")
        // Fruit's children were Apple, Pear: Nuts (with Almond under it) follows them.
        #expect(snapshot.items == ids("Fruit Apple Gala Pear Nuts Almond Veg Carrot"))
        #expect(snapshot.parent(of: "Almond") == "Nuts" && snapshot.level(of: "Almond") == 2)
        #expect(snapshot.isExpanded("Nuts"))
        var seeds = DiffableDataSourceSectionSnapshot<String>()
        try seeds.append(["Sesame", "Chia"])
        try snapshot.insert(seeds, before: "Veg")
        var herbs = DiffableDataSourceSectionSnapshot<String>()
        try herbs.append(["Basil"])
        try snapshot.insert(herbs, after: "Apple")
        #expect(snapshot.rootItems == ids("Fruit Sesame Chia Veg"))
        #expect(snapshot.items == ids("Fruit Apple Gala Basil Pear Nuts Almond Sesame Chia Veg Carrot"))
    }

    @Test func replacingChildrenDropsTheOldSubtrees() throws {
        var snapshot = try outline()
        snapshot.expand(["Fruit", "Apple"])
        var berries = DiffableDataSourceSectionSnapshot<String>()
        try berries.append(["Fig", "Gala"]) // Gala was Apple's child: gone with Apple, so new again
        try snapshot.replace(childrenOf: "Fruit", using: berries)
        #expect(snapshot.items == ids("Fruit Fig Gala Veg Carrot"))
        #expect(!snapshot.contains("Apple") && !snapshot.contains("Pear"))
        #expect(snapshot.isExpanded("Fruit") && !snapshot.isExpanded("Apple"))
        #expect(snapshot.parent(of: "Gala") == "Fruit")
    }

    @Test func graftingRejectsWhatIsAlreadyThere() throws {
        var snapshot = try outline()
        let before = snapshot
        var clash = DiffableDataSourceSectionSnapshot<String>()
        try clash.append(["New", "Carrot"])
        #expect(throws: DiffableSnapshotError.duplicateSectionSnapshotItems(["Carrot"])) { try snapshot.append(clash) }
        #expect(throws: DiffableSnapshotError.duplicateSectionSnapshotItems(["Carrot"])) { try snapshot.insert(clash, after: "Fruit") }
        // Carrot stays under Veg when Fruit's children are replaced, so it clashes there too.
        #expect(throws: DiffableSnapshotError.duplicateSectionSnapshotItems(["Carrot"])) {
            try snapshot.replace(childrenOf: "Fruit", using: clash)
        }
        #expect(throws: DiffableSnapshotError.unknownItem("nope")) { try snapshot.replace(childrenOf: "nope", using: clash) }
        #expect(throws: DiffableSnapshotError.unknownItem("nope")) { try snapshot.insert(clash, before: "nope") }
        #expect(snapshot == before)
    }
}
