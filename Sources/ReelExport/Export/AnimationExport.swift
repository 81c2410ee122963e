import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import SceneFile

/// A scene's timeline played and written, every frame: a PNG sequence, an MP4 or GIF
/// through ffmpeg, or an animated PNG (``FrameSink``), all or nothing.
///
/// Frames are sampled at ``fps`` from the start of the timeline (frame 0 is the state
/// before the first step, the last the final state) and rendered on ``jobs`` threads, no
/// more than fit in ``FrameBudget/memory``, through a ``FramePipeline``.
public struct AnimationExport {
    /// The scene file.
    public var scene: String
    /// The output: a folder (ending in `/`, or existing), `OUT.mp4`, `OUT.gif` or `OUT.png`.
    public var output: String
    /// Frames per second.
    public var fps: Double
    /// Pixels per point; nil: the scene's.
    public var scale: CGFloat?
    /// Worker threads requested.
    public var jobs: Int
    /// No progress line, even on a terminal.
    public var quiet: Bool
    /// The most frames to write: a longer export fails before the first frame.
    public var maximumFrames: Int
    /// The most pixels a frame may have.
    public var pixelBudget: PixelBudget
    /// Makes the scene's layouts.
    public var registry: LayoutRegistry
    /// How PNG frames (a sequence, an animated PNG) are compressed: fast unless set, since a
    /// sequence's many frames are usually viewed once or fed on to other tools.
    public var pngLevel: PNGEncoder.Level

    /// The frame ceiling unless raised.
    public static let defaultMaximumFrames = 100_000

    /// An export of `scene` to `output`.
    public init(
        scene: String, output: String, fps: Double, scale: CGFloat? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        quiet: Bool = false, maximumFrames: Int = AnimationExport.defaultMaximumFrames, pixelBudget: PixelBudget = .default,
        registry: LayoutRegistry = .standard, pngLevel: PNGEncoder.Level = .fast
    ) {
        self.scene = scene
        self.output = output
        self.fps = fps
        self.scale = scale
        self.jobs = jobs
        self.quiet = quiet
        self.maximumFrames = maximumFrames
        self.pixelBudget = pixelBudget
        self.registry = registry
        self.pngLevel = pngLevel
    }

    /// Plays the timeline and writes the output, stopping between frames when
    /// `cancellation` fires (then nothing is left behind); returns the frame count.
    /// - Throws: ``ExportError`` or `SceneFile/SceneError` naming the scene or output;
    ///   ``InterruptedError`` when cancelled.
    @discardableResult
    public func run(cancellation: Cancellation?) throws -> Int {
        let loaded = try LoadedScene(path: scene, pixelBudget: pixelBudget, scale: scale, registry: registry)
        // The frame count follows from the steps' durations alone: checked before the
        // timeline is played or any output exists.
        let length = loaded.scene.timeline.reduce(0) { $0 + $1.duration }
        let expected = Timeline.frameCount(duration: length, fps: fps)
        guard expected <= maximumFrames else {
            throw ExportError(
                "\(loaded.scene.file): error: the timeline lasts \(SceneLimits.format(length)) seconds: "
                    + "\(expected) frames at \(SceneLimits.format(fps)) fps, beyond the limit of \(maximumFrames) frames; "
                    + "raise it with --max-frames or lower --fps")
        }
        let played = try loaded.play(scale: scale)
        let count = played.timeline.frameCount(fps: fps) // = expected: the same durations
        let (width, height) = try CairoSurface.pixelSize(for: loaded.scene.viewport, scale: played.frames.scale)
        CrashCleanup.install()
        let sink = try FrameSink(output: output, width: width, height: height, fps: fps, frameCount: count)
        // A flag stops the pipeline between frames; a write to an ffmpeg that stopped reading
        // blocks until ffmpeg is stopped.
        cancellation?.onCancel { [weak sink] in sink?.interrupt() }
        let progress = ProgressReporter(total: count, label: "frames", quiet: quiet)
        let renderers = RendererPool(encoder: PNGEncoder(level: pngLevel))
        let delivered = Locked(0)
        let fps = fps
        do {
            try FramePipeline<DisplayList, Data>(workers: FrameBudget.workers(requested: jobs, framePixels: width * height)).run(
                count: count, cancellation: cancellation,
                prepare: { index in try played.displayList(frame: index, fps: fps) },
                process: { list in try renderers.with { try sink.encode(list, renderer: $0) } },
                deliver: { index, data in
                    try sink.write(index, data)
                    progress.update(
                        done: delivered.withLock {
                            $0 += 1; return $0
                        })
                })
            try sink.finish()
            progress.finish()
        } catch {
            progress.finish()
            sink.abandon()
            // Ctrl-C that stopped ffmpeg shows as ffmpeg's failure: report the interruption.
            if cancellation?.isCancelled == true { throw InterruptedError() }
            throw error
        }
        return count
    }
}
