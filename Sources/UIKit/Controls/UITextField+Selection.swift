import Foundation

// A text field's selection, which typing and the standard edit actions act on
// (Text/Input/TextEditActions.swift); its `UITextInput` positions are Text/Input/UITextInput.swift's.

extension UITextField: UITextInput {
    /// Whether the user may change the text: ``UITextField/isEnabled``.
    var editsText: Bool { isEnabled }
    /// Whether the text is a password: ``UITextField/isSecureTextEntry``.
    var hidesText: Bool { isSecureTextEntry }
    /// Tells the delegate: `textFieldDidChangeSelection(_:)`.
    func selectionDidChange() { delegate?.textFieldDidChangeSelection(self) }
}
