import CPangoCairo

/// A text of many paragraphs cut into chunks of a few dozen paragraphs, which Pango lays out
/// one at a time (docs/REFERENCE.md §16.1): Pango 1.50 counts the characters before each
/// paragraph it lays out from the start of the text (`pango_itemize_with_font`), so a text
/// of n paragraphs cost n² (50,000 short lines took 80 seconds to measure).
///
/// Pango lays each paragraph out on its own — its lines, their widths and heights — but for
/// its direction: a paragraph with no letter of either direction takes that of the paragraph
/// before it, and those before the text's first letter take that letter's (Pango's
/// `pango_layout_check_lines`), which alignment follows. A chunk therefore starts only at a
/// paragraph with a letter, after one (so that each chunk begins as the text would have
/// it), or anywhere in a text with no letter at all. Cut between paragraphs, the chunks'
/// sizes add up to the text's exactly.
enum ParagraphChunks {
    /// The fewest paragraphs a chunk holds; a text with no more is not cut.
    static let paragraphs = 64

    /// The byte ranges of the chunks of `bytes` (UTF-8) of at least `paragraphs` paragraphs,
    /// each without the paragraph separator that ends it, or nil when it is one chunk.
    /// - Complexity: O(n).
    static func ranges(of bytes: UnsafeBufferPointer<UInt8>, paragraphs minimum: Int = paragraphs) -> [Range<Int>]? {
        var paragraphs: [Range<Int>] = []
        var start = 0, index = 0
        while index < bytes.count {
            let length = separatorLength(bytes, at: index)
            if length > 0 {
                paragraphs.append(start..<index)
                index += length
                start = index
            } else {
                index += 1
            }
        }
        paragraphs.append(start..<bytes.count)
        guard paragraphs.count > minimum, let base = bytes.baseAddress else { return nil }
        let direction = { (range: Range<Int>) in
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pango_find_base_dir($0 + range.lowerBound, Int32(range.count)) }
        }
        let anyLetter = direction(0..<bytes.count) != PANGO_DIRECTION_NEUTRAL
        var chunks: [Range<Int>] = []
        var chunkStart = 0, count = 0, letterSeen = false
        for (index, paragraph) in paragraphs.enumerated() {
            let hasLetter = anyLetter && direction(paragraph) != PANGO_DIRECTION_NEUTRAL
            if count >= minimum, !anyLetter || (hasLetter && letterSeen) {
                chunks.append(chunkStart..<paragraphs[index - 1].upperBound)
                chunkStart = paragraph.lowerBound
                count = 0
            }
            letterSeen = letterSeen || hasLetter
            count += 1
        }
        chunks.append(chunkStart..<bytes.count)
        return chunks.count > 1 ? chunks : nil
    }

    /// The length of the paragraph separator at `index` as Pango finds it
    /// (`pango_find_paragraph_boundary`: `\n`, `\r`, `\r\n`, U+2029), or 0.
    private static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xE2: return index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }
}
