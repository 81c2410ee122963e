import Foundation

// Editing a text view as iOS does (docs/REFERENCE.md §25.5): first responder and typing
// through UIKeyInput, each step asking the delegate and then posting the notification, in
// iOS's order.

extension UITextView: EndOfTextEditing, UITextInput {
    /// Begins editing, as ``UITextView/becomeFirstResponder()`` documents.
    func beginEditingSession() -> Bool {
        if isFirstResponderNow { return true }
        guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true, resignOtherFirstResponderInTree() else { return false }
        isFirstResponderNow = true
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, as ``UITextView/resignFirstResponder()`` documents.
    func endEditingSession() -> Bool {
        guard isFirstResponderNow else { return true }
        guard resignsWithoutAsking || delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isFirstResponderNow = false
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// Whether the user may change the text: ``UITextView/isEditable``.
    var editsText: Bool { isEditable }
    /// Whether the text is a password: ``UITextView/isSecureTextEntry``.
    var hidesText: Bool { isSecureTextEntry }
    /// Tells the delegate: `textViewDidChangeSelection(_:)`.
    func selectionDidChange() { delegate?.textViewDidChangeSelection(self) }

    /// Types `text` in place of the selection (the whole text when
    /// ``UITextView/clearsOnInsertion``), as ``UITextView/insertText(_:)`` documents.
    func type(_ text: String) {
        replaceCharacters(in: clearsOnInsertion ? NSRange(location: 0, length: endOfText.location) : selection, with: text)
    }

    /// Replaces the characters in `range` (UTF-16 code units) with `string` when the delegate
    /// agrees, puts the insertion point after it, then tells the delegate the selection moved
    /// and the text changed, and posts ``UITextView/textDidChangeNotification``.
    func replaceCharacters(in range: NSRange, with string: String) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        if let attributed = storedAttributedText {
            attributedText = attributed.replacingCharacters(in: range, with: string, attributes: typingAttributes)
        } else {
            text = (storedText as NSString).replacingCharacters(in: range, with: string)
        }
        storedSelectedRange = caret(afterInserting: string, at: range.location)
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
