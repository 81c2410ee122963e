import Foundation
import TestTools
import Testing

@testable import PNGCodec

/// The fast method at the edges of its shortcuts: the smallest images, rows whose length is
/// not a multiple of the 16-byte steps, zero runs of every length around the four that are
/// stored at once and the 258-byte copies that are put several at a time, and blocks that
/// end between flat rows.
@Suite("Fast PNG encoder: edges of rows, runs and blocks")
struct FastEncoderEdgeTests {
    /// The zlib stream's Adler-32 (RFC 1950 §2.2: its last four bytes, most significant
    /// first) in the one IDAT of a file from the fast method.
    static func adler32(ofIDATIn bytes: [UInt8]) -> UInt32? {
        // Signature (8), IHDR (4 + 4 + 13 + 4), then IDAT's length and type.
        guard bytes.count > 41, String(decoding: bytes[37..<41], as: UTF8.self) == "IDAT" else { return nil }
        let length = bytes[33..<37].reduce(0) { $0 << 8 | Int($1) }
        let end = 41 + length
        guard length >= 6, end <= bytes.count else { return nil }
        return bytes[(end - 4)..<end].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    @Test("A 1×1 image: the filtered row is the Paeth byte and the pixel, its Adler-32 worked by hand")
    func onePixel() throws {
        let image = RGBAImage(width: 1, height: 1, red: 10, green: 20, blue: 30, alpha: 255)
        let png = try PNGEncoder(method: .fast).encode(image)
        #expect(try PNGDecoder().decode(png) == image)
        // The row is [4, 10, 20, 30]: filter type 4, and Paeth predicts 0 for the first
        // pixel of the first row (a = b = c = 0, PNG §9.4). RFC 1950 §8.2: s1 = 1 + 4 + 10
        // + 20 + 30 = 65; s2 = 5 + 15 + 35 + 65 = 120.
        let s1: UInt32 = 65, s2: UInt32 = 120
        #expect(Self.adler32(ofIDATIn: png) == s2 << 16 | s1)
    }

    @Test("1×N and N×1 images round-trip, opaque and translucent, for every N to 40", arguments: 1...40)
    func thinImages(n: Int) throws {
        var g = SplitMix64(seed: UInt64(n))
        for (width, height) in [(1, n), (n, 1)] {
            for alpha in [false, true] {
                var image = RGBAImage(width: width, height: height, red: 90, green: 90, blue: 90, alpha: 255)
                // Flat pixels with every third one drawn at random: zero runs and short stretches.
                for i in 0..<(width * height) where i % 3 == 1 {
                    image.setPixel(x: i % width, y: i / width, r: g.byte(), g: g.byte(), b: g.byte(), a: alpha ? g.byte() : 255)
                }
                let png = try PNGEncoder(method: .fast).encode(image)
                #expect(try PNGDecoder().decode(png) == image, "\(width)×\(height), alpha \(alpha)")
            }
        }
    }

    @Test("Zero runs between short stretches, and flat rows of about 258·k + gap zeros, round-trip", arguments: 1...12)
    func zeroRuns(gap: Int) throws {
        // A red pixel after every `gap` grey ones: the red pixel and the grey one after it
        // filter to non-zero bytes, the grey ones between them to zeros (PNG §9.4), so the
        // runs between stretches grow with `gap` from a few bytes.
        var image = RGBAImage(width: 1 + 13 * gap, height: 3, red: 128, green: 128, blue: 128, alpha: 255)
        for x in stride(from: gap, to: image.width, by: gap + 1) {
            for y in 0..<3 { image.setPixel(x: x, y: y, r: 250, g: 128, b: 128, a: 255) }
        }
        #expect(try PNGDecoder().decode(PNGEncoder(method: .fast).encode(image)) == image)
        // A flat row's zeros after its first pixel: 3·(width − 1) bytes, which the
        // encoder writes as copies of 258 (RFC 1951 §3.2.5: the longest) and a rest.
        for k in 1...9 {
            let width = (258 * k + gap) / 3 + 1
            let flat = RGBAImage(width: width, height: 2, red: 3, green: 250, blue: 77, alpha: 255)
            #expect(try PNGDecoder().decode(PNGEncoder(method: .fast).encode(flat)) == flat, "width \(width)")
        }
    }

    @Test("Blocks end between flat rows and noisy ones, in both orders")
    func blockBoundaries() throws {
        // Noise rows take about a token a byte: 114 noisy rows of 3,072 bytes pass
        // `blockTokens` (131,072) twice, each block ending at the end of a noisy or a flat row.
        var g = SplitMix64(seed: 3)
        let width = 1024, height = 200
        var image = RGBAImage(width: width, height: height, red: 40, green: 50, blue: 60, alpha: 255)
        for y in 0..<height where y % 7 < 4 {
            for x in 0..<width { image.setPixel(x: x, y: y, r: g.byte(), g: g.byte(), b: g.byte(), a: 255) }
        }
        #expect(width * 3 * height > 4 * FastPNGStream.blockTokens)
        #expect(try PNGDecoder().decode(PNGEncoder(method: .fast).encode(image)) == image)
    }

    /// The bytes `tokens` stand for, as an inflater rebuilds them (RFC 1951 §3.2.3: a
    /// literal is its byte, a copy of `length` bytes from `distance` back goes byte by byte,
    /// so a run at distance 1 repeats the byte before), and how often each literal byte is
    /// coded.
    static func rebuild(_ tokens: DeflateTokens) -> (bytes: [UInt8], literals: [Int]) {
        var out: [UInt8] = []
        var literals = [Int](repeating: 0, count: 256)
        var index = 0
        while index < tokens.count {
            let token = tokens.tokens[index]
            index += 1
            if token & DeflateTokens.runFlag != 0 {
                for _ in 0..<Int(token & ~DeflateTokens.runFlag) { out.append(out.last ?? 0xEE) }
            } else if token & DeflateTokens.matchFlag != 0 {
                let distance = Int(token & 0xFFFF)
                for _ in 0..<Int(token >> 16 & 0x1FF) { out.append(out.count >= distance ? out[out.count - distance] : 0xEE) }
            } else {
                out.append(UInt8(token))
                literals[Int(token)] += 1
            }
        }
        return (out, literals)
    }

    @Test(
        "Tokens rebuild every row byte for byte, with the literal counts the block's code is built from",
        arguments: [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33, 64, 100])
    func tokensRebuildRows(length: Int) {
        var g = SplitMix64(seed: UInt64(length))
        // Rows of non-zero stretches and zero runs of random lengths (1…20 each), starting
        // and ending with either, and one without zeros and one of zeros only.
        var rows: [[UInt8]] = [(0..<length).map { _ in 1 + g.byte() % 255 }, [UInt8](repeating: 0, count: length)]
        for round in 0..<20 {
            var row: [UInt8] = []
            var zero = round % 2 == 0
            while row.count < length {
                let n = min(length - row.count, 1 + Int(g.next() % 20))
                row += zero ? [UInt8](repeating: 0, count: n) : (0..<n).map { _ in 1 + g.byte() % 255 }
                zero.toggle()
            }
            rows.append(row)
        }
        for row in rows {
            var tokens = DeflateTokens(capacity: length + 8 + DeflateTokens.slack)
            defer { tokens.deallocate() }
            let padded = row + [UInt8](repeating: 0xAB, count: 16) // 16 readable bytes past the end
            padded.withUnsafeBufferPointer { tokens.tokenize(row: $0.baseAddress!, count: length, start: 1) }
            tokens.flushZeros()
            let (bytes, literals) = Self.rebuild(tokens)
            #expect(bytes == row, "\(row)")
            #expect((0..<256).allSatisfy { literals[$0] == Int(tokens.symbolCounts[$0]) }, "\(row)")
        }
    }
}
