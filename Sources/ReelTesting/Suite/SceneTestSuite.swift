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

    /// One image to check: a still scene or one frame of its timeline, as one variant of the
    /// matrix.
    public struct Case: Sendable, Hashable {
        /// `NAME`, `NAME.VARIANT`, and `@tP` after either for a timeline frame; the reference
        /// is the name with `.png`.
        public var name: String
        /// The scene file's path.
        public var scene: String
        /// The timeline progress (0…1) drawn, or nil for the scene's first state.
        public var progress: Double?
        /// The matrix cell drawn, or nil for the scene as it is.
        public var variant: SceneVariant?

        /// A case named `name` drawing `scene` (at `progress` of its timeline, as `variant`).
        public init(name: String, scene: String, progress: Double?, variant: SceneVariant? = nil) {
            self.name = name
            self.scene = scene
            self.progress = progress
            self.variant = variant
        }

        /// The case without its variant: `NAME` or `NAME@tP`, what the report groups by.
        public var group: String {
            let base = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
            return progress.map { "\(base)@t\($0)" } ?? base
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
    /// The matrix every scene is checked across (``SceneVariant/matrix(devices:styles:sizes:)``);
    /// empty: each scene as it is.
    public var variants: [SceneVariant] = []
    /// How actual and diff images (and the report's thumbnails) are compressed (a recorded
    /// reference is the actual image's file): fast unless set, since they are artefacts to
    /// look at once.
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
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw ExportError("cannot read the scene folder \(folder.path): no such folder")
        }
        guard isFolder.boolValue else { throw ExportError("cannot read the scene folder \(folder.path): it is a file, not a folder") }
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { ["yaml", "yml", "json"].contains($0.pathExtension) }
        } catch {
            throw ExportError("cannot read the scene folder \(folder.path): permission denied")
        }
        guard !files.isEmpty else { throw ExportError("no scene files in \(folder.path)") }
        if mode != .never {
            do { try FileManager.default.createDirectory(at: referenceFolder, withIntermediateDirectories: true) } catch {
                throw ExportError("cannot create \(referenceFolder.path): \(error.localizedDescription)")
            }
        }
        let cases = try files.flatMap { try Self.cases(of: $0, variants: variants) }
        return try run(shard.select(cases) { $0.name }, cancellation: cancellation)
    }

    /// The cases of one scene file: `NAME`, and `NAME@tP` for each of ``progressPoints``
    /// when it has a timeline; with `variants`, each of those once per variant
    /// (`NAME.VARIANT`, `NAME.VARIANT@tP`).
    /// - Throws: `SceneFile/SceneError` when the scene cannot be decoded.
    public static func cases(of file: URL, variants: [SceneVariant] = []) throws -> [Case] {
        let name = file.deletingPathExtension().lastPathComponent
        let scene = try Scene.load(contentsOf: file.path)
        let points: [Double?] = [nil] + (scene.timeline.isEmpty ? [] : progressPoints.map { $0 })
        let cells: [SceneVariant?] = variants.isEmpty ? [nil] : variants
        return points.flatMap { point in
            cells.map { variant in
                let base = variant.map { "\(name).\($0.name)" } ?? name
                return Case(name: point.map { "\(base)@t\($0)" } ?? base, scene: file.path, progress: point, variant: variant)
            }
        }
    }

    /// Checks `cases` on all cores; the outcomes come in the cases' order. Stops between
    /// cases when `cancellation` fires.
    /// - Throws: `ReelExport/InterruptedError` when cancelled.
    public func run(_ cases: [Case], cancellation: Cancellation? = nil) throws -> [SceneTestOutcome] {
        let renderers = RendererPool()
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

    /// Renders, compares and records one case. The image is compared as decoded pixels and
    /// encoded as PNG only where it is kept (a reference recorded, a failure's actual image);
    /// in a matrix every case also gets a thumbnail for the report.
    public func check(_ testCase: Case, renderers: RendererPool) -> SceneTestOutcome {
        let referenceURL = referenceFolder.appendingPathComponent(testCase.name + ".png")
        var outcome = SceneTestOutcome(name: testCase.name, verdict: .passed)
        outcome.group = testCase.group
        outcome.variant = testCase.variant?.name
        let actual: RGBAImage
        do {
            actual = try renderers.with { try render(testCase, renderer: $0) }
            if testCase.variant != nil { outcome.thumbnailPNG = try Data(PNGEncoder(level: pngLevel).encode(Thumbnail.image(actual))) }
        } catch {
            outcome.verdict = .error(String(describing: error))
            return outcome
        }
        func png() throws -> Data { Data(try PNGEncoder(level: pngLevel).encode(actual)) }
        do {
            guard let referenceData = try? Data(contentsOf: referenceURL) else {
                let encoded = try png()
                if mode != .never, (try? AtomicFile.write(encoded, to: referenceURL)) != nil {
                    outcome.verdict = .recorded
                    outcome.referencePath = referenceURL.path
                } else {
                    outcome.verdict = .missingReference
                    outcome.actualPNG = encoded
                }
                return outcome
            }
            let reference = try PNGDecoder().decode([UInt8](referenceData))
            let result = ImageComparison.compare(reference, actual, options: options)
            outcome.differingPixels = result.differingPixelCount
            outcome.totalPixels = result.totalPixelCount
            outcome.referencePath = referenceURL.path
            if result.passed { return outcome }
            let encoded = try png()
            if mode == .missingAndChanged, (try? AtomicFile.write(encoded, to: referenceURL)) != nil {
                outcome.verdict = .recorded
                return outcome
            }
            if case let .sizeMismatch(r, a) = result.outcome {
                outcome.verdict = .sizeMismatch(reference: "\(r.width)×\(r.height)", actual: "\(a.width)×\(a.height)")
            } else {
                outcome.verdict = .failed
            }
            outcome.actualPNG = encoded
            outcome.referencePNG = referenceData
            outcome.diffPNG = try result.diffImage.map { Data(try PNGEncoder(level: pngLevel).encode($0)) }
            return outcome
        } catch {
            outcome.verdict = .error(String(describing: error))
            return outcome
        }
    }

    /// The image of a case: the scene (as its variant says) in its first state, or its
    /// timeline at a progress point.
    public func render(_ testCase: Case, renderer: CairoRenderer) throws -> RGBAImage {
        var scene = try Scene.load(contentsOf: testCase.scene)
        if let variant = testCase.variant { scene = variant.applied(to: scene) }
        let loaded = try LoadedScene(scene: scene, pixelBudget: pixelBudget, registry: registry)
        guard let progress = testCase.progress else {
            try loaded.layout()
            return try renderer.renderImage(loaded.displayList()).rgbaImage()
        }
        return try renderer.renderImage(loaded.play().displayList(progress: progress)).rgbaImage()
    }
}
