import Foundation
import PNGCodec
import Testing

@Suite struct RenderCommandTests {
    private func scene(_ text: String, in dir: URL, name: String = "s.yaml") throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    private let plain = "viewport: [200, 100]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 3}]\n"

    @Test func writesPNGSVGAndPDF() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try scene(plain, in: dir)
        for (ext, magic) in [("png", "\u{89}PNG"), ("svg", "<?xml"), ("pdf", "%PDF")] {
            let out = dir.appendingPathComponent("out.\(ext)").path
            let result = try Reel.run(["render", path, "-o", out])
            #expect(result.status == 0, "\(result.stderr)")
            let data = try Data(contentsOf: URL(fileURLWithPath: out))
            #expect(
                String(decoding: data.prefix(magic.utf8.count), as: UTF8.self) == magic || data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }
        // --scale 3 → 600 × 300 pixels.
        let out = dir.appendingPathComponent("big.png").path
        #expect(try Reel.run(["render", path, "-o", out, "--scale", "3"]).status == 0)
        let image = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(image.width == 600 && image.height == 300)
    }

    @Test func contentRendersTheWholeContent() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 9 items of 50 in a 200-wide view: perLine 3, lines at 0, 60, 120 → content 200 × 170.
        let path = try scene("viewport: [200, 100]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 9}]\n", in: dir)
        let out = dir.appendingPathComponent("all.png").path
        #expect(try Reel.run(["render", path, "-o", out, "--content"]).status == 0)
        let image = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(image.width == 200 && image.height == 170)
    }

    @Test(arguments: [
        ("viewport: [200, 100]\nbackground: \"#GGHHII\"\nlayout: {flow: {}}\nsections: [{items: 1}]\n", "s.yaml:2:13: error", "#GGHHII"),
        ("viewport: [200, 100]\nlayout: {flow: {}}\nsections: [{items: [{image: missing.png}]}]\n", "error", "missing.png"),
        ("viewport: [20000, 100]\nscale: 2\nlayout: {flow: {}}\nsections: [{items: 1}]\n", "error", "32767"),
    ])
    func badInputFailsAndWritesNothing(text: String, location: String, mention: String) throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try scene(text, in: dir)
        let out = dir.appendingPathComponent("out.png").path
        let result = try Reel.run(["render", path, "-o", out])
        #expect(result.status == 2)
        #expect(result.stderr.contains(location) && result.stderr.contains(mention), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["s.yaml"], "something was written")
    }

    @Test func anUnwritableOutputIsAnErrorThatNamesThePath() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try scene(plain, in: dir)
        let result = try Reel.run(["render", path, "-o", "/nonexistent-folder/out.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent-folder/out.png"))
        let unknown = try Reel.run(["render", path, "-o", dir.appendingPathComponent("out.gif").path])
        #expect(unknown.status == 2 && unknown.stderr.contains(".png, .svg or .pdf"))
    }

    @Test func anOutputThatIsAFolderOrEmptyAsksForAFileName() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try scene(plain, in: dir)
        let folder = dir.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let slash = try Reel.run(["render", path, "-o", dir.path + "/"])
        #expect(slash.status == 2 && slash.stderr.contains("\(dir.path)/ is a folder"), "\(slash.stderr)")
        let existing = try Reel.run(["render", path, "-o", folder.path])
        #expect(existing.status == 2, "\(existing.stderr)")
        #expect(existing.stderr.contains("cannot write \(folder.path): it is a folder; a file name is needed"), "\(existing.stderr)")
        #expect(!existing.stderr.contains("rename"))
        let empty = try Reel.run(["render", path, "-o", ""])
        #expect(empty.status == 2 && empty.stderr.contains("no output file name given"), "\(empty.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["out.png", "s.yaml"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aSceneThatIsADeviceOrAFolderIsNotARegularFile() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png").path
        let device = try Reel.run(["render", "/dev/zero", "-o", out])
        #expect(device.status == 2)
        #expect(device.stderr.contains("/dev/zero: error: it is not a regular file"), "\(device.stderr)")
        #expect(!device.stderr.contains("permission"))
        let folder = try Reel.run(["render", dir.path, "-o", out])
        #expect(folder.status == 2 && folder.stderr.contains("it is a folder, not a file"), "\(folder.stderr)")
        let missing = try Reel.run(["render", dir.appendingPathComponent("none.yaml").path, "-o", out])
        #expect(missing.status == 2 && missing.stderr.contains("none.yaml: no such scene file"), "\(missing.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func anExistingFileIsReplacedOnlyBySuccess() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png")
        try Data("previous".utf8).write(to: out)
        let bad = try scene(
            "viewport: [200, 100]\nbackground: nope\nlayout: {flow: {}}\nsections: [{items: 1}]\n", in: dir, name: "bad.yaml")
        #expect(try Reel.run(["render", bad, "-o", out.path]).status == 2)
        #expect(try Data(contentsOf: out) == Data("previous".utf8))
    }
}
