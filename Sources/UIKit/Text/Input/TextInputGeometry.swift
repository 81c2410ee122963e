import Foundation

/// Where a text field's or a text view's text lies in the view, for `UITextInput`'s geometry
/// (docs/REFERENCE.md §25.12): the lines the view draws, from the one layout that draws them
/// (a text view's layout manager, a text field's line), moved into the view's coordinates.
/// Offsets are UTF-16 code units of the text, cut to it.
struct TextInputGeometry {
    /// The text laid out.
    var text: NSString
    /// Its lines, in the view's coordinates.
    var layout: TextKitLayout
    /// Where the insertion point stands in empty text: zero wide, a line of the view's font
    /// high, where the first line would start.
    var emptyLine: CGRect
    /// The direction the lines are written in.
    var direction: NSWritingDirection

    /// How wide the caret is [clone: Runestone, a re-implementation of UITextView, draws a
    /// 2-point caret on iOS].
    static let caretWidth: CGFloat = 2

    /// The caret at `offset`: 2 points wide from the insertion point, as high as its line.
    func caretRect(at offset: Int) -> CGRect {
        let point = insertionPoint(at: offset)
        return CGRect(x: point.minX, y: point.minY, width: Self.caretWidth, height: point.height)
    }

    /// The zero-wide insertion point at `offset`, a line high.
    func insertionPoint(at offset: Int) -> CGRect {
        layout.lines.isEmpty ? emptyLine : layout.boundingRect(of: NSRange(location: clamped(offset), length: 0))
    }

    /// The first line's part of `range`: its characters' advances by the line's height; the
    /// insertion point for an empty range.
    func firstRect(of range: NSRange) -> CGRect {
        layout.lineRects(of: range).first ?? insertionPoint(at: range.location)
    }

    /// A selection rectangle on each line `range` touches, the first holding its start and
    /// the last its end; none for an empty range.
    func selectionRects(of range: NSRange) -> [UITextSelectionRect] {
        let rects = layout.lineRects(of: range)
        return rects.indices.map {
            UITextSelectionRect(rects[$0], direction: direction, containsStart: $0 == 0, containsEnd: $0 == rects.count - 1)
        }
    }

    /// The insertion point nearest `point`: on the line at its height (the first above the
    /// text, the last below it), before the character under it, or after it past its middle;
    /// the start of empty text; nil for a point that is not finite.
    func closestOffset(to point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        guard !layout.lines.isEmpty else { return 0 }
        let (index, fraction) = layout.character(at: point)
        guard (0..<text.length).contains(index) else { return clamped(index) }
        let character = text.rangeOfComposedCharacterSequence(at: index)
        return fraction >= 0.5 ? NSMaxRange(character) : character.location
    }

    /// The whole character (grapheme cluster) whose advance holds `point`, if any.
    func characterRange(at point: CGPoint) -> NSRange? {
        guard let index = layout.characterHolding(point), index < text.length else { return nil }
        return text.rangeOfComposedCharacterSequence(at: index)
    }

    /// `offset` within the text.
    private func clamped(_ offset: Int) -> Int { min(max(0, offset), text.length) }
}
