/// An object that takes typed text (`UIKeyInput`): the keyboard inserts characters and
/// deletes backwards through it. On Linux there is no keyboard; a test types by calling
/// ``insertText(_:)`` and ``deleteBackward()`` as the keyboard would (``UITextField`` does
/// what it does on iOS for each).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text (`hasText`).
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (`insertText(_:)`); "\n" is the return key.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (`deleteBackward()`).
    func deleteBackward()
}
