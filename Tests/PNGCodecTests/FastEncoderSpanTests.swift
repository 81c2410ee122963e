import Foundation
import TestTools
import Testing

@testable import PNGCodec

/// The fast encoder's shortcuts over long stretches: sixteen pixels equal to those above
/// (with the pixel before them) written as zeros without filtering, and matches extended
/// eight bytes at a time. Each must give exactly what the plain rule gives.
@Suite("Fast PNG encoder: spans and long matches")
struct FastEncoderSpanTests {
    /// Paeth residuals of one row as PNG §9.4 defines them, byte by byte in R, G, B (A) order.
    static func scalarPaeth(current: [UInt32], previous: [UInt32], layout: PixelLayout) -> [UInt8] {
        let shifts = [layout.red, layout.green, layout.blue, layout.alpha].prefix(layout.channels)
        var out: [UInt8] = []
        for x in current.indices {
            for shift in shifts {
                func byte(_ w: UInt32) -> Int { Int(w >> shift & 0xFF) }
                let a = x > 0 ? byte(current[x - 1]) : 0, b = byte(previous[x]), c = x > 0 ? byte(previous[x - 1]) : 0
                out.append(UInt8(truncatingIfNeeded: byte(current[x]) - PNGFilter.paethPredictor(a, b, c)))
            }
        }
        return out
    }

    /// Every way the filter stores its bytes: Cairo's ARGB32, RGBA bytes, and any other
    /// layout, each as RGB and RGBA.
    static let layouts: [PixelLayout] = [3, 4].flatMap { channels in
        [
            .argb32(channels: channels), .rgbaBytes(channels: channels),
            PixelLayout(red: 8, green: 24, blue: 0, alpha: 16, channels: channels),
        ]
    }

    @Test("A row equal to the one above but for one pixel filters as scalar Paeth does, wherever that pixel is", arguments: layouts)
    func onePixelDiffers(layout: PixelLayout) {
        var g = SplitMix64(seed: 5)
        let channels = layout.channels
        // 53 pixels: three 16-pixel spans after the first pixel and a tail of four.
        let width = 53
        let above = (0..<width).map { _ in UInt32(truncatingIfNeeded: g.next()) }
        var out = FilteredRow(width: width, channels: channels)
        defer { out.deallocate() }
        for changed in 0..<width {
            var row = above
            row[changed] ^= 0x0101_0101 << UInt32(changed % 8)
            let filtered = row.withUnsafeBytes { current in
                above.withUnsafeBytes { previous in
                    PaethScan.filter(
                        current: current.baseAddress!, previous: previous.baseAddress!, width: width, layout: layout, into: &out)
                }
            }
            #expect(filtered != nil)
            let got = [UInt8](UnsafeRawBufferPointer(start: out.bytes, count: width * channels))
            let expected = Self.scalarPaeth(current: row, previous: above, layout: layout)
            #expect(got == expected, "pixel \(changed) changed, \(channels) channels")
            // Only the changed pixel and the one after it can predict anything but zero.
            let nonZero = Set(got.indices.filter { got[$0] != 0 }.map { $0 / channels })
            #expect(nonZero.isSubset(of: [changed, changed + 1]), "pixel \(changed): \(nonZero.sorted())")
        }
    }

    @Test("Rows whose pixels differ from those above here and there or everywhere filter as scalar Paeth does", arguments: layouts)
    func scatteredChanges(layout: PixelLayout) {
        var g = SplitMix64(seed: 11)
        for width in [1, 2, 3, 4, 5, 7, 8, 9, 63, 64, 65, 130] {
            var out = FilteredRow(width: width, channels: layout.channels)
            defer { out.deallocate() }
            // Dense rows before sparse ones: what a row wrote must not show in the next.
            for changedInEight in [8, 3, 1] {
                let above = (0..<width).map { _ in UInt32(truncatingIfNeeded: g.next()) }
                // Each pixel differs from the one above with a chance of changedInEight / 8.
                let row = above.map { g.next() % 8 < UInt64(changedInEight) ? UInt32(truncatingIfNeeded: g.next()) : $0 }
                let filtered = row.withUnsafeBytes { current in
                    above.withUnsafeBytes { previous in
                        PaethScan.filter(
                            current: current.baseAddress!, previous: previous.baseAddress!, width: width, layout: layout, into: &out)
                    }
                }
                let got = [UInt8](UnsafeRawBufferPointer(start: out.bytes, count: width * layout.channels))
                let expected = Self.scalarPaeth(current: row, previous: above, layout: layout)
                #expect(filtered == nil ? row == above : got == expected, "width \(width), \(changedInEight) in 8 changed")
            }
        }
    }

    @Test("The word the filter returns is the AND of its pixels, every pixel that differs from the one above among them")
    func changedPixelsAND() {
        let layout = PixelLayout.argb32(channels: 3)
        // 70 pixels: two 64-pixel chunks, the second ending in a tail of fewer than four.
        let width = 70
        let above = [UInt32](repeating: ~0, count: width)
        var out = FilteredRow(width: width, channels: 3)
        defer { out.deallocate() }
        for changed in 0..<width {
            var row = above
            row[changed] = ~(1 << UInt32(changed % 32))
            let and = row.withUnsafeBytes { current in
                above.withUnsafeBytes { previous in
                    PaethScan.filter(
                        current: current.baseAddress!, previous: previous.baseAddress!, width: width, layout: layout, into: &out)
                }
            }
            #expect(and == row[changed], "pixel \(changed)")
        }
    }

