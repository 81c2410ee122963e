import Foundation

/// The units of one granularity of a text, as a tokenizer reads them (docs/REFERENCE.md
/// §25.18): ranges in UTF-16 code units, in order, none overlapping another (an empty one is
/// an empty paragraph or line). A position between two units ends the one before it and
/// starts the one after it; the direction says which it counts in.
struct TextUnits: Equatable {
    /// The units, in order.
    var ranges: [Range<Int>]

    /// Whether `offset` is at a boundary looking forward (a unit ends there) or backward (one
    /// starts there).
    /// - Complexity: O(n) in the units.
    func isBoundary(_ offset: Int, forward: Bool) -> Bool {
        ranges.contains { (forward ? $0.upperBound : $0.lowerBound) == offset }
    }

    /// The unit `offset` lies in: one it lies inside, else a non-empty one it starts (looking
    /// forward) or ends (looking backward); nil when there is none.
    /// - Complexity: O(n) in the units.
    func unit(enclosing offset: Int, forward: Bool) -> Range<Int>? {
        ranges.first { unit in
            guard !unit.isEmpty else { return false }
            return unit.lowerBound < offset && offset < unit.upperBound || offset == (forward ? unit.lowerBound : unit.upperBound)
        }
    }

    /// The nearest start or end of a unit after `offset` (looking forward) or before it
    /// (backward); nil when there is none.
    /// - Complexity: O(n) in the units.
    func boundary(from offset: Int, forward: Bool) -> Int? {
        let ends = ranges.flatMap { [$0.lowerBound, $0.upperBound] }
        return forward ? ends.filter { $0 > offset }.min() : ends.filter { $0 < offset }.max()
    }
}

extension TextUnits {
    /// The characters of `text`: its grapheme clusters (an emoji with its modifiers is one).
    /// - Complexity: O(n) in the text's length.
    static func characters(of text: String) -> TextUnits {
        var ranges: [Range<Int>] = []
        var start = 0
        for character in text {
            let end = start + character.utf16.count
            ranges.append(start..<end)
            start = end
        }
        return TextUnits(ranges: ranges)
    }

    /// The paragraphs of `text`, as Foundation finds them: the text between paragraph
    /// separators (line feed, carriage return, both, U+0085, U+2029), each without its
    /// separator; after a final separator, an empty paragraph at the end.
    /// - Complexity: O(n) in the text's length.
    static func paragraphs(of text: NSString) -> TextUnits {
        contents(of: text, options: .byParagraphs, isSeparator: { $0 != 0x2028 })
    }

    /// The lines of `text` when nothing lays it out: the paragraphs, broken at U+2028 too.
    /// - Complexity: O(n) in the text's length.
    static func hardLines(of text: NSString) -> TextUnits {
        contents(of: text, options: .byLines, isSeparator: { _ in true })
    }

    /// The lines laid out, `lines` (each line's characters, its line break included): each
    /// without its line break; after a final line break, an empty line at the end.
    /// - Complexity: O(n) in the lines.
    static func lines(_ lines: [NSRange], of text: NSString) -> TextUnits {
        var ranges: [Range<Int>] = lines.compactMap { line in
            let start = max(0, line.location), end = min(text.length, NSMaxRange(line))
            guard start <= end else { return nil }
            guard end > start else { return start..<end }
            var contentsEnd = 0
            text.getLineStart(nil, end: nil, contentsEnd: &contentsEnd, for: NSRange(location: end - 1, length: 0))
            return start..<min(end, max(start, contentsEnd))
        }
        if endsWithLineBreak(text, isSeparator: { _ in true }), ranges.last?.upperBound ?? 0 < text.length {
            ranges.append(text.length..<text.length)
        }
        return TextUnits(ranges: ranges)
    }

    /// `text`'s pieces between line terminators as Foundation enumerates them by `options`,
    /// and an empty one at the end after a final terminator that `isSeparator` accepts.
    private static func contents(of text: NSString, options: NSString.EnumerationOptions, isSeparator: (unichar) -> Bool) -> TextUnits {
        var ranges: [Range<Int>] = []
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: [options, .substringNotRequired]) {
            _, range, _, _ in
            ranges.append(range.location..<NSMaxRange(range))
        }
        if endsWithLineBreak(text, isSeparator: isSeparator) { ranges.append(text.length..<text.length) }
        return TextUnits(ranges: ranges)
    }

    /// Whether `text` ends with a line terminator (line feed, carriage return, U+0085, U+2028,
    /// U+2029) that `isSeparator` accepts.
    private static func endsWithLineBreak(_ text: NSString, isSeparator: (unichar) -> Bool) -> Bool {
        guard text.length > 0 else { return false }
        let last = text.character(at: text.length - 1)
        return [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(last) && isSeparator(last)
    }
}
