import Foundation

// Editing a text view as iOS does (docs/REFERENCE.md §25.5): first responder and typing
// through UIKeyInput, each step asking the delegate and then posting the notification, in
// iOS's order.

extension UITextView: EndOfTextEditing {
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
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isFirstResponderNow = false
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// Types `text` at the end (the whole text when ``UITextView/clearsOnInsertion``), as
    /// ``UITextView/insertText(_:)`` documents.
    func type(_ text: String) {
        let end = endOfText
        replaceCharacters(in: clearsOnInsertion ? NSRange(location: 0, length: end.location) : end, with: text)
    }

    /// Replaces the characters in `range` (UTF-16 code units) with `string` when the delegate
    /// agrees, then tells the delegate the selection moved and the text changed, and posts
    /// ``UITextView/textDidChangeNotification``.
    func replaceCharacters(in range: NSRange, with string: String) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        if let attributed = storedAttributedText {
            attributedText = attributed.replacingCharacters(in: range, with: string, attributes: typingAttributes)
        } else {
            text = (storedText as NSString).replacingCharacters(in: range, with: string)
        }
        storedSelectedRange = nil
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
