import Foundation
import Testing

/// `reel samples -o` and `reel test -o` build their output folder whole: a failure leaves
/// an existing folder exactly as it was, creates no folder (not even a missing parent) and
/// leaves no temporary folder; success replaces an earlier folder whole.
@Suite struct AllOrNothingFolderTests {
    private let good = "viewport: [60, 40]\nlayout: {flow: {itemSize: [20, 20]}}\nsections: [{items: 2}]\n"
    /// Decodes, but its image is not a PNG: rendering fails after the scenes sorted before it.
    private let badImage = "viewport: [60, 40]\nlayout: {flow: {itemSize: [20, 20]}}\nsections: [{items: [{image: bad.png}]}]\n"

    private func contents(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    /// A folder of scenes `a.yaml` (good) and, when `failing`, `b.yaml` whose image is a JPEG.
    private func sceneFolder(in dir: URL, failing: Bool) throws -> URL {
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try good.write(to: scenes.appendingPathComponent("a.yaml"), atomically: false, encoding: .utf8)
        if failing {
            try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]).write(to: scenes.appendingPathComponent("bad.png"))
            try badImage.write(to: scenes.appendingPathComponent("b.yaml"), atomically: false, encoding: .utf8)
        }
        return scenes
    }

    @Test func samplesFailingAtTheSecondSceneChangeNothing() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = try sceneFolder(in: dir, failing: true)
        // A missing parent: not created by a failing run.
        let fresh = try Reel.run(["samples", "--scenes", scenes.path, "-o", dir.appendingPathComponent("new/out").path])
        #expect(fresh.status == 2)
        #expect(fresh.stderr.contains("bad.png"), "\(fresh.stderr)")
        #expect(try contents(dir) == ["scenes"])
        // An existing folder keeps its files, and no sample of the failed run appears in it.
        let existing = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: existing.appendingPathComponent("old.png"))
        #expect(try Reel.run(["samples", "--scenes", scenes.path, "-o", existing.path]).status == 2)
        #expect(try contents(existing) == ["old.png"])
        #expect(try contents(dir) == ["out", "scenes"])
    }

    @Test func samplesSucceedingReplaceTheFolderWhole() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = try sceneFolder(in: dir, failing: false)
        let out = dir.appendingPathComponent("new/out")
        let first = try Reel.run(["samples", "--scenes", scenes.path, "-o", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try contents(out) == ["a.png"])
        try Data("old".utf8).write(to: out.appendingPathComponent("stale.png"))
        #expect(try Reel.run(["samples", "--scenes", scenes.path, "-o", out.path]).status == 0)
        #expect(try contents(out) == ["a.png"])
        #expect(try contents(dir.appendingPathComponent("new")) == ["out"])
    }

    @Test func aTestRunReplacesItsOutputFolderAndCreatesNoReferenceFolderUnlessRecording() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = try sceneFolder(in: dir, failing: false)
        let refs = dir.appendingPathComponent("refs"), out = dir.appendingPathComponent("out")
        let arguments = ["test", scenes.path, "--references", refs.path, "-o", out.path]
        // No reference: the case fails, its actual image is kept, and no reference folder is made.
        #expect(try Reel.run(arguments).status == 1)
        #expect(!FileManager.default.fileExists(atPath: refs.path))
        #expect(try contents(out) == ["a.actual.png", "report.html"])
        #expect(try Reel.run(arguments + ["--record"]).status == 0)
        // Passing now: the earlier run's actual image is gone with its folder.
        #expect(try Reel.run(arguments).status == 0)
        #expect(try contents(out) == ["report.html"])
    }

    @Test func anUnwritableTestOutputIsAnErrorAndLeavesNothing() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = try sceneFolder(in: dir, failing: false)
        let blocker = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let result = try Reel.run([
            "test", scenes.path, "--references", dir.appendingPathComponent("refs").path,
            "-o", blocker.appendingPathComponent("out").path,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("file/out") || result.stderr.contains("file"), "\(result.stderr)")
        #expect(try contents(dir) == ["file", "scenes"])
    }
}
