import CollectionRendering
import Foundation
import ReelExport

/// Export targets of issues "Animator" and "Frames at memory speed": `reel animate` as a
/// whole process and in this one, against rendering the same frames alone, release build.
func runAnimateBenchmarks() throws {
    guard let release = try ReleaseReel(scratch: "animate") else { return }
    defer { release.removeScratch() }
    let reel = release.path, scratch = release.scratch
    let scene = "Benchmarks/scenes/update-100-1080p.yaml"

    // Each export writes a new folder, left in the scratch folder (removed at the end):
    // deleting 61 frames just written waits 0.15–0.25 s on this VM's file system (ext4 with
    // online discard; `rm -rf` of one export's folder, almost no CPU time), which is not the
    // export's time, and was counted in it.
    let sequence = try Bench.median(runs: 3) {
        let out = scratch.appendingPathComponent("frames-\(UUID().uuidString)")
        _ = try measuredRun(reel, ["animate", scene, "-o", out.path + "/", "--quiet"])
    }
    Bench.report("61 frames 1920×1080, 100-cell update, PNG sequence (2 cores)", sequence, unit: .milliseconds, target: 0.6)
    // In this process, side by side: the export (load, play, render, encode, write); the same
    // frames rendered and encoded but not written; and rendered alone (load, play, new
    // renderers, the frames rendered through the same pipeline and thrown away). The three
    // run in turn, round after round, so that a machine whose load changes slows each alike.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    func rendered(encoding: Bool) throws {
        let played = try LoadedScene(path: scene).play()
        let renderers = RendererPool()
        try FramePipeline<DisplayList, Int>(workers: cores).run(
            count: played.timeline.frameCount(fps: 60), cancellation: nil,
            prepare: { try played.displayList(frame: $0, fps: 60) },
            process: { list in
                try renderers.with { renderer in
                    encoding ? try renderer.renderPNG(list).count : try renderer.renderImage(list).pixelWidth
                }
            }, deliver: { _, _ in })
    }
    let stages: [() throws -> Void] = [
        {
            let out = scratch.appendingPathComponent("frames-\(UUID().uuidString)")
            try AnimationExport(scene: scene, output: out.path + "/", fps: 60, jobs: cores, quiet: true).run(cancellation: nil)
        },
        { try rendered(encoding: true) },
        { try rendered(encoding: false) },
    ]
    var wall = [[Double]](repeating: [], count: stages.count), cpu = wall, faults = wall
    for round in 0..<6 {
        for (index, stage) in stages.enumerated() {
            var times: [Double] = []
            let start = ContinuousClock.now
            let faultsBefore = Bench.minorFaults()
            try Bench.processCPU(into: &times, stage)
            guard round > 0 else { continue } // the first round warms up
            wall[index].append(Bench.seconds(ContinuousClock.now - start))
            cpu[index].append(times[0])
            faults[index].append(Double(Bench.minorFaults() - faultsBefore))
        }
    }
    let (exported, encoded, renderedAlone) = (Bench.middle(wall[0]), Bench.middle(wall[1]), Bench.middle(wall[2]))
    Bench.report("  the same export in this process", exported, unit: .milliseconds, target: 0.6)
    Bench.report("  the same frames rendered and encoded, not written", encoded, unit: .milliseconds, target: .infinity)
    Bench.report("  the same frames rendered alone", renderedAlone, unit: .milliseconds, target: .infinity)
    Bench.report("PNG sequence export ÷ rendering alone", exported / renderedAlone, unit: .ratio, target: 1.3)
    // The same in CPU time of all threads, which a loaded machine disturbs less.
    let (exportCPU, encodeCPU, renderCPU) = (Bench.middle(cpu[0]), Bench.middle(cpu[1]), Bench.middle(cpu[2]))
    Bench.report("  export CPU time", exportCPU, unit: .milliseconds, target: .infinity)
    Bench.report("  rendering and encoding CPU time", encodeCPU, unit: .milliseconds, target: .infinity)
    Bench.report("  rendering-alone CPU time", renderCPU, unit: .milliseconds, target: .infinity)
    Bench.report("  export ÷ rendering alone in CPU time", exportCPU / renderCPU, unit: .ratio, target: 1.3)
    print(
        String(
            format: "    of the export's CPU time beyond rendering alone, %.0f %% is the PNG encoder (median of 5 interleaved rounds)",
            100 * (encodeCPU - renderCPU) / (exportCPU - renderCPU)))
    print(
        String(
            format: "    minor page faults: export %.0f, rendered and encoded %.0f, rendered alone %.0f (medians)",
            Bench.middle(faults[0]), Bench.middle(faults[1]), Bench.middle(faults[2])))

    if FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") {
        let mp4 = try Bench.median(runs: 3) {
            _ = try measuredRun(reel, ["animate", scene, "-o", scratch.appendingPathComponent("out.mp4").path, "--quiet"])
        }
        Bench.report("the same to MP4 through ffmpeg", mp4, unit: .milliseconds, target: 3)
    }

    let long = scratch.appendingPathComponent("long")
    let (seconds, peakKB) = try measuredRun(reel, ["animate", "Benchmarks/scenes/long-720p.yaml", "-o", long.path + "/", "--quiet"])
    let count = (try? FileManager.default.contentsOfDirectory(atPath: long.path).count) ?? 0
    print("  10,000 frames at 1280×720 took \(String(format: "%.1f", seconds)) s (\(count) files)")
    Bench.report("10,000 frames at 1280×720: peak memory of reel", Double(peakKB) * 1024, unit: .megabytes, target: 300e6)
}

