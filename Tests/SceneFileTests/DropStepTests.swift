import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

/// The `drop` timeline step: its spelling and errors, and the data it leaves. The grid:
/// 390 wide, 110 × 110 items, insets 15 → columns at x 15, 140, 265 (centres 70, 195, 320),
/// rows at y 15, 135, 255 (centres 70, 190, 310).
@Suite struct DropStepTests {
    private let header = "viewport: [390, 520]\nlayout: {flow: {itemSize: [110, 110], sectionInset: [15, 15, 15, 15]}}\n"
    private let letters = "[{items: [{title: A}, {title: B}, {title: C}, {title: D}, {title: E}, {title: F}]}]"

    private func scene(_ steps: String) throws -> Scene {
        try Scene.decode(header + "sections: \(letters)\ntimeline:\n" + steps)
    }

    private func titles(_ timeline: Timeline) throws -> String {
        let data = try #require(timeline.finalCollectionView.dataSource as? SceneDataSource)
        return (0..<data.sections[0].items.count).compactMap { data.item(at: IndexPath(item: $0, section: 0))?.title }.joined()
    }

    @Test func decodesWithDefaults() throws {
        let local = try scene("  - drop: {item: [0, 0], path: [[70, 70]]}").timeline[0]
        let expected = DropScript(
            source: .item(IndexPath(item: 0, section: 0)), path: [CGPoint(x: 70, y: 70)], duration: 1,
            proposal: DropProposal(operation: .move, intent: .insertAtDestinationIndexPath), end: .drop)
        #expect(local.action == .drop(DropStep(script: expected)))
        #expect(local.duration == 1.3)
        let outside = try scene("  - drop: {external: {title: X}, path: [[0, 0]], intent: into, end: cancel}").timeline[0]
        guard case let .drop(step) = outside.action else {
            Issue.record("expected a drop step, got \(outside.action)")
            return
        }
        #expect(step.script.source == .external("X"))
        #expect(step.script.proposal == DropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath))
        #expect(step.script.end == .cancel)
    }

    @Test func badStepsAreLocatedErrors() {
        let cases: [(String, String, String)] = [
            ("  - drop: {path: [[0, 0]]}", "timeline[0].drop", "missing `item`"),
            ("  - drop: {item: [0, 0], external: {title: X}, path: [[0, 0]]}", "timeline[0].drop", "not both"),
            ("  - drop: {item: [0, 0], path: []}", "timeline[0].drop.path", "at least one point"),
            ("  - drop: {external: {title: X}, path: [[0, 0]], operation: move}", "timeline[0].drop.operation", "only for an item"),
            ("  - drop: {item: [0, 0], path: [[0, 0]], intent: onto}", "timeline[0].drop.intent", "unknown value `onto`"),
        ]
        for (steps, keyPath, message) in cases {
            let error = decodingError(header + "sections: \(letters)\ntimeline:\n" + steps)
            #expect(error?.keyPath == keyPath, "\(steps)")
            #expect(error?.message.contains(message) == true, "\(steps): \(error?.message ?? "no error")")
        }
    }

    @Test func aLocalMoveDropsTheItemWhereTheGapWas() throws {
        // A from slot 0 to E's cell (195, 190), slot 4: the gap opens there; dropped, A is
        // moved to [0, 4]: B C D E A F.
        let timeline = try SceneTimelineSource(scene: try scene("  - drop: {item: [0, 0], path: [[70, 70], [195, 190]]}")).makeTimeline()
        #expect(try titles(timeline) == "BCDEAF")
        #expect(timeline.duration == 1.3)
    }

    @Test func anOutsideCopyIsInsertedAndACancelChangesNothing() throws {
        let copied = try SceneTimelineSource(
            scene: try scene("  - drop: {external: {title: X}, path: [[330, 480], [195, 70]]}")
        ).makeTimeline()
        #expect(try titles(copied) == "AXBCDEF", "inserted at B's slot, [0, 1]")
        let cancelled = try SceneTimelineSource(
            scene: try scene("  - drop: {external: {title: X}, path: [[330, 480], [195, 70]], end: cancel}")
        ).makeTimeline()
        #expect(try titles(cancelled) == "ABCDEF")
        let forbidden = try SceneTimelineSource(
            scene: try scene("  - drop: {item: [0, 0], path: [[70, 70], [195, 190]], operation: forbidden}")
        ).makeTimeline()
        #expect(try titles(forbidden) == "ABCDEF")
    }

    @Test func intoAMovedItemRemovesItAndTheLiftIsDrawn() throws {
        let timeline = try SceneTimelineSource(
            scene: try scene("  - drop: {item: [0, 0], path: [[70, 70], [195, 190]], intent: into}")
        ).makeTimeline()
        #expect(try titles(timeline) == "BCDEF", "A went into E")
        // At t = 0.3 s the lift is complete: 1.05× scale and full lift.
        let state = try timeline.state(at: 0.3)
        let preview = try #require(state.elements.last)
        #expect(preview.attributes.zIndex == Int.max)
        #expect(abs(preview.attributes.transform3D.m11 - 1.05) < 1e-9)
        #expect(preview.attributes[.dragLift] == 1)
    }
}
