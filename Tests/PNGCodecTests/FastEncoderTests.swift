import Foundation
import TestTools
import Testing

@testable import PNGCodec

/// The fast method (`PNGEncoder.Method.fast`): random images of every kind round-trip
/// through it and the libdeflate method alike, and its stream behaves as designed.
@Suite("Fast PNG encoder")
struct FastEncoderTests {
    /// One random image: its size, whether alpha varies, and what its pixels look like
    /// (noise, flat blocks, gradients, long flat rows, sparse specks) follow from `seed`.
    static func randomImage(seed: UInt64) -> RGBAImage {
        var g = SplitMix64(seed: seed)
        let kind = Int(g.next() % 5)
        let width = kind == 3 ? 200 + Int(g.next() % 900) : 1 + Int(g.next() % 70)
        let height = 1 + Int(g.next() % 30)
        let alpha = Int(g.next() % 3) // 0 opaque, 1 translucent, 2 some fully transparent
        var image = RGBAImage(width: width, height: height)
        let base = (g.byte(), g.byte(), g.byte())
        for y in 0..<height {
            for x in 0..<width {
                var c: (UInt8, UInt8, UInt8)
                switch kind {
                case 0: c = (g.byte(), g.byte(), g.byte())
                case 1: c = (x / 7 + y / 5) % 2 == 0 ? base : (base.1, base.2, base.0)
                case 2: c = (UInt8(truncatingIfNeeded: x * 3 + y), UInt8(truncatingIfNeeded: y * 5), UInt8(truncatingIfNeeded: x &* y))
                case 3: c = y % 4 == 0 ? (UInt8(truncatingIfNeeded: y), base.1, base.2) : base
                default: c = g.next() % 29 == 0 ? (g.byte(), g.byte(), g.byte()) : base
                }
                let a: UInt8 = alpha == 0 ? 255 : alpha == 1 ? g.byte() : (g.next() % 3 == 0 ? 0 : 255)
                image.setPixel(x: x, y: y, r: c.0, g: c.1, b: c.2, a: a)
            }
        }
        return image
    }

    @Test("Random images round-trip through both methods", arguments: 0..<160)
    func roundTrip(seed: Int) throws {
        let image = Self.randomImage(seed: UInt64(seed))
        for level in PNGEncoder.Level.allCases {
            let png = try PNGEncoder(level: level).encode(image)
            #expect(png[25] == (image.isOpaque ? 2 : 6), "\(level)")
            #expect(try PNGDecoder().decode(png) == image, "seed \(seed), \(level), \(image.width)×\(image.height)")
        }
    }

