import Foundation

// The keyboard's notifications and their user-info keys, under UIKit's names and values (the
// constants' strings are their Objective-C names). No keyboard is shown here — a text field or
// text view that becomes first responder edits without one (docs/REFERENCE.md §25.4) — so none
// of these notifications is ever posted; code that observes them compiles and hears nothing,
// as on a device whose keyboard never appears (a hardware keyboard attached).

extension UIResponder {
    /// Posted just before the keyboard appears (`keyboardWillShowNotification`); never here.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted just after the keyboard appears (`keyboardDidShowNotification`); never here.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard disappears (`keyboardWillHideNotification`); never here.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted just after the keyboard disappears (`keyboardDidHideNotification`); never here.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (`keyboardWillChangeFrameNotification`);
    /// never here.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changes (`keyboardDidChangeFrameNotification`); never
    /// here.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The user-info key of the keyboard's frame, in screen coordinates, before it animates
    /// (`keyboardFrameBeginUserInfoKey`): an `NSValue` of a `CGRect`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame, in screen coordinates, after it animates
    /// (`keyboardFrameEndUserInfoKey`): an `NSValue` of a `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the animation's duration in seconds
    /// (`keyboardAnimationDurationUserInfoKey`): an `NSNumber` of a `Double`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the animation's curve (`keyboardAnimationCurveUserInfoKey`): an
    /// `NSNumber` of a `UIView.AnimationCurve` raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key of whether the keyboard belongs to this app (`keyboardIsLocalUserInfoKey`):
    /// an `NSNumber` of a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
