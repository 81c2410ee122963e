import CollectionAnimation
import Foundation
import Testing

@testable import SceneFile

/// The `reorder` timeline step: its spelling, defaults, errors, and the data it leaves.
@Suite struct ReorderStepTests {
    private let header = "viewport: [390, 520]\nlayout: {flow: {itemSize: [110, 110], sectionInset: [15, 15, 15, 15]}}\n"

    private func scene(_ sections: String, _ steps: String) throws -> Scene {
        try Scene.decode(header + "sections: \(sections)\ntimeline:\n" + steps)
    }

    @Test func decodesWithDefaults() throws {
        let steps = try scene("[{items: 12}]", "  - reorder: {item: [0, 3], path: [[70, 70], [195, 190]]}").timeline
        let expected = ReorderScript(
            item: IndexPath(item: 3, section: 0), path: [CGPoint(x: 70, y: 70), CGPoint(x: 195, y: 190)], duration: 1, end: .commit)
        #expect(steps[0].action == .reorder(ReorderStep(script: expected)))
        #expect(steps[0].duration == 1.3, "the 1 s drag, then the 0.3 s landing")
        let cancel = try scene("[{items: 12}]", "  - reorder: {item: [0, 0], path: [[1, 2]], duration: 0.5, end: cancel}").timeline
        #expect(
            cancel[0].action
                == .reorder(
                    ReorderStep(
                        script: ReorderScript(
                            item: IndexPath(item: 0, section: 0), path: [CGPoint(x: 1, y: 2)], duration: 0.5, end: .cancel))))
    }

    @Test func badStepsAreLocatedErrors() {
        let cases: [(String, String, String)] = [
            ("  - reorder: {item: [0, 3], path: []}", "timeline[0].reorder.path", "at least one point"),
            ("  - reorder: {item: [0, 3]}", "timeline[0].reorder", "missing required key `path`"),
            ("  - reorder: {item: [0, 3], path: [[.nan, 0]]}", "timeline[0].reorder.path[0][0]", "finite"),
            ("  - reorder: {item: [0, 3], path: [[0, 0]], end: drop}", "timeline[0].reorder.end", "unknown value `drop`"),
            ("  - reorder: {item: [0, -1], path: [[0, 0]]}", "timeline[0].reorder.item[1]", "must not be negative"),
            ("  - reorder: {item: [0, 3], path: [[0, 0]], speed: 2}", "timeline[0].reorder.speed", "unknown key"),
        ]
        for (steps, keyPath, message) in cases {
            let error = decodingError(header + "sections: [{items: 12}]\ntimeline:\n" + steps)
            #expect(error?.keyPath == keyPath, "\(steps)")
            #expect(error?.message.contains(message) == true, "\(steps): \(error?.message ?? "no error")")
        }
    }

    @Test func anItemTheCollectionViewDoesNotHaveIsAnErrorAtTheStep() throws {
        let scene = try scene("[{items: 12}]", "  - wait: 0.1\n  - reorder: {item: [0, 12], path: [[70, 70]]}")
        do {
            _ = try SceneTimelineSource(scene: scene).makeTimeline()
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(error.keyPath == "timeline[1]")
            #expect(error.line == 6, "two header lines, sections, timeline:, the wait, then the reorder")
            #expect(error.message.contains("item [0, 12]"))
        }
    }

    @Test func aCommittedReorderMovesTheScenesItems() throws {
        let scene = try scene(
            "[{items: [{title: A}, {title: B}, {title: C}, {title: D}]}]",
            "  - reorder: {item: [0, 0], path: [[70, 70], [320, 70]], duration: 1}")
        let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
        #expect(timeline.duration == 1.3)
        // A goes from slot 0 to slot 2 (the cell under (320, 70)): B C A D.
        let data = try #require(timeline.finalCollectionView.dataSource as? SceneDataSource)
        #expect(data.sections[0].items == .list(["B", "C", "A", "D"].map { ItemSpec(title: $0) }))
    }
}
