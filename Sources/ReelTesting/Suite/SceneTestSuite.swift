import CairoRendering
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import ReelIO
import SceneFile

/// The `reel test` suite runner: every scene of a folder rendered and compared with its
/// reference image, references recorded on request, and the output folder written.
///
/// Each scene is a case (`NAME`); a scene with a timeline adds its frames at
/// ``progressPoints`` (`NAME@t0.25` …). Cases render in parallel on all cores.
public struct SceneTestSuite: Sendable {
    /// When references are written.
    public enum RecordMode: Sendable {
        /// Never: a missing reference fails.
        case never
        /// For cases without a reference.
        case missing
        /// For cases without a reference and cases that differ from theirs.
        case missingAndChanged
    }

    /// One image to check: a still scene or one frame of its timeline.
    public struct Case: Sendable, Hashable {
        /// `NAME` or `NAME@tP`; the reference is `NAME.png` or `NAME@tP.png`.
        public var name: String
        /// The scene file's path.
        public var scene: String
        /// The timeline progress (0…1) drawn, or nil for the scene's first state.
        public var progress: Double?

        /// A case named `name` drawing `scene` (at `progress` of its timeline).
        public init(name: String, scene: String, progress: Double?) {
            self.name = name
            self.scene = scene
            self.progress = progress
        }
    }

    /// The timeline progress points a scene with a timeline is checked at.
    public static let progressPoints: [Double] = [0, 0.25, 0.5, 0.75, 1.0]

    /// The folder of reference PNGs (`CASE.png`).
    public var referenceFolder: URL
    /// How images are compared.
    public var options: ComparisonOptions
    /// When references are written.
    public var mode: RecordMode
    /// The most pixels an image may have.
    public var pixelBudget: PixelBudget
    /// Makes the scenes' layouts.
    public var registry: LayoutRegistry
    /// How actual and diff images are compressed (a recorded reference is the actual
    /// image's file): fast unless set, since they are artefacts to look at once.
    public var pngLevel: PNGEncoder.Level

    /// A suite comparing with the references in `referenceFolder`.
    public init(
        referenceFolder: URL, options: ComparisonOptions, mode: RecordMode = .never, pixelBudget: PixelBudget = .default,
        registry: LayoutRegistry = .standard, pngLevel: PNGEncoder.Level = .fast
    ) {
        self.referenceFolder = referenceFolder
        self.options = options
        self.mode = mode
        self.pixelBudget = pixelBudget
        self.registry = registry
        self.pngLevel = pngLevel
    }

    /// Runs the suite over the scene files (`.yaml`, `.yml`, `.json`) of `folder`: lists
    /// them, creates the reference folder when recording, expands the cases, keeps those
    /// of `shard` and checks them (see ``run(_:cancellation:)``).
    /// - Throws: `ReelExport/ExportError` when the folder cannot be read, holds no scene
    ///   or the reference folder cannot be created; `SceneFile/SceneError` when a scene
    ///   cannot be decoded; `ReelExport/InterruptedError` when cancelled.
    public func run(scenesIn folder: URL, shard: Shard = .all, cancellation: Cancellation? = nil) throws -> [SceneTestOutcome] {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { ["yaml", "yml", "json"].contains($0.pathExtension) }
        } catch {
            throw ExportError("cannot read the scene folder \(folder.path): \(error.localizedDescription)")
        }
        guard !files.isEmpty else { throw ExportError("no scene files in \(folder.path)") }
        if mode != .never {
            do { try FileManager.default.createDirectory(at: referenceFolder, withIntermediateDirectories: true) } catch {
                throw ExportError("cannot create \(referenceFolder.path): \(error.localizedDescription)")
            }
        }
        let cases = try files.flatMap(Self.cases(of:))
        return try run(shard.select(cases) { $0.name }, cancellation: cancellation)
    }

    /// The cases of one scene file: `NAME`, and `NAME@tP` for each of ``progressPoints``
    /// when it has a timeline.
    /// - Throws: `SceneFile/SceneError` when the scene cannot be decoded.
    public static func cases(of file: URL) throws -> [Case] {
        let name = file.deletingPathExtension().lastPathComponent
        var cases = [Case(name: name, scene: file.path, progress: nil)]
        let scene = try Scene.load(contentsOf: file.path)
        if !scene.timeline.isEmpty {
            for p in progressPoints { cases.append(Case(name: "\(name)@t\(p)", scene: file.path, progress: p)) }
        }
        return cases
    }

    /// Checks `cases` on all cores; the outcomes come in the cases' order. Stops between
    /// cases when `cancellation` fires.
    /// - Throws: `ReelExport/InterruptedError` when cancelled.
    public func run(_ cases: [Case], cancellation: Cancellation? = nil) throws -> [SceneTestOutcome] {
        let renderers = RendererPool(encoder: PNGEncoder(level: pngLevel))
        let outcomes = Locked([SceneTestOutcome]())
        try FramePipeline<Case, SceneTestOutcome>(workers: ProcessInfo.processInfo.activeProcessorCount).run(
            count: cases.count, cancellation: cancellation,
            prepare: { cases[$0] },
            process: { testCase in self.check(testCase, renderers: renderers) },
            deliver: { _, outcome in outcomes.withLock { $0.append(outcome) } })
        return outcomes.withLock { $0 }
    }

    /// Writes the output folder whole, replacing an earlier run's (so no image of a case
    /// that has since passed lingers): CASE.actual.png for every case that failed or has no
    /// reference, CASE.diff.png where a diff was made, and report.html.
    public static func writeOutput(_ outcomes: [SceneTestOutcome], to folder: URL) throws {
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
    public func check(_ testCase: Case, renderers: RendererPool) -> SceneTestOutcome {
        let referenceURL = referenceFolder.appendingPathComponent(testCase.name + ".png")
        let png: Data
        do {
            png = try renderers.with { try render(testCase, renderer: $0) }
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
                return SceneTestOutcome(
                    name: testCase.name, verdict: .passed, differingPixels: result.differingPixelCount,
                    totalPixels: result.totalPixelCount, referencePath: referenceURL.path)
            }
            if mode == .missingAndChanged, (try? AtomicFile.write(png, to: referenceURL)) != nil {
                return SceneTestOutcome(name: testCase.name, verdict: .recorded, referencePath: referenceURL.path)
            }
            let diff = try result.diffImage.map { Data(try PNGEncoder(level: pngLevel).encode($0)) }
            let verdict: SceneTestOutcome.Verdict
            if case let .sizeMismatch(r, a) = result.outcome {
                verdict = .sizeMismatch(reference: "\(r.width)×\(r.height)", actual: "\(a.width)×\(a.height)")
            } else {
                verdict = .failed
            }
            return SceneTestOutcome(
                name: testCase.name, verdict: verdict, differingPixels: result.differingPixelCount,
                totalPixels: result.totalPixelCount, referencePath: referenceURL.path,
                actualPNG: png, referencePNG: referenceData, diffPNG: diff)
        } catch {
            return SceneTestOutcome(name: testCase.name, verdict: .error(String(describing: error)))
        }
    }

    /// The PNG of a case: the scene's first state, or its timeline at a progress point.
    public func render(_ testCase: Case, renderer: CairoRenderer) throws -> Data {
        let loaded = try LoadedScene(path: testCase.scene, pixelBudget: pixelBudget, registry: registry)
        guard let progress = testCase.progress else {
            try loaded.layout()
            return try loaded.render(.png, renderer: renderer)
        }
        return try renderer.renderPNG(loaded.play().displayList(progress: progress))
    }
}
