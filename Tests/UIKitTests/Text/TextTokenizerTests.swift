import Foundation
import Testing
import UIKit

/// A text view's and a text field's tokenizer (docs/REFERENCE.md §25.18). Expected values are
/// counted by hand in "Hello, world. Second one.\nNext para" — H0 … o4 ,5 ␣6 w7 … d11 .12 ␣13
/// S14 … d19 ␣20 o21 n22 e23 .24 ⏎25 N26 … t29 ␣30 p31 … a34, 35 long — whose words are
/// 0..<5, 7..<12, 14..<20, 21..<24, 26..<30, 31..<35 (UAX #29, pieces with letters), sentences
/// 0..<13, 14..<25, 26..<35 (each without the space or line break after it), paragraphs
/// 0..<25 and 26..<35 (without the line feed); in a view 400 wide its lines are its
/// paragraphs. A position between two units ends the one before it (forward) and starts the
/// one after it (backward).
@Suite struct TextTokenizerTests {
    static let text = "Hello, world. Second one.\nNext para"
    let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)

    private func textView(_ text: String = Self.text, width: CGFloat = 400) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        view.font = .systemFont(ofSize: 17)
        view.text = text
        return view
    }

    private func position(_ input: some UITextInput, _ offset: Int) -> UITextPosition {
        input.position(from: input.beginningOfDocument, offset: offset) ?? input.endOfDocument
    }

    /// The unit enclosing `offset`, as offsets.
    private func enclosing(_ input: some UITextInput, _ offset: Int, _ granularity: UITextGranularity, _ direction: UITextDirection)
        -> Range<Int>?
    {
        input.tokenizer.rangeEnclosingPosition(position(input, offset), with: granularity, inDirection: direction).map {
            input.offset(from: input.beginningOfDocument, to: $0.start)..<input.offset(from: input.beginningOfDocument, to: $0.end)
        }
    }

    /// The next boundary from `offset`, as an offset.
    private func next(_ input: some UITextInput, _ offset: Int, _ granularity: UITextGranularity, _ direction: UITextDirection) -> Int? {
        input.tokenizer.position(from: position(input, offset), toBoundary: granularity, inDirection: direction).map {
            input.offset(from: input.beginningOfDocument, to: $0)
        }
    }

    private func atBoundary(_ input: some UITextInput, _ offset: Int, _ granularity: UITextGranularity, _ direction: UITextDirection)
        -> Bool
    {
        input.tokenizer.isPosition(position(input, offset), atBoundary: granularity, inDirection: direction)
    }

    private func within(_ input: some UITextInput, _ offset: Int, _ granularity: UITextGranularity, _ direction: UITextDirection) -> Bool {
        input.tokenizer.isPosition(position(input, offset), withinTextUnit: granularity, inDirection: direction)
    }

    /// Inside "Hello" both directions find it; at its end (5) only backward does, at the
    /// start of "world" (7) only forward; between them (6) nothing encloses.
    @Test func theWordEnclosingAPosition() {
        let view = textView()
        #expect(enclosing(view, 2, .word, forward) == 0..<5)
        #expect(enclosing(view, 2, .word, backward) == 0..<5)
        #expect(enclosing(view, 5, .word, forward) == nil)
        #expect(enclosing(view, 5, .word, backward) == 0..<5)
        #expect(enclosing(view, 6, .word, forward) == nil && enclosing(view, 6, .word, backward) == nil)
        #expect(enclosing(view, 7, .word, forward) == 7..<12)
        #expect(enclosing(view, 7, .word, backward) == nil)
        #expect(enclosing(view, 35, .word, forward) == nil && enclosing(view, 35, .word, backward) == 31..<35)
    }

    /// A word's end is a boundary looking forward, its start looking backward; the inside of
    /// a word is none. Within: inside, or at the start looking forward, the end looking back.
    @Test func wordBoundariesAndInsides() {
        let view = textView()
        #expect(atBoundary(view, 5, .word, forward) && !atBoundary(view, 5, .word, backward))
        #expect(atBoundary(view, 7, .word, backward) && !atBoundary(view, 7, .word, forward))
        #expect(!atBoundary(view, 2, .word, forward) && !atBoundary(view, 2, .word, backward))
        #expect(atBoundary(view, 0, .word, backward) && atBoundary(view, 35, .word, forward))
        #expect(within(view, 2, .word, forward) && within(view, 2, .word, backward))
        #expect(within(view, 0, .word, forward) && !within(view, 0, .word, backward))
        #expect(!within(view, 35, .word, forward) && within(view, 35, .word, backward))
        #expect(!within(view, 6, .word, forward) && !within(view, 6, .word, backward))
    }

    /// Forward: from inside a word to its end, from its end to the next word's start, from the
    /// last word's end nowhere. Backward: to the word's start, the previous word's end.
    @Test func theNextWordBoundary() {
        let view = textView()
        #expect(next(view, 2, .word, forward) == 5)
        #expect(next(view, 5, .word, forward) == 7)
        #expect(next(view, 12, .word, forward) == 14)
        #expect(next(view, 34, .word, forward) == 35)
        #expect(next(view, 35, .word, forward) == nil)
        #expect(next(view, 2, .word, backward) == 0)
        #expect(next(view, 7, .word, backward) == 5)
        #expect(next(view, 0, .word, backward) == nil)
    }

    /// Left-to-right text: right and down look forward, left and up backward; in a
    /// right-to-left layout left looks forward.
    @Test func layoutDirectionsReadAsStorageDirections() {
        let view = textView()
        #expect(next(view, 2, .word, .layout(.right)) == 5 && next(view, 2, .word, .layout(.down)) == 5)
        #expect(next(view, 2, .word, .layout(.left)) == 0 && next(view, 2, .word, .layout(.up)) == 0)
        #expect(UITextDirection.layout(.left).rawValue == 3 && UITextDirection.storage(.backward).rawValue == 1)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(next(view, 2, .word, .layout(.left)) == 5 && next(view, 2, .word, .layout(.right)) == 0)
    }

    /// Sentences end after their full stop (13, 24); the space and the line feed after them
    /// belong to none.
    @Test func sentences() {
        let view = textView()
        #expect(enclosing(view, 16, .sentence, forward) == 14..<25)
        #expect(enclosing(view, 13, .sentence, forward) == nil && enclosing(view, 13, .sentence, backward) == 0..<13)
        #expect(atBoundary(view, 13, .sentence, forward) && atBoundary(view, 14, .sentence, backward))
        #expect(next(view, 13, .sentence, forward) == 14)
        #expect(next(view, 14, .sentence, forward) == 25)
        #expect(next(view, 25, .sentence, forward) == 26)
        #expect(next(view, 26, .sentence, backward) == 25)
    }

    /// Paragraphs leave out the line feed (25); in a wide view the lines are the same units.
    @Test func paragraphsAndLinesOfAWideView() {
        let view = textView()
        for granularity in [UITextGranularity.paragraph, .line] {
            #expect(enclosing(view, 3, granularity, backward) == 0..<25)
            #expect(enclosing(view, 25, granularity, forward) == nil && enclosing(view, 25, granularity, backward) == 0..<25)
            #expect(enclosing(view, 26, granularity, forward) == 26..<35)
            #expect(atBoundary(view, 25, granularity, forward) && !atBoundary(view, 25, granularity, backward))
            #expect(next(view, 3, granularity, forward) == 25)
            #expect(next(view, 25, granularity, forward) == 26)
            #expect(next(view, 26, granularity, backward) == 25)
            #expect(next(view, 30, granularity, forward) == 35 && next(view, 35, granularity, forward) == nil)
        }
    }

    /// "aaaa bbbb" in a text view 70 wide: its line is 70 − 2 × 5 = 60 wide; in DejaVu Sans at
    /// 17 pt "aaaa " is 4 × 10.42 + 5.40 = 47.07 and the whole 47.07 + 4 × 10.79 = 90.23, so
    /// the line breaks after the space: lines 0..<5 and 5..<9, one paragraph 0..<9. The wrap
    /// at 5 ends the first line and starts the second.
    @Test func linesAreTheLinesTheViewDraws() {
        let view = textView("aaaa bbbb", width: 70)
        #expect(enclosing(view, 2, .line, forward) == 0..<5)
        #expect(enclosing(view, 5, .line, forward) == 5..<9 && enclosing(view, 5, .line, backward) == 0..<5)
        #expect(atBoundary(view, 5, .line, forward) && atBoundary(view, 5, .line, backward))
        #expect(next(view, 2, .line, forward) == 5 && next(view, 5, .line, forward) == 9 && next(view, 5, .line, backward) == 0)
        #expect(enclosing(view, 5, .paragraph, forward) == 0..<9 && !atBoundary(view, 5, .paragraph, forward))
    }

    /// The document is the whole text; at its ends only the side inside it encloses; an empty
    /// text encloses nothing, its one position both ends.
    @Test func theDocument() {
        let view = textView()
        #expect(enclosing(view, 10, .document, forward) == 0..<35)
        #expect(enclosing(view, 35, .document, forward) == nil && enclosing(view, 35, .document, backward) == 0..<35)
        #expect(next(view, 10, .document, backward) == 0 && next(view, 10, .document, forward) == 35)
        #expect(next(view, 35, .document, forward) == nil)
        let empty = textView("")
        #expect(enclosing(empty, 0, .document, forward) == nil && enclosing(empty, 0, .word, forward) == nil)
        #expect(atBoundary(empty, 0, .document, forward) && atBoundary(empty, 0, .document, backward))
        #expect(next(empty, 0, .character, forward) == nil)
    }

    /// Characters are grapheme clusters: in "a👍🏽b" the thumb with its skin tone is one,
    /// four UTF-16 code units (1..<5); a position inside it lies within it.
    @Test func charactersAreGraphemeClusters() {
        let view = textView("a👍🏽b")
        #expect(next(view, 1, .character, forward) == 5)
        #expect(next(view, 5, .character, backward) == 1)
        #expect(enclosing(view, 3, .character, forward) == 1..<5)
        #expect(enclosing(view, 5, .character, forward) == 5..<6 && enclosing(view, 5, .character, backward) == 1..<5)
    }

    /// A text field hands out one string tokenizer; its one line is its text.
    @Test func aTextFieldsTokenizer() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        field.text = "Hello, world"
        #expect(field.tokenizer === field.tokenizer)
        #expect(field.tokenizer is UITextInputStringTokenizer)
        #expect(enclosing(field, 3, .line, forward) == 0..<12)
        #expect(next(field, 3, .word, forward) == 5 && next(field, 5, .word, forward) == 7)
    }

    /// No answer for a direction of no declared raw value, for a position past the text, or
    /// once the text input is gone (the tokenizer does not retain it).
    @Test func nothingForBadQuestionsOrAGoneInput() throws {
        let view = textView("Hi there")
        let far = position(textView(), 30)
        #expect(view.tokenizer.rangeEnclosingPosition(position(view, 1), with: .word, inDirection: UITextDirection(rawValue: 42)) == nil)
        #expect(!view.tokenizer.isPosition(position(view, 2), atBoundary: .word, inDirection: UITextDirection(rawValue: -1)))
        #expect(view.tokenizer.position(from: far, toBoundary: .word, inDirection: backward) == nil)
        var gone: UITextView? = textView()
        weak let weakView = gone
        let tokenizer = try #require(gone?.tokenizer)
        gone = nil
        try #require(weakView == nil)
        #expect(tokenizer.rangeEnclosingPosition(far, with: .document, inDirection: forward) == nil)
        #expect(!tokenizer.isPosition(far, withinTextUnit: .document, inDirection: backward))
    }

    /// A subclass overrides the four methods and calls the superclass's, as Apple's
    /// subclassing notes ask: here a line is a paragraph.
    @Test func aSubclassAnswersItsOwnLines() {
        final class ParagraphLines: UITextInputStringTokenizer {
            override func position(
                from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
            )
                -> UITextPosition?
            {
                super.position(from: position, toBoundary: granularity == .line ? .paragraph : granularity, inDirection: direction)
            }
        }
        let view = textView("aaaa bbbb", width: 70)
        let tokenizer = ParagraphLines(textInput: view)
        let end = tokenizer.position(from: position(view, 2), toBoundary: .line, inDirection: forward)
        #expect(end.map { view.offset(from: view.beginningOfDocument, to: $0) } == 9)
    }
}
