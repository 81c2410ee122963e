import ArgumentParser
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import ReelTesting

/// `reel test DIR --references REFS [--device D…] [--traits T…] [--record | --record-missing] [--shard i/n] [-o OUT]`.
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
            rewritten. With --device and --traits every scene runs across a matrix of devices × \
            styles × text sizes (NAME.iPhone13-dark-extraLarge …), and the report shows each \
            scene's variants side by side.
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

    // Unconditional: `-1/2` is the option's value (out of range), not another option.
    @Option(parsing: .unconditional, help: "Run part i of n of the cases (1-based), e.g. 2/4, to spread a suite over machines.")
    var shard: String = "1/1"

    @Option(help: "Colour threshold of the comparison, 0…1.")
    var threshold: Double = 0.1

    @Option(help: "How many pixels of a case may differ.")
    var maxDiffPixels: Int = 0

    @Option(help: "The most pixels an image may have, in millions (default 100): bigger scenes fail before anything is drawn.")
    var maxMegapixels: Double = PixelBudget.default.megapixels

    @Option(help: "Devices to run every scene on (swift-snapshot-testing's preset names, e.g. iPhone13,iPadPro11:landscape).")
    var device: [String] = []

    @Option(help: "Traits to run every scene with: light, dark and text sizes (e.g. dark,light,extraSmall,accessibilityLarge).")
    var traits: [String] = []

    @Option(
        help: PNGLevelOption.help(
            default: .fast, because: "as actual and diff images are looked at once; record with small to keep references smaller"))
    var pngLevel: PNGEncoder.Level = .fast

    func validate() throws {
        if Shard(shard) == nil {
            let parts = shard.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            if parts.count == 2, let index = parts[0], let count = parts[1] {
                let rule = count < 1 ? "n must be at least 1" : "i must be 1 to \(count)"
                throw ValidationError("--shard \(shard) is out of range: part i of n needs \(rule), got i = \(index)")
            }
            throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, such as 2/4; got \(shard)")
        }
        if record && recordMissing { throw ValidationError("give --record or --record-missing, not both") }
        guard threshold.isFinite, threshold >= 0, threshold <= 1 else { throw ValidationError("--threshold must be in 0…1") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must not be negative") }
        guard maxMegapixels.isFinite, maxMegapixels > 0, maxMegapixels <= 10_000 else {
            throw ValidationError("--max-megapixels must be a number in (0, 10000], got \(maxMegapixels)")
        }
        do { _ = try SceneVariant.matrix(devices: device, traits: traits) } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        let mode: SceneTestSuite.RecordMode = record ? .missingAndChanged : recordMissing ? .missing : .never
        let options = ComparisonOptions(threshold: threshold, limit: .pixels(maxDiffPixels), diffImage: .whenFailed)
        var suite = SceneTestSuite(
            referenceFolder: URL(fileURLWithPath: references), options: options, mode: mode,
            pixelBudget: PixelBudget(megapixels: maxMegapixels), registry: Reel.layouts, pngLevel: pngLevel)
        suite.variants = try SceneVariant.matrix(devices: device, traits: traits)
        let outputFolder = URL(fileURLWithPath: output)
        let cancellation = Cancellation()
        cancellation.start()
        defer { cancellation.stop() }
        let outcomes: [SceneTestOutcome]
        do {
            outcomes = try suite.run(scenesIn: URL(fileURLWithPath: scenes), shard: Shard(shard) ?? .all, cancellation: cancellation)
        } catch let error as InterruptedError {
            throw CommandFailure(String(describing: error), exitCode: 130)
        }
        Terminal.standardOutput.write(SummaryTable.render(outcomes))
        do { try SceneTestSuite.writeOutput(outcomes, to: outputFolder) } catch {
            throw CommandFailure(String(describing: error))
        }
        Terminal.standardOutput.write("report: \(outputFolder.appendingPathComponent("report.html").path)\n")
        if outcomes.contains(where: \.verdict.isFailure) { throw ExitCode(1) }
    }
}
