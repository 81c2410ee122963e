import Foundation
import Testing
import UIKit

/// A text view's TextKit 1 objects (docs/REFERENCE.md §25.10): the storage always holds the
/// view's text, an edit made to it shows in the view once processed (at once, or at the end
/// of the outermost `beginEditing()`/`endEditing()`), and its layout managers lay it out
/// again. Sizes are worked with `ApproximateTextLayout`'s metrics: a 10-pt font advances 6 per
/// character and lines are 12 high.
@Suite(.approximateTextMetrics) struct TextStorageTests {
    private func textView(_ text: String, width: CGFloat = 200) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        view.font = .systemFont(ofSize: 10)
        view.text = text
        return view
    }

    @Test func theStorageHoldsTheViewsText() {
        let view = textView("Hello")
        #expect(view.textStorage.string == "Hello")
        #expect(view.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 10))
        view.attributedText = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 10)])
        #expect(view.textStorage.string == "Bold")
        #expect(view.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 10))
        // Setting the text is an edit the storage has processed: nothing is left recorded.
        #expect(view.textStorage.editedMask.isEmpty)
        #expect(view.layoutManager.textStorage === view.textStorage && view.textStorage.layoutManagers == [view.layoutManager])
        #expect(view.layoutManager.textContainers == [view.textContainer] && view.textContainer.layoutManager === view.layoutManager)
    }

    /// An edit outside `beginEditing()` is processed at once: the view shows it and measures it
    /// ("Hi there!": 9 × 6 + 10 = 64 wide, as sized).
    @Test func anEditShowsInTheViewAtOnce() {
        let view = textView("Hello")
        let delegate = CountingDelegate()
        view.delegate = delegate
        view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Hi there!")
        #expect(view.text == "Hi there!" && view.attributedText.string == "Hi there!")
        #expect(view.sizeThatFits(CGSize(width: 0, height: 0)).width == 64)
        #expect(view.textStorage.editedMask.isEmpty && view.textStorage.changeInLength == 0)
        // Only the user's edits tell the delegate.
        #expect(delegate.changes == 0)
    }

    /// Inside `beginEditing()` the edits are recorded — "Hello" → "Yello" → "Yellow" with an
    /// attribute on 0..<2: characters and attributes changed over 0..<6 (the first edit's
    /// 0..<1 joined with 5..<6 and 0..<2), one character more — and the view shows them at the
    /// outermost `endEditing()`, as InputBarAccessoryView inserts an image.
    @Test func editsInsideBeginEditingShowAtTheEnd() {
        let view = textView("Hello")
        let storage = view.textStorage
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "Y")
        storage.beginEditing()
        storage.append(NSAttributedString(string: "w"))
        storage.endEditing()
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        #expect(view.text == "Hello")
        #expect(storage.editedMask == [.editedCharacters, .editedAttributes])
        #expect(storage.editedRange == NSRange(location: 0, length: 6) && storage.changeInLength == 1)
        storage.endEditing()
        #expect(view.text == "Yellow")
        #expect(view.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
        #expect(storage.editedMask.isEmpty && storage.editedRange.location == NSNotFound)
    }

    /// A stack the caller builds: the text view shows the storage it is given, and the
    /// selection stays inside text that an edit shortened.
    @Test func aTextViewShowsTheStorageOfItsContainer() {
        let storage = NSTextStorage(string: "From the storage")
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        manager.addTextContainer(container)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), textContainer: container)
        #expect(view.textStorage === storage && view.layoutManager === manager && view.text == "From the storage")
        view.selectedRange = NSRange(location: 9, length: 7)
        storage.deleteCharacters(in: NSRange(location: 4, length: 12))
        #expect(view.text == "From" && view.selectedRange == NSRange(location: 4, length: 0))
        #expect(NSTextStorage().length == 0)
    }

    /// A text view in the default font, its text set twice, then an attributed piece inserted
    /// in its storage in the typing attributes (each asking makes a new font and paragraph
    /// style): the storage holds the text in order.
    @Test func textSetAgainAndAPieceInsertedInTheTypingAttributes() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "a cat"
        view.text = "a big cat"
        view.textStorage.insert(NSAttributedString(string: "very ", attributes: view.typingAttributes), at: 2)
        #expect(view.text == "a very big cat" && view.textStorage.string == "a very big cat")
    }

    /// Bad ranges never trap: an edit outside the text does nothing (Foundation raises).
    @Test func anEditOutsideTheTextDoesNothing() {
        let view = textView("Hello")
        view.textStorage.replaceCharacters(in: NSRange(location: 3, length: 10), with: "x")
        view.textStorage.deleteCharacters(in: NSRange(location: NSNotFound, length: 1))
        view.textStorage.addAttribute(.kern, value: 2, range: NSRange(location: 6, length: 0))
        view.textStorage.setAttributes(nil, range: NSRange(location: -1, length: 2))
        view.textStorage.insert(NSAttributedString(string: "x"), at: 99)
        #expect(view.text == "Hello" && view.textStorage.string == "Hello" && view.textStorage.editedMask.isEmpty)
        // A subclass recording a range or change no text can have: not recorded.
        view.textStorage.beginEditing()
        view.textStorage.edited(.editedCharacters, range: NSRange(location: Int.max, length: 1), changeInLength: Int.min)
        #expect(view.textStorage.editedMask.isEmpty)
        view.textStorage.endEditing()
    }

    /// A layout manager told to lay a range out again answers the whole text, which it lays
    /// out as one; an edit of the storage is laid out at once (the standalone stack of a
    /// label that finds the character under a touch).
    @Test func invalidatingLaysTheWholeTextOutAgain() {
        let view = textView("Hello")
        var actual = NSRange(location: 7, length: 7)
        view.layoutManager.invalidateLayout(forCharacterRange: NSRange(location: 1, length: 1), actualCharacterRange: &actual)
        #expect(actual == NSRange(location: 0, length: 5))
        let storage = NSTextStorage(string: "abc")
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: .zero)
        manager.addTextContainer(container)
        #expect(manager.numberOfGlyphs == 3)
        storage.setAttributedString(NSAttributedString(string: "abcdef"))
        #expect(manager.numberOfGlyphs == 6 && manager.characterIndexForGlyph(at: 99) == 6 && manager.glyphIndexForCharacter(at: -3) == 0)
        storage.removeLayoutManager(manager)
        #expect(manager.textStorage == nil && manager.numberOfGlyphs == 0 && storage.layoutManagers.isEmpty)
    }
}

/// Counts `textViewDidChange(_:)`.
private final class CountingDelegate: NSObject, UITextViewDelegate {
    var changes = 0
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}
