import Foundation

/// What a text field asks and tells as it is edited (`UITextFieldDelegate`), with UIKit's
/// exact signatures and defaults that do what UIKit does without the method: allow, and
/// do nothing.
///
/// The order, as on iOS (docs/REFERENCE.md §25.4): ``textFieldShouldBeginEditing(_:)``,
/// ``textFieldDidBeginEditing(_:)``; for each key typed
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` (a range in UTF-16 code
/// units), then ``textFieldDidChangeSelection(_:)``; ``textFieldShouldReturn(_:)`` for the
/// return key; ``textFieldShouldClear(_:)`` for the clear button;
/// ``textFieldShouldEndEditing(_:)``, ``textFieldDidEndEditing(_:reason:)``.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field may begin editing (`textFieldShouldBeginEditing(_:)`); default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field began editing (`textFieldDidBeginEditing(_:)`).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may end editing (`textFieldShouldEndEditing(_:)`); default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field ended editing (`textFieldDidEndEditing(_:)`); called by the default
    /// ``textFieldDidEndEditing(_:reason:)``, as UIKit calls it when that one is left out.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field ended editing for `reason` (`textFieldDidEndEditing(_:reason:)`, iOS 10);
    /// by default calls ``textFieldDidEndEditing(_:)``.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 code units of the text) may be replaced by
    /// `string` (`textField(_:shouldChangeCharactersIn:replacementString:)`); default true.
    /// `string` is empty for a deletion.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The insertion point or selection moved (`textFieldDidChangeSelection(_:)`, iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text (`textFieldShouldClear(_:)`); default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default: the `.editingDidEndOnExit` actions, ending
    /// editing when there are any (`textFieldShouldReturn(_:)`); default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True, as UIKit without the method.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True, as UIKit without the method.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does without this method.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True, as UIKit without the method.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Nothing, as UIKit without the method.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True, as UIKit without the method.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True, as UIKit without the method.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
