import CairoRendering
import CollectionRendering
import Foundation
import ReelExport

/// Where an export's time goes, stage by stage: the `animate` group's export of the
/// 100-cell update (61 frames at 1920×1080, 2 cores) to a PNG sequence and to an animated
/// PNG, staged as `AnimationExport` stages it — the scene loaded and played, each frame's
/// display list made in order on the calling thread, rendered and encoded on the
/// pipeline's workers by renderers made on first use, written in order, the output flushed
/// and renamed — with each stage's thread CPU time.
///
/// The `animate` group's ratio target (export ≤ 1.3× rendering alone) is a CPU budget when
/// rendering alone already keeps both cores busy: encoding, writing and the flush may then
/// take at most 0.3× of rendering's CPU time. This group prints that share, and what would
/// show a pipeline that wastes time instead: workers waiting (voluntary context switches),
/// idle between frames, or page-faulting fresh buffers.
func runExportStagesBenchmarks() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reel-stages-bench-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for (name, suffix) in [("PNG sequence", "/"), ("animated PNG", ".png")] {
        print("  \(name):")
        var rounds: [[ExportStage: StageTotals]] = []
        var idle: [Double] = []
        for round in 0..<6 {
            let clock = try timeExport(to: scratch.appendingPathComponent("out-\(round)").path + suffix)
            guard round > 0 else { continue } // the first round warms up
            rounds.append(clock.totals())
            idle.append(clock.workerIdle())
        }
        func median(_ stage: ExportStage, _ value: (StageTotals) -> Double) -> Double {
            Bench.middle(rounds.map { value($0[stage] ?? StageTotals()) })
        }
        for stage in ExportStage.allCases {
            print(
                String(
                    format: "    %@ %7.1f ms CPU, %7.1f ms wall; waits %.0f, page faults %.0f",
                    stage.label.padding(toLength: 42, withPad: " ", startingAt: 0),
                    median(stage) { $0.cpu } * 1e3, median(stage) { $0.wall } * 1e3, median(stage) { Double($0.waits) },
                    median(stage) { Double($0.faults) }))
        }
        // Renderers are made inside the worker stage, around rendering and encoding.
        let rendering = Bench.middle(
            rounds.map { totals in
                let cpu = { (stage: ExportStage) in totals[stage]?.cpu ?? 0 }
                return cpu(.play) + cpu(.displayList) + cpu(.worker) - cpu(.encode)
            })
        let beyond = Bench.middle(rounds.map { ($0[.encode]?.cpu ?? 0) + ($0[.write]?.cpu ?? 0) + ($0[.finish]?.cpu ?? 0) })
        print(
            String(format: "    workers idle between their first and last frame: %.1f ms (median, both workers)", Bench.middle(idle) * 1e3))
        Bench.report("\(name): rendering CPU (play, lists, renderers, render)", rendering, unit: .milliseconds, target: .infinity)
        Bench.report("\(name): encode + write + flush ÷ rendering (CPU)", beyond / rendering, unit: .ratio, target: 0.3)
    }
}

/// One export of the 100-cell update to `output` (a folder ending in `/`, or `.png`), each
/// stage timed on the clock returned.
private func timeExport(to output: String) throws -> StageClock {
    let clock = StageClock()
    let (loaded, played) = try clock.time(.play) {
        let loaded = try LoadedScene(path: "Benchmarks/scenes/update-100-1080p.yaml")
        return (loaded, try loaded.play())
    }
    let count = played.timeline.frameCount(fps: 60)
    let (width, height) = try CairoSurface.pixelSize(for: loaded.scene.viewport, scale: played.frames.scale)
    let sink = try FrameSink(output: output, width: width, height: height, fps: 60, frameCount: count)
    let renderers = RendererPool()
    let workers = FrameBudget.workers(requested: ProcessInfo.processInfo.activeProcessorCount, framePixels: width * height)
    try FramePipeline<DisplayList, Data>(workers: workers).run(
        count: count, cancellation: nil,
        prepare: { index in try clock.time(.displayList) { try played.displayList(frame: index, fps: 60) } },
        process: { list in
            // Each worker's first frame also makes its renderer (fonts, Pango context).
            try clock.time(.worker) {
                try renderers.with { renderer in
                    let surface = try clock.time(.render) { try renderer.renderImage(list) }
                    return try clock.time(.encode) { try renderer.encodePNG(surface) }
                }
            }
        },
        deliver: { index, data in try clock.time(.write) { try sink.write(index, data) } })
    try clock.time(.finish) { try sink.finish() }
    return clock
}

