import CPangoCairo
import CollectionRendering
import Foundation

// Paragraph spacing (`TextStyling.paragraphSpacing`, `paragraphSpacingBefore`;
// docs/REFERENCE.md §22.22). Pango has no attribute for it, so the lines Pango lays out are
// moved down after layout, by the same shifts wherever a line's place is read: drawing,
// measuring, the lines and attachments handed out, the line fragments.
extension PangoTextEngine {
    /// How far each line of `layout` is moved down for `styling`'s paragraph spacing: the
    /// first line by `paragraphSpacingBefore`, and each later line that starts a paragraph by
    /// `paragraphSpacing` and `paragraphSpacingBefore` more than the line before it. Nil
    /// when the styling spaces no paragraph (no line moves).
    /// - Complexity: O(l) in the layout's lines.
    static func paragraphShifts(of layout: OpaquePointer, _ styling: TextStyling) -> [CGFloat]? {
        guard styling.spacesParagraphs else { return nil }
        let before = spacing(styling.paragraphSpacingBefore), gap = spacing(styling.paragraphSpacing) + before
        var shifts: [CGFloat] = []
        forEachLine(of: layout) { _, line, _, _ in
            let starts = !shifts.isEmpty && pango_layout_line_is_paragraph_start(line) != 0
            shifts.append((shifts.last ?? before) + (starts ? gap : 0))
        }
        return shifts
    }

    /// Line `index`'s shift in `shifts` (the last line's past the end); 0 with none.
    static func shift(_ shifts: [CGFloat]?, line index: Int) -> CGFloat {
        guard let shifts, let last = shifts.last else { return 0 }
        return index >= 0 && index < shifts.count ? shifts[index] : last
    }

    /// The height `layout`'s lines may take in a rectangle `height` high once shifted by
    /// `shifts`: `height` less the shift of the last line that still fits it moved down.
    /// - Complexity: O(l) in the layout's lines.
    static func heightBeforeShifts(of layout: OpaquePointer, _ shifts: [CGFloat], in height: CGFloat) -> CGFloat {
        guard let iterator = pango_layout_get_iter(layout) else { return height }
        defer { pango_layout_iter_free(iterator) }
        var fitting: CGFloat = shifts.first ?? 0, index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let bottom = CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE) + shift(shifts, line: index)
            if bottom > height { break }
            fitting = shift(shifts, line: index)
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
        return max(0, height - fitting)
    }

    /// Draws `layout`'s lines on `cr` with its top left at (`x`, `y`), each moved down by its
    /// shift, as `pango_cairo_show_layout` places them otherwise.
    static func showLines(of layout: OpaquePointer, shifts: [CGFloat], at x: CGFloat, _ y: CGFloat, on cr: OpaquePointer) {
        forEachLine(of: layout) { index, line, logical, baseline in
            let lineX = x + CGFloat(logical.x) / CGFloat(PANGO_SCALE)
            cairo_move_to(cr, Double(lineX), Double(y + baseline + shift(shifts, line: index)))
            pango_cairo_show_layout_line(cr, line)
        }
    }

    /// A spacing in points: 0 for less or not finite, at most 10,000.
    private static func spacing(_ points: CGFloat) -> CGFloat { points.isFinite ? max(0, min(10_000, points)) : 0 }
}
