import Foundation
import Testing

/// An image that cannot be drawn is reported with its real cause at the scene's `image:`
/// key; a file that is not a scene says so.
@Suite struct ImageErrorCommandTests {
    @Test func aJPEGNamedAsAnImageIsReportedAtItsImageKey() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00]).write(to: dir.appendingPathComponent("photo.png"))
        let scene = dir.appendingPathComponent("s.yaml")
        // The image value `photo.png` is on line 5, column 35.
        try """
        viewport: [100, 100]
        layout: {flow: {itemSize: [50, 50]}}
        sections:
          - items:
              - {color: "#FF0000", image: photo.png}
        """.write(to: scene, atomically: false, encoding: .utf8)
        for output in ["out.png", "out.svg", "out.pdf"] {
            let path = dir.appendingPathComponent(output).path
            for arguments in [["render", scene.path, "-o", path], ["render", scene.path, "-o", path, "--time", "0"]] {
                let result = try Reel.run(arguments)
                #expect(result.status == 2)
                #expect(
                    result.stderr
                        == "\(scene.path):5:35: error: sections[0].items[0].image: cannot draw the image \(dir.path)/photo.png: not a PNG file (it looks like a JPEG image)\n",
                    "\(arguments): \(result.stderr)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["photo.png", "s.yaml"])
    }

    @Test func anEmptyFileGivenAsASceneSaysItIsEmpty() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        let result = try Reel.run(["render", empty.path, "-o", dir.appendingPathComponent("out.png").path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(empty.path): error: the file is empty (0 bytes); a scene file is YAML or JSON text with at least `viewport`\n",
            "\(result.stderr)")
    }

    @Test func aPNGGivenAsASceneSaysWhatItLooksLike() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let image = dir.appendingPathComponent("picture.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).write(to: image)
        let result = try Reel.run(["attributes", image.path])
        #expect(result.status == 2)
        #expect(
            result.stderr == "\(image.path): error: not a scene file: it looks like a PNG image; a scene file is YAML or JSON text\n",
            "\(result.stderr)")
    }
}
