import Foundation
import TestTools
import Testing

/// A crash during an export (here SIGSEGV sent from outside, as a fault would raise it)
/// still leaves nothing behind: the staged frames, animated PNG or video are removed, an
/// encoder child is killed, and the process dies of the same signal.
@Suite struct CrashCleanupTests {
    private let longScene = "viewport: [200, 100]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 8}]\ntimeline:\n  - wait: 300\n"

    /// Runs `reel` until `ready`, sends SIGSEGV, and returns how it ended.
    private func crashed(_ arguments: [String], until ready: () -> Bool) throws -> (reason: Process.TerminationReason, status: Int32) {
        let process = Process()
        process.executableURL = Reel.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !ready() && Date() < deadline && process.isRunning { usleep(20_000) }
        kill(process.processIdentifier, SIGSEGV)
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus)
    }

    private func staged(_ dir: URL, _ name: String) -> URL? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return entries.first { $0.hasPrefix(".\(name).tmp-") }.map { dir.appendingPathComponent($0) }
    }

    private func scene(in dir: URL) throws -> String {
        let url = dir.appendingPathComponent("long.yaml")
        try longScene.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    @Test func aCrashDuringAPNGSequenceLeavesNoFolder() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try scene(in: dir)
        let end = try crashed(["animate", scene, "-o", dir.appendingPathComponent("frames").path + "/"]) {
            guard let folder = staged(dir, "frames") else { return false }
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.count ?? 0) >= 20
        }
        #expect(end.reason == .uncaughtSignal && end.status == SIGSEGV)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.yaml"])
    }

    @Test func aCrashDuringAnAnimatedPNGLeavesNoFile() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try scene(in: dir)
        let end = try crashed(["animate", scene, "-o", dir.appendingPathComponent("out.png").path]) {
            guard let file = staged(dir, "out.png") else { return false }
            return ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) > 10_000
        }
        #expect(end.reason == .uncaughtSignal && end.status == SIGSEGV)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.yaml"])
    }

    @Test func aCrashDuringAVideoKillsFFmpegAndLeavesNoFile() throws {
        // reel runs ffmpeg: a missing one fails here, naming its package (Scripts/setup installs it).
        _ = try ExternalTool.ffmpeg.locate()
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try scene(in: dir)
        let started = Date()
        let end = try crashed(["animate", scene, "-o", dir.appendingPathComponent("out.mp4").path]) {
            staged(dir, "out.mp4") != nil && Date().timeIntervalSince(started) > 1.5
        }
        #expect(end.reason == .uncaughtSignal && end.status == SIGSEGV)
        // ffmpeg was killed, not left to finish (and re-create) its file.
        usleep(500_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.yaml"])
    }
}
