import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import ReelIO
import ReelTesting
import SampleLayoutSpecs
import SceneFile
import Testing

/// Every sample scene rendered at scale 1 and 2 and compared, as decoded pixels, with its
/// reference PNG in `References/`, by the comparison `reel diff` and the snapshot
/// strategies ship (``ReelTesting/ImageComparison``: pixelmatch's metric, threshold 0.1,
/// anti-aliased pixels counted apart) with at most 0.05 % of the pixels differing.
///
/// On failure the actual image and the diff image are written next to the reference and
/// named in the message. `REEL_RECORD=1` writes missing or changed references and still
/// fails the test (as swift-snapshot-testing's record mode does), so a run that recorded
/// can never pass: run again without it to check against what was recorded.
@Suite struct SampleReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = root.appendingPathComponent("Samples/Scenes")
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static let scales: [CGFloat] = [1, 2]
    /// The comparison: pixelmatch's default threshold, 0.05 % of the pixels.
    static let options = ComparisonOptions(threshold: 0.1, limit: .ratio(0.0005), diffImage: .whenFailed)

    static func sampleNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.map { ($0 as NSString).deletingPathExtension }.sorted()
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["REEL_RECORD"] == "1" }

    @Test func everySampleHasReferencesAndEveryReferenceASample() throws {
        let names = Self.sampleNames()
        #expect(names.count >= 8, "Samples/Scenes must hold the sample scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.references.path).filter {
            $0.hasSuffix(".png") && !$0.contains(".actual") && !$0.contains(".diff")
        }
        let frames = try AnimationReferenceTests.animatedSampleNames().flatMap { name in
            AnimationReferenceTests.progressPoints.map { AnimationReferenceTests.file(name, $0) }
        }
        let expected = Set(names.flatMap { name in Self.scales.map { "\(name)@\(Int($0))x.png" } } + frames)
        #expect(Set(files).subtracting(expected).isEmpty, "references without a sample: \(Set(files).subtracting(expected).sorted())")
        #expect(
            expected.subtracting(files).isEmpty || Self.recording,
            "samples without references (record with REEL_RECORD=1): \(expected.subtracting(files).sorted())")
    }

    @Test(arguments: sampleNames())
    func sampleMatchesItsReferences(_ name: String) throws {
        for scale in Self.scales {
            try Self.check(
                try Self.render(name, scale: scale), against: "\(name)@\(Int(scale))x.png", what: "\(name) at scale \(Int(scale))")
        }
    }

    /// Compares a rendering with a reference file in `References/`, recording or reporting.
    /// Recording always records an issue: a test that recorded has checked nothing.
    static func check(_ actualPNG: Data, against file: String, what: String) throws {
        let reference = Self.references.appendingPathComponent(file)
        guard let referenceData = try? Data(contentsOf: reference) else {
            if Self.recording {
                try AtomicFile.write(actualPNG, to: reference)
                Issue.record("\(what): recorded a new reference \(reference.path); run the tests again without REEL_RECORD=1")
            } else {
                Issue.record("no reference \(reference.path): run the tests with REEL_RECORD=1 to record it")
            }
            return
        }
        let result = ImageComparison.compare(try PNGDecoder.decode(referenceData), try PNGDecoder.decode(actualPNG), options: Self.options)
        if result.passed { return }
        if Self.recording {
            try AtomicFile.write(actualPNG, to: reference)
            Issue.record(
                "\(what): \(result.summary); recorded the new reference \(reference.path); run the tests again without REEL_RECORD=1")
            return
        }
        let actualPath = reference.deletingPathExtension().appendingPathExtension("actual.png")
        let diffPath = reference.deletingPathExtension().appendingPathExtension("diff.png")
        try AtomicFile.write(actualPNG, to: actualPath)
        if let diff = result.diffImage { try PNGEncoder().write(diff, to: diffPath) }
        Issue.record(
            """
            \(what): \(result.summary)
            reference: \(reference.path)
            actual:    \(actualPath.path)
            diff:      \(diffPath.path)
            """)
    }

    @Test func renderingIsByteIdenticalAcrossRuns() throws {
        for name in Self.sampleNames().prefix(4) {
            #expect(try Self.render(name, scale: 2) == Self.render(name, scale: 2), "\(name)")
        }
    }

    /// The sample rendered as the CLI renders it, at `scale`.
    static func render(_ name: String, scale: CGFloat) throws -> Data {
        let path = samples.appendingPathComponent(name + ".yaml").path
        var scene = try Scene.load(contentsOf: path)
        scene.scale = scale
        return try LoadedScene(scene: scene, registry: .standard.merging(.sampleLayouts), warnings: nil).render(
            .png, renderer: CairoRenderer())
    }
}
