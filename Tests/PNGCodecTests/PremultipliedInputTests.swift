import TestTools
import Testing

@testable import PNGCodec

@Suite("Encoding premultiplied ARGB32 (Cairo) input")
struct PremultipliedInputTests {
    /// Native-endian ARGB32 words as bytes, as a Cairo surface holds them.
    static func surface(_ words: [UInt32]) -> [UInt8] {
        words.flatMap { w in withUnsafeBytes(of: w) { Array($0) } }
    }

    // Un-premultiply with cairo's rounding c' = (c·255 + a/2) / a (integer division):
    //   a=128, r=64:  (16320 + 64) / 128 = 16384 / 128 = 128
    //   a=128, g=128: (32640 + 64) / 128 = 32704 / 128 = 255 (255.5 truncated)
    //   a=128, b=0:   64 / 128 = 0
    //   a=51,  r=51:  (13005 + 25) / 51 = 13030 / 51 = 255 (255.49)
    //   a=51,  g=10:  (2550 + 25) / 51 = 2575 / 51 = 50 (50.49)
    //   a=51,  b=1:   (255 + 25) / 51 = 280 / 51 = 5 (5.49)
    //   a=255: unchanged; a=0: (0, 0, 0, 0).
    @Test("Translucent pixels become straight RGBA") func translucent() throws {
        let words: [UInt32] = [0x8040_8000, 0x3333_0A01, 0xFF11_2233, 0x0000_0000]
        let bytes = Self.surface(words)
        let png = try bytes.withUnsafeBytes { try PNGEncoder().encode(premultipliedARGB32: $0, width: 2, height: 2, bytesPerRow: 8) }
        #expect(png[25] == 6)
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.pixels == [128, 255, 0, 128, 255, 50, 5, 51, 0x11, 0x22, 0x33, 255, 0, 0, 0, 0])
    }

    @Test("All-opaque input becomes an RGB (colour type 2) PNG; the stride padding is ignored") func opaque() throws {
        // 2×1 pixels in a 16-byte stride; the padding words are transparent and must not count.
        let bytes = Self.surface([
            0xFF01_0203, 0xFFFE_FDFC, 0x0000_0000, 0x0000_0000,
            0xFF10_2030, 0xFF40_5060, 0x0000_0000, 0x0000_0000,
        ])
        let png = try bytes.withUnsafeBytes { try PNGEncoder().encode(premultipliedARGB32: $0, width: 2, height: 2, bytesPerRow: 16) }
        #expect(png[25] == 2)
        #expect(try PNGDecoder.decode(png).pixels == [1, 2, 3, 255, 0xFE, 0xFD, 0xFC, 255, 0x10, 0x20, 0x30, 255, 0x40, 0x50, 0x60, 255])
    }

    /// The fast encoder writes opaque RGB on the chance that the image is opaque and
    /// checks each row as it goes (a row equal to the one above once): a pixel that is not
    /// opaque anywhere, in the first or last row, in a row equal to none above, or in a
    /// first row of zeros (equal to the zero row the filters start from), still gives RGBA.
    @Test("A pixel that is not opaque in any row gives RGBA (colour type 6)", arguments: [(0, 0), (15, 0), (7, 5), (0, 11), (15, 11)])
    func translucentAnywhere(x: Int, y: Int) throws {
        let width = 16, height = 12
        // Rows 0…5 one flat colour (rows equal to the one above), then rows that differ.
        var words = (0..<width * height).map { i in
            i / width < 6 ? UInt32(0xFF20_4060) : 0xFF00_0000 | UInt32(i &* 2_654_435_761 & 0xFF_FFFF)
        }
        words[y * width + x] = 0x8040_8000
        let png = try Self.surface(words).withUnsafeBytes {
            try PNGEncoder().encode(premultipliedARGB32: $0, width: width, height: height, bytesPerRow: width * 4)
        }
        #expect(png[25] == 6)
        let pixels = try PNGDecoder.decode(png).pixels
        #expect(Array(pixels[(y * width + x) * 4..<(y * width + x) * 4 + 4]) == [128, 255, 0, 128])
        let first: [UInt8] = x == 0 && y == 0 ? [128, 255, 0, 128] : [0x20, 0x40, 0x60, 255]
        #expect(Array(pixels[0..<4]) == first)
    }

    /// Below the first row only the pixels that differ from the one above are checked for
    /// opacity: one translucent pixel in a row otherwise equal to the one above must be
    /// found wherever it is (in either 64-pixel chunk of a row of 70, in the row's tail of
    /// fewer than four pixels, the first pixel).
    @Test("A translucent pixel in a row otherwise equal to the one above gives RGBA, wherever it is")
    func translucentInAnEqualRow() throws {
        let width = 70, height = 4
        for x in 0..<width {
            var words = [UInt32](repeating: 0xFF20_4060, count: width * height)
            words[2 * width + x] = 0xFE20_4060
            let png = try Self.surface(words).withUnsafeBytes {
                try PNGEncoder().encode(premultipliedARGB32: $0, width: width, height: height, bytesPerRow: width * 4)
            }
            #expect(png[25] == 6, "x = \(x)")
        }
    }

    /// The same over random images of repeated rows, each with a few pixels changed (a
    /// quarter of them translucent or transparent): RGB exactly when every pixel is opaque,
    /// and the pixels decode to the input un-premultiplied by cairo's rule.
    @Test("Random images of repeated rows: RGB exactly when every pixel is opaque, pixels kept")
    func repeatedRows() throws {
        var g = SplitMix64(seed: 77)
        for round in 0..<300 {
            let width = 1 + Int(g.next() % 80), height = 1 + Int(g.next() % 6)
            var row = (0..<width).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: g.next()) & 0xFF_FFFF }
            var words: [UInt32] = []
            for _ in 0..<height {
                for _ in 0..<Int(g.next() % 3) {
                    let alpha = g.next() % 4 == 0 ? UInt32(g.next() % 255) : 255
                    let c = UInt32(g.next() % UInt64(alpha + 1)) // premultiplied: c ≤ alpha
                    row[Int(g.next() % UInt64(width))] = alpha << 24 | c << 16 | c << 8 | c
                }
                words += row
            }
            let png = try Self.surface(words).withUnsafeBytes {
                try PNGEncoder().encode(premultipliedARGB32: $0, width: width, height: height, bytesPerRow: width * 4)
            }
            #expect(png[25] == (words.allSatisfy { $0 >> 24 == 0xFF } ? 2 : 6), "round \(round)")
            let expected = words.flatMap { w -> [UInt8] in
                let a = Int(w >> 24)
                func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(c & 0xFF) * 255 + a / 2) / a)) }
                return [straight(w >> 16), straight(w >> 8), straight(w), UInt8(a)]
            }
            #expect(try PNGDecoder.decode(png).pixels == expected, "round \(round)")
        }
    }

    @Test("A wholly transparent image (a first row equal to the zero row) gives RGBA zeros") func transparent() throws {
        let png = try [UInt8](repeating: 0, count: 3 * 2 * 4).withUnsafeBytes {
            try PNGEncoder().encode(premultipliedARGB32: $0, width: 3, height: 2, bytesPerRow: 12)
        }
        #expect(png[25] == 6)
        #expect(try PNGDecoder.decode(png).pixels == [UInt8](repeating: 0, count: 24))
    }

    @Test("On little-endian machines the memory order is B, G, R, A") func byteOrder() throws {
        #if _endian(little)
        let bytes: [UInt8] = [3, 2, 1, 255] // B G R A
        let png = try bytes.withUnsafeBytes { try PNGEncoder().encode(premultipliedARGB32: $0, width: 1, height: 1, bytesPerRow: 4) }
        #expect(try PNGDecoder.decode(png).pixels == [1, 2, 3, 255])
        #endif
    }
}
