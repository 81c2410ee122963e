import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import SampleLayoutSpecs
import SceneFile
import Testing

@Suite struct SceneTimelineSourceTests {
    static let scenes: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Samples/Scenes").standardizedFileURL

    @Test func everySampleTimelinePlaysAndSamples() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let scene = try Scene.load(contentsOf: Self.scenes.appendingPathComponent(file).path)
            let timeline = try SceneTimelineSource(scene: scene, registry: .standard.merging(.sampleLayouts)).makeTimeline()
            let count = timeline.frameCount(fps: 30)
            var elements = 0
            for frame in 0..<count { elements += try timeline.frame(frame, fps: 30).elements.count }
            print("\(file): \(scene.timeline.count) steps, \(timeline.duration) s, \(count) frames, \(elements) elements drawn")
            #expect(count >= 1)
        }
    }
}

@Suite struct TapSceneStepTests {
    static let scene = """
        viewport: [200, 300]
        layout: {flow: {itemSize: [200, 100], minimumLineSpacing: 0}}
        sections: [{items: 3}]
        timeline:
          - tap: {item: [0, 1]}
          - tap: {item: [0, 9], press: 0.2}
        """

    @Test func aTapStepDecodesWithTheDefaultPress() throws {
        let scene = try Scene.decode(Self.scene, file: "tap.yaml")
        #expect(scene.timeline[0].action == .tap(TapStep(item: IndexPath(item: 1, section: 0), press: 0.1)))
        #expect(scene.timeline[1].duration == 0.2)
    }

    @Test func aTapOnAMissingItemIsALocatedError() throws {
        let scene = try Scene.decode(Self.scene, file: "tap.yaml")
        let error = try #require(throws: SceneError.self) { try SceneTimelineSource(scene: scene).makeTimeline() }
        // The second step starts on line 6, column 5 (`tap:` after `  - `).
        #expect(error.line == 6 && error.keyPath == "timeline[1]")
        #expect(error.message.contains("no item [0, 9]"))
    }
}

@Suite struct TapFramesTests {
    @Test func theFramesDrawTheHighlightDuringThePressAndTheSelectionAfter() throws {
        // A 0.25 s tap on [0, 1] after a 0.25 s wait (binary-exact times): pressed during
        // (0.25, 0.5), selected from 0.5. UIKit shows the selected background for either.
        let scene = try Scene.decode(
            """
            viewport: [200, 300]
            layout: {flow: {itemSize: [200, 100], minimumLineSpacing: 0}}
            sections: [{items: 3}]
            timeline:
              - wait: 0.25
              - tap: {item: [0, 1], press: 0.25}
            """, file: "tap.yaml")
        let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
        let frames = AnimationFrames(appearance: try SceneAppearance(scene: scene), scale: 1)
        func cell1(_ time: Double) throws -> DisplayElement? {
            try frames.displayList(try timeline.state(at: time)).elements.first { $0.key == .cell(IndexPath(item: 1, section: 0)) }
        }
        #expect(try cell1(0.1)?.showsSelectedBackground == false)
        let pressed = try #require(try cell1(0.4))
        #expect(pressed.showsSelectedBackground && !pressed.isSelected)
        let selected = try #require(try cell1(0.5))
        #expect(selected.showsSelectedBackground && selected.isSelected)
    }
}
