import CPangoCairo
import CollectionRendering
import Foundation

// Measuring: the sizes self-sizing and labels ask for, laid out by the rules drawing uses.
extension PangoTextEngine {
    /// The size of `text` in `font` as `draw(_:in:on:)` lays it out with no line limit:
    /// wrapped at `width` (nil: at line breaks only); the logical extents of all lines (the
    /// widest line's advance, the lines' heights). Zero for an empty string, a font size that
    /// is not finite and positive, or a width that is not.
    ///
    /// Plain text whose layout is provably the sum of its words — ASCII and Latin-1 letters,
    /// digits, apostrophes after letters and trailing `. , : ; ! ?`, words separated by single
    /// spaces, no word wider than the line,
    /// in a font that shapes nothing across a space (docs/REFERENCE.md, "Self-sizing") — is
    /// measured from word widths shaped once per word, to the same Pango unit; any other
    /// text is laid out by Pango.
    public func measure(_ text: String, font: FontDescription, width: CGFloat?) -> CGSize {
        sizeWithoutLayout(text, font: font, width: width) ?? layoutSize(text, font: font, width: width)
    }

    /// ``measure(_:font:width:)``'s answer when it needs no Pango layout: zero for the
    /// inputs it rejects, else the size from word widths; nil when a layout is needed.
    func sizeWithoutLayout(_ text: String, font: FontDescription, width: CGFloat?) -> CGSize? {
        guard !text.isEmpty, font.size.isFinite, font.size > 0 else { return .zero }
        if let width, !(width.isFinite && width > 0) { return .zero }
        guard measuresFromWordWidths, let size = wordShapedSize(text, font: font, width: width) else { return nil }
        wordShapedMeasurements += 1
        return size
    }

    /// The size Pango's layout of `text` gives (see ``measure(_:font:width:)``, whose checks
    /// the caller has made).
    func layoutSize(_ text: String, font: FontDescription, width: CGFloat?) -> CGSize {
        guard let chunks = chunks(of: text) else { return wholeLayoutSize(text, font: font, width: width) }
        // The widest line of any chunk; the heights added (see ``ParagraphChunks``).
        return chunks.map { wholeLayoutSize($0, font: font, width: width) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: $0.height + $1.height)
        }
    }

    /// ``layoutSize(_:font:width:)`` from one layout of all of `text`.
    func wholeLayoutSize(_ text: String, font: FontDescription, width: CGFloat?) -> CGSize {
        guard let layout = measuringLayout(text, font: font, width: width) else { return .zero }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(PANGO_SCALE))
    }

    /// How far below a line's top its baseline lies in `font`: Pango's baseline of a one-line
    /// layout (the font's ascent), in points; 0 for a font that draws nothing.
    public func firstBaseline(of font: FontDescription) -> CGFloat {
        guard font.size.isFinite, font.size > 0, let layout = measuringLayout("X", font: font, width: nil) else { return 0 }
        return CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
    }

    /// ``paragraphLayout(_:font:width:)`` with every line kept whole (no ellipsis, no height
    /// limit): the layout measuring reads. Borrowed: valid until the next call.
    func measuringLayout(_ text: String, font: FontDescription, width: CGFloat?) -> OpaquePointer? {
        guard let layout = paragraphLayout(text, font: font, width: width) else { return nil }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        return layout
    }

    /// The size of `block` as `draw(_:in:on:)` lays it out wrapped at `width` (nil: at line
    /// breaks only), its runs and paragraph attributes applied: the widest of its first
    /// `block.maximumLines` lines (0: all) and the height from the first line's top to the
    /// last one's bottom, always from a Pango layout (plain text is quicker through
    /// ``measure(_:font:width:)``). Zero as ``measure(_:font:width:)`` says.
    /// - Complexity: O(n) in the text, as Pango lays it out (no cache: the caller keeps one).
    public func measure(_ block: TextBlock, width: CGFloat?) -> CGSize {
        guard !block.string.isEmpty, block.font.size.isFinite, block.font.size > 0 else { return .zero }
        if let width, !(width.isFinite && width > 0) { return .zero }
        guard let layout = paragraphLayout(block.string, font: block.font, styling: block.styling, width: width) else { return .zero }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        // Indented lines (docs/REFERENCE.md §22.23) are as wide as they are with their indents.
        let indents = block.styling.indents ? LineIndents(block.styling) : nil
        var widest: CGFloat = 0, bottom: CGFloat = 0, count = 0
        Self.forEachLine(of: layout) { index, line, logical, _ in
            guard block.maximumLines <= 0 || index < block.maximumLines else { return }
            let lineWidth = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            let first = pango_layout_line_is_paragraph_start(line) != 0
            widest = max(widest, indents?.occupiedWidth(ofLine: lineWidth, first: first) ?? lineWidth)
            bottom = CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE)
            count = index + 1
        }
        // Spaced paragraphs (§22.22) and limited line heights (§22.23) move the last line
        // counted down.
        let shift = Self.shift(Self.placements(of: layout, block.styling, width: width), line: count - 1)
        return CGSize(width: widest, height: bottom + shift)
    }
}
