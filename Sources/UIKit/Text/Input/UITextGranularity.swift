/// The size of a unit of text a tokenizer measures in (`UITextGranularity`), UIKit's raw
/// values (docs/REFERENCE.md §25.18).
public enum UITextGranularity: Int, Sendable {
    /// A character: a grapheme cluster (`.character`).
    case character = 0
    /// A word (`.word`).
    case word = 1
    /// A sentence (`.sentence`).
    case sentence = 2
    /// A paragraph: text between paragraph separators (`.paragraph`).
    case paragraph = 3
    /// A line as the text is laid out (`.line`).
    case line = 4
    /// The whole text (`.document`).
    case document = 5
}
