import CollectionRendering
import Foundation

/// A ``TextStyling``'s indents as lines are laid out between them (docs/REFERENCE.md §22.23):
/// each paragraph's first line starts `first` points from the leading edge, its other lines
/// `other` points; lines end `tail` points from the leading edge when it is positive, else
/// `-tail` points in from the trailing edge. In a right-to-left paragraph the leading edge
/// is the right one.
struct LineIndents: Hashable {
    /// The first line's head indent, 0…10,000 (not finite: 0).
    let first: CGFloat
    /// The other lines' head indent, 0…10,000 (not finite: 0).
    let other: CGFloat
    /// The tail indent, −10,000…10,000 (not finite: 0).
    let tail: CGFloat
    /// The styling the indents are from.
    private let styling: TextStyling

    /// `styling`'s indents.
    init(_ styling: TextStyling) {
        func clamped(_ value: CGFloat, _ lowest: CGFloat) -> CGFloat { value.isFinite ? max(lowest, min(10_000, value)) : 0 }
        first = clamped(styling.paragraph.firstLineHeadIndent, 0)
        other = clamped(styling.paragraph.headIndent, 0)
        tail = clamped(styling.paragraph.tailIndent, -10_000)
        self.styling = styling
    }

    /// The nearer head indent: where the layout Pango wraps starts, from the leading edge.
    var nearerHeadIndent: CGFloat { min(first, other) }

    /// The space left after the last line ends, at the trailing edge: `-tail` for a tail
    /// indent from the trailing edge, else 0.
    var trailingGap: CGFloat { tail < 0 ? -tail : 0 }

    /// Where lines end, from the leading edge of a text `width` wide (nil: unbounded, when
    /// only a positive tail indent ends them; the first paragraph's
    /// `ParagraphStyling.lineEnd(in:)`), at least the nearer head indent.
    func end(in width: CGFloat?) -> CGFloat? { styling.paragraph.lineEnd(in: width).map { max($0, min(first, other)) } }

    /// The width Pango wraps the layout at and the indent it gives each paragraph's first
    /// line, for text `width` wide (nil: unbounded): lines run from the nearer head indent
    /// to ``end(in:)``, and the first line is indented by the difference of the head indents
    /// (negative when the other lines are indented more: Pango's hanging indent). A nil
    /// width wraps nothing. The layout is drawn moved by the nearer head indent
    /// (``x(ofLine:first:rightToLeft:alignment:in:)`` places each line).
    func pangoWidth(for width: CGFloat?) -> (width: CGFloat?, indent: CGFloat) {
        (end(in: width).map { max(1, $0 - min(first, other)) }, first - other)
    }

    /// Where a line `lineWidth` wide starts, from the left of a text `width` wide (nil:
    /// unbounded, as wide as the line and its indents): between its head indent and where
    /// lines end, aligned there as `alignment` says — leading and trailing on the paragraph's
    /// own direction, centred in the room between the indents.
    func x(ofLine lineWidth: CGFloat, first isFirst: Bool, rightToLeft: Bool, alignment: TextAlignment, in width: CGFloat?) -> CGFloat {
        let head = isFirst ? first : other
        let total = width ?? head + lineWidth + trailingGap
        let end = max(head, self.end(in: total) ?? total)
        let room = end - head
        let fromHead: CGFloat
        switch alignment {
        case .leading: fromHead = 0
        case .center: fromHead = (room - lineWidth) / 2
        case .trailing: fromHead = room - lineWidth
        }
        // Measured from the leading edge; a right-to-left line's leading edge is the right one.
        let start = head + fromHead
        return rightToLeft ? total - start - lineWidth : start
    }

    /// How wide a text must be to hold a line `lineWidth` wide with its indents: its head
    /// indent, the line and the trailing gap.
    func occupiedWidth(ofLine lineWidth: CGFloat, first isFirst: Bool) -> CGFloat {
        (isFirst ? first : other) + lineWidth + trailingGap
    }
}