/// The release `reel` the process benchmarks run, and a scratch directory for their files.
struct ReleaseReel {
    /// The release build's `reel`.
    let path = ".build/release/reel"
    /// `reel-<name>-bench-<pid>` in the temporary directory.
    let scratch: URL

    /// Creates the scratch directory; nil, after saying how to build one, without a release `reel`.
    init?(scratch name: String) throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            print("(no release reel: run Scripts/bench)")
            return nil
        }
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reel-\(name)-bench-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Removes the scratch directory and everything in it.
    func removeScratch() { try? FileManager.default.removeItem(at: scratch) }
}

/// Runs a process under /usr/bin/time; returns wall seconds and the peak resident KB.
@discardableResult
func measuredRun(_ path: String, _ arguments: [String]) throws -> (Double, Int) {
    let process = Process()
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("time-\(UUID().uuidString)")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%e %M", "-o", report.path, path] + arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    defer { try? FileManager.default.removeItem(at: report) }
    let fields = ((try? String(contentsOf: report, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace)
    return (Double(fields.first ?? "") ?? .nan, Int(fields.dropFirst().first ?? "") ?? 0)
}

/// `reel test` over 50 scenes (the still samples, repeated), references recorded first,
/// release build, 2 cores.
func runSuiteBenchmarks() throws {
    guard let release = try ReleaseReel(scratch: "suite") else { return }
    defer { release.removeScratch() }
    let reel = release.path, scratch = release.scratch
    let scenes = scratch.appendingPathComponent("scenes")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    let samples = URL(fileURLWithPath: "Samples/Scenes")
    let stills = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        .filter { name in !((try? String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8))?.contains("timeline:") ?? true)
        }
    guard !stills.isEmpty else { return }
    for i in 0..<50 {
        let source = samples.appendingPathComponent(stills[i % stills.count])
        var text = try String(contentsOf: source, encoding: .utf8)
        // Images are relative to the scene: point them at the samples' folder.
        text = text.replacingOccurrences(of: "\"images/", with: "\"\(samples.path)/images/")
        try text.write(to: scenes.appendingPathComponent(String(format: "scene-%02d.yaml", i)), atomically: false, encoding: .utf8)
    }
    let arguments = [
        "test", scenes.path, "--references", scratch.appendingPathComponent("refs").path, "-o", scratch.appendingPathComponent("out").path,
    ]
    _ = try measuredRun(reel, arguments + ["--record"])
    let verify = try Bench.median(runs: 3) { _ = try measuredRun(reel, arguments) }
    Bench.report("reel test over 50 scenes (verify, 2 cores)", verify, unit: .milliseconds, target: 3)
}
