import TestTools
import Testing

@testable import PNGCodec

@Suite("PNG encode → decode round trip")
struct PNGRoundTripTests {
    /// Random-ish image: runs of flat colour plus noise, so every filter sees both cases.
    static func image(width: Int, height: Int, seed: UInt64, opaque: Bool) -> RGBAImage {
        var g = SplitMix64(seed: seed)
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let flat = (x / 5 + y / 3) % 2 == 0
                let r = flat ? UInt8(x * 7 & 255) : g.byte()
                image.setPixel(x: x, y: y, r: r, g: g.byte(), b: flat ? 40 : g.byte(), a: opaque ? 255 : g.byte())
            }
        }
        return image
    }

    @Test(
        "Round trip for every filter strategy, opaque and with alpha",
        arguments: PNGEncoder.FilterStrategy.allCases, [true, false])
    func roundTrip(filter: PNGEncoder.FilterStrategy, opaque: Bool) throws {
        let original = Self.image(width: 37, height: 23, seed: opaque ? 1 : 2, opaque: opaque)
        let bytes = try PNGEncoder(compressionLevel: 2, filter: filter).encode(original)
        // Byte 25 is IHDR's colour type: 8 signature + 4 length + 4 "IHDR" + 4 width + 4 height + 1 depth.
        #expect(bytes[25] == (opaque ? 2 : 6))
        #expect(bytes[24] == 8)
        let decoded = try PNGDecoder().decode(bytes)
        #expect(decoded == original)
    }

    @Test("Every compression level round-trips", arguments: [0, 1, 3, 6, 12])
    func levels(level: Int) throws {
        let original = Self.image(width: 64, height: 9, seed: UInt64(level), opaque: false)
        let decoded = try PNGDecoder().decode(PNGEncoder(compressionLevel: level).encode(original))
        #expect(decoded == original)
    }

    @Test("Encoding is deterministic")
    func deterministic() throws {
        let original = Self.image(width: 50, height: 50, seed: 9, opaque: false)
        #expect(try PNGEncoder().encode(original) == PNGEncoder().encode(original))
    }

    @Test("1×1 and single-row images")
    func tiny() throws {
        for (w, h) in [(1, 1), (1, 7), (9, 1)] {
            let original = Self.image(width: w, height: h, seed: 3, opaque: false)
            #expect(try PNGDecoder().decode(PNGEncoder().encode(original)) == original)
        }
    }

    @Test("A zero-sized image is refused, not crashed on")
    func empty() {
        #expect(throws: PNGError.self) { try PNGEncoder().encode(RGBAImage(width: 0, height: 4)) }
    }

    @Test("Rows with padding (bytesPerRow > width × 4) encode only the pixels")
    func stride() throws {
        // 2×2 image in rows of 12 bytes (4 bytes padding, filled with 0xEE).
        let rows: [UInt8] = [
            1, 2, 3, 255, 4, 5, 6, 255, 0xEE, 0xEE, 0xEE, 0xEE,
            7, 8, 9, 255, 10, 11, 12, 255, 0xEE, 0xEE, 0xEE, 0xEE,
        ]
        let bytes = try rows.withUnsafeBytes { try PNGEncoder().encode(rgba: $0, width: 2, height: 2, bytesPerRow: 12) }
        let decoded = try PNGDecoder().decode(bytes)
        #expect(decoded.pixels == [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255])
    }

    @Test("A buffer too small for its geometry is an error")
    func tooSmall() {
        let rows = [UInt8](repeating: 0, count: 15)
        #expect(throws: PNGError.self) {
            try rows.withUnsafeBytes { try PNGEncoder().encode(rgba: $0, width: 2, height: 2, bytesPerRow: 8) }
        }
    }
}
