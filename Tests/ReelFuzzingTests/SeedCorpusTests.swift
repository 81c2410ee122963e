import Foundation
import ReelFuzzing
import Testing

/// The seeds `Scripts/fuzz` starts from pass through the harness, accepted at every stage:
/// proof that the harness reaches the backends and does not skip or reject valid input.
@Suite struct SeedCorpusTests {
    static let samples = FuzzReplayTests.root.appendingPathComponent("Samples/Scenes")

    @Test func thereAreSampleScenes() {
        #expect(sampleSceneNames.count >= 10)
    }

    @Test(arguments: sampleSceneNames) func sampleSceneIsAccepted(_ name: String) throws {
        let data = try Data(contentsOf: Self.samples.appendingPathComponent(name))
        let outcome = try FuzzReplayTests.harness().run(.scene, data)
        #expect(outcome.isAccepted, "\(name): \(outcome)")
        if case let .accepted(stages) = outcome {
            #expect(stages.contains("pdf"))
        }
    }

    @Test func anInputPastTheProcessorLimitFails() throws {
        // Drawing a sample takes well over a millisecond of processor time.
        var limits = FuzzLimits()
        limits.maximumProcessorSeconds = 0.001
        let harness = try FuzzHarness(sandbox: Self.samples, limits: limits)
        let data = try Data(contentsOf: Self.samples.appendingPathComponent("tags.yaml"))
        do {
            _ = try harness.run(.scene, data)
            Issue.record("no failure past the limit")
        } catch {
            #expect(error.message.contains("of processor time, beyond the limit of 0.0 s"), "\(error)")
        }
        // With no limit (the default) the same input is accepted.
        #expect(try FuzzReplayTests.harness().run(.scene, data).isAccepted)
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzTarget.allCases {
            #expect(fuzzSeeds.contains { $0.target == target }, "no seeds for \(target)")
        }
    }

    @Test(arguments: fuzzSeeds) func seedIsAccepted(_ seed: FuzzCase) throws {
        let outcome = try FuzzReplayTests.harness().run(seed.target, Data(contentsOf: seed.file))
        #expect(outcome.isAccepted, "\(seed): \(outcome)")
    }

    @Test func samplePhotosDecodeAndRoundTrip() throws {
        let harness = try FuzzReplayTests.harness()
        let folder = Self.samples.appendingPathComponent("images")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(!names.isEmpty)
        for name in names {
            let outcome = try harness.run(.png, Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(outcome.isAccepted, "\(name): \(outcome)")
        }
    }

    @Test func aBadScalarIsALocatedRejection() throws {
        let outcome = try FuzzReplayTests.harness().run(.scene, Data("viewport: [10, nope]\n".utf8))
        guard case let .rejected(stage, message) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(stage == "decode")
        #expect(message.hasPrefix("fuzz.yaml:1:"))
    }

    @Test func aSceneReadingOutsideTheSandboxIsSkipped() throws {
        let text = "viewport: [10, 10]\nsections: [{items: [{image: /etc/passwd}]}]\n"
        let outcome = try FuzzReplayTests.harness().run(.scene, Data(text.utf8))
        #expect(outcome == .skipped(reason: "the image /etc/passwd lies outside the harness's folder"))
    }

    @Test func diffOfEditedImagesCountsTheEdits() throws {
        // Raw mode, limit none, diff image always, 2×1 pixels, then one edit: byte 0 → 0xFF.
        var bytes: [UInt8] = [0x10 | 0x20, 0, 0, 1, 0]
        bytes += [0, 0, 0, 255, 0, 0, 0, 255]
        bytes += [0, 0, 0xFF]
        let outcome = try FuzzReplayTests.harness().run(.diff, Data(bytes))
        #expect(outcome == .accepted(stages: "compare"))
    }
}

/// The sample scenes' file names.
let sampleSceneNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: SeedCorpusTests.samples.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

/// The hand-made seeds of `Fuzzing/seeds/<target>` (every PNG colour type and bit depth,
/// both `diff` modes, a JSON scene and an attributes layout).
let fuzzSeeds = FuzzCase.all(in: FuzzReplayTests.root.appendingPathComponent("Fuzzing/seeds"))
