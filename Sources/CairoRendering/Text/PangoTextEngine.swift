import CCairo
import CPangoCairo
import CollectionLayout
import CollectionRendering
import Foundation

/// Lays out and draws `TextBlock`s with Pango: word wrapping (breaking inside a word only
/// when it alone is too long), alignment, at most `maximumLines` lines with an ellipsis at
/// the end, vertical centring in the rectangle, fallback fonts for missing glyphs.
public final class PangoTextEngine: TextLayoutEngine {
    let fonts: FontSystem
    /// One layout reused for every block (owned): every property is set again for each
    /// block, so reuse changes no pixel, and it saves a GObject and a font lookup per label.
    private var reusable: OpaquePointer?
    /// The font last set on ``reusable``.
    private var reusableFont: FontDescription?
    /// The word-shaping fast path's fonts (nil: not provable for that font, see
    /// ``WordShapingFont``) and its reusable buffers; see `PangoTextEngine+WordShaping.swift`.
    var wordShapingFonts: [FontDescription: WordShapingFont?] = [:]
    var wordRanges: [Range<Int>] = []
    var wordWidths: [Int32] = []
    /// How many texts ``measure(_:font:width:)`` measured from word widths, with no Pango layout.
    package internal(set) var wordShapedMeasurements = 0
    /// Whether ``measure(_:font:width:)`` may measure plain text from word widths (default
    /// true; the sizes are the same either way); false lays every text out with Pango, as a
    /// baseline for the benchmarks.
    package var measuresFromWordWidths = true

    /// An engine over `fonts`.
    public init(fonts: FontSystem) { self.fonts = fonts }

    deinit {
        // The word-shaping fonts hold Pango items (and their fonts): freed while the font
        // system is surely alive.
        wordShapingFonts.removeAll()
        if let reusable { g_object_unref(UnsafeMutableRawPointer(reusable)) }
    }

    /// The engine's Pango layout set up for `block` in `rect`, and the block's vertical
    /// offset inside the rect. The layout is borrowed: valid until the next call.
    func makeLayout(_ block: TextBlock, in rect: CGRect) -> (layout: OpaquePointer, yOffset: CGFloat)? {
        // Non-finite or empty rectangles and font sizes lay out nothing; sizes above
        // 10,000 points are capped (Pango keeps sizes in 32-bit 1/1024ths).
        guard rect.hasFiniteValues, rect.width > 0, rect.height > 0, block.font.size.isFinite, block.font.size > 0,
            !block.string.isEmpty
        else { return nil }
        guard let layout = paragraphLayout(block.string, font: block.font, width: rect.width) else { return nil }
        if block.maximumLines > 0 {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(clamping: block.maximumLines))
        } else {
            // All lines when they fit the height (as measured for self-sizing); else as many as
            // fit, the last ellipsized. Pango's own height limit guesses the next line's height
            // from the previous one, which cuts a short line after a tall one (CJK fallback)
            // even when it fits, hence the check first.
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
            var whole = PangoRectangle()
            pango_layout_get_extents(layout, nil, &whole)
            if whole.height > Self.pangoUnits(rect.height) {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, Self.pangoUnits(rect.height))
            }
        }
        switch block.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        return (layout, (rect.height - height) / 2)
    }

    /// The reusable layout holding `text` in `font`, wrapped at `width` (nil: at line breaks
    /// only): the rules drawing and measuring share (word wrapping that breaks inside a word
    /// only when it alone is too long). Borrowed: valid until the next call.
    private func paragraphLayout(_ text: String, font: FontDescription, width: CGFloat?) -> OpaquePointer? {
        if reusable == nil { reusable = pango_layout_new(fonts.context) }
        guard let layout = reusable else { return nil }
        pango_layout_set_text(layout, text, -1)
        if reusableFont != font, let description = pango_font_description_new() {
            reusableFont = font
            pango_font_description_set_family(description, font.family)
            pango_font_description_set_absolute_size(description, min(10_000, Double(font.size)) * Double(PANGO_SCALE))
            pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight)))))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        pango_layout_set_width(layout, width.map(Self.pangoUnits) ?? -1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        return layout
    }

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
        guard let layout = measuringLayout(text, font: font, width: width) else { return .zero }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(PANGO_SCALE))
    }

    /// ``paragraphLayout(_:font:width:)`` with every line kept whole (no ellipsis, no height
    /// limit): the layout measuring reads. Borrowed: valid until the next call.
    func measuringLayout(_ text: String, font: FontDescription, width: CGFloat?) -> OpaquePointer? {
        guard let layout = paragraphLayout(text, font: font, width: width) else { return nil }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        return layout
    }

    /// A length in Pango units (1/1024 point), rounded down and clamped to Int32 (the
    /// caller has checked it is finite and positive).
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32(min(Double(Int32.max), (Double(points) * Double(PANGO_SCALE)).rounded(.down)))
    }

    /// Draws `block` in `rect` on a Cairo context.
    func draw(_ block: TextBlock, in rect: CGRect, on cr: OpaquePointer) {
        guard let (layout, yOffset) = makeLayout(block, in: rect) else { return }
        let c = block.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_move_to(cr, Double(rect.minX), Double(rect.minY + yOffset))
        pango_cairo_show_layout(cr, layout)
    }

    /// The lines of `block` as the Cairo backend draws them (for the SVG writer): text,
    /// baseline origin relative to `rect`'s origin, width.
    public func layout(_ block: TextBlock, in rect: CGRect) -> [TextLine] {
        guard let (layout, yOffset) = makeLayout(block, in: rect) else { return [] }
        let utf8 = Array(block.string.utf8)
        let ellipsized = pango_layout_is_ellipsized(layout) != 0
        let count = Int(pango_layout_get_line_count(layout))
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var lines: [TextLine] = []
        var index = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
            var text = Self.text(of: line, in: utf8, dropLastRun: ellipsized && index == count - 1)
            if ellipsized && index == count - 1 { text += "…" }
            lines.append(
                TextLine(
                    text: text, origin: CGPoint(x: CGFloat(logical.x) / CGFloat(PANGO_SCALE), y: baseline + yOffset),
                    width: CGFloat(logical.width) / CGFloat(PANGO_SCALE)))
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// A line's characters: the runs' byte ranges of the layout text (the ellipsis run,
    /// last on an ellipsized line, stands for removed text and is dropped).
    private static func text(of line: UnsafeMutablePointer<PangoLayoutLine>, in utf8: [UInt8], dropLastRun: Bool) -> String {
        var ranges: [Range<Int>] = []
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                let start = Int(item.pointee.offset), length = Int(item.pointee.length)
                if start >= 0, length >= 0, start + length <= utf8.count { ranges.append(start..<start + length) }
            }
            node = current.pointee.next
        }
        if dropLastRun, !ranges.isEmpty { ranges.removeLast() }
        if ranges.isEmpty && !dropLastRun {
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            if start >= 0, length >= 0, start + length <= utf8.count { ranges = [start..<start + length] }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        let bytes = ranges.flatMap { utf8[$0] }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
