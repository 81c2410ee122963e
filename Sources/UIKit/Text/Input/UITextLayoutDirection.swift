/// A direction on the screen, as the text is laid out (`UITextLayoutDirection`), UIKit's raw
/// values, which follow ``UITextStorageDirection``'s.
public enum UITextLayoutDirection: Int, Sendable {
    /// To the right (`.right`).
    case right = 2
    /// To the left (`.left`).
    case left = 3
    /// Up (`.up`).
    case up = 4
    /// Down (`.down`).
    case down = 5
}
