import Foundation
import ReelIO
import TestTools
import Testing

@testable import PNGCodec

/// Decodes PNGs written by ImageMagick's `convert` (Debian's imagemagick, installed by
/// Scripts/setup), and has it read ours. Without ImageMagick these tests fail, naming the
/// package; they never skip.
@Suite("Cross-check with ImageMagick")
struct CrossToolTests {
    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = try ExternalTool.imageMagick.locate()
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "convert \(arguments.joined(separator: " ")) failed: \(message)")
    }

    @Test(
        "PNG24, PNG32, palette and 16-bit files from convert",
        arguments: ["PNG24", "PNG32", "PNG8", "PNG48", "PNG64"])
    func decodeConvert(format: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cross-\(getpid())-\(format).png")
        defer { try? FileManager.default.removeItem(at: url) }
        // 4×3 of rgb(10,20,200): every format can store it exactly (16-bit: 10·257 → high byte 10).
        try Self.run(["-size", "4x3", "xc:rgb(10,20,200)", "\(format):\(url.path)"])
        let image = try PNGDecoder().decode(contentsOf: url)
        #expect(image.width == 4 && image.height == 3)
        #expect(image.pixels == Array([[UInt8]](repeating: [10, 20, 200, 255], count: 12).joined()))
    }

    @Test("Our PNG is read back identically by convert")
    func convertReadsOurs() throws {
        let dir = FileManager.default.temporaryDirectory
        let ours = dir.appendingPathComponent("ours-\(getpid()).png")
        let back = dir.appendingPathComponent("back-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: ours); try? FileManager.default.removeItem(at: back) }
        var image = RGBAImage(width: 5, height: 4)
        for i in 0..<20 { image.setPixel(x: i % 5, y: i / 5, r: UInt8(i * 12), g: UInt8(255 - i), b: 7, a: UInt8(100 + i * 5)) }
        try AtomicFile.write(PNGEncoder().encode(image), to: ours)
        try Self.run([ours.path, "PNG32:\(back.path)"])
        #expect(try PNGDecoder().decode(contentsOf: back) == image)
    }

    @Test(
        "An interlaced file from convert decodes like the plain one",
        arguments: ["PNG24", "PNG32", "PNG8", "PNG48"])
    func interlaced(format: String) throws {
        let dir = FileManager.default.temporaryDirectory
        let plain = dir.appendingPathComponent("plain-\(getpid())-\(format).png")
        let adam7 = dir.appendingPathComponent("adam7-\(getpid())-\(format).png")
        defer { try? FileManager.default.removeItem(at: plain); try? FileManager.default.removeItem(at: adam7) }
        try Self.run(["-seed", "7", "-size", "19x13", "plasma:fractal", "\(format):\(plain.path)"])
        try Self.run([plain.path, "-interlace", "PNG", "\(format):\(adam7.path)"])
        let bytes = try Data(contentsOf: adam7)
        #expect(bytes[28] == 1) // IHDR interlace byte: 8 + 4 + 4 + 12
        let a = try PNGDecoder().decode(contentsOf: plain)
        let b = try PNGDecoder().decode(contentsOf: adam7)
        #expect(a.width == 19 && a.height == 13)
        #expect(a == b)
    }
}

/// Files from both encoders pass `pngcheck` (chunks, CRCs, the zlib stream and its
/// Adler-32) and decode to the same pixels in libpng (through ImageMagick's PNG reader) as
/// in our decoder. Without pngcheck or ImageMagick these tests fail, naming the package.
@Suite("Encoder output checked by pngcheck and libpng")
struct EncoderOutputCheckTests {
    /// The tool's standard output; a non-zero exit fails the test.
    static func output(of tool: ExternalTool, _ arguments: [String]) throws -> Data {
        let (status, output) = try tool.output(arguments)
        #expect(status == 0, "\(tool.name) \(arguments.joined(separator: " ")) failed: \(String(decoding: output, as: UTF8.self))")
        return output
    }

    @Test(
        "pngcheck accepts the file and libpng decodes it as we do",
        arguments: [0, 3, 6, 14, 21, 42, 77, 101], PNGEncoder.Level.allCases)
    func checked(seed: Int, level: PNGEncoder.Level) throws {
        let image = FastEncoderTests.randomImage(seed: UInt64(seed))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("checked-\(getpid())-\(seed)-\(level).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try AtomicFile.write(PNGEncoder(level: level).encode(image), to: url)
        let report = String(decoding: try Self.output(of: .pngcheck, ["-v", url.path]), as: UTF8.self)
        #expect(report.contains("No errors detected"), "\(report)")
        // ImageMagick reads PNG through libpng; `rgba:-` writes its 8-bit RGBA pixels.
        let libpng = try Self.output(of: .imageMagick, [url.path, "-depth", "8", "rgba:-"])
        let ours = try PNGDecoder().decode(contentsOf: url)
        #expect(ours == image)
        #expect([UInt8](libpng) == ours.pixels, "\(image.width)×\(image.height), \(level)")
    }
}
