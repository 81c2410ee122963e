import Foundation

extension UITextField {
    /// The border a text field draws (`UITextField.BorderStyle`), UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border (`.none`), the default.
        case none = 0
        /// A thin rectangle (`.line`).
        case line = 1
        /// A bezelled rectangle, as for input fields (`.bezel`).
        case bezel = 2
        /// A rounded rectangle (`.roundedRect`); a ``UITextField/background`` image is not
        /// drawn with it.
        case roundedRect = 3
    }

    /// When an overlay view — the clear button, ``UITextField/leftView``,
    /// ``UITextField/rightView`` — shows (`UITextField.ViewMode`), UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never (`.never`).
        case never = 0
        /// While the field is editing (`.whileEditing`).
        case whileEditing = 1
        /// While it is not (`.unlessEditing`).
        case unlessEditing = 2
        /// Always (`.always`).
        case always = 3
    }

    /// Why editing ended (`UITextField.DidEndEditingReason`, iOS 10).
    public enum DidEndEditingReason: Int, Sendable {
        /// The changes were accepted (`.committed`): every end of editing on iOS.
        case committed = 0
        /// The changes were abandoned (`.cancelled`, tvOS's Menu button).
        case cancelled = 1
    }

    /// Posted, with the field as its object, when a text field begins editing
    /// (`textDidBeginEditingNotification`), after its delegate's `textFieldDidBeginEditing(_:)`
    /// and the `.editingDidBegin` actions.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted, with the field as its object, when typing changes a text field's text
    /// (`textDidChangeNotification`), after the `.editingChanged` actions; setting
    /// ``UITextField/text`` in code posts nothing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted, with the field as its object, when a text field ends editing
    /// (`textDidEndEditingNotification`), after the `.editingDidEnd` actions; its user
    /// info holds the ``DidEndEditingReason``'s raw value under
    /// ``didEndEditingReasonUserInfoKey``.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The key of the reason editing ended in ``textDidEndEditingNotification``'s user info
    /// (`didEndEditingReasonUserInfoKey`, iOS 10): a ``DidEndEditingReason`` raw value.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
