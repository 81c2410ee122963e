import ArgumentParser
import Foundation
import PNGCodec
import ReelExport
import ReelTesting

/// `reel diff A.png B.png [-o DIFF.png] [--threshold T] [--max-diff-pixels N | --max-diff-ratio R]`.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images as decoded pixels (pixelmatch's perceptual metric, anti-aliasing aware).",
        discussion: """
            A pixel differs when its YIQ colour distance exceeds --threshold (0…1, default 0.1); \
            pixels that look like anti-aliased edges in either image are counted apart, not as \
            differences. Exit status 0 when the differing pixels are within the limit (default: \
            none may differ), 1 when they are not or the sizes differ, 2 on errors (a missing \
            file, not a PNG). With -o, writes a diff image: the reference faded to grey, \
            differing pixels red, anti-aliased ones yellow.
            """
    )

    @Argument(help: "The reference image.")
    var reference: String

    @Argument(help: "The image to check.")
    var actual: String

    @Option(name: .shortAndLong, help: "Where to write the diff image (PNG).")
    var output: String?

    @Option(help: "Colour threshold, 0 (exact) … 1 (anything goes).")
    var threshold: Double = 0.1

    @Option(help: "How many pixels may differ.")
    var maxDiffPixels: Int?

    @Option(help: "Which fraction of the pixels may differ (0…1).")
    var maxDiffRatio: Double?

    func validate() throws {
        guard threshold.isFinite, threshold >= 0, threshold <= 1 else {
            throw ValidationError("--threshold must be in 0…1, got \(threshold)")
        }
        if maxDiffPixels != nil && maxDiffRatio != nil { throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both") }
        if let n = maxDiffPixels, n < 0 { throw ValidationError("--max-diff-pixels must not be negative") }
        if let r = maxDiffRatio, !(r >= 0 && r <= 1) { throw ValidationError("--max-diff-ratio must be in 0…1") }
    }

    func run() throws {
        let a = try Self.load(reference), b = try Self.load(actual)
        var options = ComparisonOptions()
        options.threshold = threshold
        if let n = maxDiffPixels { options.limit = .pixels(n) }
        if let r = maxDiffRatio { options.limit = .ratio(r) }
        options.diffImage = output == nil ? .never : .always
        let result = ImageComparison.compare(a, b, options: options)
        if let output, let diff = result.diffImage {
            do { try PNGEncoder(level: .small).write(diff, to: URL(fileURLWithPath: output)) } catch {
                throw CommandFailure(String(describing: error))
            }
        }
        Terminal.standardOutput.write(result.summary + "\n")
        if !result.passed { throw ExitCode(1) }
    }

    private static func load(_ path: String) throws -> RGBAImage {
        do { return try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw CommandFailure(String(describing: error))
        }
    }
}
