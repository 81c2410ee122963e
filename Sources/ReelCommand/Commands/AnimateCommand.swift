import ArgumentParser
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport

/// `reel animate SCENE -o DIR/|OUT.mp4|OUT.gif|OUT.png [--fps N] [--scale N] [--jobs N]`.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Play a scene's timeline and write every frame: a PNG sequence, an MP4, a GIF or an animated PNG.",
        discussion: """
            Frames are sampled at --fps from the start of the timeline: frame 0 is the state \
            before the first step, the last frame is the final state, and a timeline of D \
            seconds has ceil(D × fps) + 1 frames. -o DIR/ writes DIR/frame-00000.png …; \
            -o OUT.mp4 and -o OUT.gif pipe raw frames into ffmpeg (Debian package `ffmpeg`); \
            -o OUT.png writes an animated PNG. Frames render and encode on all cores with a few \
            frames in flight. Output is all or nothing: it is built under a hidden name beside \
            the destination and moved into place only when every frame succeeded, so an error \
            or Ctrl-C leaves nothing behind and an existing output as it was. An existing DIR/ \
            must be empty or hold only an earlier sequence; it is replaced whole. \
            A progress line (frames, rate, time left) shows on a terminal; nothing when piped.
            """
    )

    @Argument(help: "The scene file (.yaml, .yml or .json) with a timeline.")
    var scene: String

    @Option(name: .shortAndLong, help: "A folder (ending in /, or existing) for a PNG sequence, or OUT.mp4, OUT.gif or OUT.png.")
    var output: String

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: "Pixels per point; default: the scene's scale.")
    var scale: Double?

    @Option(help: "Worker threads; default: one per core, fewer when frames are so large that their pixels would pass 1 GiB.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "No progress line, even on a terminal.")
    var quiet = false

    @Option(help: "The most frames to write (default 100000): a longer export fails before the first frame.")
    var maxFrames: Int = AnimateCommand.defaultMaximumFrames

    @Option(help: "The most pixels an image may have, in millions (default 100): bigger scenes fail before anything is drawn.")
    var maxMegapixels: Double = PixelBudget.default.megapixels

    @Option(help: PNGLevelOption.help(default: .fast, because: "as encoding a frame would otherwise take longer than rendering it"))
    var pngLevel: PNGEncoder.Level = .fast

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be a number in (0, 240], got \(fps)") }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be a number in (0, 8], got \(scale)") }
        guard jobs >= 1, jobs <= 64 else { throw ValidationError("--jobs must be between 1 and 64, got \(jobs)") }
        guard maxFrames >= 1, maxFrames <= Int(Int32.max) else {
            throw ValidationError("--max-frames must be between 1 and 2147483647, got \(maxFrames)")
        }
        guard maxMegapixels.isFinite, maxMegapixels > 0, maxMegapixels <= 10_000 else {
            throw ValidationError("--max-megapixels must be a number in (0, 10000], got \(maxMegapixels)")
        }
    }

    /// The frame ceiling unless `--max-frames` raises it.
    static let defaultMaximumFrames = AnimationExport.defaultMaximumFrames

    func run() throws {
        // Signals become a flag before anything is staged, so Ctrl-C always reaches the
        // export's clean-up.
        let cancellation = Cancellation()
        cancellation.start()
        defer { cancellation.stop() }
        let export = AnimationExport(
            scene: scene, output: output, fps: fps, scale: scale.map { CGFloat($0) }, jobs: jobs,
            quiet: quiet, maximumFrames: maxFrames, pixelBudget: PixelBudget(megapixels: maxMegapixels),
            registry: Reel.layouts, pngLevel: pngLevel)
        let count: Int
        do { count = try export.run(cancellation: cancellation) } catch let error as InterruptedError {
            throw CommandFailure(String(describing: error), exitCode: 130)
        }
        if !quiet && Terminal.standardError.isInteractive {
            Terminal.standardError.write("wrote \(count) frames to \(output)\n")
        }
    }
}
