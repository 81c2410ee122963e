import Foundation
import Testing
import UIKit

/// `UITextInput`'s geometry of a text view and a text field (docs/REFERENCE.md §25.12), from the
/// lines they draw. Expected values are worked from DejaVu Sans' metrics (DejaVuSans.ttf: 2048
/// units per em, ascent 1901, descent 483; advances "a" 1255, "b" 1300): at 17 points "a" is
/// 10.4175 wide, "b" 10.7910, a line 19.7891 high. A text view's text starts 8 below its top
/// (the container inset) and 5 right of its left (the line fragment padding); the caret is 2 wide.
@Suite struct TextInputGeometryTests {
    let a = 1255.0 * 17 / 2048, b = 1300.0 * 17 / 2048, line = (1901.0 + 483) * 17 / 2048
    let tolerance = 2.0 / 1024

    private func close(_ rect: CGRect, _ expected: CGRect) -> Bool {
        abs(rect.minX - expected.minX) <= tolerance && abs(rect.minY - expected.minY) <= tolerance
            && abs(rect.width - expected.width) <= tolerance && abs(rect.height - expected.height) <= tolerance
    }

    /// "ab\nba" in a 17-point text view 200 wide.
    private func textView(_ text: String = "ab\nba") -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = text
        return view
    }

    private func position(_ input: some UITextInput, _ offset: Int) -> UITextPosition {
        input.position(from: input.beginningOfDocument, offset: offset) ?? input.endOfDocument
    }

    /// The offset of the position nearest `point` in `input`, nil for none.
    private func closest(_ input: some UITextInput, _ point: CGPoint) -> Int? {
        input.closestPosition(to: point).map { input.offset(from: input.beginningOfDocument, to: $0) }
    }

    private func range(_ input: some UITextInput, _ from: Int, _ to: Int) -> UITextRange? {
        input.textRange(from: position(input, from), to: position(input, to))
    }

    /// The caret after "a" on the first line, before "\n" (the end of the first line), at the
    /// start of the second and at the end of the text; scrolling does not move it (the view's
    /// coordinates are its content's).
    @Test func theCaretOfATextView() {
        let view = textView()
        #expect(close(view.caretRect(for: position(view, 1)), CGRect(x: 5 + a, y: 8, width: 2, height: line)))
        #expect(close(view.caretRect(for: position(view, 2)), CGRect(x: 5 + a + b, y: 8, width: 2, height: line)))
        #expect(close(view.caretRect(for: position(view, 3)), CGRect(x: 5, y: 8 + line, width: 2, height: line)))
        #expect(close(view.caretRect(for: view.endOfDocument), CGRect(x: 5 + b + a, y: 8 + line, width: 2, height: line)))
        view.contentOffset = CGPoint(x: 0, y: 10)
        #expect(close(view.caretRect(for: position(view, 1)), CGRect(x: 5 + a, y: 8, width: 2, height: line)))
    }

    /// 1..<4 ("b\nb") covers two lines: "b" and the line break on the first, the first "b" on
    /// the second; the first rectangle is the first line's.
    @Test func theRectanglesOfARangeInATextView() throws {
        let view = textView()
        let selected = try #require(range(view, 1, 4))
        let rects = view.selectionRects(for: selected)
        #expect(rects.count == 2)
        #expect(close(rects[0].rect, CGRect(x: 5 + a, y: 8, width: b, height: line)), "\(rects[0].rect)")
        #expect(close(rects[1].rect, CGRect(x: 5, y: 8 + line, width: b, height: line)), "\(rects[1].rect)")
        #expect(rects[0].containsStart && !rects[0].containsEnd && !rects[1].containsStart && rects[1].containsEnd)
        #expect(rects.allSatisfy { $0.writingDirection == .leftToRight && !$0.isVertical })
        #expect(close(view.firstRect(for: selected), rects[0].rect))
        let empty = try #require(range(view, 4, 4))
        #expect(view.selectionRects(for: empty).isEmpty)
        #expect(close(view.firstRect(for: empty), CGRect(x: 5 + b, y: 8 + line, width: 0, height: line)))
    }

    /// The insertion point nearest a point: before "a" a quarter into it, after it three
    /// quarters in, the end of the first line right of it, the second line below the text;
    /// moved into a range; the character under a point, none beside the text.
    @Test func positionsAndCharactersAtPointsInATextView() throws {
        let view = textView()
        let middle = 8 + line / 2
        #expect(closest(view, CGPoint(x: 5 + a / 4, y: middle)) == 0)
        #expect(closest(view, CGPoint(x: 5 + a * 3 / 4, y: middle)) == 1)
        #expect(closest(view, CGPoint(x: 150, y: middle)) == 2)
        #expect(closest(view, CGPoint(x: 5 + b * 0.9, y: 500)) == 4)
        let first = try #require(range(view, 0, 1))
        let within = view.closestPosition(to: CGPoint(x: 150, y: middle), within: first)
        #expect(within.map { view.offset(from: view.beginningOfDocument, to: $0) } == 1)
        let character = try #require(view.characterRange(at: CGPoint(x: 5 + a + 1, y: middle)))
        #expect(view.offset(from: view.beginningOfDocument, to: character.start) == 1 && view.text(in: character) == "b")
        #expect(view.characterRange(at: CGPoint(x: 150, y: middle)) == nil)
    }

    /// A 17-point rounded text field 200 × 30: its text starts after the 7-point padding and
    /// its line is centred in the height; centred text starts half the room in.
    @Test func theGeometryOfATextField() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 17)
        field.text = "ab"
        let top = (30 - line) / 2
        #expect(close(field.caretRect(for: position(field, 1)), CGRect(x: 7 + a, y: top, width: 2, height: line)))
        let both = try #require(range(field, 0, 2))
        #expect(close(field.firstRect(for: both), CGRect(x: 7, y: top, width: a + b, height: line)))
        #expect(field.selectionRects(for: both).count == 1)
        #expect(closest(field, CGPoint(x: 7 + a + b * 0.6, y: 0)) == 2)
        field.textAlignment = .center
        let start = 7 + (186 - a - b) / 2
        #expect(close(field.caretRect(for: field.beginningOfDocument), CGRect(x: start, y: top, width: 2, height: line)))
    }

    /// While editing, text wider than the field shows its end: "ababab" (3a + 3b) in a field
    /// 40 wide without a border ends at 40 and starts left of it.
    @Test func anEditedFieldTooNarrowShowsTheEnd() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        field.font = .systemFont(ofSize: 17)
        field.text = "ababab"
        field.becomeFirstResponder()
        #expect(abs(field.caretRect(for: field.endOfDocument).minX - 40) <= tolerance)
        #expect(abs(field.caretRect(for: field.beginningOfDocument).minX - (40 - 3 * a - 3 * b)) <= tolerance)
    }

    /// Empty text: the caret stands where the first line would start, a line of the font
    /// high; every point is nearest the start, and no character is under it.
    @Test func emptyText() {
        let view = textView("")
        let font = UIFont.systemFont(ofSize: 17)
        #expect(close(view.caretRect(for: view.beginningOfDocument), CGRect(x: 5, y: 8, width: 2, height: font.lineHeight)))
        #expect(closest(view, CGPoint(x: 90, y: 90)) == 0)
        #expect(view.characterRange(at: CGPoint(x: 5, y: 10)) == nil)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        field.font = font
        let caret = CGRect(x: 0, y: 20 - font.lineHeight / 2, width: 2, height: font.lineHeight)
        #expect(close(field.caretRect(for: field.endOfDocument), caret))
    }

    /// Bad input never traps: points that are not finite, positions from another view (the
    /// start) or past the end, a range reaching past the end.
    @Test func badInputAnswersSafely() throws {
        let view = textView()
        #expect(view.closestPosition(to: CGPoint(x: CGFloat.nan, y: 4)) == nil)
        #expect(view.characterRange(at: CGPoint(x: 5, y: CGFloat.infinity)) == nil)
        let other = UITextField()
        #expect(close(view.caretRect(for: other.beginningOfDocument), CGRect(x: 5, y: 8, width: 2, height: line)))
        #expect(close(view.caretRect(for: UITextPosition()), CGRect(x: 5, y: 8, width: 2, height: line)))
        let whole = try #require(range(view, 0, 5))
        view.text = "a"
        #expect(view.selectionRects(for: whole).count == 1 && close(view.firstRect(for: whole), CGRect(x: 5, y: 8, width: a, height: line)))
        #expect(view.selectionRects(for: UITextRange()).isEmpty)
    }

    /// An app's text field that draws a wider caret overrides `caretRect(for:)` and calls
    /// `super`, as on iOS.
    @Test func aSubclassWidensTheCaret() {
        let field = WideCaretField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.font = .systemFont(ofSize: 17)
        field.text = "a"
        #expect(abs(field.caretRect(for: field.endOfDocument).width - 5) <= tolerance)
        #expect(abs(field.caretRect(for: field.endOfDocument).minX - a) <= tolerance)
    }
}

/// A text field with a 5-point caret.
private final class WideCaretField: UITextField {
    override func caretRect(for position: UITextPosition) -> CGRect {
        var rect = super.caretRect(for: position)
        rect.size.width = 5
        return rect
    }
}