    @Test("Premultiplied input decodes the same through both methods", arguments: 0..<40)
    func premultiplied(seed: Int) throws {
        let image = Self.randomImage(seed: UInt64(1000 + seed))
        // Premultiply as Cairo stores pixels: c·a/255 rounded, in native ARGB32 words.
        let words: [UInt32] = (0..<image.width * image.height).map { i in
            let p = Array(image.pixels[i * 4..<i * 4 + 4]).map(UInt32.init)
            func pre(_ c: UInt32) -> UInt32 { (c * p[3] + 127) / 255 }
            return p[3] << 24 | pre(p[0]) << 16 | pre(p[1]) << 8 | pre(p[2])
        }
        let decoded = try PNGEncoder.Level.allCases.map { level in
            try words.withUnsafeBytes {
                try PNGDecoder.decode(
                    PNGEncoder(level: level).encode(
                        premultipliedARGB32: $0, width: image.width, height: image.height, bytesPerRow: image.width * 4))
            }
        }
        #expect(decoded[0] == decoded[1])
        if image.isOpaque { #expect(decoded[0] == image) }
    }

    @Test("Flat colour costs a few bytes per row: zero runs longer than 258 are split into matches")
    func flatRows() throws {
        // 1,000 opaque pixels a row: 3,000 zero bytes after the first pixel, 11 matches.
        let image = RGBAImage(width: 1000, height: 50, red: 10, green: 200, blue: 30, alpha: 255)
        let png = try PNGEncoder(method: .fast).encode(image)
        #expect(try PNGDecoder().decode(png) == image)
        #expect(png.count < 1000, "\(png.count) bytes for 50 flat rows")
    }

    @Test("Noise falls back to stored blocks: the file is barely larger than the pixels")
    func noise() throws {
        var g = SplitMix64(seed: 77)
        let width = 300, height = 300
        let image = try RGBAImage(width: width, height: height, pixels: (0..<width * height * 4).map { _ in g.byte() })
        let png = try PNGEncoder(method: .fast).encode(image)
        #expect(try PNGDecoder().decode(png) == image)
        let raw = (width * 4 + 1) * height // more than one block of tokens
        #expect(raw > FastPNGStream.blockTokens)
        // Signature, IHDR, IDAT and IEND framing (57), zlib (6), and 5 bytes for each stored
        // block of at most 65,535 bytes, with a few more where token blocks end: under 1%.
        #expect(png.count <= 57 + 6 + raw + raw / 100)
    }

    @Test("Small differences across many blocks stay dynamic-Huffman and round-trip")
    func manyDynamicBlocks() throws {
        var g = SplitMix64(seed: 5)
        var image = RGBAImage(width: 512, height: 300)
        for y in 0..<300 {
            for x in 0..<512 {
                let n = UInt8(g.next() % 3)
                image.setPixel(x: x, y: y, r: UInt8(truncatingIfNeeded: x) &+ n, g: 90 &+ n, b: UInt8(truncatingIfNeeded: y), a: 200 &+ n)
            }
        }
        let png = try PNGEncoder(method: .fast).encode(image)
        #expect(try PNGDecoder().decode(png) == image)
        #expect(png.count < image.pixels.count / 2, "\(png.count) bytes: the small residuals should need under 4 bits a byte")
    }

    @Test("The row filter is Paeth, computed with SIMD as the scalar predictor does")
    func simdPaethMatchesScalar() {
        var g = SplitMix64(seed: 11)
        for round in 0..<1000 {
            // Half the rounds draw from 0…3, so that ties (a = c, b = c, pa = pb …) are common.
            func byte() -> UInt8 { round % 2 == 0 ? g.byte() : g.byte() % 4 }
            let a = SIMD16<UInt8>((0..<16).map { _ in byte() }), b = SIMD16<UInt8>((0..<16).map { _ in byte() })
            let c = SIMD16<UInt8>((0..<16).map { _ in byte() })
            let predicted = PaethScan.predict(a: a, b: b, c: c)
            for i in 0..<16 {
                #expect(Int(predicted[i]) == PNGFilter.paethPredictor(Int(a[i]), Int(b[i]), Int(c[i])))
            }
        }
    }

    @Test("The SIMD distance of two bytes is |x − y|, for every pair")
    func simdDistance() {
        var wrong: [(Int, Int, UInt8)] = []
        for x in 0...255 {
            for high in 0..<16 {
                let ys = PaethScan.Bytes((0..<16).map { UInt8(high * 16 + $0) })
                let distance = PaethScan.distance(PaethScan.Bytes(repeating: UInt8(x)), ys)
                for lane in 0..<16 where Int(distance[lane]) != abs(x - Int(ys[lane])) { wrong.append((x, Int(ys[lane]), distance[lane])) }
            }
        }
        #expect(wrong.isEmpty, "(x, y, computed): \(wrong.prefix(5))")
    }

    @Test("Runs split into matches of 3…258 that add up (RFC 1951 §3.2.5 lengths)")
    func runSplitting() {
        #expect(DeflateTokens.split(3) == (0, 3, 0))
        #expect(DeflateTokens.split(258) == (0, 258, 0))
        #expect(DeflateTokens.split(259) == (0, 256, 3)) // 258 + 1 would leave a match of 1
        #expect(DeflateTokens.split(260) == (0, 257, 3))
        #expect(DeflateTokens.split(261) == (1, 3, 0))
        #expect(DeflateTokens.split(516) == (2, 0, 0))
        #expect(DeflateTokens.split(517) == (1, 256, 3))
        // Length 227 is symbol 284's base with 5 extra bits; 258 is symbol 285 with none.
        #expect(LengthCode.table[227] == (284, 5, 0))
        #expect(LengthCode.table[257] == (284, 5, 30))
        #expect(LengthCode.table[258] == (285, 0, 0))
        #expect(LengthCode.table[11] == (265, 1, 0))
    }

    @Test("Distances map to their codes and extra bits (RFC 1951 §3.2.5)")
    func distanceCodes() {
        #expect(DistanceCode.of(1) == (0, 0, 0))
        #expect(DistanceCode.of(4) == (3, 0, 0))
        #expect(DistanceCode.of(5) == (4, 1, 0)) // code 4: 5–6
        #expect(DistanceCode.of(6) == (4, 1, 1))
        #expect(DistanceCode.of(7) == (5, 1, 0)) // code 5: 7–8
        #expect(DistanceCode.of(13) == (7, 2, 0)) // code 7: 13–16
        #expect(DistanceCode.of(540) == (18, 8, 27)) // code 18: 513–768
        #expect(DistanceCode.of(24_577) == (29, 13, 0)) // code 29: 24577–32768
        #expect(DistanceCode.of(32_768) == (29, 13, 8191))
        #expect(DistanceCode.extraBits(code: 18) == 8)
    }

    @Test("A pattern that recurs along a row is written as matches: far smaller than its literals")
    func repeatsAlongARow() throws {
        // One row of 20 copies of the same 30 noisy pixels on a flat background, 40 pixels apart.
        var g = SplitMix64(seed: 8)
        let glyph = (0..<30).map { _ in (g.byte(), g.byte(), g.byte()) }
        var image = RGBAImage(width: 800, height: 1, red: 240, green: 240, blue: 240, alpha: 255)
        for copy in 0..<20 {
            for (i, c) in glyph.enumerated() { image.setPixel(x: copy * 40 + 5 + i, y: 0, r: c.0, g: c.1, b: c.2, a: 255) }
        }
        let png = try PNGEncoder(method: .fast).encode(image)
        #expect(try PNGDecoder().decode(png) == image)
        // One copy's 90 bytes as literals (≤ 8 bits each) and 19 matches: far below 20 × 90.
        #expect(png.count < 57 + 6 + 90 + 19 * 12 + 200, "\(png.count) bytes")
    }

    @Test("Stored blocks rebuild the bytes of the matches they hold")
    func storedWithMatches() throws {
        // Noise (stored is smaller) with a 12-byte run of noise repeated in every row.
        var g = SplitMix64(seed: 21)
        var image = try RGBAImage(width: 300, height: 40, pixels: (0..<300 * 40 * 4).map { _ in g.byte() })
        let repeated = (0..<12).map { _ in g.byte() }
        for y in 0..<40 {
            for k in 0..<6 { for (i, b) in repeated.enumerated() { image.pixels[(y * 300 + 20 + k * 40) * 4 + i] = b } }
        }
        let png = try PNGEncoder(method: .fast).encode(image)
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test("Huffman lengths respect the limit and form a complete code")
    func huffmanLimit() {
        // Fibonacci counts make the deepest unlimited tree: 20 symbols would need 19 bits.
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 20 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (counts, limit) in [(fibonacci, 7), (fibonacci, 15), ([0, 0, 9, 0], 15), ([UInt32](repeating: 0, count: 19), 7)] {
            let code = HuffmanCode(counts: counts, limit: limit)
            #expect(code.lengths.allSatisfy { Int($0) <= limit })
            // Kraft: the used codes fill the code space exactly.
            let kraft = code.lengths.filter { $0 > 0 }.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
            #expect(kraft == 1, "\(counts) limit \(limit): \(code.lengths)")
            #expect(code.lengths.filter { $0 > 0 }.count >= 2)
        }
    }

    @Test("Canonical codes are assigned in order of length, then symbol, bit-reversed (RFC 1951 §3.2.2)")
    func canonicalCodes() {
        // The RFC's example: lengths (3, 3, 3, 3, 3, 2, 4, 4) give codes 010, 011, 100, 101,
        // 110, 00, 1110, 1111; written least significant bit first they are reversed.
        let codes = HuffmanCode.canonicalCodes([3, 3, 3, 3, 3, 2, 4, 4])
        #expect(codes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
    }
}
