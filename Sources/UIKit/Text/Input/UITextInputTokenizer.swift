import Foundation

/// What a text input answers about its text's units — characters, words, sentences,
/// paragraphs, lines and the whole text — from a position, in a direction
/// (`UITextInputTokenizer`). A text input hands one out as ``UITextInput/tokenizer``; a
/// text field's and a text view's is a ``UITextInputStringTokenizer`` (docs/REFERENCE.md §25.18).
///
/// A position between two units is at the end of the one before it (in the direction
/// forward, or right in left-to-right text) and at the start of the one after it (backward):
/// the direction says which unit such a position counts in.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: NSObjectProtocol {
    /// The unit of `granularity` that encloses `position` (`rangeEnclosingPosition(_:with:inDirection:)`):
    /// the one it lies inside, or, at a boundary, the one on its `direction` side; nil when
    /// there is none, as ``isPosition(_:withinTextUnit:inDirection:)`` decides.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity` in `direction`
    /// (`isPosition(_:atBoundary:inDirection:)`): at a unit's end looking forward, at its
    /// start looking backward.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    /// The next boundary of a unit of `granularity` from `position` in `direction`
    /// (`position(from:toBoundary:inDirection:)`): the nearest start or end of a unit past it;
    /// nil when there is none.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextPosition?
    /// Whether `position` lies in a unit of `granularity` (`isPosition(_:withinTextUnit:inDirection:)`):
    /// inside one, or at a boundary of one that lies on its `direction` side.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
}
