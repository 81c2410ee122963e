import CPangoCairo
import Foundation

/// Where a text's words and sentences begin and end, by the text engine that draws it:
/// Pango's word and sentence boundaries (Unicode's text segmentation, UAX #29, with a
/// language's own rules where Pango has them), in UTF-16 code units. UIKit's text input
/// tokenizer reads its word and sentence units from them (docs/REFERENCE.md §25.18).
public struct TextSegments: Sendable, Equatable {
    /// The words, in order: the pieces between word boundaries that hold a letter or a digit
    /// ("Hello", "don't", "3.5"), not the spaces, punctuation and symbols between them.
    public var words: [Range<Int>]
    /// The sentences, in order: the pieces between sentence boundaries, each without the white
    /// space at its end (the spaces and the line break after its last character).
    public var sentences: [Range<Int>]

    /// The segments of `string` by the rules of `language` (a BCP 47 tag or a POSIX locale
    /// name, "en-US" or "en_US"; nil: Pango's default language). Empty for an empty string
    /// or one longer than Pango takes (2³¹ − 1 bytes).
    /// - Complexity: O(n) in the string's length.
    public init(_ string: String, language: String?) {
        words = []
        sentences = []
        var bytes = Array(string.utf8)
        let scalars = Array(string.unicodeScalars)
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars.count + 1)
        let pangoLanguage = language.flatMap { pango_language_from_string($0) } ?? pango_language_get_default()
        bytes.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                pango_get_log_attrs(text.baseAddress, Int32(buffer.count - 1), -1, pangoLanguage, &attributes, Int32(scalars.count + 1))
            }
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var utf16 = 0
        for scalar in scalars {
            offsets.append(utf16)
            utf16 += UTF16.width(scalar)
        }
        offsets.append(utf16)
        var wordStart = 0, sentenceStart = 0
        for index in 1..<offsets.count {
            if attributes[index].is_word_boundary != 0 || index == scalars.count {
                if scalars[wordStart..<index].contains(where: Self.isLetterOrDigit) { words.append(offsets[wordStart]..<offsets[index]) }
                wordStart = index
            }
            if attributes[index].is_sentence_boundary != 0 || index == scalars.count {
                var end = index
                while end > sentenceStart, attributes[end - 1].is_white != 0 { end -= 1 }
                if end > sentenceStart { sentences.append(offsets[sentenceStart]..<offsets[end]) }
                sentenceStart = index
            }
        }
    }

    /// Whether `scalar` is a letter or a digit (Unicode's general categories L and N), what
    /// makes a piece between word boundaries a word.
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber,
            .otherNumber:
            true
        default: false
        }
    }
}
