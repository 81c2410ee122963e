import Foundation
import PNGCodec
import ReelTesting
import Testing

/// `reel test --device … --traits …` as a library: the matrix of devices × styles × text
/// sizes, each variant's own reference, and the report's side-by-side groups.
@Suite struct MatrixSuiteTests {
    @Test func theMatrixIsDevicesByStylesBySizes() throws {
        let variants = try SceneVariant.matrix(devices: ["iPhoneSe", "iPadMini:landscape"], traits: ["light,dark", "extraLarge"])
        #expect(
            variants.map(\.name) == [
                "iPhoneSe-light-extraLarge", "iPhoneSe-dark-extraLarge", "iPadMini.landscape-light-extraLarge",
                "iPadMini.landscape-dark-extraLarge",
            ])
        #expect(try SceneVariant.matrix(devices: [], traits: []).isEmpty)
        #expect(throws: SceneVariant.ParseError.self) { try SceneVariant.matrix(devices: ["iPhone99"], traits: []) }
        #expect(throws: SceneVariant.ParseError.self) { try SceneVariant.matrix(devices: ["iPhoneSe:upside"], traits: []) }
        #expect(throws: SceneVariant.ParseError.self) { try SceneVariant.matrix(devices: [], traits: ["dim"]) }
    }

    @Test func eachVariantHasItsReferenceAndTheReportGroupsThem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), references = dir.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try "viewport: [60, 40]\nlayout: {flow: {itemSize: [20, 20]}}\nsections: [{items: 1}]\n"
            .write(to: scenes.appendingPathComponent("grid.yaml"), atomically: false, encoding: .utf8)
        var suite = SceneTestSuite(referenceFolder: references, options: ComparisonOptions(), mode: .missing)
        suite.variants = try SceneVariant.matrix(devices: ["iPhoneSe"], traits: ["light", "dark"])
        let recorded = try suite.run(scenesIn: scenes)
        #expect(recorded.map(\.name).sorted() == ["grid.iPhoneSe-dark", "grid.iPhoneSe-light"])
        #expect(recorded.allSatisfy { $0.verdict == .recorded && $0.group == "grid" })
        // iPhone SE at @2x: 640 × 1136; the default background white in light, black in dark.
        let light = try PNGDecoder().decode(contentsOf: references.appendingPathComponent("grid.iPhoneSe-light.png"))
        let dark = try PNGDecoder().decode(contentsOf: references.appendingPathComponent("grid.iPhoneSe-dark.png"))
        #expect(light.width == 640 && light.height == 1136)
        #expect(light.pixel(x: 600, y: 1100).map { [$0.r, $0.g, $0.b] } == [255, 255, 255])
        #expect(dark.pixel(x: 600, y: 1100).map { [$0.r, $0.g, $0.b] } == [0, 0, 0])
        suite.mode = .never
        let passed = try suite.run(scenesIn: scenes)
        #expect(passed.allSatisfy { $0.verdict == .passed && $0.thumbnailPNG != nil })
        let report = HTMLReport.render(passed)
        #expect(report.contains("<h2>Variants</h2>") && report.contains("<h3>grid</h3>"))
        #expect(report.components(separatedBy: "<figure>").count - 1 == 2)
    }
}
