import Testing

@testable import PNGCodec

/// Hand-built PNGs with exact expected pixels. Filtered bytes are worked out by hand from the
/// PNG specification (ISO/IEC 15948 §9.2) in the comments.
@Suite("PNG decoding of hand-built files")
struct PNGDecoderTests {
    /// Grey 8-bit, 3×2, raw rows [10, 20, 30] and [15, 25, 40]; expected RGBA (v, v, v, 255).
    static let greyExpected: [UInt8] = [10, 20, 30, 15, 25, 40].flatMap { [$0, $0, $0, 255] }

    static func grey(_ row0: [UInt8], _ row1: [UInt8]) throws -> RGBAImage {
        try PNGDecoder().decode(TestPNG.file(width: 3, height: 2, depth: 8, colourType: 0, scanlines: [row0, row1]))
    }

    @Test("Filter 0 None") func none() throws {
        #expect(try Self.grey([0, 10, 20, 30], [0, 15, 25, 40]).pixels == Self.greyExpected)
    }

    // Sub: out = raw − left. Row 0: 10, 20−10, 30−20 = 10,10,10. Row 1: 15, 25−15, 40−25 = 15,10,15.
    @Test("Filter 1 Sub") func sub() throws {
        #expect(try Self.grey([1, 10, 10, 10], [1, 15, 10, 15]).pixels == Self.greyExpected)
    }

    // Up: out = raw − above (row 0: above = 0). Row 1: 15−10, 25−20, 40−30 = 5,5,10.
    @Test("Filter 2 Up") func up() throws {
        #expect(try Self.grey([2, 10, 20, 30], [2, 5, 5, 10]).pixels == Self.greyExpected)
    }

    // Average: out = raw − ⌊(left + above)/2⌋.
    // Row 0: 10−0, 20−⌊10/2⌋=15, 30−⌊20/2⌋=20. Row 1: 15−⌊(0+10)/2⌋=10, 25−⌊(15+20)/2⌋=25−17=8,
    // 40−⌊(25+30)/2⌋=40−27=13.
    @Test("Filter 3 Average") func average() throws {
        #expect(try Self.grey([3, 10, 15, 20], [3, 10, 8, 13]).pixels == Self.greyExpected)
    }

    // Paeth: p = a + b − c, pick the nearest of a (left), b (above), c (upper-left), ties a, b, c.
    // Row 0 (b = c = 0): p = a, picks a → same as Sub: 10,10,10.
    // Row 1 x0: a=0 b=10 c=0, p=10, pa=10 pb=0 pc=10 → b: 15−10 = 5.
    //       x1: a=15 b=20 c=10, p=25, pa=10 pb=5 pc=15 → b: 25−20 = 5.
    //       x2: a=25 b=30 c=20, p=35, pa=10 pb=5 pc=15 → b: 40−30 = 10.
    @Test("Filter 4 Paeth") func paeth() throws {
        #expect(try Self.grey([4, 10, 10, 10], [4, 5, 5, 10]).pixels == Self.greyExpected)
    }

    // Paeth choosing c: a=20 b=10 c=15 → p=15, pa=5 pb=5 pc=0 → c. Grey 2×2 rows [15,10] / [20,x]:
    // x1 row 1: raw 99 − 15 = 84.  x0 row 1: a=0 b=15 c=0, p=15, pa=15 pb=0 → b: 20−15 = 5.
    @Test("Paeth picks the upper-left byte when it is nearest") func paethC() throws {
        let png = TestPNG.file(width: 2, height: 2, depth: 8, colourType: 0, scanlines: [[0, 15, 10], [4, 5, 84]])
        #expect(try PNGDecoder().decode(png).pixels == [15, 10, 20, 99].flatMap { [$0, $0, $0, 255] })
    }

