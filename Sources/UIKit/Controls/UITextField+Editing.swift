import Foundation

// Editing a text field as iOS does (docs/REFERENCE.md §25.4): first responder, typing
// through UIKeyInput, the return key and the clear button, each step asking the delegate
// and then sending the control events and posting the notifications, in iOS's order.

extension UITextField: EndOfTextEditing {
    /// Begins editing, as ``UITextField/becomeFirstResponder()`` documents.
    func beginEditingSession() -> Bool {
        if isFirstResponderNow { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true, resignOtherFirstResponderInTree() else { return false }
        isFirstResponderNow = true
        storedTypingAttributes = nil
        if clearsOnBeginEditing, !storedText.isEmpty { text = "" }
        updateControlAppearance()
        delegate?.textFieldDidBeginEditing(self)
        performActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, as ``UITextField/resignFirstResponder()`` documents.
    func endEditingSession() -> Bool {
        guard isFirstResponderNow else { return true }
        guard resignsWithoutAsking || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isFirstResponderNow = false
        storedTypingAttributes = nil
        updateControlAppearance()
        let reason = DidEndEditingReason.committed
        delegate?.textFieldDidEndEditing(self, reason: reason)
        performActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self,
            userInfo: [UITextField.didEndEditingReasonUserInfoKey: reason.rawValue])
        return true
    }

    /// Types `text` in place of the selection, as ``UITextField/insertText(_:)`` documents.
    func type(_ text: String) {
        if text == "\n" {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            performActions(for: .editingDidEndOnExit)
            if !allControlEvents.isDisjoint(with: .editingDidEndOnExit) { resignFirstResponder() }
            return
        }
        replaceCharacters(in: selection, with: text)
    }

    /// Replaces the characters in `range` (UTF-16 code units) with `string` when the delegate
    /// agrees and puts the insertion point after it, then tells the delegate it moved
    /// (`textFieldDidChangeSelection(_:)`), sends `.editingChanged` and posts
    /// ``UITextField/textDidChangeNotification``.
    func replaceCharacters(in range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        if let attributed = storedAttributedText {
            let typed = attributed.replacingCharacters(in: range, with: string, attributes: typingAttributes)
            replaceText(with: typed.string, attributed: typed, typed: true)
        } else {
            replaceText(with: (storedText as NSString).replacingCharacters(in: range, with: string), attributed: nil, typed: true)
        }
        storedSelectedRange = caret(afterInserting: string, at: range.location)
        delegate?.textFieldDidChangeSelection(self)
        textDidChangeByUser()
    }

    /// A tap lifted inside at `point`: on the shown clear button it clears the text, elsewhere
    /// it begins editing.
    func tapped(at point: CGPoint?) {
        if let point, showsClearButton, clearButtonRect(forBounds: bounds).contains(point) {
            clearFromButton()
        } else {
            becomeFirstResponder()
        }
    }

    /// The clear button: begins editing when the field is not, then clears the text when the
    /// delegate's `textFieldShouldClear(_:)` agrees, with the change events.
    private func clearFromButton() {
        guard isEditing || becomeFirstResponder() else { return }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        textDidChangeByUser()
    }

    /// The user changed the text: `.editingChanged`, then ``UITextField/textDidChangeNotification``.
    private func textDidChangeByUser() {
        performActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
