import Foundation
import Testing

@Suite struct TestCommandTests {
    private func scene(_ color: String, items: Int = 3) -> String {
        "viewport: [120, 60]\nlayout: {flow: {itemSize: [30, 30]}}\nsections: [{items: \(items)}]\nstyle: {cell: {color: \"\(color)\"}}\n"
    }

    @Test func recordVerifyChangeAndRecordAgain() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), refs = dir.appendingPathComponent("refs"),
            out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for (name, color) in [("a", "#FF0000"), ("b", "#00FF00"), ("c", "#0000FF")] {
            try scene(color).write(to: scenes.appendingPathComponent("\(name).yaml"), atomically: false, encoding: .utf8)
        }
        let arguments = ["test", scenes.path, "--references", refs.path, "-o", out.path]
        // No references yet: every case is missing, nothing is written without --record.
        let first = try Reel.run(arguments)
        #expect(first.status == 1 && first.stdout.contains("0 passed, 3 failed"))
        #expect(!FileManager.default.fileExists(atPath: refs.appendingPathComponent("a.png").path))
        #expect(try Reel.run(arguments + ["--record"]).status == 0)
        let verify = try Reel.run(arguments)
        #expect(verify.status == 0 && verify.stdout.contains("3 passed, 0 failed"), "\(verify.stdout)")
        // Change one scene: it fails, with actual and diff images and a report naming it.
        let before = try Data(contentsOf: refs.appendingPathComponent("a.png"))
        let untouched =
            try FileManager.default.attributesOfItem(atPath: refs.appendingPathComponent("b.png").path)[.modificationDate] as? Date
        try scene("#FF0000", items: 2).write(to: scenes.appendingPathComponent("a.yaml"), atomically: false, encoding: .utf8)
        let failing = try Reel.run(arguments)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("a ") && failing.stdout.contains("FAIL") && failing.stdout.contains("2 passed, 1 failed"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.actual.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.diff.png").path))
        let report = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("id=\"case-a\"") && report.contains("data:image/png;base64,"))
        #expect(try Data(contentsOf: refs.appendingPathComponent("a.png")) == before, "a reference was overwritten without --record")
        // --record rewrites only the changed reference.
        #expect(try Reel.run(arguments + ["--record"]).status == 0)
        #expect(try Data(contentsOf: refs.appendingPathComponent("a.png")) != before)
        let after = try FileManager.default.attributesOfItem(atPath: refs.appendingPathComponent("b.png").path)[.modificationDate] as? Date
        #expect(after == untouched)
        #expect(try Reel.run(arguments).status == 0)
    }

    @Test func shardsSplitTheCases() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for name in ["a", "b", "c"] {
            try scene("#FF0000").write(to: scenes.appendingPathComponent("\(name).yaml"), atomically: false, encoding: .utf8)
        }
        let one = try Reel.run([
            "test", scenes.path, "--references", dir.appendingPathComponent("refs").path, "-o", dir.appendingPathComponent("o").path,
            "--shard", "1/2",
        ])
        let two = try Reel.run([
            "test", scenes.path, "--references", dir.appendingPathComponent("refs").path, "-o", dir.appendingPathComponent("o").path,
            "--shard", "2/2",
        ])
        // Sorted a, b, c: shard 1 takes a and c, shard 2 takes b.
        #expect(one.stdout.contains("0 passed, 2 failed") && two.stdout.contains("0 passed, 1 failed"))
        #expect(try Reel.run(["test", scenes.path, "--references", "r", "--shard", "3/2"]).status == 64)
    }

    @Test func aShardOutOfRangeSaysSo() throws {
        for (shard, words) in [
            ("-1/2", "i must be 1 to 2, got i = -1"), ("0/3", "i must be 1 to 3, got i = 0"), ("1/0", "n must be at least 1"),
        ] {
            let result = try Reel.run(["test", "scenes", "--references", "r", "--shard", shard])
            #expect(result.status == 64, "a usage error")
            #expect(result.stderr.contains("--shard \(shard) is out of range") && result.stderr.contains(words), "\(result.stderr)")
            #expect(!result.stderr.contains("Missing value"))
        }
        let malformed = try Reel.run(["test", "scenes", "--references", "r", "--shard", "half"])
        #expect(malformed.status == 64 && malformed.stderr.contains("such as 2/4; got half"), "\(malformed.stderr)")
    }

    @Test func aMissingSceneFolderIsSaidAsReelSaysEveryError() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("none")
        let result = try Reel.run([
            "test", missing.path, "--references", dir.appendingPathComponent("r").path, "-o", dir.appendingPathComponent("o").path,
        ])
        #expect(result.status == 2)
        #expect(result.stderr == "reel: error: cannot read the scene folder \(missing.path): no such folder\n", "\(result.stderr)")
        let file = dir.appendingPathComponent("file.yaml")
        try Data("x".utf8).write(to: file)
        let notFolder = try Reel.run(["test", file.path, "--references", "r"])
        #expect(notFolder.status == 2 && notFolder.stderr.contains("it is a file, not a folder"), "\(notFolder.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["file.yaml"])
    }

    @Test func aMatrixRunsEveryVariantAndRejectsUnknownNames() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), refs = dir.appendingPathComponent("refs"),
            out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try scene("systemBlue").write(to: scenes.appendingPathComponent("a.yaml"), atomically: false, encoding: .utf8)
        let arguments = [
            "test", scenes.path, "--references", refs.path, "-o", out.path, "--device", "iPhoneSe,iPhone8", "--traits", "light,dark",
        ]
        let recorded = try Reel.run(arguments + ["--record"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        for variant in ["iPhoneSe-light", "iPhoneSe-dark", "iPhone8-light", "iPhone8-dark"] {
            #expect(FileManager.default.fileExists(atPath: refs.appendingPathComponent("a.\(variant).png").path), "\(variant)")
        }
        let verify = try Reel.run(arguments)
        #expect(verify.status == 0 && verify.stdout.contains("4 passed, 0 failed"), "\(verify.stdout)")
        let report = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("<h2>Variants</h2>") && report.contains("iPhone8-dark"))
        let unknown = try Reel.run(["test", scenes.path, "--references", refs.path, "--device", "iPhone99"])
        #expect(unknown.status == 64 && unknown.stderr.contains("unknown device `iPhone99`"), "\(unknown.status) \(unknown.stderr)")
        let badTrait = try Reel.run(["test", scenes.path, "--references", refs.path, "--traits", "dim"])
        #expect(badTrait.status == 64 && badTrait.stderr.contains("unknown trait `dim`"))
    }

    /// The README's matrix run: Examples/FeedFeature's scene on two devices, in both styles, at
    /// two text sizes, verified against the references committed beside it (so they stay
    /// those of the current renderer), the report grouping the eight variants.
    @Test func theFeedExamplesMatrixMatchesItsCommittedReferences() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let example = Reel.packageRoot.appendingPathComponent("Examples/FeedFeature")
        let run = try Reel.run([
            "test", example.appendingPathComponent("Scenes").path, "--references", example.appendingPathComponent("SceneReferences").path,
            "-o", dir.appendingPathComponent("out").path, "--device", "iPhoneSe,iPhone13", "--traits",
            "light,dark,large,accessibilityLarge",
        ])
        #expect(run.status == 0 && run.stdout.contains("8 passed, 0 failed"), "\(run.stdout)\n\(run.stderr)")
        let report = try String(contentsOf: dir.appendingPathComponent("out/report.html"), encoding: .utf8)
        #expect(report.contains("<h2>Variants</h2>") && report.contains("iPhoneSe-dark-accessibilityLarge"))
    }
}
