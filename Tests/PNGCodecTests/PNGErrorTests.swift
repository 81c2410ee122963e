import Foundation
import Testing

@testable import PNGCodec

@Suite("PNG errors: corrupt, truncated and non-PNG input")
struct PNGErrorTests {
    static let valid = TestPNG.file(width: 3, height: 1, depth: 8, colourType: 0, scanlines: [[0, 10, 20, 30]])

    @Test("Wrong signature → notPNG, saying what the bytes look like") func signature() {
        #expect(throws: PNGError.notPNG(path: nil, looksLike: "a GIF image")) { try PNGDecoder().decode(Array("GIF89a and more".utf8)) }
        #expect(throws: PNGError.notPNG(path: nil, looksLike: "an empty file")) { try PNGDecoder().decode([]) }
        let jfif: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00]
        #expect(throws: PNGError.notPNG(path: nil, looksLike: "a JPEG image")) { try PNGDecoder().decode(jfif) }
        #expect(throws: PNGError.notPNG(path: nil, looksLike: "text")) { try PNGDecoder().decode(Array("viewport: [1, 1]".utf8)) }
        #expect(throws: PNGError.notPNG(path: nil, looksLike: "unrecognised data starting with 00 01 02 FF")) {
            try PNGDecoder().decode([0x00, 0x01, 0x02, 0xFF])
        }
        #expect(
            PNGError.notPNG(path: "/a/b.png", looksLike: "a JPEG image").description
                == "not a PNG file (it looks like a JPEG image): /a/b.png")
    }

    @Test("A flipped byte in IDAT names the IDAT chunk") func crcInIDAT() throws {
        var bytes = Self.valid
        // The IDAT chunk follows the signature (8) and IHDR (25): its data starts at 41.
        #expect(Array(bytes[37..<41]) == Array("IDAT".utf8))
        bytes[41] ^= 0x01
        #expect(throws: PNGError.crcMismatch(path: nil, chunk: "IDAT")) { try PNGDecoder().decode(bytes) }
        #expect(PNGError.crcMismatch(path: nil, chunk: "IDAT").description == "corrupt PNG: CRC mismatch in IDAT chunk")
    }

    @Test("Dimensions past the byte limit are refused as too large, before allocating") func tooLarge() {
        // 100,000 × 100,000 RGBA is 4 × 10¹⁰ bytes, past the default 2³⁰.
        let huge = TestPNG.file(width: 100_000, height: 100_000, depth: 8, colourType: 6, scanlines: [[0]])
        #expect(throws: PNGError.tooLarge(path: nil, width: 100_000, height: 100_000, limitBytes: 1 << 30)) {
            try PNGDecoder().decode(huge)
        }
        #expect(
            PNGError.tooLarge(path: nil, width: 100_000, height: 100_000, limitBytes: 1 << 30).description
                == "PNG too large: 100000 × 100000 pixels would take 40000000000 bytes decoded, more than the limit of 1073741824 bytes")
        // A 3 × 1 image is 12 bytes: a limit of 11 refuses it.
        #expect(throws: PNGError.tooLarge(path: nil, width: 3, height: 1, limitBytes: 11)) {
            try PNGDecoder(maximumImageBytes: 11).decode(Self.valid)
        }
    }

    @Test("A non-PNG file says 'not a PNG file: <path>'") func notPNGFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("compare-notpng-\(getpid()).png")
        try Data("hello".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try PNGDecoder().decode(contentsOf: url)
            Issue.record("expected an error")
        } catch {
            #expect(error == .notPNG(path: url.path, looksLike: "text"))
            #expect(error.description == "not a PNG file (it looks like text): \(url.path)")
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
        #expect(throws: PNGError.truncated(path: nil, detail: "file ends at byte 20, inside the IHDR chunk that starts at byte 8")) {
            try PNGDecoder().decode(Array(Self.valid.prefix(20)))
        }
        #expect(throws: PNGError.truncated(path: nil, detail: "file ends at byte 5, inside the 8-byte signature")) {
            try PNGDecoder().decode(Array(Self.valid.prefix(5)))
        }
        // Cut after IHDR (8 + 25 = 33 bytes): no IEND follows.
        #expect(throws: PNGError.truncated(path: nil, detail: "file ends at byte 33 before the IEND chunk")) {
            try PNGDecoder().decode(Array(Self.valid.prefix(33)))
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
        let png =
            TestPNG.signature + TestPNG.ihdr(width: 1, height: 1, depth: 8, colourType: 0)
            + TestPNG.chunk("IDAT", [0x12, 0x34, 0x56, 0x78]) + TestPNG.chunk("IEND", [])
        #expect(throws: PNGError.decompressionFailed(path: nil, detail: "invalid zlib stream in IDAT")) { try PNGDecoder().decode(png) }
    }

    @Test("Unknown interlace method → malformed") func interlaceMethod() {
        let png = TestPNG.file(width: 1, height: 1, depth: 8, colourType: 0, scanlines: [[0, 1]], interlace: 2)
        #expect(throws: PNGError.malformed(path: nil, detail: "unknown interlace method 2")) { try PNGDecoder().decode(png) }
    }

    @Test("Invalid IHDR values are rejected") func badHeader() {
        let depth = TestPNG.file(width: 1, height: 1, depth: 3, colourType: 0, scanlines: [[0, 1]])
        #expect(throws: PNGError.malformed(path: nil, detail: "bit depth 3 is invalid for colour type 0")) {
            try PNGDecoder().decode(depth)
        }
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
