/// A direction in the order the text is stored (`UITextStorageDirection`), UIKit's raw values.
public enum UITextStorageDirection: Int, Sendable {
    /// Towards the end of the text (`.forward`).
    case forward = 0
    /// Towards its start (`.backward`).
    case backward = 1
}
