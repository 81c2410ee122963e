import Foundation
import Testing
import UIKit

/// A text view's `UITextInput` positions are offsets into its text in UTF-16 code units, as
/// `selectedRange` counts: "héllo 👋" is h, é, l, l, o, space and the two code units of 👋 — 8.
@Suite struct TextPositionTests {
    private func textView() -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "héllo 👋"
        return view
    }

    @Test func theDocumentRunsFromOffsetZeroToTheUTF16Length() throws {
        let view = textView()
        #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 8)
        #expect(view.offset(from: view.endOfDocument, to: view.beginningOfDocument) == -8)
        #expect(view.compare(view.beginningOfDocument, to: view.endOfDocument) == .orderedAscending)
        #expect(view.compare(view.endOfDocument, to: view.beginningOfDocument) == .orderedDescending)
        // Apple's UITextInput: a position before the start or past the end is nil.
        #expect(view.position(from: view.beginningOfDocument, offset: -1) == nil)
        #expect(view.position(from: view.endOfDocument, offset: 1) == nil)
        #expect(view.position(from: view.beginningOfDocument, offset: Int.max) == nil)
        let five = try #require(view.position(from: view.beginningOfDocument, offset: 5))
        let threeBeforeTheEnd = try #require(view.position(from: view.endOfDocument, offset: -3))
        #expect(view.compare(five, to: threeBeforeTheEnd) == .orderedSame)
    }

    @Test func aRangeReadsItsTextInEitherOrder() throws {
        let view = textView()
        let one = try #require(view.position(from: view.beginningOfDocument, offset: 1))
        let five = try #require(view.position(from: one, offset: 4))
        let range = try #require(view.textRange(from: five, to: one))
        // Offsets 1 to 5: "éllo".
        #expect(view.text(in: range) == "éllo" && !range.isEmpty)
        #expect(view.offset(from: view.beginningOfDocument, to: range.start) == 1)
        #expect(view.offset(from: range.start, to: range.end) == 4)
        // The emoji is offsets 6 to 8.
        let six = try #require(view.position(from: five, offset: 1))
        let emoji = try #require(view.textRange(from: six, to: view.endOfDocument))
        #expect(view.text(in: emoji) == "👋")
    }

    @Test func theSelectedTextRangeIsTheSelectedRange() throws {
        let view = textView()
        // No selection set: the insertion point at the end, offset 8, empty.
        let caret = try #require(view.selectedTextRange)
        #expect(caret.isEmpty && view.offset(from: view.beginningOfDocument, to: caret.start) == 8)
        let one = try #require(view.position(from: view.beginningOfDocument, offset: 1))
        let three = try #require(view.position(from: one, offset: 2))
        view.selectedTextRange = view.textRange(from: one, to: three)
        #expect(view.selectedRange == NSRange(location: 1, length: 2))
        view.selectedRange = NSRange(location: 0, length: 5)
        #expect(view.selectedTextRange.flatMap(view.text(in:)) == "héllo")
        view.selectedTextRange = nil
        #expect(view.selectedRange == NSRange(location: 8, length: 0))
    }

    /// No input method composes text here: a field's editing-changed handler that waits for
    /// composed text to be committed, as apps limiting a length for Chinese or Japanese input
    /// do, sees nothing marked and acts on each change.
    @Test func nothingIsMarked() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.addAction(
            UIAction { [weak field] _ in
                guard let field, field.markedTextRange == nil, let text = field.text, text.count > 4 else { return }
                field.text = String(text.prefix(4))
            }, for: .editingChanged)
        field.becomeFirstResponder()
        field.insertText("abcdef")
        #expect(field.markedTextRange == nil && field.text == "abcd")
        #expect(UITextView().markedTextRange == nil)
    }
}
