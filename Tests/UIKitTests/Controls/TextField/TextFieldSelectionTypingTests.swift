import Foundation
import Testing
import UIKit

/// Typing at the selection (docs/REFERENCE.md §25.4): `insertText(_:)` replaces the selected
/// text, or inserts at the insertion point, and leaves the insertion point after what it
/// typed; `deleteBackward()` deletes the selection, or the whole character before the
/// insertion point, as Apple's `UIKeyInput` documents ("at the index corresponding to the
/// cursor", "the character just before the cursor"). A text field's `UITextInput` positions
/// are a text view's: UTF-16 offsets — "héllo 👋" is 8 (👋 is two code units).
@Suite struct TextFieldSelectionTypingTests {
    /// Records the ranges the delegate is asked to change.
    private final class Asked: NSObject, UITextFieldDelegate {
        var ranges: [NSRange] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            ranges.append(range)
            return true
        }
    }

    private func field(_ text: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.text = text
        return field
    }

    private func select(_ range: NSRange, in input: some UITextInput) {
        let start = input.position(from: input.beginningOfDocument, offset: range.location)
        let end = input.position(from: input.beginningOfDocument, offset: range.location + range.length)
        input.selectedTextRange = start.flatMap { start in end.flatMap { input.textRange(from: start, to: $0) } }
    }

    private func offsets(of input: some UITextInput) -> NSRange? {
        input.selectedTextRange.map {
            NSRange(
                location: input.offset(from: input.beginningOfDocument, to: $0.start), length: input.offset(from: $0.start, to: $0.end))
        }
    }

    /// "éllo" (1…5) selected and "ey" typed: "hey 👋", the delegate asked for (1, 4), the
    /// insertion point at 3; "!" then goes there.
    @Test func typingReplacesTheSelection() {
        let field = field("héllo 👋"), asked = Asked()
        field.delegate = asked
        select(NSRange(location: 1, length: 4), in: field)
        field.insertText("ey")
        #expect(field.text == "hey 👋" && asked.ranges == [NSRange(location: 1, length: 4)])
        #expect(offsets(of: field) == NSRange(location: 3, length: 0))
        field.insertText("!")
        #expect(field.text == "hey! 👋" && offsets(of: field) == NSRange(location: 4, length: 0))
    }

    /// "a👍🏽b" with the insertion point after the emoji (offset 5): the emoji and its
    /// modifier go (1, 4); at the start nothing goes; a selection goes whole.
    @Test func deletingBackwardTakesTheSelectionOrTheCharacterBefore() {
        let field = field("a👍🏽b"), asked = Asked()
        field.delegate = asked
        select(NSRange(location: 5, length: 0), in: field)
        field.deleteBackward()
        #expect(field.text == "ab" && asked.ranges == [NSRange(location: 1, length: 4)])
        #expect(offsets(of: field) == NSRange(location: 1, length: 0))
        select(NSRange(location: 0, length: 0), in: field)
        field.deleteBackward()
        #expect(field.text == "ab" && asked.ranges.count == 1)
        select(NSRange(location: 0, length: 2), in: field)
        field.deleteBackward()
        #expect(field.text == "" && asked.ranges.last == NSRange(location: 0, length: 2))
        // An insertion point inside the emoji's code units deletes the whole emoji.
        field.text = "x👋"
        select(NSRange(location: 2, length: 0), in: field)
        field.deleteBackward()
        #expect(field.text == "x")
    }

    /// The positions a text field answers are a text view's; a selection set from another
    /// input's range is held to the text.
    @Test func aTextFieldsPositionsAreATextViewsOffsets() throws {
        let field = field("héllo 👋")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 8)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        let one = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let five = try #require(field.position(from: one, offset: 4))
        #expect(field.textRange(from: five, to: one).flatMap(field.text(in:)) == "éllo")
        #expect(field.compare(one, to: five) == .orderedAscending)
        let longer = UITextView(frame: .zero)
        longer.text = String(repeating: "x", count: 20)
        field.selectedTextRange = longer.textRange(from: longer.beginningOfDocument, to: longer.endOfDocument)
        #expect(offsets(of: field) == NSRange(location: 0, length: 8))
        field.selectedTextRange = nil
        #expect(offsets(of: field) == NSRange(location: 8, length: 0))
    }

    /// A text view types at its selection too: "héllo" (0…5) selected, "Hi" typed.
    @Test func aTextViewTypesAtItsSelection() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "héllo 👋"
        view.selectedRange = NSRange(location: 0, length: 5)
        view.insertText("Hi")
        #expect(view.text == "Hi 👋" && view.selectedRange == NSRange(location: 2, length: 0))
        view.deleteBackward()
        #expect(view.text == "H 👋")
    }
}
