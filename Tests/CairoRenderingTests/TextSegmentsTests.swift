import CairoRendering
import Testing

/// A text's words and sentences by Pango's boundaries (docs/REFERENCE.md §25.18), in UTF-16
/// code units. Expected values are counted by hand from UAX #29's rules: a word is a piece
/// between word boundaries holding a letter or digit (WB6/WB7 keep "don't" whole, WB11/WB12
/// "3.5"); a sentence ends after its terminator and the spaces and line break after it
/// (SB9–SB11, SB4), which the sentence leaves out.
@Suite struct TextSegmentsTests {
    /// "Hello, world. Second one.\nNext para": H0 … o4 ,5 ␣6 w7 … d11 .12 ␣13 S14 … d19 ␣20
    /// o21 n22 e23 .24 ⏎25 N26 … t29 ␣30 p31 … a34, 35 long.
    @Test func wordsAndSentencesOfTwoParagraphs() {
        let segments = TextSegments("Hello, world. Second one.\nNext para", language: "en-US")
        #expect(segments.words == [0..<5, 7..<12, 14..<20, 21..<24, 26..<30, 31..<35])
        #expect(segments.sentences == [0..<13, 14..<25, 26..<35])
    }

    /// An apostrophe between letters and a full stop between digits join them; punctuation,
    /// spaces and an emoji are no word.
    @Test func apostrophesAndDecimalPointsStayInsideWords() {
        let segments = TextSegments("don't stop 3.5 times!", language: "en_US")
        // d0 o1 n2 '3 t4 ␣5 s6 … p9 ␣10 3₁₁ .12 5₁₃ ␣14 t15 … s19 !20
        #expect(segments.words == [0..<5, 6..<10, 11..<14, 15..<20])
        #expect(segments.sentences == [0..<21])
    }

    /// Offsets count UTF-16 code units: the emoji 😀 (U+1F600) takes two.
    @Test func offsetsAreUTF16CodeUnits() {
        // n0 a1 ï2 v3 e4 ␣5 😀6–7 ␣8 c9 a10 f11 é12
        let segments = TextSegments("naïve 😀 café", language: nil)
        #expect(segments.words == [0..<5, 9..<13])
    }

    /// Nothing in an empty text or one of spaces and punctuation alone.
    @Test func emptyAndWordlessTexts() {
        #expect(TextSegments("", language: "en").words.isEmpty)
        let blank = TextSegments("  ,, \n", language: "en")
        #expect(blank.words.isEmpty)
        // SB: the piece ",," after two spaces is a sentence of punctuation, its trailing
        // white space left out.
        #expect(blank.sentences == [0..<4])
    }
}
