import CollectionAnimation
import CollectionLayout
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
