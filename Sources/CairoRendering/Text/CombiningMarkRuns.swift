/// The limit on combining marks in a row that the Pango engine draws: the first
/// ``limit`` marks after a character are kept, the rest left out (docs/REFERENCE.md §16.1).
///
/// HarfBuzz 6 (Debian 12) places each mark by searching back over every mark before it to
/// the base character, so one character carrying n marks costs n² (100,000 accents on one
/// letter took ten minutes). 32 is HarfBuzz's own bound on the marks it reorders
/// (`HB_OT_SHAPE_MAX_COMBINING_MARKS`); Unicode's stream-safe text format allows 30 in a
/// row (UAX #15). UIKit draws them all, stacked out of the line.
enum CombiningMarkRuns {
    /// The most combining marks (general categories Mn, Mc, Me) kept in a row.
    static let limit = 32

    /// `bytes` (UTF-8) without the marks past ``limit`` in a row, or nil when no run is that
    /// long.
    /// - Complexity: O(n).
    static func capped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        // A mark is U+0300 or above, three UTF-8 bytes or more (two from U+0300 to U+07FF):
        // too few bytes for that many marks need no look.
        guard bytes.count > 2 * limit else { return nil }
        var kept: [UInt8]?
        var run = 0
        var index = 0
        while index < bytes.count {
            let length = scalarLength(bytes[index])
            let end = min(bytes.count, index + length)
            var isMark = false
            if length > 1, let scalar = decode(bytes, index, end) {
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark: isMark = true
                default: break
                }
            }
            run = isMark ? run + 1 : 0
            if run > limit {
                if kept == nil { kept = Array(bytes[..<index]) }
            } else {
                kept?.append(contentsOf: bytes[index..<end])
            }
            index = end
        }
        return kept
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF7: return 4
        default: return 1
        }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Unicode.Scalar? {
        var iterator = bytes[start..<end].makeIterator()
        var decoder = UTF8()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}
