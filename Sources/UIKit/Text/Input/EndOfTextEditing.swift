import Foundation

/// The editing rules a text field and a text view share (docs/REFERENCE.md §25.4, §25.5, §25.8):
/// typing replaces the selection (at the end of the text when none was set), the delete key
/// takes the selection or the whole grapheme cluster before the insertion point, and the
/// standard edit actions act on the selection (TextEditActions.swift); their `UITextInput`
/// positions are UITextInput.swift's. ``UITextField``
/// and ``UITextView`` conform; each asks its own delegate and posts its own notifications in
/// `replaceCharacters(in:with:)`.
@preconcurrency @MainActor
protocol EndOfTextEditing: AnyObject {
    /// The text; never nil.
    var storedText: String { get }
    /// The selected range set, in UTF-16 code units; nil for the end of the text.
    var storedSelectedRange: NSRange? { get set }
    /// Whether the user may change the text: a text view's `isEditable`, a field's `isEnabled`.
    var editsText: Bool { get }
    /// Whether the text is hidden as a password (`isSecureTextEntry`): it cannot be copied.
    var hidesText: Bool { get }
    /// Whether a forced `endEditing(true)` is resigning the view: its delegate is not asked
    /// whether editing may end.
    var resignsWithoutAsking: Bool { get set }
    /// Tells the delegate the user changed the selection.
    func selectionDidChange()
    /// Where the text the view draws lies, in its coordinates.
    var inputGeometry: TextInputGeometry { get }
    /// Replaces the characters in `range` (UTF-16 code units) with `string` when the delegate
    /// agrees, telling the delegate and posting the notifications of the view.
    func replaceCharacters(in range: NSRange, with string: String)
}

extension EndOfTextEditing {
    /// The insertion point: an empty range at the end of the text, in UTF-16 code units.
    var endOfText: NSRange { NSRange(location: (storedText as NSString).length, length: 0) }

    /// Deletes the selected text, or the grapheme cluster before the insertion point (an
    /// emoji with its modifiers is one; a cluster the insertion point is inside goes whole),
    /// through `replaceCharacters(in:with:)`, as the delete key does; nothing at the start.
    /// - Complexity: O(n) in the text before the insertion point.
    func deleteBackwardAtSelection() {
        let range = selection
        guard range.length == 0 else { return replaceCharacters(in: range, with: "") }
        guard range.location > 0 else { return }
        var start = 0
        for character in storedText {
            let end = start + character.utf16.count
            if end >= range.location { return replaceCharacters(in: NSRange(location: start, length: end - start), with: "") }
            start = end
        }
    }
}

extension NSAttributedString {
    /// The string with the characters in `range` (UTF-16 code units) replaced by `string` in
    /// `attributes`: what typing does to an attributed text.
    func replacingCharacters(in range: NSRange, with string: String, attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        let edited = NSMutableAttributedString(attributedString: self)
        edited.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
        return edited
    }
}
