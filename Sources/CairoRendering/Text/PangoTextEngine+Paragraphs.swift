import CPangoCairo
import CollectionRendering
import Foundation

/// Texts of many paragraphs, laid out a chunk at a time (``ParagraphChunks``), to the same
/// lines and places as one layout of the whole text gives them.
extension PangoTextEngine {
    /// The chunks of `text` (up to its first NUL, where Pango's text ends), or nil when it is
    /// laid out whole.
    func chunks(of text: String) -> [String]? {
        chunkedText(text).map { bytes, ranges in ranges.map { String(decoding: bytes[$0], as: UTF8.self) } }
    }

    /// The UTF-8 of `text` up to its first NUL and its chunks' byte ranges, or nil.
    private func chunkedText(_ text: String) -> (bytes: [UInt8], ranges: [Range<Int>])? {
        var text = text
        let paragraphs = paragraphsPerChunk
        return text.withUTF8 { whole in
            let bytes = UnsafeBufferPointer(rebasing: whole.prefix { $0 != 0 })
            return ParagraphChunks.ranges(of: bytes, paragraphs: paragraphs).map { (Array(bytes), $0) }
        }
    }

    /// `block` in `rect` as the layouts it is drawn with: itself; or, for a text of many
    /// paragraphs, its chunks stacked, each in a rect of its own height, so that the whole
    /// is centred as one layout would be. Styled text is always one layout: its runs'
    /// offsets are the whole string's.
    ///
    /// Text that does not fit the rect (no line limit): the chunks that end more than two
    /// lines' height (4 em) above its bottom, then the rest of the text as one layout in the
    /// height left, which Pango ends with its ellipsized last line — it lays out no
    /// paragraph past it, and two lines' height is where Pango decides which line is last.
    func parts(of block: TextBlock, in rect: CGRect) -> [(block: TextBlock, rect: CGRect)] {
        guard block.styling.isPlain, rect.hasFiniteValues, rect.width > 0, let (bytes, ranges) = chunkedText(block.string) else {
            return [(block, rect)]
        }
        let blocks = ranges.map { range in
            var part = block
            part.string = String(decoding: bytes[range], as: UTF8.self)
            return part
        }
        let heights = blocks.map { part in
            if block.maximumLines > 0 {
                // At most that many lines a paragraph, whatever the height.
                let tall = CGRect(x: 0, y: 0, width: rect.width, height: CGFloat(Int32.max))
                return makeLayout(part, in: tall).map { Self.logicalHeight(of: $0.layout) } ?? 0
            }
            return wholeLayoutSize(part.string, font: part.font, width: rect.width).height
        }
        let total = heights.reduce(0, +)
        guard block.maximumLines == 0, total > rect.height else { return Self.stacked(blocks, heights, in: rect, height: total) }
        let margin = 4 * min(10_000, block.font.size)
        var leading = 0, above: CGFloat = 0
        while leading < heights.count, above + heights[leading] <= rect.height - margin {
            above += heights[leading]
            leading += 1
        }
        var tail = block
        tail.string = String(decoding: bytes[ranges[leading].lowerBound...], as: UTF8.self)
        let tailRect = CGRect(x: rect.minX, y: rect.minY + above, width: rect.width, height: rect.height - above)
        let tailHeight = makeLayout(tail, in: tailRect).map { Self.logicalHeight(of: $0.layout) } ?? 0
        let top = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        return Self.stacked(Array(blocks[..<leading]), Array(heights[..<leading]), in: top, height: above + tailHeight) + [(tail, tailRect)]
    }

    /// `blocks` of `heights` one under the other, the `height` they are part of centred in
    /// `rect`.
    private static func stacked(
        _ blocks: [TextBlock], _ heights: [CGFloat], in rect: CGRect, height: CGFloat
    ) -> [(block: TextBlock, rect: CGRect)] {
        var y = rect.minY + (rect.height - height) / 2
        return zip(blocks, heights).map { part, partHeight in
            defer { y += partHeight }
            return (part, CGRect(x: rect.minX, y: y, width: rect.width, height: partHeight))
        }
    }

    /// The logical height of `layout`'s lines, in points.
    static func logicalHeight(of layout: OpaquePointer) -> CGFloat {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.height) / CGFloat(PANGO_SCALE)
    }
}
