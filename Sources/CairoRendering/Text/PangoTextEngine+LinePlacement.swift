import CPangoCairo
import CollectionRendering
import Foundation

/// Where a line Pango laid out is placed instead, relative to Pango's place for it.
struct LinePlacement: Hashable {
    /// Points the line moves right by (its indents and its alignment between them).
    var dx: CGFloat = 0
    /// Points the line's baseline and bottom move down by (the spacing and the height
    /// changes of the lines above it, and its own height change).
    var dy: CGFloat = 0
    /// Points the line's height grows by (negative: shrinks), all of it above the glyphs:
    /// its top moves down by `dy - extra`.
    var extra: CGFloat = 0
}

// Paragraph spacing (`TextStyling.paragraphSpacing`, `paragraphSpacingBefore`;
// docs/REFERENCE.md §22.22), line height limits and indents (§22.23). Pango has no attribute
// for spacing or for a line height limit, and indents only at the start of a line, so the
// lines Pango lays out are moved after layout, by the same placements wherever a line's
// place is read: drawing, measuring, the lines and attachments handed out, the line
// fragments.
extension PangoTextEngine {
    /// Where each line of `layout`, wrapped for `styling` at `width` (nil: unwrapped), goes,
    /// by the attributes of its own paragraph (docs/REFERENCE.md §22.24): down by the
    /// spacing above it (the first line by its `paragraphSpacingBefore`; each later line by
    /// the line spacing of the line before it, less what Pango put there, and when it starts
    /// a paragraph by that line's `paragraphSpacing` and its own `paragraphSpacingBefore`,
    /// more than the line before it) and by the height the line limits add or take off the
    /// lines above it and itself; right to its place between the indents, aligned as its
    /// paragraph says. Nil when the styling moves no line.
    /// - Complexity: O(l log p) in the layout's lines and the paragraphs with attributes of
    ///   their own.
    static func placements(of layout: OpaquePointer, _ styling: TextStyling, width: CGFloat?) -> [LinePlacement]? {
        guard styling.spacesParagraphs || styling.limitsLineHeights || styling.indents || !styling.laterParagraphs.isEmpty else {
            return nil
        }
        let indents = LineIndents(styling)
        let blockAlignment = layoutAlignment(layout)
        // The line spacing Pango put between every two lines: the first paragraph's.
        let laidOutSpacing = lineSpacing(styling.paragraph)
        var placements: [LinePlacement] = [], previous = styling.paragraph
        forEachLine(of: layout) { _, line, logical, _ in
            let starts = pango_layout_line_is_paragraph_start(line) != 0
            let style = styling.paragraphStyle(at: Int(line.pointee.start_index))
            let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
            var placement = LinePlacement()
            placement.extra = lineHeight(height, style) - height
            var above = spacing(style.paragraphSpacingBefore)
            if let last = placements.last {
                above = last.dy + lineSpacing(previous) - laidOutSpacing
                if starts { above += spacing(previous.paragraphSpacing) + spacing(style.paragraphSpacingBefore) }
            }
            placement.dy = above + placement.extra
            let alignment = style.alignment ?? blockAlignment
            if styling.indents || alignment != blockAlignment {
                let lineWidth = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
                let rightToLeft = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
                let x = indents.x(ofLine: lineWidth, first: starts, rightToLeft: rightToLeft, alignment: alignment, in: width)
                placement.dx = x - CGFloat(logical.x) / CGFloat(PANGO_SCALE)
            }
            placements.append(placement)
            previous = style
        }
        return placements
    }

    /// Line `index`'s placement in `placements` (the last line's past the end); none without.
    static func placement(_ placements: [LinePlacement]?, line index: Int) -> LinePlacement {
        guard let placements, let last = placements.last else { return LinePlacement() }
        return index >= 0 && index < placements.count ? placements[index] : last
    }

    /// How far line `index`'s baseline and bottom move down (``LinePlacement/dy``); 0 without.
    static func shift(_ placements: [LinePlacement]?, line index: Int) -> CGFloat { placement(placements, line: index).dy }

    /// The height of a line `natural` points high (its fonts' height, times
    /// `lineHeightMultiple`) within its paragraph's limits: at least `minimumLineHeight`,
    /// then at most `maximumLineHeight` (which wins when the two cross).
    static func lineHeight(_ natural: CGFloat, _ styling: ParagraphStyling) -> CGFloat {
        var height = natural
        if styling.minimumLineHeight > 0, styling.minimumLineHeight.isFinite {
            height = max(height, min(10_000, styling.minimumLineHeight))
        }
        if styling.maximumLineHeight > 0, styling.maximumLineHeight.isFinite { height = min(height, styling.maximumLineHeight) }
        return height
    }

    /// The height `layout`'s lines may take in a rectangle `height` high once placed by
    /// `placements`: `height` less the shift of the last line that still fits it moved down.
    /// - Complexity: O(l) in the layout's lines.
    static func heightBeforeShifts(of layout: OpaquePointer, _ placements: [LinePlacement], in height: CGFloat) -> CGFloat {
        var fitting = placements.first?.dy ?? 0, done = false
        forEachLine(of: layout) { index, _, logical, _ in
            guard !done else { return }
            let bottom = CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE) + shift(placements, line: index)
            if bottom > height { done = true } else { fitting = shift(placements, line: index) }
        }
        return max(0, height - fitting)
    }

    /// Draws `layout`'s lines on `cr` with its top left at (`x`, `y`), each moved by its
    /// placement, as `pango_cairo_show_layout` places them otherwise.
    static func showLines(of layout: OpaquePointer, placements: [LinePlacement], at x: CGFloat, _ y: CGFloat, on cr: OpaquePointer) {
        forEachLine(of: layout) { index, line, logical, baseline in
            let moved = placement(placements, line: index)
            let lineX = x + CGFloat(logical.x) / CGFloat(PANGO_SCALE) + moved.dx
            cairo_move_to(cr, Double(lineX), Double(y + baseline + moved.dy))
            pango_cairo_show_layout_line(cr, line)
        }
    }

    /// The block alignment `layout` was set to: Pango's left is leading, right trailing
    /// (both flipped for a right-to-left paragraph, as Pango flips them).
    private static func layoutAlignment(_ layout: OpaquePointer) -> TextAlignment {
        switch pango_layout_get_alignment(layout) {
        case PANGO_ALIGN_CENTER: .center
        case PANGO_ALIGN_RIGHT: .trailing
        default: .leading
        }
    }

    /// A spacing in points: 0 for less or not finite, at most 10,000.
    private static func spacing(_ points: CGFloat) -> CGFloat { points.isFinite ? max(0, min(10_000, points)) : 0 }

    /// The points `paragraph`'s `lineSpacing` puts after a line, as the engine gives them to
    /// Pango (`pango_layout_set_spacing`): 0 for less or not finite, at most 10,000, in
    /// whole Pango units.
    static func lineSpacing(_ paragraph: ParagraphStyling) -> CGFloat {
        let points = paragraph.lineSpacing > 0 && paragraph.lineSpacing.isFinite ? min(10_000, paragraph.lineSpacing) : 0
        return CGFloat(pangoUnits(points)) / CGFloat(PANGO_SCALE)
    }
}
