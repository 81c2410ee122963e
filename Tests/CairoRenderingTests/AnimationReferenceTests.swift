import CairoRendering
import CollectionAnimation
import CollectionLayout
import Foundation
import ReelExport
import SampleLayoutSpecs
import SceneFile
import Testing

/// Frames of every sample with a timeline at progress 0, 0.25, 0.5, 0.75 and 1 of its
/// duration, rendered at scale 1 and compared with `References/NAME@tP.png` under the same
/// tolerance and recording rules as the still samples.
@Suite struct AnimationReferenceTests {
    static let progressPoints: [Double] = [0, 0.25, 0.5, 0.75, 1]

    static func animatedSampleNames() throws -> [String] {
        try SampleReferenceTests.sampleNames().filter { name in
            let scene = try Scene.load(contentsOf: SampleReferenceTests.samples.appendingPathComponent(name + ".yaml").path)
            return !scene.timeline.isEmpty
        }
    }

    static func file(_ name: String, _ progress: Double) -> String { "\(name)@t\(progress).png" }

    @Test(arguments: try animatedSampleNames())
    func framesMatchTheirReferences(_ name: String) throws {
        var scene = try Scene.load(contentsOf: SampleReferenceTests.samples.appendingPathComponent(name + ".yaml").path)
        scene.scale = 1
        let played = try LoadedScene(scene: scene, registry: .standard.merging(.sampleLayouts), warnings: nil).play()
        let renderer = try CairoRenderer()
        for progress in Self.progressPoints {
            let png = try renderer.renderPNG(played.displayList(progress: progress))
            try SampleReferenceTests.check(png, against: Self.file(name, progress), what: "\(name) at progress \(progress)")
        }
    }
}
