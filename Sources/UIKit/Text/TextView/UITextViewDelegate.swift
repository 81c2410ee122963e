import Foundation

/// What a text view asks and tells as it is edited (`UITextViewDelegate`), with UIKit's exact
/// signatures and defaults that do what UIKit does without the method: allow, and do nothing.
/// A scroll view delegate too, as in UIKit.
///
/// The order, as on iOS (docs/REFERENCE.md §25.5): ``textViewShouldBeginEditing(_:)``,
/// ``textViewDidBeginEditing(_:)``; for each key typed
/// ``textView(_:shouldChangeTextIn:replacementText:)`` (a range in UTF-16 code units), then
/// ``textViewDidChangeSelection(_:)`` and ``textViewDidChange(_:)``;
/// ``textViewShouldEndEditing(_:)``, ``textViewDidEndEditing(_:)``.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may begin editing (`textViewShouldBeginEditing(_:)`); default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether the text view may end editing (`textViewShouldEndEditing(_:)`); default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view began editing (`textViewDidBeginEditing(_:)`).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The text view ended editing (`textViewDidEndEditing(_:)`).
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16 code units) may be replaced by `text`
    /// (`textView(_:shouldChangeTextIn:replacementText:)`); default true. `text` is empty for
    /// a deletion and "\n" for the return key.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (`textViewDidChange(_:)`); not sent for changes made in code.
    func textViewDidChange(_ textView: UITextView)
    /// The insertion point or selection moved (`textViewDidChangeSelection(_:)`).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// True, as UIKit without the method.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// True, as UIKit without the method.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Nothing, as UIKit without the method.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True, as UIKit without the method.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing, as UIKit without the method.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted when a text view begins editing (`textDidBeginEditingNotification`), after its
    /// delegate's `textViewDidBeginEditing(_:)`; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes a text view's text (`textDidChangeNotification`), after
    /// its delegate's `textViewDidChange(_:)`.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view ends editing (`textDidEndEditingNotification`), after its
    /// delegate's `textViewDidEndEditing(_:)`.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
