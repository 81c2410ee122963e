import Foundation
import PNGCodec
import TestTools
import Testing

/// The `reel test` report opened in a real browser: headless Chromium (Debian's
/// `chromium`, installed by Scripts/setup) loads it, runs its script, and screenshots it.
@Suite struct HTMLReportBrowserTests {
    private func runChromium(_ arguments: [String], profile: URL) throws -> String {
        let process = Process()
        process.executableURL = try ExternalTool.chromium.locate()
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--user-data-dir=\(profile.path)",
            ] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test
    func theReportShowsReferenceActualAndDiffInABrowser() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), refs = dir.appendingPathComponent("refs"),
            out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let scene = scenes.appendingPathComponent("grid.yaml")
        try "viewport: [160, 80]\nlayout: {flow: {itemSize: [40, 40]}}\nsections: [{items: 3}]\n".write(
            to: scene, atomically: false, encoding: .utf8)
        #expect(try Reel.run(["test", scenes.path, "--references", refs.path, "-o", out.path, "--record"]).status == 0)
        try "viewport: [160, 80]\nlayout: {flow: {itemSize: [40, 40]}}\nsections: [{items: 2}]\n".write(
            to: scene, atomically: false, encoding: .utf8)
        #expect(try Reel.run(["test", scenes.path, "--references", refs.path, "-o", out.path]).status == 1)
        let report = out.appendingPathComponent("report.html")
        let profile = dir.appendingPathComponent("chromium-profile")

        // The DOM after the page's script ran: the three images of the failing case, inline.
        let dom = try runChromium(["--dump-dom", report.absoluteString], profile: profile)
        for id in ["case-grid-reference", "case-grid-actual", "case-grid-diff"] {
            #expect(dom.contains("id=\"\(id)\" src=\"data:image/png;base64,"), "\(id) missing from the rendered page")
        }
        #expect(dom.contains("0 passed, 1 failed"))

        // A screenshot: the page paints (not blank) and shows the diff's red.
        let shot = dir.appendingPathComponent("report.png")
        _ = try runChromium(["--window-size=800,600", "--screenshot=\(shot.path)", report.absoluteString], profile: profile)
        let image = try PNGDecoder().decode(contentsOf: shot)
        #expect(image.width == 800 && image.height == 600)
        var red = 0, distinct = Set<UInt32>()
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let (r, g, b) = (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2])
            if r > 200 && g < 60 && b < 60 { red += 1 }
            if distinct.count < 64 { distinct.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)) }
        }
        #expect(distinct.count > 10, "the screenshot is blank")
        #expect(red > 100, "no red differing pixels visible in the screenshot")
    }
}
