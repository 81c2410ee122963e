import CollectionAnimation
import CollectionLayout
import Foundation
import SampleLayoutSpecs
import Testing

@testable import SceneFile

/// `fling` and `drag` steps and the `scrolling` settings: decoding, located errors, and the
/// physics played in a timeline.
@Suite struct ScrollGestureStepTests {
    /// A 300 × 200 horizontal strip of ten 300 × 200 pages (content 3000 wide, offsets 0…2700).
    static func pages(_ scrolling: String, _ steps: String) -> String {
        """
        viewport: [300, 200]
        layout:
          flow: {itemSize: [300, 200], scrollDirection: horizontal, minimumLineSpacing: 0, minimumInteritemSpacing: 0}
        sections: [{items: 10}]
        scrolling: \(scrolling)
        timeline:
        \(steps)
        """
    }

    @Test func decodesFlingDragAndScrolling() throws {
        let scene = try Scene.decode(
            Self.pages(
                "{decelerationRate: fast, paging: true, bounces: false, alwaysBounceVertical: true}",
                """
                  - fling: {velocity: [2000, 0]}
                  - drag: {by: [-50, 0], duration: 0.5, release: {velocity: [0, 300]}}
                  - drag: {by: [10, 0]}
                """))
        #expect(
            scene.scrolling == ScrollingSpec(decelerationRate: .fast, isPagingEnabled: true, bounces: false, alwaysBounceVertical: true))
        #expect(scene.timeline[0].action == .fling(FlingStep(velocity: CGPoint(x: 2000, y: 0))))
        #expect(
            scene.timeline[1].action
                == .drag(DragStep(by: CGPoint(x: -50, y: 0), duration: 0.5, releaseVelocity: CGPoint(x: 0, y: 300))))
        #expect(scene.timeline[2].action == .drag(DragStep(by: CGPoint(x: 10, y: 0))))
        #expect(scene.timeline[2].duration == 0.3)
        let custom = try Scene.decode(Self.pages("{decelerationRate: 0.995}", "  - wait: 0"))
        #expect(custom.scrolling.decelerationRate == DecelerationRate(rawValue: 0.995))
    }

    @Test func aNaNVelocityIsALocatedError() throws {
        let error = try #require(decodingError(Self.pages("{}", "  - fling: {velocity: [0, .nan]}")))
        #expect(error.kind == .invalidValue)
        #expect(error.keyPath == "timeline[0].fling.velocity[1]")
        #expect(error.line == 7)
        #expect(error.message.contains("finite"))
    }

    @Test func badScrollInputsAreLocatedErrors() throws {
        let fast = try #require(decodingError(Self.pages("{}", "  - fling: {velocity: [200000, 0]}")))
        #expect(fast.keyPath == "timeline[0].fling.velocity[0]" && fast.kind == .invalidValue)
        let release = try #require(decodingError(Self.pages("{}", "  - drag: {by: [0, 10], release: {velocity: [.inf, 0]}}")))
        #expect(release.keyPath == "timeline[0].drag.release.velocity[0]")
        let rate = try #require(decodingError(Self.pages("{decelerationRate: 1}", "  - wait: 0")))
        #expect(rate.keyPath == "scrolling.decelerationRate")
        let name = try #require(decodingError(Self.pages("{decelerationRate: slow}", "  - wait: 0")))
        #expect(name.keyPath == "scrolling.decelerationRate" && name.message.contains("normal, fast"))
        let key = try #require(decodingError(Self.pages("{pagingEnabled: true}", "  - wait: 0")))
        #expect(key.kind == .unknownKey)
        let missing = try #require(decodingError(Self.pages("{}", "  - drag: {duration: 1}")))
        #expect(missing.kind == .missingKey)
    }

    @Test func aPagingFlingLandsExactlyOnTheNextPageAndLastsUntilRest() throws {
        let scene = try Scene.decode(Self.pages("{paging: true}", "  - fling: {velocity: [2000, 0]}"))
        let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
        // 2000 pt/s = 2 pt/ms: the free rest offset 994.0 is page 3, but a flick moves one
        // page: 300. The settle spring is the step's whole length.
        #expect(timeline.finalState.bounds.origin == CGPoint(x: 300, y: 0))
        #expect(timeline.stepDurations[0] > 0.2 && timeline.stepDurations[0] < 0.6)
        #expect(timeline.duration == timeline.stepDurations[0])
        // Half way, the content is between the pages; the states come from the physics.
        let middle = try timeline.state(at: timeline.duration / 2).bounds.origin.x
        #expect(middle > 0 && middle < 300)
    }

    @Test func aFreeFlingLastsItsTimeToRestAndEndsOnTheProjectedTarget() throws {
        let scene = try Scene.decode(Self.pages("{}", "  - fling: {velocity: [500, 0]}\n  - wait: 0.5"))
        let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
        // 0.5 pt/ms at 0.998: (0.5 − 0.01)/0.0020020027 = 244.755 → 245 at @1x; the motion's
        // rate is re-derived for 245: |ln ρ| = 0.49/245 = 0.002, rest after ln(0.02)/−0.002 = 1956.0 ms.
        #expect(abs(timeline.stepDurations[0] - 1.95601) < 1e-4)
        #expect(timeline.stepStartTimes[1] == timeline.stepDurations[0])
        #expect(timeline.finalState.bounds.origin == CGPoint(x: 245, y: 0))
    }

    @Test func aDragPastTheStartRubberBandsAndBouncesBack() throws {
        let scene = try Scene.decode(Self.pages("{}", "  - drag: {by: [-100, 0], duration: 0.2}"))
        let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
        // At the release the finger asks for −100: −300·(1 − 1/(100·0.55/300 + 1)) = −46.479.
        #expect(abs(try timeline.state(at: 0.2).bounds.origin.x - -46.479) < 1e-3)
        // Then −46.479·0.99ᵗ, done within 0.5 px after ln(0.5/46.479)/ln 0.99 = 450.94 ms.
        #expect(abs(timeline.duration - (0.2 + 0.45094)) < 1e-4)
        #expect(timeline.finalState.bounds.origin == .zero)
    }

    @Test func theSnappingCarouselSampleLandsExactlyOnAnAlbumAfterEveryFling() throws {
        let file = SceneTimelineSourceTests.scenes.appendingPathComponent("carousel-snapping.yaml")
        let scene = try Scene.load(contentsOf: file.path)
        let timeline = try SceneTimelineSource(scene: scene, registry: .standard.merging(.sampleLayouts)).makeTimeline()
        // The cover flow layout snaps to multiples of its pitch, 160 + 20 = 180.
        // Fling 1: 1.5 pt/ms → (1.5 − 0.01)/0.0020020027 = 744.3 → round(4.13)·180 = 720.
        // The drag back to 650, released still: 720. Fling 2: 720 − 0.89/0.0020020027 =
        // 275.5 → round(1.53)·180 = 360. Fling 3 ends on the last album.
        var ends: [CGFloat] = []
        for (index, step) in scene.timeline.enumerated() where step.action != .wait(step.duration) {
            let end = timeline.stepStartTimes[index] + timeline.stepDurations[index]
            ends.append(try timeline.state(at: end).bounds.origin.x)
        }
        #expect(Array(ends.prefix(3)) == [720, 720, 360])
        #expect(ends.allSatisfy { $0.truncatingRemainder(dividingBy: 180) == 0 })
    }

    @Test func theSchemaNamesTheScrollingKeys() throws {
        let data = try Data(contentsOf: SceneSchemaTests.schema)
        let schema = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let definitions = schema?["definitions"] as? [String: Any]
        let scrolling = (definitions?["scrolling"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(Set(scrolling?.keys.map { $0 } ?? []) == Set(ScrollingSpec.keys))
    }
}
