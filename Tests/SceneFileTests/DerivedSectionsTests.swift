import Foundation
import Testing

@testable import SceneFile

/// The after-state of an update without `sections`, worked by hand from docs/REFERENCE.md §5
/// (deletes, then moves to their destinations, inserts; remaining slots filled in order).
@Suite struct DerivedSectionsTests {
    func items(_ titles: String...) -> SectionSpec.Items {
        .list(titles.map { $0.isEmpty ? ItemSpec() : ItemSpec(title: $0) })
    }

    func step(_ yaml: String, sections: String) throws -> (UpdateStep, [SectionSpec]) {
        let scene = try Scene.decode("viewport: [10, 10]\nsections: \(sections)\ntimeline:\n  - update: \(yaml)\n", file: "u.yaml")
        guard case let .update(update) = scene.timeline[0].action else {
            throw SceneError(kind: .syntax, file: "", line: nil, column: nil, keyPath: "", message: "no update")
        }
        return (update, scene.sections)
    }

    @Test func countFormStaysCountForm() throws {
        // 9 − 2 deleted − 1 moved out + 1 inserted + 1 moved in = 8.
        let (update, before) = try step(
            "{deleteItems: [[0, 1], [0, 2]], insertItems: [[0, 0]], moveItems: [[[0, 8], [0, 3]]]}",
            sections: "[{items: 9, header: Inbox}]")
        #expect(try update.resultingSections(from: before) == [SectionSpec(items: .count(8), header: "Inbox")])
    }

    @Test func listItemsKeepTheirIdentity() throws {
        // [A B C D E]: delete B, insert at 0, move E → 2. Slots 0 = new, 2 = E; A C D fill 1, 3, 4.
        let (update, before) = try step(
            "{deleteItems: [[0, 1]], insertItems: [[0, 0]], moveItems: [[[0, 4], [0, 2]]], reloadItems: [[0, 0]]}",
            sections: "[{items: [{title: A}, {title: B}, {title: C}, {title: D}, {title: E}]}]")
        #expect(try update.derivedSections(from: before) == [SectionSpec(items: items("", "A", "E", "C", "D"))])
    }

    @Test func sectionsMoveInsertAndDelete() throws {
        // Delete 0, insert 0, move 2 → 1: slot 0 new, slot 1 = old 2, slot 2 = old 1.
        let (update, before) = try step(
            "{deleteSections: [0], insertSections: [0], moveSections: [[2, 1]]}",
            sections: "[{items: 1, header: a}, {items: 2, header: b}, {items: 3, header: c}]")
        #expect(
            try update.derivedSections(from: before) == [
                SectionSpec(items: .count(0)), SectionSpec(items: .count(3), header: "c"), SectionSpec(items: .count(2), header: "b"),
            ])
    }

    @Test func itemsMoveBetweenSections() throws {
        // A moves from [0, 0] to [1, 1]: section 0 keeps B; section 1 is C then A.
        let (update, before) = try step(
            "{moveItems: [[[0, 0], [1, 1]]]}",
            sections: "[{items: [{title: A}, {title: B}]}, {items: [{title: C}]}]")
        #expect(try update.derivedSections(from: before) == [SectionSpec(items: items("B")), SectionSpec(items: items("C", "A"))])
        // A listed item moving into a count-form section turns it into a list.
        let (into, counted) = try step("{moveItems: [[[0, 0], [1, 0]]]}", sections: "[{items: [{title: A}]}, {items: 2}]")
        #expect(try into.derivedSections(from: counted) == [SectionSpec(items: .list([])), SectionSpec(items: items("A", "", ""))])
    }

    @Test func givenSectionsWin() throws {
        let (update, before) = try step("{insertItems: [[0, 0]]}\n    sections: [{items: 7}]", sections: "[{items: 1}]")
        #expect(try update.resultingSections(from: before) == [SectionSpec(items: .count(7))])
    }

    @Test func errorsAreLocatedWithUIKitText() throws {
        let (delete, before) = try step("{deleteItems: [[0, 0], [0, 3]]}", sections: "[{items: 3}]")
        // Line 4 is `  - update: {deleteItems: [[0, 0], [0, 3]]}`; "  - update: {deleteItems: [[0, 0], " is 35 characters.
        #expect(
            throws: SceneError(
                kind: .invalidValue, file: "u.yaml", line: 4, column: 36, keyPath: "timeline[0].update.deleteItems[1]",
                message: "attempt to delete item 3 from section 0 which only contains 3 items before the update")
        ) {
            try delete.derivedSections(from: before)
        }
        let (insert, one) = try step("{insertItems: [[0, 2]]}", sections: "[{items: 1}]")
        // After: 1 + 1 = 2 items, so index 2 is out of range.
        #expect(throws: SceneError.self) { try insert.derivedSections(from: one) }
        let (section, none) = try step("{deleteSections: [1]}", sections: "[{items: 1}]")
        do {
            _ = try section.derivedSections(from: none)
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(error.message == "attempt to delete section 1, but there are only 1 sections before the update")
        }
        let (both, two) = try step("{insertItems: [[0, 0]], moveItems: [[[0, 1], [0, 0]]]}", sections: "[{items: 2}]")
        do {
            _ = try both.derivedSections(from: two)
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(error.message == "attempt to perform an insert and a move to the same index path ([0, 0])")
        }
    }
}

@Suite struct SceneValidationTests {
    @Test func validateChecksUpdatesInOrder() throws {
        // Step 0 deletes one of two items; step 1 then deletes item 1, which no longer exists.
        let scene = try Scene.decode(
            """
            viewport: [10, 10]
            sections: [{items: 2}]
            timeline:
              - update: {deleteItems: [[0, 0]]}
              - update: {deleteItems: [[0, 1]]}
            """, file: "v.yaml")
        do {
            try scene.validate()
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(error.line == 5 && error.keyPath == "timeline[1].update.deleteItems[0]")
            #expect(error.message == "attempt to delete item 1 from section 0 which only contains 1 items before the update")
        }
    }
}
