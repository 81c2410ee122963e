import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec

/// The frame: 1920 × 1080, 100 labelled rounded cells, a quarter of them turned or
/// translucent (the same frame as Benchmarks/c-baseline/baseline.c).
private func benchmarkFrame() -> DisplayList {
    var items: [(attributes: LayoutAttributes, appearance: ElementAppearance?)] = []
    for i in 0..<100 {
        var a = LayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
        a.center = CGPoint(x: 100 + CGFloat(i % 10) * 180, y: 60 + CGFloat(i / 10) * 100)
        a.size = CGSize(width: 150, height: 90)
        if i % 8 == 0 { a.transform = Transform2D(rotationAngle: 0.2) }
        if i % 8 == 4 { a.alpha = 0.6 }
        let content = ElementContent(
            fill: .systemBlue, cornerRadius: 12, title: "0·\(i)",
            font: FontDescription(size: 15, weight: 700), textColor: .white, label: .title)
        items.append((a, ElementAppearance(content: content)))
    }
    return DisplayList(
        items: items, viewport: .visible(contentOffset: .zero, size: CGSize(width: 1920, height: 1080), background: .white, scale: 1),
        style: .default)
}

/// Renderer targets of issue "Cairo renderer".
func runCairoBenchmarks() throws {
    let renderer = try CairoRenderer()
    let list = benchmarkFrame()
    var surface = try renderer.renderImage(list)
    let render = try Bench.median(runs: 15) { surface = try renderer.renderImage(list) }
    Bench.report("1920×1080, 100 labelled rounded cells: render", render, unit: .milliseconds, target: 0.005)
    // The same frame into one reused surface, as a frame loop draws (and as the C baseline).
    let reused = try Bench.median(runs: 15) { try renderer.render(list, into: surface) }
    Bench.report("  the same into a reused surface", reused, unit: .milliseconds, target: 0.005)
    var ours = Data(), theirs = Data()
    renderer.encoder = PNGEncoder(level: .fast)
    let encode = try Bench.median(runs: 15) { ours = try renderer.encodePNG(surface) }
    Bench.report("1920×1080 PNG encode (fast)", encode, unit: .milliseconds, target: 0.015)
    let cairoEncode = Bench.median(runs: 5) { theirs = surface.cairoPNGData() }
    Bench.report("  cairo_surface_write_to_png on the same surface", cairoEncode, unit: .milliseconds, target: .infinity)
    Bench.report("PNG encode speed-up over cairo_surface_write_to_png", cairoEncode / encode, unit: .ratio, target: 8, lowerIsBetter: false)
    Bench.report("PNG size relative to cairo's", Double(ours.count) / Double(max(1, theirs.count)), unit: .ratio, target: 1.3)
    let rawBytes = Double(surface.pixelWidth * surface.pixelHeight * 4)
    Bench.report("PNG encode throughput (raw pixels, GB/s)", rawBytes / encode / 1e9, unit: .ratio, target: 1, lowerIsBetter: false)
    // The same in the encoding thread's CPU time, which a loaded machine disturbs less.
    let encodeCPU = try medianMilliseconds(runs: 15) { ours = try renderer.encodePNG(surface) }.cpu / 1e3
    Bench.report("  the same in thread CPU time (GB/s)", rawBytes / encodeCPU / 1e9, unit: .ratio, target: 1, lowerIsBetter: false)
    renderer.encoder = PNGEncoder(level: .small)
    var small = Data()
    let smallEncode = try Bench.median(runs: 15) { small = try renderer.encodePNG(surface) }
    Bench.report("  the same, --png-level small (libdeflate)", smallEncode, unit: .milliseconds, target: .infinity)
    Bench.report("  small: size relative to cairo's", Double(small.count) / Double(max(1, theirs.count)), unit: .ratio, target: 1.3)

    // The C baseline: Scripts/bench compiles it; its median draw time in ms on stdout.
    let baseline = URL(fileURLWithPath: ".build/c-baseline")
    if FileManager.default.isExecutableFile(atPath: baseline.path) {
        let process = Process()
        process.executableURL = baseline
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        if let ms = Double(text) {
            Bench.report("  the same frame in plain C (cairo + pango)", ms / 1e3, unit: .milliseconds, target: .infinity)
            Bench.report("Swift render relative to the C baseline", render / (ms / 1e3), unit: .ratio, target: 1.3)
            Bench.report("  reused surface relative to the C baseline", reused / (ms / 1e3), unit: .ratio, target: 1.3)
        }
    } else {
        print("(no C baseline: run Scripts/bench, which compiles Benchmarks/c-baseline/baseline.c)")
    }

    // Whole processes, release build.
    let reel = ".build/release/reel"
    if FileManager.default.isExecutableFile(atPath: reel) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench.png").path
        let renderProcess = try Bench.median(runs: 11) {
            try runProcess(reel, ["render", "Samples/Scenes/sections-headers-footers.yaml", "-o", output])
        }
        Bench.report("reel render of a sample, whole process", renderProcess, unit: .milliseconds, target: 0.150)
        let attributes = try Bench.median(runs: 11) {
            try runProcess(reel, ["attributes", "Samples/Scenes/sections-headers-footers.yaml"])
        }
        Bench.report("reel attributes of a sample, whole process", attributes, unit: .milliseconds, target: 0.050)
    }
}

/// Runs a process to completion with posix_spawn and waitpid (Foundation's `Process` adds
/// tens of milliseconds of its own), stdout to /dev/null.
private func runProcess(_ path: String, _ arguments: [String]) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
        throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
}
