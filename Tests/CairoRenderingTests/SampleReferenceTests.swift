import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import SceneFile
import Testing

/// Every sample scene rendered at scale 1 and 2 and compared, as decoded pixels, with its
/// reference PNG in `References/`.
///
/// Tolerance: a pixel differs when a channel is off by more than 3/255; at most 0.05 % of
/// the pixels may differ. On failure the actual image and a diff image (differing pixels
/// red over the faded reference) are written next to the reference and named in the
/// message. References are written only with `REEL_RECORD=1` (missing or changed ones).
@Suite struct SampleReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = root.appendingPathComponent("Samples/Scenes")
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static let scales: [CGFloat] = [1, 2]
    static let channelTolerance = 3
    static let pixelRatioTolerance = 0.0005

    static func sampleNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.map { ($0 as NSString).deletingPathExtension }.sorted()
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["REEL_RECORD"] == "1" }

    @Test func everySampleHasReferencesAndEveryReferenceASample() throws {
        let names = Self.sampleNames()
        #expect(names.count >= 8, "Samples/Scenes must hold the sample scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.references.path).filter { $0.hasSuffix(".png") && !$0.contains(".actual") && !$0.contains(".diff") }
        let frames = try AnimationReferenceTests.animatedSampleNames().flatMap { name in
            AnimationReferenceTests.progressPoints.map { AnimationReferenceTests.file(name, $0) }
        }
        let expected = Set(names.flatMap { name in Self.scales.map { "\(name)@\(Int($0))x.png" } } + frames)
        #expect(Set(files).subtracting(expected).isEmpty, "references without a sample: \(Set(files).subtracting(expected).sorted())")
        #expect(expected.subtracting(files).isEmpty || Self.recording, "samples without references (record with REEL_RECORD=1): \(expected.subtracting(files).sorted())")
    }

    @Test(arguments: sampleNames())
    func sampleMatchesItsReferences(_ name: String) throws {
        for scale in Self.scales {
            try Self.check(try Self.render(name, scale: scale), against: "\(name)@\(Int(scale))x.png", what: "\(name) at scale \(Int(scale))")
        }
    }

    /// Compares a rendering with a reference file in `References/`, recording or reporting.
    static func check(_ actualPNG: Data, against file: String, what: String) throws {
        do {
            let reference = Self.references.appendingPathComponent(file)
            guard let referenceData = try? Data(contentsOf: reference) else {
                if Self.recording { try actualPNG.write(to: reference); return }
                Issue.record("no reference \(reference.path): run the tests with REEL_RECORD=1 to record it")
                return
            }
            let expected = try PNGDecoder.decode(referenceData)
            let actual = try PNGDecoder.decode(actualPNG)
            let (differing, diff) = Self.compare(expected, actual)
            let total = max(1, actual.width * actual.height)
            let sameSize = expected.width == actual.width && expected.height == actual.height
            let ok = sameSize && Double(differing) / Double(total) <= Self.pixelRatioTolerance
            if ok { return }
            if Self.recording { try actualPNG.write(to: reference); return }
            let actualPath = reference.deletingPathExtension().appendingPathExtension("actual.png")
            let diffPath = reference.deletingPathExtension().appendingPathExtension("diff.png")
            try actualPNG.write(to: actualPath)
            if let diff { try Data(PNGEncoder().encode(diff)).write(to: diffPath) }
            Issue.record("""
                \(what): \(sameSize ? "\(differing) of \(total) pixels differ" : "size \(actual.width)×\(actual.height), reference \(expected.width)×\(expected.height)")
                reference: \(reference.path)
                actual:    \(actualPath.path)
                diff:      \(diffPath.path)
                """)
        }
    }

    @Test func renderingIsByteIdenticalAcrossRuns() throws {
        for name in Self.sampleNames().prefix(4) {
            #expect(try Self.render(name, scale: 2) == Self.render(name, scale: 2), "\(name)")
        }
    }

    /// The sample rendered as the CLI renders it, at `scale`.
    static func render(_ name: String, scale: CGFloat) throws -> Data {
        let path = samples.appendingPathComponent(name + ".yaml").path
        let scene = try Scene.load(contentsOf: path)
        let (view, dataSource) = try scene.makeCollectionView()
        view.screenScale = scale
        let list = try SceneAppearance(scene: scene).displayList(for: view, sections: dataSource.sections, scale: scale)
        return try CairoRenderer().renderPNG(list)
    }

    /// Counts pixels whose channels differ by more than the tolerance and draws a diff:
    /// the reference faded to grey, differing pixels red.
    static func compare(_ a: RGBAImage, _ b: RGBAImage) -> (Int, RGBAImage?) {
        guard a.width == b.width, a.height == b.height else { return (max(a.width * a.height, b.width * b.height), nil) }
        var diff = RGBAImage(width: a.width, height: a.height)
        var differing = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var off = false
            for c in 0..<4 where abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) > channelTolerance { off = true }
            if off {
                differing += 1
                diff.pixels[i] = 255; diff.pixels[i + 1] = 0; diff.pixels[i + 2] = 0; diff.pixels[i + 3] = 255
            } else {
                let r: Int = Int(a.pixels[i]) * 3, g: Int = Int(a.pixels[i + 1]) * 6, b: Int = Int(a.pixels[i + 2])
                let luma: Int = (r + g + b) / 10
                let grey = UInt8(luma / 4 + 191)
                diff.pixels[i] = grey; diff.pixels[i + 1] = grey; diff.pixels[i + 2] = grey; diff.pixels[i + 3] = 255
            }
        }
        return (differing, diff)
    }
}
