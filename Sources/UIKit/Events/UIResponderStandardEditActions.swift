/// The standard edit commands a responder may handle (`UIResponderStandardEditActions`): an
/// edit menu, or a keyboard shortcut, sends each to the first responder in the chain that can
/// perform it (``UIResponder/canPerformAction(_:withSender:)``).
///
/// ``UIResponder`` adopts it with methods that do nothing, so any responder may override
/// them; ``UITextView`` and ``UITextField`` act on their selected text and the general
/// `UIPasteboard` (docs/REFERENCE.md §25.8). Deliberate difference: Apple's requirements are
/// optional, which takes the Objective-C runtime; here they are required, and
/// ``UIResponder`` answers them all. The style and writing-direction commands are not
/// declared.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    /// Removes the selected content after writing it to the pasteboard (`cut(_:)`).
    func cut(_ sender: Any?)
    /// Writes the selected content to the pasteboard (`copy(_:)`).
    func copy(_ sender: Any?)
    /// Puts the pasteboard's content in place of the selection (`paste(_:)`).
    func paste(_ sender: Any?)
    /// Selects a part of the content, such as the word at the insertion point (`select(_:)`).
    func select(_ sender: Any?)
    /// Selects all the content (`selectAll(_:)`).
    func selectAll(_ sender: Any?)
    /// Removes the selected content (`delete(_:)`).
    func delete(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}