    @Test("An unknown filter type is a clear error naming the row") func badFilter() {
        #expect(throws: PNGError.malformed(path: nil, detail: "row 1 has unknown filter type 5")) {
            try Self.grey([0, 10, 20, 30], [5, 15, 25, 40])
        }
    }

    // RGB 8-bit 2×2 with mixed filters: row 0 None, row 1 Sub with bpp 3:
    // raw row 1 = (0,0,255),(255,255,255) → 0,0,255, 255−0, 255−0, 255−255 = 255,255,0.
    @Test("RGB 8-bit, different filters per row") func rgb() throws {
        let png = TestPNG.file(
            width: 2, height: 2, depth: 8, colourType: 2,
            scanlines: [[0, 255, 0, 0, 0, 255, 0], [1, 0, 0, 255, 255, 255, 0]])
        #expect(try PNGDecoder().decode(png).pixels == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
    }

    // Palette: 0 red, 1 green, 2 blue; tRNS gives entry 0 alpha 128, entry 1 alpha 0, entry 2 none (255).
    @Test("Palette 8-bit with tRNS") func palette() throws {
        let plte = TestPNG.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let trns = TestPNG.chunk("tRNS", [128, 0])
        let png = TestPNG.file(width: 4, height: 1, depth: 8, colourType: 3, extra: [plte, trns], scanlines: [[0, 0, 1, 2, 1]])
        #expect(try PNGDecoder().decode(png).pixels == [255, 0, 0, 128, 0, 255, 0, 0, 0, 0, 255, 255, 0, 255, 0, 0])
    }

    // 1-bit palette, 10 pixels: indices 1,0,1,1,0,0,0,1 | 1,0 → bytes 0b1011_0001, 0b1000_0000.
    @Test("Palette 1-bit, row not a whole number of bytes") func palette1() throws {
        let plte = TestPNG.chunk("PLTE", [0, 0, 0, 255, 255, 255])
        let png = TestPNG.file(width: 10, height: 1, depth: 1, colourType: 3, extra: [plte], scanlines: [[0, 0b1011_0001, 0b1000_0000]])
        let bits: [UInt8] = [1, 0, 1, 1, 0, 0, 0, 1, 1, 0]
        #expect(try PNGDecoder().decode(png).pixels == bits.flatMap { $0 == 1 ? [255, 255, 255, 255] : [0, 0, 0, 255] })
    }

    @Test("A palette index past the end of PLTE is an error") func paletteRange() {
        let plte = TestPNG.chunk("PLTE", [1, 2, 3])
        let png = TestPNG.file(width: 1, height: 1, depth: 8, colourType: 3, extra: [plte], scanlines: [[0, 3]])
        #expect(throws: PNGError.malformed(path: nil, detail: "palette index 3 out of range (1 entries)")) {
            try PNGDecoder().decode(png)
        }
    }

    // Grey 4-bit, 3 pixels 0, 5, 15 → bytes 0x05, 0xF0; scaled v·255/15 → 0, 85, 255.
    @Test("Grey 4-bit is scaled to 8 bits") func grey4() throws {
        let png = TestPNG.file(width: 3, height: 1, depth: 4, colourType: 0, scanlines: [[0, 0x05, 0xF0]])
        #expect(try PNGDecoder().decode(png).pixels == [0, 85, 255].flatMap { [$0, $0, $0, 255] })
    }

    @Test("Grey 8-bit with a tRNS colour key") func greyKey() throws {
        let trns = TestPNG.chunk("tRNS", [0, 20])
        let png = TestPNG.file(width: 3, height: 1, depth: 8, colourType: 0, extra: [trns], scanlines: [[0, 10, 20, 30]])
        #expect(try PNGDecoder().decode(png).pixels == [10, 10, 10, 255, 20, 20, 20, 0, 30, 30, 30, 255])
    }

    @Test("RGB 8-bit with a tRNS colour key") func rgbKey() throws {
        let trns = TestPNG.chunk("tRNS", [0, 1, 0, 2, 0, 3])
        let png = TestPNG.file(width: 2, height: 1, depth: 8, colourType: 2, extra: [trns], scanlines: [[0, 1, 2, 3, 1, 2, 4]])
        #expect(try PNGDecoder().decode(png).pixels == [1, 2, 3, 0, 1, 2, 4, 255])
    }

    @Test("Grey + alpha 8-bit") func greyAlpha() throws {
        let png = TestPNG.file(width: 1, height: 1, depth: 8, colourType: 4, scanlines: [[0, 100, 50]])
        #expect(try PNGDecoder().decode(png).pixels == [100, 100, 100, 50])
    }

    // 16-bit samples keep their high byte: 0x1234 → 0x12, 0xABCD → 0xAB, 0xFF00 → 0xFF, 0x8001 → 0x80.
    @Test("RGBA 16-bit reduces to the high byte") func rgba16() throws {
        let png = TestPNG.file(
            width: 1, height: 1, depth: 16, colourType: 6, scanlines: [[0, 0x12, 0x34, 0xAB, 0xCD, 0xFF, 0x00, 0x80, 0x01]])
        #expect(try PNGDecoder().decode(png).pixels == [0x12, 0xAB, 0xFF, 0x80])
    }

    // 16-bit RGB with Sub filter, bpp 6: raw (0x0102,0x0304,0x0506),(0x1112,0x1314,0x1516)
    // → second pixel bytes minus first pixel bytes: 0x10 each.
    @Test("RGB 16-bit with Sub uses 6 bytes per pixel") func rgb16() throws {
        let png = TestPNG.file(
            width: 2, height: 1, depth: 16, colourType: 2,
            scanlines: [[1, 1, 2, 3, 4, 5, 6, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10]])
        #expect(try PNGDecoder().decode(png).pixels == [1, 3, 5, 255, 0x11, 0x13, 0x15, 255])
    }

    @Test("Grey 16-bit and grey+alpha 16-bit") func grey16() throws {
        let g = TestPNG.file(width: 1, height: 1, depth: 16, colourType: 0, scanlines: [[0, 0xC0, 0x01]])
        #expect(try PNGDecoder().decode(g).pixels == [0xC0, 0xC0, 0xC0, 255])
        let ga = TestPNG.file(width: 1, height: 1, depth: 16, colourType: 4, scanlines: [[0, 0x40, 0xFF, 0x7F, 0x00]])
        #expect(try PNGDecoder().decode(ga).pixels == [0x40, 0x40, 0x40, 0x7F])
    }

    @Test("Ancillary chunks are skipped; IDAT may be split") func splitIDAT() throws {
        let z = TestPNG.zlib([0, 10, 20, 30])
        var png = TestPNG.signature + TestPNG.ihdr(width: 3, height: 1, depth: 8, colourType: 0)
        png += TestPNG.chunk("tEXt", Array("Comment\u{0}hello".utf8))
        png += TestPNG.chunk("IDAT", Array(z.prefix(3))) + TestPNG.chunk("IDAT", Array(z.dropFirst(3)))
        png += TestPNG.chunk("IEND", [])
        #expect(try PNGDecoder().decode(png).pixels == [10, 20, 30].flatMap { [$0, $0, $0, 255] })
    }

    // Adam7 on a 3×3 grey image, pixel (x, y) = 10y + x + 1. Pass sizes ⌈(W − x0)/dx⌉ × ⌈(H − y0)/dy⌉:
    // 1: (0,0,8,8) 1×1 → (0,0)=1;  2: (4,0,8,8) 0×1 empty;  3: (0,4,4,8) 1×0 empty;
    // 4: (2,0,4,4) 1×1 → (2,0)=3;  5: (0,2,2,4) 2×1 → (0,2)=21, (2,2)=23;
    // 6: (1,0,2,2) 1×2 → (1,0)=2, (1,2)=22;  7: (0,1,1,2) 3×1 → 11, 12, 13. Empty passes have no bytes.
    @Test("Adam7 interlaced grey image") func interlaced() throws {
        let png = TestPNG.file(
            width: 3, height: 3, depth: 8, colourType: 0,
            scanlines: [[0, 1], [0, 3], [0, 21, 23], [0, 2], [0, 22], [0, 11, 12, 13]], interlace: 1)
        #expect(try PNGDecoder().decode(png).pixels == [1, 2, 3, 11, 12, 13, 21, 22, 23].flatMap { [$0, $0, $0, 255] })
    }

    @Test("An unknown filter type inside an Adam7 pass names the pass") func interlacedBadFilter() {
        let png = TestPNG.file(
            width: 3, height: 3, depth: 8, colourType: 0,
            scanlines: [[0, 1], [0, 3], [0, 21, 23], [0, 2], [7, 22], [0, 11, 12, 13]], interlace: 1)
        #expect(throws: PNGError.malformed(path: nil, detail: "Adam7 pass 6 row 1 has unknown filter type 7")) {
            try PNGDecoder().decode(png)
        }
    }
}
