import Foundation
import PNGCodec
import Testing

/// Resource limits at the command line (issue 12): each fails fast with a message naming
/// the limit and how to raise it, a non-zero exit status, and no output written.
@Suite struct LimitsCommandTests {
    private func scene(_ text: String, in dir: URL, name: String = "s.yaml") throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    /// The folder's entries other than the scene files written by the test.
    private func outputs(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasSuffix(".yaml") }.sorted()
    }

    @Test func aSurfaceBeyondThePixelBudgetFailsBeforeDrawing() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 100,000 × 100,000 points at scale 0.3: 30,000 × 30,000 pixels = 900 megapixels.
        let path = try scene("viewport: [100000, 100000]\nscale: 0.3\nsections: [{items: 12}]\n", in: dir)
        let clock = ContinuousClock(), start = clock.now
        let result = try Reel.run(["render", path, "-o", dir.appendingPathComponent("out.png").path])
        #expect(clock.now - start < .seconds(10))
        #expect(result.status == 2)
        #expect(
            result.stderr == "\(path): error: a 30000 × 30000 pixel surface (900 megapixels) is beyond the budget of "
                + "100 megapixels per surface; raise the budget with --max-megapixels\n")
        #expect(try outputs(in: dir).isEmpty)
        // Every door checks it: animate, and the flag lowers it.
        let small = try scene("viewport: [200, 100]\nsections: [{items: 3}]\ntimeline: [{wait: 0.1}]\n", in: dir, name: "small.yaml")
        let animate = try Reel.run(["animate", path, "-o", dir.appendingPathComponent("frames").path + "/"])
        #expect(animate.status == 2 && animate.stderr.contains("900 megapixels"))
        let lowered = try Reel.run([
            "render", small, "-o", dir.appendingPathComponent("small.png").path,
            "--max-megapixels", "0.01",
        ])
        #expect(lowered.status == 2 && lowered.stderr.contains("a 200 × 100 pixel surface (0.1 megapixels)"), "\(lowered.stderr)")
        #expect(try outputs(in: dir).isEmpty)
    }

    @Test func wholeContentIsCheckedToo() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 300 items of 50 in a 200-wide view: 3 per line, 100 lines → 200 × 5,990 points, at
        // scale 2: 400 × 11,980 = 4.8 megapixels.
        let path = try scene("viewport: [200, 100]\nscale: 2\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 300}]\n", in: dir)
        let out = dir.appendingPathComponent("all.png").path
        let refused = try Reel.run(["render", path, "-o", out, "--content", "--max-megapixels", "4"])
        #expect(refused.status == 2 && refused.stderr.contains("a 400 × 11980 pixel surface (4.8 megapixels)"), "\(refused.stderr)")
        #expect(try outputs(in: dir).isEmpty)
        #expect(try Reel.run(["render", path, "-o", out, "--content", "--max-megapixels", "5"]).status == 0)
    }

    @Test func tooManyFramesFailBeforeTheFirstFrame() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // An hour at 60 fps: ⌈3600 × 60⌉ + 1 = 216,001 frames.
        let path = try scene("viewport: [40, 40]\nsections: [{items: 2}]\ntimeline: [{wait: 3600}]\n", in: dir)
        for output in ["frames/", "out.png", "out.mp4"] {
            let result = try Reel.run(["animate", path, "-o", dir.appendingPathComponent(output).path])
            #expect(result.status == 2)
            #expect(
                result.stderr == "\(path): error: the timeline lasts 3600 seconds: 216001 frames at 60 fps, beyond the "
                    + "limit of 100000 frames; raise it with --max-frames or lower --fps\n")
        }
        #expect(try outputs(in: dir).isEmpty)
        // 2 s at 10 fps = 21 frames: refused at 20, written at 21.
        let short = try scene("viewport: [40, 40]\nsections: [{items: 2}]\ntimeline: [{wait: 2}]\n", in: dir, name: "short.yaml")
        let folder = dir.appendingPathComponent("short").path + "/"
        let refused = try Reel.run(["animate", short, "-o", folder, "--fps", "10", "--max-frames", "20"])
        #expect(refused.status == 2 && refused.stderr.contains("21 frames at 10 fps, beyond the limit of 20 frames"))
        #expect(try outputs(in: dir).isEmpty)
        let written = try Reel.run(["animate", short, "-o", folder, "--fps", "10", "--max-frames", "21"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 21)
    }

    @Test(arguments: [
        ("timeline: [{wait: 1e15}]", "s.yaml:3:19: error: timeline[0].wait: the wait 1e15 is beyond the limit of 3600 seconds"),
        ("timeline: [{wait: 2147483648}]", "s.yaml:3:19: error: timeline[0].wait: the wait 2147483648 is beyond the limit of 3600 seconds"),
        (
            "timeline: [{scroll: {to: [0, 1e300]}}]",
            "s.yaml:3:30: error: timeline[0].scroll.to[1]: y 1e300 is beyond the limit of ±1000000000 points"
        ),
    ])
    func hugeDurationsAndOffsetsAreLocatedErrors(timeline: String, message: String) throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try scene("viewport: [40, 40]\nsections: [{items: 2}]\n" + timeline + "\n", in: dir)
        let result = try Reel.run(["animate", path, "-o", dir.appendingPathComponent("out.png").path])
        #expect(result.status == 2)
        #expect(result.stderr == path.dropLast("s.yaml".count) + message + "\n", "\(result.stderr)")
        #expect(try outputs(in: dir).isEmpty)
    }

    @Test func tooManyStepsOrItemsAreLocatedErrors() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let steps = try scene(
            "viewport: [40, 40]\nsections: [{items: 2}]\ntimeline:\n"
                + String(repeating: "  - wait: 0.01\n", count: 10_001), in: dir)
        let tooLong = try Reel.run(["animate", steps, "-o", dir.appendingPathComponent("out.png").path])
        #expect(tooLong.status == 2)
        #expect(tooLong.stderr == "\(steps):4:3: error: timeline: the timeline has 10001 steps, beyond the limit of 10000\n")
        let items = try scene("viewport: [40, 40]\nsections:\n  - items: 100001\n", in: dir, name: "items.yaml")
        let tooMany = try Reel.run(["render", items, "-o", dir.appendingPathComponent("out.png").path])
        #expect(tooMany.status == 2)
        #expect(
            tooMany.stderr.hasPrefix("\(items):3:12: error: sections[0].items: the sections hold more than 100000 items"),
            "\(tooMany.stderr)")
        #expect(try outputs(in: dir).isEmpty)
    }

    @Test func anAliasBombIsRefusedQuickly() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var lines = ["viewport: [40, 40]", "sections:", "  - &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1]"]
        for level in 1...9 { lines.append("  - &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]") }
        let path = try scene(lines.joined(separator: "\n") + "\n", in: dir)
        let clock = ContinuousClock(), start = clock.now
        for arguments in [["attributes", path], ["render", path, "-o", dir.appendingPathComponent("out.svg").path]] {
            let result = try Reel.run(arguments)
            #expect(result.status == 2 && result.stdout.isEmpty)
            #expect(
                result.stderr.contains("error: sections[")
                    && result.stderr.contains("YAML aliases (`*name`) may add at most 100000 values"),
                "\(result.stderr)")
        }
        #expect(clock.now - start < .seconds(20))
        #expect(try outputs(in: dir).isEmpty)
    }

    @Test func aDumpRectBeyondTheLengthLimitIsAnOptionError() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try scene("viewport: [200, 100]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 9}]\n", in: dir)
        let refused = try Reel.run(["attributes", path, "--rect", "0,0,1e308,1e308"])
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("--rect values must be within ±1000000000 points"), "\(refused.stderr)")
        // At the limit: every element (3 per line, 3 lines).
        let all = try Reel.run(["attributes", path, "--rect=-5e8,-5e8,1e9,1e9"])
        #expect(all.status == 0 && all.stdout.components(separatedBy: "\"category\": \"cell\"").count - 1 == 9, "\(all.stderr)")
    }
}
