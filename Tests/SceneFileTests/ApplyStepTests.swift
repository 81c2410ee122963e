import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

/// `apply` timeline steps (docs/SCENE-FORMAT.md): the diff from the state before the step
/// (docs/REFERENCE.md §15) becomes the step's batch; identifier errors are located.
@Suite struct ApplyStepTests {
    static let scene = """
        viewport: [100, 100]
        sections:
          - {id: s1, items: [a, b, {id: c, title: "C"}]}
        timeline:
          - apply: {sections: [{id: s1, items: [c, a, {id: d, title: D}]}]}
          - apply: {sections: [{id: s1, items: [d]}], animated: false}
            curve: linear
        """

    private func update(_ scene: Scene, _ index: Int) throws -> UpdateStep {
        guard case let .update(update) = try #require(scene.timeline.dropFirst(index).first).action else {
            throw SceneError(kind: .invalidValue, file: "", line: nil, column: nil, keyPath: "", message: "not an update")
        }
        return update
    }

    @Test func applyStepsBecomeTheDiffsBatch() throws {
        let scene = try Scene.decode(Self.scene, file: "scene.yaml")
        #expect(scene.sections[0].items.item(at: 0)?.id == "a" && scene.sections[0].items.item(at: 0)?.title == "a")
        #expect(scene.sections[0].id == "s1")
        // a b c → c a d: b (old 1) deleted, d (new 2) inserted; survivors a c have new
        // indexes [1, 0]; patience keeps c, so a moves 0 → 1.
        let first = try update(scene, 0)
        #expect(first.isApply && first.duration == 0.3)
        #expect(first.deleteItems == [IndexPath(item: 1, section: 0)])
        #expect(first.insertItems == [IndexPath(item: 2, section: 0)])
        #expect(first.moveItems == [UpdateStep.ItemMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))])
        #expect(first.sections?.first?.items.item(at: 2)?.title == "D")
        // c a d → d, not animated: c and a (old 0, 1) deleted; duration 0.
        let second = try update(scene, 1)
        #expect(second.deleteItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(second.insertItems.isEmpty && second.moveItems.isEmpty && second.duration == 0)
    }

    @Test func theTimelinePlaysTheApplySteps() throws {
        let scene = try Scene.decode(Self.scene, file: "scene.yaml")
        let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
        #expect(abs(timeline.duration - 0.3) < 1e-9)
    }

    @Test func aDuplicateIdentifierNamesBothPlaces() throws {
        let error = try #require(
            decodingError(
                """
                viewport: [100, 100]
                sections:
                  - {id: s1, items: [a, b]}
                timeline:
                  - apply: {sections: [{id: s1, items: [a, b, a]}]}
                """))
        // Line 5: "  - apply: {sections: [{id: s1, items: [" is 40 characters, so the first `a` is at
        // column 41 and the second 6 further, at 47; the `apply` value starts at column 12.
        #expect(
            error.description == "scene.yaml:5:47: error: timeline[0].apply.sections[0].items[2]: duplicate item identifier "
                + "`a` in the `apply` step's sections: also at scene.yaml:5:41 (timeline[0].apply.sections[0].items[0]); identifiers "
                + "are unique across all sections (the `apply` step at scene.yaml:5:12)")
    }

    @Test func itemsBeforeAnApplyNeedIdentifiers() throws {
        let error = try #require(
            decodingError(
                """
                viewport: [100, 100]
                sections:
                  - {items: 3}
                timeline:
                  - apply: {sections: [{items: [a]}]}
                """))
        // The section at line 3, column 5; the `apply` value at line 5, column 12.
        #expect(
            error.description == "scene.yaml:3:5: error: sections[0]: the state before this `apply` step has section 0 with "
                + "a count of items; an `apply` step diffs items by identifier: write them as a list of strings or {id: …} mappings "
                + "(the `apply` step at scene.yaml:5:12)")
    }

    @Test func anApplyNeedsSections() throws {
        let error = try #require(decodingError("viewport: [100, 100]\ntimeline:\n  - apply: {animated: true}\n"))
        #expect(error.kind == .missingKey)
        #expect(error.line == 3)
    }
}