/// A stage of one export, as ``runExportStagesBenchmarks()`` times it.
private enum ExportStage: CaseIterable {
    case play, displayList, worker, render, encode, write, finish

    var label: String {
        switch self {
        case .play: "scene loaded and played"
        case .displayList: "display lists (calling thread)"
        case .worker: "worker: renderer made on first use + below"
        case .render: "  render (renderImage)"
        case .encode: "  encode (encodePNG, fast)"
        case .write: "write (delivery thread, staged output)"
        case .finish: "flush and rename (finish)"
        }
    }
}

/// One stage's totals over an export's frames.
private struct StageTotals {
    var cpu = 0.0
    var wall = 0.0
    /// Voluntary context switches: the thread blocked (a lock, I/O).
    var waits = 0
    var faults = 0
}

/// Times stages on whichever thread runs them: thread CPU time, wall time, and the thread's
/// voluntary context switches and minor page faults.
private final class StageClock: @unchecked Sendable {
    private struct Span {
        var stage: ExportStage
        var thread: pthread_t
        var start, end: Double
        var totals: StageTotals
    }

    private let spans = Locked<[Span]>([])

    func time<T>(_ stage: ExportStage, _ body: () throws -> T) rethrows -> T {
        let (wall0, cpu0, usage0) = (Self.now(CLOCK_MONOTONIC), Self.now(CLOCK_THREAD_CPUTIME_ID), Self.threadUsage())
        let result = try body()
        let (wall1, cpu1, usage1) = (Self.now(CLOCK_MONOTONIC), Self.now(CLOCK_THREAD_CPUTIME_ID), Self.threadUsage())
        let totals = StageTotals(
            cpu: cpu1 - cpu0, wall: wall1 - wall0, waits: usage1.ru_nvcsw - usage0.ru_nvcsw, faults: usage1.ru_minflt - usage0.ru_minflt)
        spans.withLock { $0.append(Span(stage: stage, thread: pthread_self(), start: wall0, end: wall1, totals: totals)) }
        return result
    }

    /// Each stage's totals summed over its spans.
    func totals() -> [ExportStage: StageTotals] {
        spans.withLock { spans in
            spans.reduce(into: [:]) { sum, span in
                var totals = sum[span.stage] ?? StageTotals()
                totals.cpu += span.totals.cpu
                totals.wall += span.totals.wall
                totals.waits += span.totals.waits
                totals.faults += span.totals.faults
                sum[span.stage] = totals
            }
        }
    }

    /// The time the worker threads spent outside a frame between their first frame's start
    /// and their last frame's end, summed over the workers.
    func workerIdle() -> Double {
        let workers = spans.withLock { $0.filter { $0.stage == .worker } }
        return Dictionary(grouping: workers, by: \.thread).values.reduce(0) { idle, frames in
            let busy = frames.reduce(0) { $0 + $1.end - $1.start }
            return idle + (frames.map(\.end).max() ?? 0) - (frames.map(\.start).min() ?? 0) - busy
        }
    }

    private static func now(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The calling thread's resource usage: `RUSAGE_THREAD` (1), which the C library module
    /// does not export.
    private static func threadUsage() -> rusage {
        var usage = rusage()
        getrusage(__rusage_who_t(1), &usage)
        return usage
    }
}
