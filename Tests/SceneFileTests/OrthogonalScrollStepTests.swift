import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

/// `scroll: {section: …}` steps: an orthogonal section's own scroll, decoded, played in a
/// timeline to the resting point of its behaviour, and located errors.
@Suite struct OrthogonalScrollStepTests {
    /// Section 0: a groupPaging shelf of ten 100 × 100 groups 10 apart (stride 110, offsets
    /// 0…10 · 100 + 9 · 10 − 390 = 700); section 1: an ordinary list.
    static func scene(_ steps: String) -> String {
        """
        viewport: [390, 400]
        layout:
          compositional:
            sections:
              - orthogonalScrollingBehavior: groupPaging
                interGroupSpacing: 10
                group: {horizontal: {layoutSize: {widthDimension: {absolute: 100}, heightDimension: {absolute: 100}}, subitems: [{item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}}]}}
              - group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}, subitems: [{item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}}]}}
        sections: [{items: 10}, {items: 3}]
        timeline:
        \(steps)
        """
    }

    func offset(_ timeline: Timeline, section: Int = 0) -> CGFloat? {
        (timeline.finalCollectionView.collectionViewLayout as? CompositionalLayout)?.orthogonalScrollOffset(forSection: section)
    }

    @Test func decodesTheSectionForm() throws {
        let scene = try Scene.decode(Self.scene("  - scroll: {section: 0, velocity: [1000, 0], duration: 0.5}"))
        #expect(scene.timeline[0].action == .scroll(ScrollStep(to: nil, section: 0, velocity: CGPoint(x: 1000, y: 0), duration: 0.5)))
        #expect(scene.timeline[0].duration == 0.5)
    }

    @Test func aScrollToAnOffsetIsClampedAndAnimated() throws {
        // 900 is beyond 700: clamped. Half way through a linear 1 s scroll: 350.
        let timeline = try SceneTimelineSource(
            scene: try Scene.decode(Self.scene("  - scroll: {section: 0, to: [900, 0], duration: 1, curve: linear}"))
        )
        .makeTimeline()
        #expect(offset(timeline) == 700)
        // Item 7 at 7 · 110 − 700 = 70 (to rounding).
        let seventh = timeline.finalState.attributes.first {
            $0.indexPath == IndexPath(item: 7, section: 0) && $0.representedElementCategory == .cell
        }
        #expect(abs((seventh?.frame.minX ?? 0) - 70) < 1e-9)
        let middle = try timeline.state(at: 0.5)
        // Item 3 at 330 − 350 = −20 half way.
        #expect(
            middle.attributes.first(where: { $0.indexPath == IndexPath(item: 3, section: 0) && $0.representedElementCategory == .cell })?
                .frame.minX == -20)
    }

    @Test func aFlingRestsWhereTheBehaviourPutsIt() throws {
        // groupPaging from 0 at 1000 pt/s: one group per gesture → 110; then a release at 300
        // at −400 pt/s: p = 300 − 0.39 / 0.002002 = 105.2, nearest 1 (start page round(2.73)
        // = 3, allowed 2…4): 2 → 220.
        let timeline = try SceneTimelineSource(
            scene: try Scene.decode(
                Self.scene(
                    """
                      - scroll: {section: 0, velocity: [1000, 0]}
                      - scroll: {section: 0, to: [300, 0], velocity: [-400, 0]}
                    """))
        ).makeTimeline()
        #expect(offset(timeline) == 220)
        let first = try timeline.state(at: 0.3)
        #expect(
            first.attributes.first(where: { $0.indexPath == IndexPath(item: 1, section: 0) && $0.representedElementCategory == .cell })?
                .frame.minX == 0)
    }

    @Test func impossibleScrollsAreLocatedErrors() throws {
        func error(_ step: String) -> String {
            do {
                _ = try SceneTimelineSource(scene: try Scene.decode(Self.scene(step), file: "s.yaml")).makeTimeline()
                return "no error"
            } catch { return "\(error)" }
        }
        let range = error("  - scroll: {section: 4, to: [10, 0]}")
        #expect(range.contains("s.yaml:11:") && range.contains("there is no section 4"))
        #expect(error("  - scroll: {section: 1, to: [10, 0]}").contains("section 1 does not scroll orthogonally"))
        #expect(error("  - scroll: {section: 0, to: [10, 5]}").contains("`to` must be [x, 0]"))
        let velocity = try #require(decodingError(Self.scene("  - scroll: {to: [0, 10], velocity: [0, 100]}")))
        #expect(velocity.keyPath == "timeline[0].scroll.velocity" && velocity.message.contains("goes with `section`"))
        let missing = try #require(decodingError(Self.scene("  - scroll: {section: 0}")))
        #expect(missing.kind == .missingKey)
        let negative = try #require(decodingError(Self.scene("  - scroll: {section: -1, to: [0, 0]}")))
        #expect(negative.keyPath == "timeline[0].scroll.section")
    }

    @Test func theShelfScrollSampleRestsAsWorkedByHand() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/Scenes/compositional-shelf-scroll.yaml")
        let timeline = try SceneTimelineSource(scene: try Scene.load(contentsOf: url.path)).makeTimeline()
        // After step 1: section 0 at 290 (one group from 0). After step 2: section 1 at 640
        // (the sample's comment). Step 3 brings section 0 back to 0.
        let afterFirst = try timeline.state(at: timeline.stepStartTimes[2])
        let card = afterFirst.attributes.first { $0.indexPath == IndexPath(item: 1, section: 0) && $0.representedElementCategory == .cell }
        #expect(card?.frame.minX == 16)
        #expect(offset(timeline, section: 1) == 640)
        #expect(offset(timeline, section: 0) == 0)
    }
}
