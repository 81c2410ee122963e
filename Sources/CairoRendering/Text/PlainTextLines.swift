/// The rules of the word-shaping fast path of ``PangoTextEngine/measure(_:font:width:)``
/// (docs/REFERENCE.md, "Self-sizing"): which texts it takes, and the greedy line breaking
/// that reproduces Pango's `PANGO_WRAP_WORD_CHAR` for them. Everything here is in Pango
/// units (1/1024 point), as Pango compares and sums widths.
///
/// A text is taken only when Pango's own line breaking (UAX #14) can break it nowhere but
/// after its single spaces, and nothing else can make Pango lay it out differently from the
/// sum of its words:
/// - only ASCII letters, digits, `. , : ; ! ?`, the apostrophe, the space (U+0020) and the
///   precomposed Latin-1 letters U+00C0–U+00FF but `×` and `÷` (`é`, `ü`, `ñ`, `ß`: UAX #14
///   class AL, like ASCII letters): no hyphens, slashes, double quotes, brackets, symbols,
///   tabs, newlines, combining marks or other non-ASCII (CJK, emoji), which break
///   elsewhere, pick other fonts or shape across spaces;
/// - every word starts with a letter or a digit, and its punctuation only ends it (`end.`,
///   `wait!?`): between a punctuation mark and a letter or digit UAX #14 may break (`a,1`,
///   `hi!there`), and before `!`, `?`, `.`… it never breaks, even after a space (LB13);
/// - an apostrophe (UAX #14 class QU) only follows a letter (`it's`, `dogs'`): nothing breaks
///   before or after it (LB19) but the break after the space that ends its word (LB18);
/// - words are separated by exactly one space, with no space at the start or the end (Pango
///   hangs trailing and repeated spaces differently);
/// - at least one letter, so that Pango itemizes the whole text in the Latin script (a text
///   of digits and punctuation alone is in the Common script, which may shape differently).
enum PlainTextLines {
    /// What a byte may be: 0 not taken, 1 letter, 2 digit, 3 trailing punctuation, 4 space,
    /// 5 apostrophe.
    @inline(__always)
    private static func kind(of byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 2
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"): return 3
        case UInt8(ascii: " "): return 4
        case UInt8(ascii: "'"): return 5
        default: return 0
        }
    }

    /// Every character the fast path may meet but the space, for the font checks.
    static let characters =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:;!?'" + String(String.UnicodeScalarView(latinLetters))

    /// The Latin-1 letters the fast path takes: U+00C0–U+00FF but U+00D7 `×` and U+00F7 `÷`.
    static let latinLetters = (UInt32(0xC0)...0xFF).filter { $0 != 0xD7 && $0 != 0xF7 }.compactMap(Unicode.Scalar.init)

    /// Whether the two bytes at `index` of `text` encode a letter of ``latinLetters`` (UTF-8
    /// `C3 80`…`C3 BF` but `C3 97` and `C3 B7`).
    @inline(__always)
    private static func isLatinLetter(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard text[index] == 0xC3, index + 1 < text.count else { return false }
        let second = text[index + 1]
        return (0x80...0xBF).contains(second) && second != 0x97 && second != 0xB7
    }

    /// The byte ranges of the words of `text` (UTF-8), appended to `words` (emptied first),
    /// or false when the text is not one the fast path takes (see above).
    static func words(of text: UnsafeBufferPointer<UInt8>, into words: inout [Range<Int>]) -> Bool {
        words.removeAll(keepingCapacity: true)
        var start = 0, previous: UInt8 = 4, hasLetter = false
        var index = 0
        while index < text.count {
            // A Latin-1 letter is two bytes, one letter.
            let latin = isLatinLetter(text, at: index)
            let kind = latin ? 1 : kind(of: text[index])
            switch kind {
            case 1, 2:
                // A letter or digit starts a word or continues one, never after punctuation.
                guard previous != 3 else { return false }
                if previous == 4 { start = index }
                hasLetter = hasLetter || kind == 1
            case 5:
                // An apostrophe inside or at the end of a word, after a letter.
                guard previous == 1 else { return false }
            case 3:
                // Punctuation ends a word: after a letter, a digit or punctuation.
                guard previous != 4 else { return false }
            case 4:
                // One space between two words.
                guard previous != 4 else { return false }
                words.append(start..<index)
            default:
                return false
            }
            previous = kind
            index += latin ? 2 : 1
        }
        guard previous != 4, hasLetter else { return false }
        words.append(start..<text.count)
        return true
    }

    /// The lines Pango makes of words of `widths` separated by spaces of `space`, wrapped at
    /// `width` (nil: never): how many, and the widest line's width without its trailing space.
    /// No word may be wider than `width` (Pango would break inside it: the caller declines).
    ///
    /// Pango (1.50, `process_item`) breaks greedily: a word joins the line when the line
    /// with it, not counting the space a break after it would leave at the end, is at most
    /// `width`; a wrapped line's final space has no width (`zero_line_final_trailing_whitespace`).
    static func lines(widths: [Int32], space: Int32, width: Int32?) -> (count: Int, widest: Int64) {
        guard let first = widths.first else { return (0, 0) }
        let limit = width.map(Int64.init) ?? .max
        var line = Int64(first), widest: Int64 = 0, count = 1
        for word in widths.dropFirst() {
            let next = Int64(word)
            let joined = line + Int64(space) + next
            if joined <= limit {
                line = joined
            } else {
                widest = max(widest, line)
                count += 1
                line = next
            }
        }
        return (count, max(widest, line))
    }
}
