import Foundation
import PNGCodec
import TestTools
import Testing

@Suite struct AnimateCommandTests {
    /// 3 items in a 200 × 100 view; one update of 0.5 s inserting an item at the front.
    private let scene = """
        viewport: [200, 100]
        layout: {flow: {itemSize: [50, 50]}}
        sections: [{items: 3}]
        timeline:
          - update: {insertItems: [[0, 0]]}
            duration: 0.5
            curve: linear
        """

    private func write(_ text: String, _ dir: URL, _ name: String = "s.yaml") throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    private func frames(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("frame-") }.sorted()
    }

    @Test func aSequenceHasCeilDurationTimesFPSPlusOneFramesAndStartsAndEndsAtTheStillStates() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(scene, dir)
        let out = dir.appendingPathComponent("frames")
        let result = try Reel.run(["animate", path, "-o", out.path + "/", "--fps", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        // 0.5 s × 10 fps = 5 → 6 frames.
        #expect(try frames(out) == (0...5).map { String(format: "frame-%05d.png", $0) })
        // The first frame is the scene as it starts: a static render of it.
        let still = dir.appendingPathComponent("still.png").path
        #expect(try Reel.run(["render", path, "-o", still]).status == 0)
        #expect(
            try PNGDecoder.decode(Data(contentsOf: out.appendingPathComponent("frame-00000.png")))
                == PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: still))))
        // The last frame is the final state: a static render of the data after the update.
        let after = try write("viewport: [200, 100]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 4}]\n", dir, "after.yaml")
        let end = dir.appendingPathComponent("end.png").path
        #expect(try Reel.run(["render", after, "-o", end]).status == 0)
        #expect(
            try PNGDecoder.decode(Data(contentsOf: out.appendingPathComponent("frame-00005.png")))
                == PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: end))))
    }

    @Test func outputIsByteIdenticalAcrossRunsAndWorkerCounts() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(scene, dir)
        var runs: [[Data]] = []
        for (index, jobs) in ["1", "2", "2"].enumerated() {
            let out = dir.appendingPathComponent("run\(index)")
            #expect(try Reel.run(["animate", path, "-o", out.path + "/", "--fps", "20", "--jobs", jobs]).status == 0)
            runs.append(try frames(out).map { try Data(contentsOf: out.appendingPathComponent($0)) })
        }
        #expect(runs[0].count == 11)
        #expect(runs[0] == runs[1] && runs[1] == runs[2])
    }

    @Test func animatedPNGAndVideoHaveEveryFrame() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(scene, dir)
        let apng = dir.appendingPathComponent("out.png")
        #expect(try Reel.run(["animate", path, "-o", apng.path, "--fps", "10"]).status == 0)
        let bytes = [UInt8](try Data(contentsOf: apng))
        // acTL holds the frame count (6) right after its type.
        let actl = try #require(bytes.indices.dropLast(8).first { bytes[$0..<$0 + 4].elementsEqual(Array("acTL".utf8)) })
        #expect(bytes[actl + 4..<actl + 8].elementsEqual([0, 0, 0, 6]))
        let ffprobe = try ExternalTool.ffprobe.locate()
        let mp4 = dir.appendingPathComponent("out.mp4")
        let result = try Reel.run(["animate", path, "-o", mp4.path, "--fps", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = Process()
        probe.executableURL = ffprobe
        probe.arguments = ["-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", mp4.path]
        let pipe = Pipe()
        probe.standardOutput = pipe
        try probe.run()
        probe.waitUntilExit()
        #expect(
            String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                == "6")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty, "temporary files left")
    }

    @Test func framesReachFFmpegThroughAOneMebibytePipe() throws {
        // A stand-in ffmpeg that writes the size of the pipe on its standard input
        // (F_GETPIPE_SZ, 1032) to its output. A pipe holds 64 KiB unless enlarged; 1 MiB is
        // Linux's default ceiling for one (/proc/sys/fs/pipe-max-size).
        let stand = try StandInEncoder(
            script: """
                #!/usr/bin/python3
                import fcntl, sys
                size = fcntl.fcntl(0, 1032)
                sys.stdin.buffer.read()
                open(sys.argv[-1], "w").write(str(size))
                """)
        defer { stand.remove() }
        let result = try stand.animate(to: "out.mp4")
        #expect(result.termination == .exited(0), "\(result.stderr)")
        #expect(try String(contentsOf: stand.out.appendingPathComponent("out.mp4"), encoding: .utf8) == "1048576")
    }

    @Test func attributesAtATimeInterpolate() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(scene, dir)
        // At 0.25 s, half of a linear 0.5 s update, the inserted item 0 fades in at alpha
        // 0 + 0.5 · (1 − 0) = 0.5. Past the end: the final state, 4 items, all opaque.
        let mid = try Reel.run(["attributes", path, "--time", "0.25"])
        #expect(mid.status == 0, "\(mid.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(mid.stdout.utf8)) as? [String: Any]
        let elements = object?["elements"] as? [[String: Any]] ?? []
        let inserted = elements.first { ($0["indexPath"] as? [Int]) == [0, 0] && ($0["alpha"] as? Double ?? 1) < 1 }
        #expect((inserted?["alpha"] as? Double).map { abs($0 - 0.5) < 1e-9 } == true)
        let end = try Reel.run(["attributes", path, "--time", "99"])
        let final = (try JSONSerialization.jsonObject(with: Data(end.stdout.utf8)) as? [String: Any])?["elements"] as? [[String: Any]] ?? []
        #expect(final.count == 4 && final.allSatisfy { ($0["alpha"] as? Double) == 1 })
    }

    @Test func anInvalidUpdateIsUIKitsMessageAtTheStep() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try write(
            """
            viewport: [200, 100]
            layout: {flow: {}}
            sections: [{items: 3}]
            timeline:
              - update:
                  insertItems: [[0, 0]]
                sections: [{items: 3}]
            """, dir)
        let result = try Reel.run(["attributes", path, "--time", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("s.yaml:5:5: error:"))
        #expect(
            result.stderr.contains(
                "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"
            ))
        let animate = try Reel.run(["animate", path, "-o", dir.appendingPathComponent("x.mp4").path])
        #expect(animate.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["s.yaml"])
    }
}

