/// The direction text is written in (`NSWritingDirection`), as a selection rectangle reports
/// it (``UITextSelectionRect/writingDirection``).
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the text's first strong character (`natural`).
    case natural = -1
    /// Left to right (`leftToRight`).
    case leftToRight = 0
    /// Right to left (`rightToLeft`).
    case rightToLeft = 1
}
