import Foundation
import PNGCodec
import TestTools
import Testing

/// `reel animate` writes all or nothing: a failure at frame N, a failure at once or a dead
/// encoder leaves nothing under the final name, no temporary file, and an existing output
/// exactly as it was; success replaces an earlier sequence whole.
@Suite struct AllOrNothingExportTests {
    /// Three 100-point items stacked in a 100 × 100 view; the third names `image`. A 1 s
    /// scroll to y = 200 at 10 fps gives 11 frames; the third item (y 200…300) first shows
    /// once the offset passes 100, at t > 0.5 s under the default ease-in-ease-out curve,
    /// so frames 0…5 render and frame 6 is the first to draw the image.
    private func scrollingScene(image: String) -> String {
        """
        viewport: [100, 100]
        layout: {flow: {itemSize: [100, 100], minimumLineSpacing: 0, sectionInset: [0, 0, 0, 0]}}
        sections:
          - items:
              - {color: "#FF0000"}
              - {color: "#00FF00"}
              - {image: "\(image)"}
        timeline:
          - scroll: {to: [0, 200], duration: 1}
        """
    }

    /// The first bytes of a JFIF file: a JPEG, not a PNG.
    private let jpegBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01])

    private func setUp(image: String = "bad.jpg.png") throws -> (dir: URL, scene: String) {
        let dir = try Reel.temporaryDirectory()
        try jpegBytes.write(to: dir.appendingPathComponent("bad.jpg.png"))
        let scene = dir.appendingPathComponent("s.yaml")
        try scrollingScene(image: image).write(to: scene, atomically: false, encoding: .utf8)
        return (dir, scene.path)
    }

    private func contents(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    /// Every file of a folder with its bytes.
    private func snapshot(_ dir: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try contents(dir) { files[name] = try Data(contentsOf: dir.appendingPathComponent(name)) }
        return files
    }

    @Test func aSequenceFailingAtFrameSixLeavesNoFolderAndNoTemporaryFile() throws {
        let (dir, scene) = try setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Reel.run(["animate", scene, "-o", dir.appendingPathComponent("frames").path + "/", "--fps", "10", "--jobs", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.jpg.png"), "\(result.stderr)")
        #expect(try contents(dir) == ["bad.jpg.png", "s.yaml"])
    }

    @Test func theSameSceneWithAGoodImageWritesElevenFrames() throws {
        // The control for the test above: the failure really comes at the image.
        let (dir, _) = try setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGEncoder().write(
            RGBAImage(width: 2, height: 2, red: 0, green: 0, blue: 255, alpha: 255), to: dir.appendingPathComponent("good.png"))
        let scene = dir.appendingPathComponent("good.yaml")
        try scrollingScene(image: "good.png").write(to: scene, atomically: false, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        let result = try Reel.run(["animate", scene.path, "-o", frames.path + "/", "--fps", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try contents(frames) == (0...10).map { String(format: "frame-%05d.png", $0) })
        #expect(try contents(dir) == ["bad.jpg.png", "frames", "good.png", "good.yaml", "s.yaml"])
    }

    @Test func aFailedExportLeavesAnEarlierSequenceUntouched() throws {
        let (dir, scene) = try setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("good.yaml")
        try "viewport: [50, 50]\nlayout: {flow: {itemSize: [20, 20]}}\nsections: [{items: 3}]\ntimeline:\n  - wait: 0.2\n"
            .write(to: good, atomically: false, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        #expect(try Reel.run(["animate", good.path, "-o", frames.path + "/", "--fps", "10"]).status == 0)
        let before = try snapshot(frames)
        #expect(before.count == 3)
        let result = try Reel.run(["animate", scene, "-o", frames.path, "--fps", "10"])
        #expect(result.status == 2)
        #expect(try snapshot(frames) == before)
        #expect(try contents(dir) == ["bad.jpg.png", "frames", "good.yaml", "s.yaml"])
    }

    @Test func aSuccessfulExportReplacesAnEarlierLongerSequenceWhole() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.yaml")
        try "viewport: [50, 50]\nlayout: {flow: {itemSize: [20, 20]}}\nsections: [{items: 3}]\ntimeline:\n  - wait: 1\n"
            .write(to: scene, atomically: false, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        #expect(try Reel.run(["animate", scene.path, "-o", frames.path + "/", "--fps", "10"]).status == 0)
        #expect(try contents(frames).count == 11)
        // 1 s at 2 fps: ceil(2) + 1 = 3 frames, and none of the eleven earlier ones.
        let result = try Reel.run(["animate", scene.path, "-o", frames.path + "/", "--fps", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try contents(frames) == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        #expect(try contents(dir) == ["frames", "s.yaml"])
    }

    @Test func aSymbolicLinkToAFolderStaysALinkAndTheFolderItNamesIsReplaced() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.yaml")
        try "viewport: [50, 50]\nlayout: {flow: {itemSize: [20, 20]}}\nsections: [{items: 3}]\ntimeline:\n  - wait: 1\n"
            .write(to: scene, atomically: false, encoding: .utf8)
        let real = dir.appendingPathComponent("real")
        let link = dir.appendingPathComponent("link")
        #expect(try Reel.run(["animate", scene.path, "-o", real.path + "/", "--fps", "5"]).status == 0)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let result = try Reel.run(["animate", scene.path, "-o", link.path, "--fps", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try contents(real) == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        #expect(try contents(dir) == ["link", "real", "s.yaml"])
    }

    @Test func aFolderHoldingOtherFilesIsRefusedBeforeTheFirstFrame() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.yaml")
        try "viewport: [50, 50]\nlayout: {flow: {}}\nsections: [{items: 3}]\ntimeline:\n  - wait: 0.2\n"
            .write(to: scene, atomically: false, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: frames.appendingPathComponent("notes.txt"))
        let result = try Reel.run(["animate", scene.path, "-o", frames.path + "/"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the folder holds other files (notes.txt)"), "\(result.stderr)")
        #expect(try contents(frames) == ["notes.txt"])
        #expect(try contents(dir) == ["frames", "s.yaml"])
    }

    @Test func aFailureAtOnceCreatesNoFolder() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try jpegBytes.write(to: dir.appendingPathComponent("bad.png"))
        let scene = dir.appendingPathComponent("s.yaml")
        // The image is on screen from frame 0.
        try "viewport: [50, 50]\nlayout: {flow: {itemSize: [50, 50]}}\nsections:\n  - items: [{image: bad.png}]\ntimeline:\n  - wait: 0.5\n"
            .write(to: scene, atomically: false, encoding: .utf8)
        for output in ["frames/", "out.png", "nested/missing/frames/"] {
            let result = try Reel.run([
                "animate", scene.path, "-o", dir.appendingPathComponent(output).path + (output.hasSuffix("/") ? "/" : ""),
            ])
            #expect(result.status == 2, "\(output)")
            #expect(try contents(dir) == ["bad.png", "s.yaml"], "\(output)")
        }
    }

    @Test func anAnimatedPNGFailingAtFrameSixLeavesNoFile() throws {
        let (dir, scene) = try setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Reel.run(["animate", scene, "-o", dir.appendingPathComponent("out.png").path, "--fps", "10"])
        #expect(result.status == 2)
        #expect(try contents(dir) == ["bad.jpg.png", "s.yaml"])
    }

    @Test func aVideoFailingAtFrameSixLeavesNoFile() throws {
        // reel runs ffmpeg: a missing one fails here, naming its package (Scripts/setup installs it).
        _ = try ExternalTool.ffmpeg.locate()
        let (dir, scene) = try setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Reel.run(["animate", scene, "-o", dir.appendingPathComponent("out.mp4").path, "--fps", "10"])
        #expect(result.status == 2)
        #expect(try contents(dir) == ["bad.jpg.png", "s.yaml"])
    }

    @Test func anEncoderThatCrashesMidStreamLeavesNoFile() throws {
        // A stand-in ffmpeg that writes a partial file to its output (the last argument),
        // then dies of SIGSEGV, as a crashing encoder would.
        let stand = try StandInEncoder(script: "#!/bin/sh\nfor last; do :; done\nprintf partial > \"$last\"\nkill -SEGV $$\n")
        defer { stand.remove() }
        for name in ["out.mp4", "out.gif"] {
            let result = try stand.animate(to: name)
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("ffmpeg"), "\(result.stderr)")
            #expect(try contents(stand.out) == ["s.yaml"], "\(name)")
        }
    }

    @Test func anEncoderWritingMuchToItsErrorOutputIsNotStalled() throws {
        // A stand-in ffmpeg that writes 300 KB to its standard error before it reads a frame:
        // more than a pipe holds, so unless reel reads it as it comes, ffmpeg stops there,
        // never reads the frames, and reel waits on it for ever. The stand-in gives up after
        // 20 s of being stuck and exits 3 without reading, so a regression fails, not hangs.
        let stand = try StandInEncoder(
            script: """
                #!/bin/sh
                for last; do :; done
                timeout 20 sh -c 'head -c 300000 /dev/zero | tr "\\0" w >&2' || exit 3
                cat > /dev/null
                printf done > "$last"
                """)
        defer { stand.remove() }
        let result = try stand.animate(to: "out.mp4")
        #expect(result.termination == .exited(0), "\(result.stderr)")
        #expect(try contents(stand.out) == ["out.mp4", "s.yaml"])
        #expect(try String(contentsOf: stand.out.appendingPathComponent("out.mp4"), encoding: .utf8) == "done")
    }

    @Test func anAnimatedPNGOfMoreFramesThanTheFormatHoldsIsRefusedBeforeAnyFile() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.yaml")
        // 2²⁵ s at 240 fps: 2³³ + 1 frames, past the 32-bit frame count of acTL.
        try "viewport: [50, 50]\nlayout: {flow: {}}\nsections: [{items: 1}]\ntimeline:\n  - wait: 33554432\n"
            .write(to: scene, atomically: false, encoding: .utf8)
        let result = try Reel.run(["animate", scene.path, "-o", dir.appendingPathComponent("out.png").path, "--fps", "240"])
        #expect(result.status == 2)
        #expect(try contents(dir) == ["s.yaml"])
    }
}
