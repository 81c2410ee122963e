import Foundation
import TestTools
import Testing

/// Ctrl-C during an export: the command stops between frames, exits 130, and leaves
/// nothing: no folder or file under the final name, no temporary file, and an earlier output
/// exactly as it was.
@Suite struct InterruptTests {
    private let longScene = "viewport: [200, 100]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 8}]\ntimeline:\n  - wait: 300\n"

    /// Runs reel, sends SIGINT (as Ctrl-C) once `ready`, and returns its exit status; a reel
    /// still running 20 s after the signal is killed and the test fails (it does not hang).
    private func interrupted(_ arguments: [String], environment: [String: String]? = nil, until ready: () -> Bool) throws -> Int32 {
        let process = Process()
        process.executableURL = Reel.executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var deadline = Date().addingTimeInterval(20)
        while !ready() && Date() < deadline && process.isRunning { usleep(20_000) }
        process.interrupt()
        deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("reel did not stop within 20 s of SIGINT")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The frames staged so far in `dir`'s hidden staging folder for `name`.
    private func stagedFrames(in dir: URL, for name: String) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        guard let staging = entries.first(where: { $0.hasPrefix(".\(name).tmp-") }) else { return 0 }
        return (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(staging).path))?.count ?? 0
    }

    @Test func anInterruptedPNGSequenceLeavesNoFolder() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("long.yaml")
        try longScene.write(to: scene, atomically: false, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        let status = try interrupted(["animate", scene.path, "-o", frames.path + "/", "--fps", "60"]) {
            stagedFrames(in: dir, for: "frames") >= 20
        }
        #expect(status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.yaml"])
    }

    @Test func anInterruptedPNGSequenceLeavesAnEarlierOneUntouched() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("long.yaml")
        try longScene.write(to: scene, atomically: false, encoding: .utf8)
        let short = dir.appendingPathComponent("short.yaml")
        try longScene.replacingOccurrences(of: "wait: 300", with: "wait: 0.1").write(to: short, atomically: false, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        #expect(try Reel.run(["animate", short.path, "-o", frames.path + "/", "--fps", "20"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        let before = try names.map { try Data(contentsOf: frames.appendingPathComponent($0)) }
        let status = try interrupted(["animate", scene.path, "-o", frames.path + "/", "--fps", "60"]) {
            stagedFrames(in: dir, for: "frames") >= 20
        }
        #expect(status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == names)
        #expect(try names.map { try Data(contentsOf: frames.appendingPathComponent($0)) } == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["frames", "long.yaml", "short.yaml"])
    }

    @Test func anInterruptedAnimatedPNGLeavesNoFile() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("long.yaml")
        try longScene.write(to: scene, atomically: false, encoding: .utf8)
        let status = try interrupted(["animate", scene.path, "-o", dir.appendingPathComponent("out.png").path]) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            guard let staging = entries.first(where: { $0.hasPrefix(".out.png.tmp-") }) else { return false }
            let size = (try? FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(staging).path)[.size] as? Int) ?? 0
            return size > 10_000
        }
        #expect(status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.yaml"])
    }

    @Test func anInterruptedVideoLeavesNoFile() throws {
        _ = try ExternalTool.ffmpeg.locate() // reel finds ffmpeg on PATH; fail, naming the package, without it
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("long.yaml")
        try longScene.write(to: scene, atomically: false, encoding: .utf8)
        let started = Date()
        let status = try interrupted(["animate", scene.path, "-o", dir.appendingPathComponent("out.mp4").path]) {
            Date().timeIntervalSince(started) > 1.5
        }
        #expect(status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.yaml"])
    }

    @Test func anExportBlockedWritingToAnEncoderThatStoppedReadingStillStops() throws {
        // A stand-in ffmpeg that never reads its input: once the pipe is full (a frame is
        // 100 × 100 × 4 = 40 KB; a pipe holds 64 KB) reel's write to it blocks, where no flag
        // is polled. Ctrl-C must still end the export, with 130, leaving nothing behind.
        let stand = try StandInEncoder(script: "#!/bin/sh\nfor last; do :; done\nprintf partial > \"$last\"\nexec sleep 60\n")
        defer { stand.remove() }
        var staged: Date?
        let status = try interrupted(stand.arguments(to: "out.mp4"), environment: stand.environment) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: stand.out.path)) ?? []
            guard entries.contains(where: { $0.hasPrefix(".out.mp4.tmp-") }) else { return false }
            // The stand-in has written its file: give reel a moment to fill the pipe and block.
            if staged == nil { staged = Date() }
            return Date().timeIntervalSince(staged ?? Date()) > 0.5
        }
        #expect(status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: stand.out.path) == ["s.yaml"])
    }
}
