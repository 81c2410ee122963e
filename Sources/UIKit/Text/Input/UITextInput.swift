import Foundation

/// Text whose selection and positions code can read and set (`UITextInput`): ``UITextField``
/// and ``UITextView`` conform, their positions being offsets into the text in UTF-16 code
/// units, as `selectedRange` and `NSString` count them. Typing (``UIKeyInput/insertText(_:)``,
/// ``UIKeyInput/deleteBackward()``) acts on the selection.
///
/// Declared: the selection, the positions and ranges that code reading or moving a selection
/// uses, and the geometry of the text drawn — the caret, the rectangles of a range and the
/// position or character at a point, in the view's coordinates, from the lines the view draws
/// (docs/REFERENCE.md §25.12), and the marked text's range, always nil: no input method
/// composes text here; and the ``tokenizer`` of the text's units (§25.18), which each view
/// holds. Not declared: setting marked text and the input delegate. The other members below
/// are the one implementation for both views; a position or range that no text input here
/// made (another input's, or the abstract classes' own) counts as the start of the text
/// [chosen: UIKit does not say], and a conformer of its own, as on iOS, writes every member
/// itself.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection (`selectedTextRange`); nil puts the insertion point at the end.
    var selectedTextRange: UITextRange? { get set }
    /// The start of the text (`beginningOfDocument`).
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text (`endOfDocument`).
    var endOfDocument: UITextPosition { get }
    /// The range between two positions (`textRange(from:to:)`).
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` from `position` (`position(from:offset:)`).
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// How two positions are ordered (`compare(_:to:)`).
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The distance between two positions (`offset(from:to:)`).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text in a range (`text(in:)`).
    func text(in range: UITextRange) -> String?
    /// The range of the text an input method is composing (`markedTextRange`); nil when none.
    var markedTextRange: UITextRange? { get }
    /// The rectangle to draw the caret in at a position (`caretRect(for:)`); a text field's
    /// and a text view's are 2 points wide from the insertion point, as high as its line, in
    /// the view's coordinates, a position past the end the end's.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The first rectangle enclosing a range of the text (`firstRect(for:)`); a text field's
    /// and a text view's are the advances of its characters on its first line by the line's
    /// height, the zero-wide insertion point for an empty range, the range cut to the text.
    func firstRect(for range: UITextRange) -> CGRect
    /// The rectangles of a range (`selectionRects(for:)`); a text field's and a text view's
    /// are one for each line it touches, as ``firstRect(for:)`` measures it, the first holding
    /// its start and the last its end, none for an empty range.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest a point (`closestPosition(to:)`); a text field's and a text
    /// view's are on the line at its height (the first above the text, the last below it),
    /// before the character under it or after it past its middle, the start of empty text,
    /// nil for a point that is not finite.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in a range nearest a point (`closestPosition(to:within:)`); a text
    /// field's and a text view's are ``closestPosition(to:)`` moved into the range.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character at a point (`characterRange(at:)`); a text field's and a text view's are
    /// the whole character (grapheme cluster) whose advance holds the point, nil where none is
    /// drawn.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// What the text's characters, words, sentences, paragraphs and lines are (`tokenizer`); a
    /// text field's and a text view's is a ``UITextInputStringTokenizer`` over it, made once.
    var tokenizer: any UITextInputTokenizer { get }
}

extension UITextInput {
    /// The selection as a range (`selectedTextRange`): by default the insertion point at the
    /// end of the text. Setting it selects that range, clamped to the text; setting nil puts
    /// the insertion point back at the end.
    public var selectedTextRange: UITextRange? {
        get { editor.map { TextOffsetRange($0.selection) } }
        set {
            guard let editor else { return }
            guard let newValue else {
                editor.storedSelectedRange = nil
                return
            }
            let start = clampedOffset(of: newValue.start), end = clampedOffset(of: newValue.end)
            editor.storedSelectedRange = NSRange(location: min(start, end), length: abs(end - start))
        }
    }

    /// The start of the text (`beginningOfDocument`): offset 0.
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    /// The end of the text (`endOfDocument`): its length in UTF-16 code units.
    public var endOfDocument: UITextPosition { TextOffsetPosition(textLength) }

    /// The range from `fromPosition` to `toPosition` (`textRange(from:to:)`), in text order
    /// whichever comes first; nil when either is outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let from = offset(of: fromPosition), to = offset(of: toPosition)
        guard (0...textLength).contains(from), (0...textLength).contains(to) else { return nil }
        return TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// The position `offset` UTF-16 code units from `position` (`position(from:offset:)`);
    /// nil when that is before the start or past the end of the text, as Apple's
    /// `UITextInput` documentation asks.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (moved, overflow) = self.offset(of: position).addingReportingOverflow(offset)
        guard !overflow, (0...textLength).contains(moved) else { return nil }
        return TextOffsetPosition(moved)
    }

    /// How `position` and `other` are ordered in the text (`compare(_:to:)`).
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let first = offset(of: position), second = offset(of: other)
        return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    /// The number of UTF-16 code units from `from` to `toPosition` (`offset(from:to:)`),
    /// negative when `toPosition` comes first.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        offset(of: toPosition) - offset(of: from)
    }

    /// The text in `range` (`text(in:)`); nil when the range reaches outside the text.
    public func text(in range: UITextRange) -> String? {
        let start = offset(of: range.start), end = offset(of: range.end)
        guard let text = editor?.storedText, 0 <= start, start <= end, end <= textLength else { return nil }
        return (text as NSString).substring(with: NSRange(location: start, length: end - start))
    }

    /// The range of the text an input method is composing (`markedTextRange`): nil, as on iOS
    /// when no input method composes — none does here, so code that waits for composed text
    /// to be committed (`guard field.markedTextRange == nil`) goes on.
    public var markedTextRange: UITextRange? { nil }

    /// The view's editing state, for the text field and the text view.
    private var editor: (any EndOfTextEditing)? { self as? any EndOfTextEditing }

    /// The text's length in UTF-16 code units.
    private var textLength: Int { editor.map { ($0.storedText as NSString).length } ?? 0 }

    /// `position`'s offset; 0 for a position no text input here made.
    private func offset(of position: UITextPosition) -> Int { position.textOffset }

    /// `position`'s offset, within the text.
    private func clampedOffset(of position: UITextPosition) -> Int { min(max(0, offset(of: position)), textLength) }
}
