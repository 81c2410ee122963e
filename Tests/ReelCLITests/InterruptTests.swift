import Foundation
import PNGCodec
import Testing
import TestTools

/// Ctrl-C during an export: the command stops between frames, exits 130, and leaves only
/// whole files (every frame written so far decodes; no temporary or partial video remains).
@Suite struct InterruptTests {
    private let longScene = "viewport: [200, 100]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 8}]\ntimeline:\n  - wait: 300\n"

    private func interrupted(_ arguments: [String], until ready: () -> Bool) throws -> Int32 {
        let process = Process()
        process.executableURL = Reel.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !ready() && Date() < deadline && process.isRunning { usleep(20_000) }
        process.interrupt()   // SIGINT, as Ctrl-C
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func aPNGSequenceKeepsOnlyWholeFrames() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("long.yaml")
        try longScene.write(to: scene, atomically: true, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        let status = try interrupted(["animate", scene.path, "-o", frames.path + "/", "--fps", "60"]) {
            ((try? FileManager.default.contentsOfDirectory(atPath: frames.path))?.count ?? 0) >= 20
        }
        #expect(status == 130)
        let files = try FileManager.default.contentsOfDirectory(atPath: frames.path)
        #expect(files.count >= 20 && files.count < 18_001, "the export was not stopped")
        for file in files {
            #expect(file.hasPrefix("frame-") && file.hasSuffix(".png"), "stray file \(file)")
            #expect((try? PNGDecoder().decode(contentsOf: frames.appendingPathComponent(file))) != nil, "\(file) is not a whole PNG")
        }
    }

    @Test func anInterruptedVideoLeavesNoFile() throws {
        _ = try ExternalTool.ffmpeg.locate()   // reel finds ffmpeg on PATH; fail, naming the package, without it
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("long.yaml")
        try longScene.write(to: scene, atomically: true, encoding: .utf8)
        let started = Date()
        let status = try interrupted(["animate", scene.path, "-o", dir.appendingPathComponent("out.mp4").path]) {
            Date().timeIntervalSince(started) > 1.5
        }
        #expect(status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.yaml"])
    }
}
