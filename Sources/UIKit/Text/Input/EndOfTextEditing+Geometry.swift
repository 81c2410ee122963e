import Foundation

// The geometry of a text field's and a text view's text (`UITextInput`; docs/REFERENCE.md
// §25.12): their `caretRect(for:)`, `firstRect(for:)`, `selectionRects(for:)`,
// `closestPosition(to:)`, `closestPosition(to:within:)` and `characterRange(at:)` call these,
// which answer from the lines the view draws (``TextInputGeometry``).

extension EndOfTextEditing {
    /// The caret at `position`.
    func inputCaretRect(for position: UITextPosition) -> CGRect { inputGeometry.caretRect(at: position.textOffset) }

    /// The first rectangle of `range`.
    func inputFirstRect(for range: UITextRange) -> CGRect { inputGeometry.firstRect(of: textRange(of: range)) }

    /// The rectangles of `range`, one a line.
    func inputSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        inputGeometry.selectionRects(of: textRange(of: range))
    }

    /// The insertion point nearest `point`, moved into `range` when one is given.
    func inputClosestPosition(to point: CGPoint, within range: UITextRange?) -> UITextPosition? {
        guard let offset = inputGeometry.closestOffset(to: point) else { return nil }
        guard let range else { return TextOffsetPosition(offset) }
        let bounds = textRange(of: range)
        return TextOffsetPosition(min(max(offset, bounds.location), NSMaxRange(bounds)))
    }

    /// The character at `point`.
    func inputCharacterRange(at point: CGPoint) -> UITextRange? {
        inputGeometry.characterRange(at: point).map { TextOffsetRange($0) }
    }

    /// `range` as UTF-16 offsets in text order, within the text.
    private func textRange(of range: UITextRange) -> NSRange {
        let length = (storedText as NSString).length
        let start = min(max(0, range.start.textOffset), length), end = min(max(0, range.end.textOffset), length)
        return NSRange(location: min(start, end), length: abs(end - start))
    }
}
