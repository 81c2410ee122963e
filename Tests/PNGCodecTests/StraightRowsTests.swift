import Testing

@testable import PNGCodec

/// Premultiplied rows un-premultiplied one at a time (`StraightRows`): a row equal to the
/// one before it is handed back in the memory that already holds it, and the row before
/// the one asked for must stay readable whatever repeats.
@Suite("Straight rows of premultiplied input")
struct StraightRowsTests {
    /// Cairo's rule for one premultiplied ARGB32 word: c' = (c·255 + a/2) / a, and 0 where
    /// a = 0 (e.g. a = 0x80, r = 0x40: (16,320 + 64) / 128 = 128).
    static func straight(_ w: UInt32) -> UInt32 {
        let a = w >> 24
        guard a > 0 else { return 0 }
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((w >> shift & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }

    /// Rows A, A, B, B, B, C, A (5 pixels each, 7 words apart: two words of padding that
    /// differ from row to row and must not count), translucent, opaque and transparent.
    static let rowKinds = [0, 0, 1, 1, 1, 2, 0]
    static let width = 5, stride = 7
    static func words(kind: Int, y: Int) -> [UInt32] {
        let pixels: [[UInt32]] = [
            [0x8040_8000, 0x3333_0A01, 0xFF11_2233, 0x0000_0000, 0x8040_8000],
            [0x8040_8000, 0x3333_0A01, 0xFF11_2233, 0x0000_0000, 0x7F7F_7F7F],
            [0x0102_0304, 0xFFFF_FFFF, 0x4020_1000, 0x8080_8080, 0x0000_0000],
        ]
        return pixels[kind] + [UInt32(y) * 0x0101_0101, 0xDEAD_BEEF &+ UInt32(y)]
    }

    @Test("Each row is its words un-premultiplied; an equal row is the same memory, and the row before stays intact")
    func rowsInOrder() {
        let source = Self.rowKinds.enumerated().flatMap { Self.words(kind: $1, y: $0) }
        source.withUnsafeBytes { raw in
            var rows = StraightRows(premultiplied: raw.baseAddress!, bytesPerRow: Self.stride * 4, width: Self.width)
            defer { rows.deallocate() }
            func read(_ p: UnsafeRawPointer) -> [UInt32] {
                (0..<Self.width).map { p.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self) }
            }
            var previous: (pointer: UnsafeRawPointer, words: [UInt32])?
            for (y, kind) in Self.rowKinds.enumerated() {
                let expected = Self.words(kind: kind, y: y).prefix(Self.width).map(Self.straight)
                let row = rows.row(y)
                #expect(read(row) == expected, "row \(y)")
                if let previous {
                    #expect(read(previous.pointer) == previous.words, "row \(y - 1) overwritten by row \(y)")
                    let equal = Self.rowKinds[y - 1] == kind
                    #expect((row == previous.pointer) == equal, "row \(y): \(equal ? "equal to" : "differs from") the one before")
                }
                previous = (row, Array(expected))
            }
        }
    }

    @Test(
        "Repeated translucent rows decode to their straight pixels through every method",
        arguments: [
            PNGEncoder.Method.fast, .deflate(level: 2, filter: .none), .deflate(level: 2, filter: .up),
            .deflate(level: 2, filter: .paeth), .deflate(level: 2, filter: .adaptive),
        ])
    func everyMethod(method: PNGEncoder.Method) throws {
        let source = Self.rowKinds.enumerated().flatMap { Self.words(kind: $1, y: $0) }
        let png = try source.withUnsafeBytes {
            try PNGEncoder(method: method).encode(
                premultipliedARGB32: $0, width: Self.width, height: Self.rowKinds.count, bytesPerRow: Self.stride * 4)
        }
        #expect(png[25] == 6)
        var expected: [UInt8] = []
        for (y, kind) in Self.rowKinds.enumerated() {
            for w in Self.words(kind: kind, y: y).prefix(Self.width).map(Self.straight) {
                expected += [UInt8(w >> 16 & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(w & 0xFF), UInt8(w >> 24)]
            }
        }
        #expect(try PNGDecoder.decode(png).pixels == expected)
    }
}
