import Foundation
import PNGCodec
import Testing

@Suite struct DiffCommandTests {
    private func png(_ image: RGBAImage, _ dir: URL, _ name: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try PNGEncoder().write(image, to: url)
        return url.path
    }

    @Test func exitStatusSaysWhetherTheImagesMatch() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let white = RGBAImage(width: 20, height: 10, red: 255, green: 255, blue: 255, alpha: 255)
        var changed = white
        for x in 5..<8 { changed.setPixel(x: x, y: 4, r: 0, g: 0, b: 0, a: 255) } // 3 black pixels
        let a = try png(white, dir, "a.png"), b = try png(changed, dir, "b.png")
        #expect(try Reel.run(["diff", a, a]).status == 0)
        let different = try Reel.run(["diff", a, b, "-o", dir.appendingPathComponent("d.png").path])
        #expect(different.status == 1)
        #expect(different.stdout.contains("3"))
        let diff = try PNGDecoder().decode(contentsOf: dir.appendingPathComponent("d.png"))
        #expect(diff.pixel(x: 6, y: 4).map { $0.r == 255 && $0.g == 0 && $0.b == 0 } == true) // red where they differ
        #expect(try Reel.run(["diff", a, b, "--max-diff-pixels", "3"]).status == 0)
        #expect(try Reel.run(["diff", a, b, "--max-diff-ratio", "0.01"]).status == 1) // 3 of 200 = 1.5 % > 1 %
        #expect(try Reel.run(["diff", a, b, "--max-diff-ratio", "0.02"]).status == 0)
        let other = try png(RGBAImage(width: 10, height: 10, red: 255, green: 255, blue: 255, alpha: 255), dir, "c.png")
        #expect(try Reel.run(["diff", a, other]).status == 1)
    }

    @Test func unreadableInputsAreErrors() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = dir.appendingPathComponent("x.png")
        try Data("hello".utf8).write(to: text)
        let notPNG = try Reel.run(["diff", text.path, text.path])
        #expect(notPNG.status == 2 && notPNG.stderr.contains("not a PNG file"))
        #expect(try Reel.run(["diff", "/nonexistent/a.png", text.path]).status == 2)
    }

    @Test func aDiffImageNamedOtherThanPNGIsRefusedBeforeAnythingIsWritten() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let white = RGBAImage(width: 4, height: 4, red: 255, green: 255, blue: 255, alpha: 255)
        let a = try png(white, dir, "a.png")
        let svg = try Reel.run(["diff", a, a, "-o", dir.appendingPathComponent("out.svg").path])
        #expect(svg.status == 2)
        #expect(svg.stderr.contains("reel: error:") && svg.stderr.contains("out.svg") && svg.stderr.contains("PNG"), "\(svg.stderr)")
        #expect(svg.stdout.isEmpty, "nothing compared")
        let folder = try Reel.run(["diff", a, a, "-o", dir.path + "/"])
        #expect(folder.status == 2 && folder.stderr.contains("is a folder"), "\(folder.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.png"])
    }
}
