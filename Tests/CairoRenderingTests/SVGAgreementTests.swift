import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import ReelTesting
import SampleLayoutSpecs
import SceneFile
import TestTools
import Testing

/// The SVG writer and the Cairo backend agree: rsvg-convert's rendering of our SVG matches
/// our PNG. rsvg lays text out with the system's font settings, not our private ones, so
/// the tolerance is looser than the reference tests': the shipped comparison
/// (``ReelTesting/ImageComparison``) with a colour threshold of 0.3 and 2 % of the pixels
/// (glyph edges).
@Suite struct SVGAgreementTests {
    static let options = ComparisonOptions(threshold: 0.3, limit: .ratio(0.02))

    static func svg(_ name: String) throws -> (svg: String, png: Data) {
        var scene = try Scene.load(contentsOf: SampleReferenceTests.samples.appendingPathComponent(name + ".yaml").path)
        scene.scale = 1
        let list = try LoadedScene(scene: scene, registry: .standard.merging(.sampleLayouts), warnings: nil).displayList()
        let renderer = try CairoRenderer()
        return (try renderer.renderSVG(list), try renderer.renderPNG(list))
    }

    @Test(arguments: ["tags", "sections-headers-footers", "overlapping-stack", "decoration-backgrounds", "cover-flow"])
    func rsvgRendersOurSVGLikeCairo(_ name: String) throws {
        let (svg, png) = try Self.svg(name)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("svg-agreement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgURL = directory.appendingPathComponent("\(name).svg"), out = directory.appendingPathComponent("\(name).png")
        try svg.write(to: svgURL, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = try ExternalTool.rsvgConvert.locate()
        process.arguments = [svgURL.path, "-o", out.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let ours = try PNGDecoder.decode(png), theirs = try PNGDecoder.decode(Data(contentsOf: out))
        let result = ImageComparison.compare(ours, theirs, options: Self.options)
        #expect(result.passed, "\(name): rsvg and cairo disagree: \(result.summary)")
    }

    @Test func svgIsByteIdenticalAcrossRuns() throws {
        #expect(try Self.svg("overlapping-stack").svg == Self.svg("overlapping-stack").svg)
        #expect(try Self.svg("cover-flow").svg == Self.svg("cover-flow").svg)
    }
}
