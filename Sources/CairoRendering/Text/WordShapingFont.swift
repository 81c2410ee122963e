import CPangoCairo
import CollectionRendering

/// One font's word widths for the fast path of ``PangoTextEngine/measure(_:font:width:)``
/// (docs/REFERENCE.md, "Self-sizing"), as browsers measure text (Blink's `CachingWordShaper`):
/// each distinct word is shaped once by Pango with the analysis (font, script, language)
/// Pango's layout gives the fast path's characters in this font, and a line's width is the
/// sum of its words and spaces.
///
/// Made only when the sums are provably Pango's (else the initializer fails and the engine
/// lays every text out with Pango):
/// - a layout of all the fast path's characters and a space is one line of one run (one
///   font covers them all, one item), whose width is what shaping the same text gives here;
/// - no kerning, ligature or contextual form crosses a space: every printable ASCII
///   character shaped next to a space, before and after it, is exactly as wide as the two
///   shaped apart (Blink makes the same check; a font that fails it is never fast);
/// - the line height is the probe layout's: every line of text in one font has the same
///   logical height (the font's ascent plus descent), and lines stack with no spacing.
final class WordShapingFont {
    /// The probe's item (owned): its analysis shapes every word.
    private let item: UnsafeMutablePointer<PangoItem>
    /// Reused for every shaping (owned).
    private let glyphs: UnsafeMutablePointer<PangoGlyphString>
    private let flags: PangoShapeFlags
    /// A line's logical height and a space's width, in Pango units.
    let lineHeight: Int32
    private(set) var spaceWidth: Int32
    /// Word widths in Pango units: words of up to 16 bytes by their bytes packed in two
    /// words (the fast path's words hold no NUL byte, so the zero padding is
    /// unambiguous; cheaper to hash than a string), longer ones by their text.
    private var shortWidths: [PackedWord: Int32] = [:]
    private var longWidths: [String: Int32] = [:]

    /// Up to 16 bytes of a word, little-endian, zero-padded.
    private struct PackedWord: Hashable {
        var low: UInt64
        var high: UInt64
    }
    /// The most words kept; the cache starts over when it is full.
    static let wordLimit = 65_536

    /// The font Pango uses in `layout` (the engine's, holding ``PlainTextLines/characters``
    /// and a space, unwrapped), or nil when the fast path cannot be proved for it.
    init?(probe layout: OpaquePointer, text probe: String, context: OpaquePointer) {
        guard pango_layout_get_line_count(layout) == 1, let line = pango_layout_get_line_readonly(layout, 0),
            let runs = line.pointee.runs, runs.pointee.next == nil,
            let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let runItem = run.pointee.item,
            runItem.pointee.offset == 0, Int(runItem.pointee.length) == probe.utf8.count,
            let item = pango_item_copy(runItem)
        else { return nil }
        guard let glyphs = pango_glyph_string_new() else {
            pango_item_free(item)
            return nil
        }
        self.item = item
        self.glyphs = glyphs
        flags = pango_context_get_round_glyph_positions(context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        lineHeight = logical.height
        spaceWidth = 0
        let space = shapedWidth(" ")
        spaceWidth = space
        guard lineHeight > 0, space > 0, shapedWidth(probe) == logical.width, Self.spacesStandApart(space: space, shape: shapedWidth)
        else { return nil }
    }

    deinit {
        pango_item_free(item)
        pango_glyph_string_free(glyphs)
    }

    /// Whether every printable ASCII character and every fast-path Latin-1 letter shapes next
    /// to a space exactly as apart.
    private static func spacesStandApart(space: Int32, shape: (String) -> Int32) -> Bool {
        let scalars = (UInt32(0x21)...0x7E).compactMap(Unicode.Scalar.init) + PlainTextLines.latinLetters
        for scalar in scalars {
            let character = String(scalar)
            let alone = shape(character)
            guard shape(character + " ") == alone + space, shape(" " + character) == space + alone else { return false }
        }
        return true
    }

    /// The width of `text` shaped as one item with the probe's analysis.
    private func shapedWidth(_ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { shapedWidth($0) }
    }

    private func shapedWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
            let length = Int32(bytes.count)
            pango_shape_with_flags(text, length, text, length, &item.pointee.analysis, glyphs, flags)
        }
        return pango_glyph_string_get_width(glyphs)
    }

    /// The width of the word at `range` of `text` (UTF-8), shaped once.
    func width(of range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Int32 {
        let bytes = UnsafeBufferPointer(rebasing: text[range])
        guard bytes.count <= 16 else {
            let word = String(decoding: bytes, as: UTF8.self)
            if let width = longWidths[word] { return width }
            if longWidths.count >= Self.wordLimit { longWidths.removeAll(keepingCapacity: true) }
            let width = shapedWidth(bytes)
            longWidths[word] = width
            return width
        }
        var key = PackedWord(low: 0, high: 0)
        withUnsafeMutableBytes(of: &key) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        if let width = shortWidths[key] { return width }
        if shortWidths.count >= Self.wordLimit { shortWidths.removeAll(keepingCapacity: true) }
        let width = shapedWidth(bytes)
        shortWidths[key] = width
        return width
    }
}