@Suite struct RenderAtTimeTests {
    @Test func renderAtATimeEqualsTheAnimationFrameAtThatTime() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.yaml")
        try """
        viewport: [200, 100]
        layout: {flow: {itemSize: [50, 50]}}
        sections: [{items: 3}]
        timeline:
          - update: {insertItems: [[0, 0]]}
            duration: 0.5
        """.write(to: scene, atomically: false, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        #expect(try Reel.run(["animate", scene.path, "-o", frames.path + "/", "--fps", "20"]).status == 0)
        // Frame 5 at 20 fps is t = 0.25 s.
        let still = dir.appendingPathComponent("t.png")
        let result = try Reel.run(["render", scene.path, "-o", still.path, "--time", "0.25"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try PNGDecoder().decode(contentsOf: still) == PNGDecoder().decode(contentsOf: frames.appendingPathComponent("frame-00005.png")))
        #expect(try Reel.run(["render", scene.path, "-o", still.path, "--time", "1", "--content"]).status == 64)
    }
}

/// `--png-level` is honoured by each command that writes PNG files, and both levels give
/// the same pixels; an animated PNG carries the sequence's frames.
@Suite struct PNGLevelCommandTests {
    private let scene = """
        viewport: [200, 100]
        layout: {flow: {itemSize: [50, 50]}}
        sections: [{items: 3}]
        style: {cell: {cornerRadius: 12}}
        timeline:
          - update: {insertItems: [[0, 0]]}
            duration: 0.5
            curve: linear
        """

    @Test func renderWritesTheLevelAskedForWithTheSamePixels() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.yaml").path
        try scene.write(toFile: path, atomically: false, encoding: .utf8)
        var files: [String: Data] = [:]
        for level in ["", "fast", "small"] {
            let out = dir.appendingPathComponent("out-\(level).png").path
            let result = try Reel.run(["render", path, "-o", out] + (level.isEmpty ? [] : ["--png-level", level]))
            #expect(result.status == 0, "\(result.stderr)")
            files[level] = try Data(contentsOf: URL(fileURLWithPath: out))
        }
        // The default is small (libdeflate); fast writes other bytes (Paeth-filtered rows, its
        // own blocks) for the same pixels.
        #expect(files[""] == files["small"])
        #expect(files["fast"] != files["small"])
        #expect(try PNGDecoder.decode(files["fast"] ?? Data()) == PNGDecoder.decode(files["small"] ?? Data()))
    }

    @Test func anAnimatedPNGHoldsTheSequencesFramesAtEitherLevel() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.yaml").path
        try scene.write(toFile: path, atomically: false, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        #expect(try Reel.run(["animate", path, "-o", frames.path + "/", "--fps", "10", "--png-level", "small"]).status == 0)
        let expected = try (0...5).map { i in
            try PNGDecoder.decode(Data(contentsOf: frames.appendingPathComponent(String(format: "frame-%05d.png", i)))).pixels
        }
        for level in ["fast", "small"] {
            let apng = dir.appendingPathComponent("out-\(level).png")
            let result = try Reel.run(["animate", path, "-o", apng.path, "--fps", "10", "--png-level", level])
            #expect(result.status == 0, "\(result.stderr)")
            // pngcheck verifies every chunk's CRC, fdAT's included, and the zlib streams.
            let check = String(decoding: try Self.outputData(of: .pngcheck, ["-v", apng.path]), as: UTF8.self)
            #expect(check.contains("No errors detected"), "\(check)")
            // ffmpeg decodes the animation: its six frames are the sequence's, pixel for pixel.
            let raw = try Self.outputData(
                of: .ffmpeg, ["-v", "error", "-i", apng.path, "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"])
            #expect([UInt8](raw) == Array(expected.joined()), "\(level)")
        }
    }

    /// The tool's standard output; a non-zero exit fails the test.
    private static func outputData(of tool: ExternalTool, _ arguments: [String]) throws -> Data {
        let (status, output) = try tool.output(arguments)
        #expect(status == 0, "\(tool.name) \(arguments.joined(separator: " ")) exited with \(status)")
        return output
    }
}
