import Foundation

// A text field's selection (`UITextInput`'s `selectedTextRange`), which the standard edit
// actions act on (Text/Input/TextEditActions.swift).

extension UITextField {
    /// The selection as a range of UTF-16 offsets (`selectedTextRange`): by default the
    /// insertion point at the end of the text. Setting it selects that range, cut to the text;
    /// nil puts the insertion point back at the end. Typing still goes at the end.
    public var selectedTextRange: UITextRange? {
        get { TextOffsetRange(selection) }
        set { storedSelectedRange = newValue.map(TextOffsetRange.offsets(of:)) }
    }

    /// Whether the user may change the text: ``UITextField/isEnabled``.
    var editsText: Bool { isEnabled }
    /// Whether the text is a password: ``UITextField/isSecureTextEntry``.
    var hidesText: Bool { isSecureTextEntry }
    /// Tells the delegate: `textFieldDidChangeSelection(_:)`.
    func selectionDidChange() { delegate?.textFieldDidChangeSelection(self) }
}
