import CPangoCairo
import CollectionRendering
import Foundation

// The geometry of laid-out text that TextKit's layout manager answers from: each line's
// characters and rectangle and each character's box, read from the Pango layout the text is
// measured and drawn with.
extension PangoTextEngine {
    /// The lines of `block` wrapped at `width` (nil, or a width that is not finite and
    /// positive: at line breaks only), from the top, leading-aligned, with its runs: the
    /// first `block.maximumLines` lines (0: all). None for empty text or a font size that is
    /// not finite and positive, or when Pango is given other bytes than the string's (a NUL,
    /// or more than `CombiningMarkRuns.limit` combining marks in a row), whose offsets would
    /// not be the string's.
    ///
    /// Laid out by Pango alone, without `LongRunBreaks`: its separators would move the
    /// offsets, and its lines are Pango's own (`LongRunDifferentialTests`).
    /// - Complexity: O(n · k) in the characters and the longest line's characters.
    public func lineFragments(of block: TextBlock, width: CGFloat?) -> [TextLineFragment] {
        guard !block.string.isEmpty, block.font.size.isFinite, block.font.size > 0 else { return [] }
        let wrapping = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let minimumLength = longRunMinimumLength
        longRunMinimumLength = .max
        defer { longRunMinimumLength = minimumLength }
        let bytes = Array(block.string.utf8)
        guard let layout = paragraphLayout(block.string, font: block.font, styling: block.styling, width: wrapping),
            let text = pango_layout_get_text(layout), strlen(text) == bytes.count
        else { return [] }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        // Each line's first byte and rectangle; a line runs to the next one's first byte, so
        // that its line break is its own.
        var lines: [(start: Int, frame: CGRect)] = []
        let placements = Self.placements(of: layout, block.styling, width: wrapping)
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            // Placed as drawn: its bottom moved by `dy`, its height grown by `extra` above.
            let moved = Self.placement(placements, line: lines.count)
            let frame = CGRect(
                x: Self.points(logical.x) + moved.dx, y: Self.points(logical.y) + moved.dy - moved.extra,
                width: Self.points(logical.width), height: max(0, Self.points(logical.height) + moved.extra)
            )
            lines.append((max(0, min(Int(line.pointee.start_index), bytes.count)), frame))
        } while pango_layout_iter_next_line(iterator) != 0
        let shown = block.maximumLines > 0 ? min(block.maximumLines, lines.count) : lines.count
        return (0..<shown).map { number in
            let start = lines[number].start, end = number + 1 < lines.count ? max(start, lines[number + 1].start) : bytes.count
            let dx = Self.placement(placements, line: number).dx
            var boxes: [TextCharacterBox] = []
            for index in start..<end where bytes[index] & 0xC0 != 0x80 {
                var position = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(clamping: index), &position)
                let x = min(position.x, position.x + position.width), advance = abs(position.width)
                boxes.append(TextCharacterBox(offset: index, x: Self.points(x) + dx, width: Self.points(advance)))
            }
            return TextLineFragment(characters: start..<end, frame: lines[number].frame, boxes: boxes)
        }
    }

    /// Pango units in points.
    private static func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
}