    @Test("The filter reports a row as unchanged only when it equals the one above, alpha included", arguments: [3, 4])
    func unchangedRows(channels: Int) {
        var g = SplitMix64(seed: 9)
        let layout = PixelLayout.argb32(channels: channels)
        let width = 53
        var out = FilteredRow(width: width, channels: channels)
        defer { out.deallocate() }
        func filters(_ row: [UInt32], under above: [UInt32]) -> Bool {
            row.withUnsafeBytes { current in
                above.withUnsafeBytes { previous in
                    PaethScan.filter(
                        current: current.baseAddress!, previous: previous.baseAddress!, width: width, layout: layout, into: &out) != nil
                }
            }
        }
        for round in 0..<40 {
            // Random rows, flat rows and rows of one colour but for a pixel.
            let colour = UInt32(truncatingIfNeeded: g.next())
            let above = (0..<width).map { x -> UInt32 in
                if round % 2 == 0 { return UInt32(truncatingIfNeeded: g.next()) }
                return x == round % width ? ~colour : colour
            }
            #expect(!filters(above, under: above), "round \(round): an equal row")
            // One byte of one pixel changed, alpha (not written with three channels) too.
            for shift in [0, 8, 16, 24] as [UInt32] {
                var row = above
                row[Int(g.next() % UInt64(width))] ^= 1 << (shift + UInt32(g.next() % 8))
                #expect(filters(row, under: above), "round \(round): a byte at bit \(shift) changed")
            }
        }
        // The first row, under zeros: only an all-zero (transparent) row is unchanged.
        let zeros = [UInt32](repeating: 0, count: width)
        #expect(!filters(zeros, under: zeros))
        #expect(filters(zeros.enumerated().map { $0.offset == 52 ? 0xFF00_0000 : 0 }, under: zeros))
    }

    @Test("A repeat is one match as long as the bytes agree, found eight bytes at a time, to 258 or the row's end")
    func matchLengths() {
        for length in [6, 7, 8, 9, 15, 16, 17, 100, 257, 258, 259, 300] {
            var g = SplitMix64(seed: UInt64(length))
            let pattern = (0..<length).map { _ in 1 + g.byte() % 255 }
            for cut in Set([6, 7, 8, 9, 13, length / 2, length - 1, length]) where cut >= 6 && cut <= length {
                // The pattern, 40 zeros, its first `cut` bytes, then a byte that differs from
                // the next one of the pattern (none when the row ends there).
                var row = pattern + [UInt8](repeating: 0, count: 40) + pattern.prefix(cut)
                if cut < length { row.append(pattern[cut] ^ 0xFF) }
                let n = row.count
                row += [UInt8](repeating: 0, count: 16)
                var tokens = DeflateTokens(capacity: 2 * n + 16)
                defer { tokens.deallocate() }
                row.withUnsafeBufferPointer { tokens.tokenize(row: $0.baseAddress!, count: n, start: 1) }
                // Each match token with the offset in the row where it starts.
                var offset = 0
                var matches: [(start: Int, length: Int, distance: Int)] = []
                for token in (0..<tokens.count).map({ tokens.tokens[$0] }) {
                    if token & DeflateTokens.matchFlag != 0 {
                        let match = (start: offset, length: Int(token >> 16 & 0x1FF), distance: Int(token & 0xFFFF))
                        matches.append(match)
                        offset += match.length
                    } else {
                        offset += token & DeflateTokens.runFlag != 0 ? Int(token & ~DeflateTokens.runFlag) : 1
                    }
                }
                #expect(offset == n)
                // One probe a byte may miss the first bytes (a hash collision); the matches
                // then cover the rest of the repeat and end exactly where it ends, but for
                // fewer than `shortestMatch` bytes past a match of 258, written as literals.
                let repeats = matches.filter { $0.distance == length + 40 }
                let copied = repeats.reduce(0) { $0 + $1.length }
                #expect(copied >= cut - 5 && copied <= cut, "pattern \(length), cut \(cut): \(repeats)")
                let end = length + 40 + (cut > 258 && cut - 258 < DeflateTokens.shortestMatch ? 258 : cut)
                #expect(repeats.last.map { $0.start + $0.length } == end, "pattern \(length), cut \(cut): \(repeats)")
                #expect(repeats.allSatisfy { $0.length <= 258 })
            }
        }
    }

    @Test("Long repeats along a row round-trip", arguments: [9, 30, 86, 87, 100])
    func longRepeatsRoundTrip(pixels: Int) throws {
        var g = SplitMix64(seed: UInt64(pixels))
        let stretch = (0..<pixels).map { _ in (g.byte(), g.byte(), g.byte()) }
        for cut in [0, 1, 3, pixels / 2, pixels - 1, pixels] {
            var image = RGBAImage(width: 2 * pixels + 12, height: 2, red: 200, green: 200, blue: 200, alpha: 255)
            for (i, c) in stretch.enumerated() {
                image.setPixel(x: 1 + i, y: 0, r: c.0, g: c.1, b: c.2, a: 255)
                if i < cut { image.setPixel(x: pixels + 12 + i, y: 0, r: c.0, g: c.1, b: c.2, a: 255) }
                image.setPixel(x: 1 + i, y: 1, r: c.1, g: c.2, b: c.0, a: 255)
            }
            if cut < pixels { image.setPixel(x: pixels + 12 + cut, y: 0, r: 1, g: 2, b: 3, a: 255) }
            let png = try PNGEncoder(method: .fast).encode(image)
            #expect(try PNGDecoder().decode(png) == image, "\(pixels) pixels cut at \(cut)")
        }
    }
}
