import Foundation
import Testing
@testable import PNGCodec

@Suite("PNG errors: corrupt, truncated and non-PNG input")
struct PNGErrorTests {
    static let valid = TestPNG.file(width: 3, height: 1, depth: 8, colourType: 0, scanlines: [[0, 10, 20, 30]])

    @Test("Wrong signature → notPNG") func signature() {
        #expect(throws: PNGError.notPNG(path: nil)) { try PNGDecoder().decode(Array("GIF89a and more".utf8)) }
        #expect(throws: PNGError.notPNG(path: nil)) { try PNGDecoder().decode([]) }
    }

    @Test("A non-PNG file says 'not a PNG file: <path>'") func notPNGFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("compare-notpng-\(getpid()).png")
        try Data("hello".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try PNGDecoder().decode(contentsOf: url)
            Issue.record("expected an error")
        } catch {
            #expect(error == .notPNG(path: url.path))
            #expect(error.description == "not a PNG file: \(url.path)")
        }
    }

    @Test("A missing file is a file error naming the path") func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent-dir/x.png")
        do {
            _ = try PNGDecoder().decode(contentsOf: url)
            Issue.record("expected an error")
        } catch {
            guard case .fileError(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == "/nonexistent-dir/x.png")
        }
    }

    // Byte 16 is the first byte of IHDR's width (8 signature + 4 length + 4 type).
    @Test("A flipped byte inside IHDR → CRC mismatch in IHDR") func crc() {
        var bytes = Self.valid
        bytes[16] ^= 0x01
        #expect(throws: PNGError.crcMismatch(path: nil, chunk: "IHDR")) { try PNGDecoder().decode(bytes) }
    }

    @Test("Every truncation point gives a typed error, never a crash") func truncated() {
        #expect(throws: Never.self) { try PNGDecoder().decode(Self.valid) }
        for n in 1..<Self.valid.count {
            #expect(throws: PNGError.self) { try PNGDecoder().decode(Array(Self.valid.prefix(n))) }
        }
        #expect(throws: PNGError.truncated(path: nil, detail: "file ends inside the IHDR chunk at byte 8")) {
            try PNGDecoder().decode(Array(Self.valid.prefix(20)))
        }
    }

    @Test("Too little image data → truncated") func shortData() {
        // Height 2 declared, only one row of data.
        let png = TestPNG.file(width: 3, height: 2, depth: 8, colourType: 0, scanlines: [[0, 10, 20, 30]])
        #expect(throws: PNGError.truncated(path: nil, detail: "image data inflates to 4 bytes, expected 8")) {
            try PNGDecoder().decode(png)
        }
    }

    @Test("Garbage in IDAT → decompression error") func badZlib() {
        let png = TestPNG.signature + TestPNG.ihdr(width: 1, height: 1, depth: 8, colourType: 0)
            + TestPNG.chunk("IDAT", [0x12, 0x34, 0x56, 0x78]) + TestPNG.chunk("IEND", [])
        #expect(throws: PNGError.decompressionFailed(path: nil, detail: "invalid zlib stream in IDAT")) { try PNGDecoder().decode(png) }
    }

    @Test("Unknown interlace method → malformed") func interlaceMethod() {
        let png = TestPNG.file(width: 1, height: 1, depth: 8, colourType: 0, scanlines: [[0, 1]], interlace: 2)
        #expect(throws: PNGError.malformed(path: nil, detail: "unknown interlace method 2")) { try PNGDecoder().decode(png) }
    }

    @Test("Invalid IHDR values are rejected") func badHeader() {
        let depth = TestPNG.file(width: 1, height: 1, depth: 3, colourType: 0, scanlines: [[0, 1]])
        #expect(throws: PNGError.malformed(path: nil, detail: "bit depth 3 is invalid for colour type 0")) { try PNGDecoder().decode(depth) }
        let zero = TestPNG.file(width: 0, height: 1, depth: 8, colourType: 0, scanlines: [[0]])
        #expect(throws: PNGError.malformed(path: nil, detail: "invalid size 0×1")) { try PNGDecoder().decode(zero) }
        let huge = TestPNG.file(width: 100_000, height: 100_000, depth: 8, colourType: 6, scanlines: [[0]])
        #expect(throws: PNGError.self) { try PNGDecoder().decode(huge) }
    }

    @Test("Palette image without PLTE is an error") func noPalette() {
        let png = TestPNG.file(width: 1, height: 1, depth: 8, colourType: 3, scanlines: [[0, 0]])
        #expect(throws: PNGError.malformed(path: nil, detail: "palette image without PLTE chunk")) { try PNGDecoder().decode(png) }
    }
}
