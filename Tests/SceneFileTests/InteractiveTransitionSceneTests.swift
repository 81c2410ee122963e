import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

@Suite struct InteractiveTransitionSceneTests {
    static func scene(_ step: String) -> String {
        """
        viewport: [200, 300]
        layout: {flow: {itemSize: [200, 100], minimumLineSpacing: 0}}
        sections: [{items: 6}]
        timeline:
          - \(step)
        """
    }

    @Test func decodesWithDefaults() throws {
        let scene = try Scene.decode(
            Self.scene("interactiveTransition: {layout: {flow: {itemSize: [200, 50], minimumLineSpacing: 0}}, progress: [0, 0.6, 0.3, 1]}"))
        guard case let .interactiveTransition(step) = scene.timeline[0].action else {
            Issue.record("not an interactive transition: \(scene.timeline[0].action)")
            return
        }
        #expect(step.progress == [0, 0.6, 0.3, 1] && step.duration == 1 && step.end == .finish && step.settle == 0.3)
        #expect(step.curve == .easeInEaseOut && scene.timeline[0].duration == 1.3)
    }

    @Test func playsThroughTheScene() throws {
        // Flow rows 100 → 50 tall; keyframes 0, 1 over 1 s, cancel over 0 s: at t 0.5,
        // p 0.5, row 2 at y 200 − 100 · 0.5 = 150; at the end the old rows are back.
        let text = Self.scene(
            "interactiveTransition: {layout: {flow: {itemSize: [200, 50], minimumLineSpacing: 0}}, progress: [0, 1], end: cancel, settle: 0}"
        )
        let timeline = try SceneTimelineSource(scene: try Scene.decode(text)).makeTimeline()
        let row2 = try #require(try timeline.state(at: 0.5).elements.first { $0.id.key == .cell(IndexPath(item: 2, section: 0)) })
        #expect(abs(row2.attributes.frame.minY - 150) < 1e-9)
        #expect(timeline.finalState.elements.count == 3)
    }

    @Test func badValuesAreLocated() throws {
        let outside = try #require(throws: SceneError.self) {
            try Scene.decode(Self.scene("interactiveTransition: {layout: {flow: {}}, progress: [0, 1.5]}"), file: "t.yaml")
        }
        #expect(outside.keyPath == "timeline[0].interactiveTransition.progress[1]" && outside.message.contains("0…1"))
        let empty = try #require(throws: SceneError.self) {
            try Scene.decode(Self.scene("interactiveTransition: {layout: {flow: {}}, progress: []}"), file: "t.yaml")
        }
        #expect(empty.keyPath == "timeline[0].interactiveTransition.progress")
        let end = try #require(throws: SceneError.self) {
            try Scene.decode(Self.scene("interactiveTransition: {layout: {flow: {}}, progress: [1], end: cancle}"), file: "t.yaml")
        }
        #expect(end.message.contains("did you mean `cancel`"))
        let missing = try #require(throws: SceneError.self) {
            try Scene.decode(Self.scene("interactiveTransition: {progress: [1]}"), file: "t.yaml")
        }
        #expect(missing.kind == .missingKey)
    }

    @Test func aContentDumpDuringTheTransitionHoldsOnlyTheAnimatingElements() throws {
        // Ten 100-pt rows → 50-pt rows in a 300-tall view: rows 0–2 visible before, 0–5
        // after (the target offset stays 0): only those six animate. As for a `transition`
        // step, a whole-content dump mid-way holds those and no other element.
        let text = """
            viewport: [200, 300]
            layout: {flow: {itemSize: [200, 100], minimumLineSpacing: 0}}
            sections: [{items: 10}]
            timeline:
              - interactiveTransition: {layout: {flow: {itemSize: [200, 50], minimumLineSpacing: 0}}, progress: [0, 1]}
            """
        let dump = try Scene.decode(text).attributeDump(at: 0.5, rect: .content)
        #expect(dump.elements.map(\.indexPath.item).sorted() == [0, 1, 2, 3, 4, 5])
    }
}
