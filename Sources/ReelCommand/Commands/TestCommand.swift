import ArgumentParser
import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import ReelTesting
import SceneFile

/// `reel test DIR --references REFS [--record | --record-missing] [--shard i/n] [-o OUT]`.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Render every scene in a folder and compare each with its reference image.",
        discussion: """
        Each scene is a case (NAME); a scene with a timeline adds its frames at progress 0, \
        0.25, 0.5, 0.75 and 1 (NAME@t0.25 …). Each case is compared with REFS/CASE.png as \
        decoded pixels (pixelmatch's metric, anti-aliasing aware). Prints a table (scene, \
        pixels differing, verdict), writes the actual and diff images of failing cases and a \
        self-contained HTML report into the output folder (built whole, replacing an earlier \
        run's), and exits 1 when any case differs \
        or has no reference. References are written only with --record (missing and changed \
        ones) or --record-missing (missing ones only); an unchanged reference is never \
        rewritten.
        """
    )

    @Argument(help: "The folder of scene files.")
    var scenes: String

    @Option(help: "The folder of reference PNGs.")
    var references: String

    @Option(name: .shortAndLong, help: "Where to write actual and diff images and report.html.")
    var output: String = "reel-test-output"

    @Flag(help: "Write references for missing and changed cases.")
    var record = false

    @Flag(help: "Write references for missing cases only.")
    var recordMissing = false

    @Option(help: "Run part i of n of the cases (1-based), e.g. 2/4, to spread a suite over machines.")
    var shard: String = "1/1"

    @Option(help: "Colour threshold of the comparison, 0…1.")
    var threshold: Double = 0.1

    @Option(help: "How many pixels of a case may differ.")
    var maxDiffPixels: Int = 0

    @Option(help: "The most pixels an image may have, in millions (default 100): bigger scenes fail before anything is drawn.")
    var maxMegapixels: Double = PixelBudget.default.megapixels

    func validate() throws {
        if Shard(shard) == nil { throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, got \(shard)") }
        if record && recordMissing { throw ValidationError("give --record or --record-missing, not both") }
        guard threshold.isFinite, threshold >= 0, threshold <= 1 else { throw ValidationError("--threshold must be in 0…1") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must not be negative") }
        guard maxMegapixels.isFinite, maxMegapixels > 0, maxMegapixels <= 10_000 else {
            throw ValidationError("--max-megapixels must be a number in (0, 10000], got \(maxMegapixels)")
        }
    }

    /// One image to check: a still scene or one frame of its timeline.
    struct Case: Sendable {
        var name: String
        var scene: String
        var progress: Double?
    }

    func run() throws {
        let folder = URL(fileURLWithPath: scenes)
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { ["yaml", "yml", "json"].contains($0.pathExtension) }
        } catch {
            throw CommandFailure("cannot read the scene folder \(folder.path): \(error.localizedDescription)")
        }
        guard !files.isEmpty else { throw CommandFailure("no scene files in \(folder.path)") }
        let referenceFolder = URL(fileURLWithPath: references)
        let outputFolder = URL(fileURLWithPath: output)
        let mode: RecordMode = record ? .missingAndChanged : recordMissing ? .missing : .never
        if mode != .never {
            do { try FileManager.default.createDirectory(at: referenceFolder, withIntermediateDirectories: true) } catch {
                throw CommandFailure("cannot create \(referenceFolder.path): \(error.localizedDescription)")
            }
        }
        var cases: [Case] = []
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            cases.append(Case(name: name, scene: file.path, progress: nil))
            let scene = try Scene.load(contentsOf: file.path)
            if !scene.timeline.isEmpty {
                for p in [0, 0.25, 0.5, 0.75, 1.0] { cases.append(Case(name: "\(name)@t\(p)", scene: file.path, progress: p)) }
            }
        }
        let selected = (Shard(shard) ?? .all).select(cases) { $0.name }
        let options = ComparisonOptions(threshold: threshold, limit: .pixels(maxDiffPixels), diffImage: .whenFailed)
        let renderers = RendererPool()
        let budget = PixelBudget(megapixels: maxMegapixels)
        let outcomes = Locked([SceneTestOutcome]())
        let cancellation = Cancellation()
        cancellation.start()
        defer { cancellation.stop() }
        do {
            try FramePipeline<Case, SceneTestOutcome>(workers: ProcessInfo.processInfo.activeProcessorCount).run(
                count: selected.count, cancellation: cancellation,
                prepare: { selected[$0] },
                process: { testCase in
                    Self.check(testCase, referenceFolder: referenceFolder, options: options, mode: mode,
                               renderers: renderers, pixelBudget: budget)
                },
                deliver: { _, outcome in outcomes.withLock { $0.append(outcome) } })
        } catch let error as InterruptedError {
            throw CommandFailure(String(describing: error), exitCode: 130)
        }
        let all = outcomes.withLock { $0 }
        Terminal.standardOutput.write(SummaryTable.render(all))
        do { try Self.writeOutput(all, to: outputFolder) } catch {
            throw CommandFailure(String(describing: error))
        }
        Terminal.standardOutput.write("report: \(outputFolder.appendingPathComponent("report.html").path)\n")
        if all.contains(where: \.verdict.isFailure) { throw ExitCode(1) }
    }

    enum RecordMode: Sendable { case never, missing, missingAndChanged }

    /// Writes the output folder whole, replacing an earlier run's (so no image of a case
    /// that has since passed lingers): CASE.actual.png for every case that failed or has no
    /// reference, CASE.diff.png where a diff was made, and report.html.
    static func writeOutput(_ outcomes: [SceneTestOutcome], to folder: URL) throws {
        try StagedOutput.buildFolder(at: folder) { staging in
            for outcome in outcomes where outcome.verdict.isFailure {
                if let actual = outcome.actualPNG {
                    try AtomicFile.write(actual, to: staging.appendingPathComponent(outcome.name + ".actual.png"))
                }
                if let diff = outcome.diffPNG {
                    try AtomicFile.write(diff, to: staging.appendingPathComponent(outcome.name + ".diff.png"))
                }
            }
            try AtomicFile.write(Data(HTMLReport.render(outcomes).utf8), to: staging.appendingPathComponent("report.html"))
        }
    }

    /// Renders, compares and records one case.
    static func check(_ testCase: Case, referenceFolder: URL, options: ComparisonOptions,
                      mode: RecordMode, renderers: RendererPool, pixelBudget: PixelBudget = .default) -> SceneTestOutcome {
        let referenceURL = referenceFolder.appendingPathComponent(testCase.name + ".png")
        let png: Data
        do {
            png = try renderers.with { try render(testCase, renderer: $0, pixelBudget: pixelBudget) }
        } catch {
            return SceneTestOutcome(name: testCase.name, verdict: .error(String(describing: error)))
        }
        guard let referenceData = try? Data(contentsOf: referenceURL) else {
            if mode != .never, (try? AtomicFile.write(png, to: referenceURL)) != nil {
                return SceneTestOutcome(name: testCase.name, verdict: .recorded, referencePath: referenceURL.path)
            }
            return SceneTestOutcome(name: testCase.name, verdict: .missingReference, actualPNG: png)
        }
        do {
            let reference = try PNGDecoder().decode([UInt8](referenceData))
            let actual = try PNGDecoder().decode([UInt8](png))
            let result = ImageComparison.compare(reference, actual, options: options)
            if result.passed {
                return SceneTestOutcome(name: testCase.name, verdict: .passed, differingPixels: result.differingPixelCount,
                                        totalPixels: result.totalPixelCount, referencePath: referenceURL.path)
            }
            if mode == .missingAndChanged, (try? AtomicFile.write(png, to: referenceURL)) != nil {
                return SceneTestOutcome(name: testCase.name, verdict: .recorded, referencePath: referenceURL.path)
            }
            let diff = try result.diffImage.map { Data(try PNGEncoder().encode($0)) }
            let verdict: SceneTestOutcome.Verdict
            if case let .sizeMismatch(r, a) = result.outcome {
                verdict = .sizeMismatch(reference: "\(r.width)×\(r.height)", actual: "\(a.width)×\(a.height)")
            } else {
                verdict = .failed
            }
            return SceneTestOutcome(name: testCase.name, verdict: verdict, differingPixels: result.differingPixelCount,
                                    totalPixels: result.totalPixelCount, referencePath: referenceURL.path,
                                    actualPNG: png, referencePNG: referenceData, diffPNG: diff)
        } catch {
            return SceneTestOutcome(name: testCase.name, verdict: .error(String(describing: error)))
        }
    }

    /// The PNG of a case: the scene's first state, or its timeline at a progress point.
    static func render(_ testCase: Case, renderer: CairoRenderer, pixelBudget: PixelBudget = .default) throws -> Data {
        let loaded = try LoadedScene(path: testCase.scene, pixelBudget: pixelBudget)
        guard let progress = testCase.progress else {
            try loaded.layout()
            return try loaded.render(.png, renderer: renderer, wholeContent: false, scale: nil)
        }
        return try renderer.renderPNG(loaded.timelineDisplayList(scale: nil) { progress * $0.duration })
    }
}
