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
    /// The tab stops last set on ``reusable`` (``TabStops``); nil before the first.
    private var reusableTabs: [TextTab]?
    /// The layout long runs are broken on, window by window (owned; see ``LongRunBreaks``),
    /// with the font last set on it.
    private var windowLayout: OpaquePointer?
    private var windowFont: FontDescription?
    /// The line separators ``reusable``'s text holds that the caller's text does not, by
    /// byte offset, each with what a line's text shows in its place (see ``LongRunBreaks``).
    private var insertedSeparators: [Int: [UInt8]] = [:]
    /// The laid-out layouts of blocks drawn more than once (``DrawnLayouts``).
    let drawnLayouts = DrawnLayouts()
    /// The word-shaping fast path's fonts (nil: not provable for that font, see
    /// ``WordShapingFont``), forgotten when the registered fonts change (the look-up follows
    /// them: `PangoTextEngine+Fonts.swift`), and its reusable buffers; see `PangoTextEngine+WordShaping.swift`.
    var wordShapingFonts: [FontDescription: WordShapingFont?] {
        get { _ = followRegisteredFonts(); return shapingFonts }
        _modify { yield &shapingFonts }
    }
    private var shapingFonts: [FontDescription: WordShapingFont?] = [:]
    var wordRanges: [Range<Int>] = []
    var wordWidths: [Int32] = []
    /// The text and font ``wordWidths`` hold the words of (a label measured unwrapped, then
    /// at the width it is given, is split and looked up once).
    var wordWidthsText: (text: String, font: FontDescription)?
    /// How many texts ``measure(_:font:width:)`` measured from word widths, with no Pango layout.
    package internal(set) var wordShapedMeasurements = 0
    /// Whether ``measure(_:font:width:)`` may measure plain text from word widths (default
    /// true; the sizes are the same either way); false lays every text out with Pango, as a
    /// baseline for the benchmarks.
    package var measuresFromWordWidths = true

    /// How many characters a run that allows no line break must hold for ``LongRunBreaks``
    /// to break it (default ``LongRunBreaks/minimumLength``); the tests lower it to compare
    /// its lines with Pango's own, and raise it to `Int.max` for Pango's alone.
    package var longRunMinimumLength = LongRunBreaks.minimumLength
    /// How many paragraphs a text must pass to be laid out in chunks of that many
    /// (default ``ParagraphChunks/paragraphs``); the tests lower it to compare the chunks'
    /// lines with one layout's, and raise it to `Int.max` for one layout always.
    package var paragraphsPerChunk = ParagraphChunks.paragraphs
    /// How many times a block was set up on the layout to draw or place it (`makeLayout`):
    /// the tests count that drawing text with attachments lays it out once.
    package internal(set) var layoutsMade = 0
    /// How many texts were laid out with separators between the lines of a long run.
    package internal(set) var longRunTextsBroken = 0

    /// An engine over `fonts`.
    public init(fonts: FontSystem) { self.fonts = fonts }

    deinit {
        // The word-shaping fonts hold Pango items (and their fonts): freed while the font
        // system is surely alive.
        wordShapingFonts.removeAll()
        drawnLayouts.removeAll()
        if let reusable { g_object_unref(UnsafeMutableRawPointer(reusable)) }
        if let windowLayout { g_object_unref(UnsafeMutableRawPointer(windowLayout)) }
    }

    /// The engine's Pango layout set up for `block` in `rect`, and the block's vertical
    /// offset inside the rect. The layout is borrowed: valid until the next call.
    ///
    /// Only the lines that can show are laid out one by one (about ``visibleLines(of:in:)``):
    /// Pango puts all the paragraph's text after the last one on that line, ellipsized.
    func makeLayout(_ block: TextBlock, in rect: CGRect) -> (layout: OpaquePointer, yOffset: CGFloat)? {
        layoutsMade += 1
        // Non-finite or empty rectangles and font sizes lay out nothing; sizes above
        // 10,000 points are capped (Pango keeps sizes in 32-bit 1/1024ths).
        guard rect.hasFiniteValues, rect.width > 0, rect.height > 0, block.font.size.isFinite, block.font.size > 0,
            !block.string.isEmpty
        else { return nil }
        // Text that is not ellipsized shows every line (the caller clips what passes the
        // rectangle): all of them are laid out.
        let visible = block.ellipsizes ? Self.visibleLines(of: block, in: rect) : .max
        guard let layout = paragraphLayout(block.string, font: block.font, styling: block.styling, width: rect.width, lines: visible)
        else { return nil }
        pango_layout_set_ellipsize(layout, block.ellipsizes ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
        if !block.ellipsizes {
            pango_layout_set_height(layout, -1)
        } else if block.maximumLines > 0 {
            pango_layout_set_height(layout, -Int32(clamping: block.maximumLines))
        } else {
            // All lines when they fit the height (as measured for self-sizing); else as many as
            // fit, the last ellipsized. Pango's own height limit guesses the next line's height
            // from the previous one, which cuts a short line after a tall one (CJK fallback)
            // even when it fits, hence the check first. It stops two lines' height (2 em each,
            // more than any pinned font's) past the rect, where Pango's guess cannot cut text
            // that fits, and it lays out no more: text it ellipsizes does not fit.
            let largest = min(10_000, Self.fontSizes(of: block).largest)
            pango_layout_set_height(layout, Self.pangoUnits((rect.height + 4 * largest) * Self.shortening(of: block.styling, largest)))
            var whole = PangoRectangle()
            pango_layout_get_extents(layout, nil, &whole)
            // Spaced paragraphs (docs/REFERENCE.md §22.22) and limited line heights (§22.23)
            // take what they add out of the height.
            let shifts = Self.placements(of: layout, block.styling, width: rect.width)
            if pango_layout_is_ellipsized(layout) == 0,
                whole.height + Self.pangoUnits(Self.shift(shifts, line: .max)) <= Self.pangoUnits(rect.height)
            {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
                pango_layout_set_height(layout, -1)
            } else {
                pango_layout_set_height(
                    layout, Self.pangoUnits(shifts.map { Self.heightBeforeShifts(of: layout, $0, in: rect.height) } ?? rect.height))
            }
        }
        if !insertedSeparators.isEmpty, pango_layout_is_ellipsized(layout) != 0 { restoreEllipsizedLine(layout, original: block.string) }
        switch block.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height =
            CGFloat(logical.height) / CGFloat(PANGO_SCALE)
            + Self.shift(Self.placements(of: layout, block.styling, width: rect.width), line: .max)
        return (layout, block.verticalAlignment == .top ? 0 : (rect.height - height) / 2)
    }

    /// Hands over the reusable layout (owned by the caller from now on), if `layout` is it:
    /// the next block is laid out on a new one.
    /// - Returns: whether `layout` was the reusable layout.
    func handOverReusable(_ layout: OpaquePointer) -> Bool {
        guard layout == reusable else { return false }
        (reusable, reusableFont, reusableTabs) = (nil, nil, nil)
        return true
    }

    /// The most lines of `block` that can show in `rect`: its line limit, else as many as fit
    /// the height at one line per point of font size, and one more (every pinned font's line
    /// is taller: DejaVu's ascent and descent are 1.164 em, Noto Sans CJK's 1.448 em). Fewer
    /// would cost time, not pixels: lines past it are laid out as Pango lays out any line.
    /// A styled block's smallest run font counts (and its line spacing is taken as 0).
    static func visibleLines(of block: TextBlock, in rect: CGRect) -> Int {
        if block.maximumLines > 0 { return block.maximumLines }
        return Int(clamping: rect.height / min(10_000, fontSizes(of: block).smallest), rounding: .down, to: 0...Int(Int32.max - 2)) + 2
    }

    /// How many times more lines than Pango's own heights say can fit a height once
    /// `styling`'s `maximumLineHeight`s shorten them (docs/REFERENCE.md §22.23): the most
    /// any paragraph's does.
    /// - Complexity: O(p) in the paragraphs with attributes of their own.
    static func shortening(of styling: TextStyling, _ largest: CGFloat) -> CGFloat {
        styling.paragraphStyles.reduce(1) { max($0, shortening(of: $1, largest)) }
    }

    /// How many times more lines than Pango's own heights say can fit a height once
    /// `styling`'s `maximumLineHeight` shortens them: a line of fonts up to `largest` points
    /// is at most 2 em high (more than any pinned font's), times its `lineHeightMultiple`; 1
    /// without a maximum.
    static func shortening(of styling: ParagraphStyling, _ largest: CGFloat) -> CGFloat {
        guard styling.maximumLineHeight > 0, styling.maximumLineHeight.isFinite else { return 1 }
        let multiple = styling.lineHeightMultiple.isFinite ? max(1, min(100, styling.lineHeightMultiple)) : 1
        return max(1, min(1000, 2 * largest * multiple / styling.maximumLineHeight))
    }

    /// The smallest and largest font sizes `block` draws in (its font's and its runs'; runs
    /// whose size is not finite and positive are left out).
    /// - Complexity: O(r) in the runs.
    static func fontSizes(of block: TextBlock) -> (smallest: CGFloat, largest: CGFloat) {
        var sizes = (smallest: block.font.size, largest: block.font.size)
        for run in block.styling.runs where run.font.size.isFinite && run.font.size > 0 {
            sizes = (min(sizes.smallest, run.font.size), max(sizes.largest, run.font.size))
        }
        return sizes
    }

    /// The reusable layout holding `text` in `font`, wrapped at `width` (nil: at line breaks
    /// only): the rules drawing and measuring share (word wrapping that breaks inside a word
    /// only when it alone is too long, with no hyphen: ``WrapHyphens``; a long run broken in
    /// linear time: ``LongRunBreaks``, over the first `lines` lines when drawing, all of them
    /// when measuring; ``CombiningMarkRuns``). Text after a NUL character is left out, as
    /// Pango leaves it. Styled text (`styling` not plain) gets its runs' attributes and line
    /// spacing, and is laid out by Pango alone (no ``LongRunBreaks``, whose separators would
    /// move the runs; its runs are dropped if ``CombiningMarkRuns`` has to cut marks).
    /// Borrowed: valid until the next call.
    func paragraphLayout(
        _ text: String, font: FontDescription, styling: TextStyling = TextStyling(), width: CGFloat?, lines: Int = .max
    ) -> OpaquePointer? {
        if reusable == nil { reusable = pango_layout_new(fonts.context) }
        _ = followRegisteredFonts()
        guard let layout = reusable else { return nil }
        if reusableFont != font {
            reusableFont = font
            Self.setFont(font, on: layout)
        }
        // Indented text (docs/REFERENCE.md §22.23) wraps between its indents: the lines'
        // width, and the first line's indent from the others (0 for other text: the layout is
        // reused).
        let indents = styling.indents ? LineIndents(styling).pangoWidth(for: width) : (width: width, indent: 0)
        let units = indents.width.map(Self.pangoUnits) ?? -1
        pango_layout_set_indent(layout, Int32((Double(indents.indent) * Double(PANGO_SCALE)).rounded()))
        // The first paragraph's tab stops, from the text's leading edge (docs/REFERENCE.md
        // §22.24), set only when they change: plain text's are the same every time.
        let tabs = TabStops.stops(of: styling.paragraph, offset: styling.indents ? LineIndents(styling).nearerHeadIndent : 0)
        if reusableTabs != tabs {
            reusableTabs = tabs
            TabStops.set(tabs, on: layout)
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // Drawing sets the block's alignment afterwards; measuring reads the layout's extents,
        // whose width spans the lines where they are placed (a right-to-left line is aligned
        // to the right edge), so it must not see the alignment a previous drawing left.
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        // Pango changes nothing when the spacing is already the same: plain text, which sets
        // 0 every time, costs nothing more.
        // Every line gets the first paragraph's; the line placements correct the others'.
        pango_layout_set_spacing(layout, Self.pangoUnits(Self.lineSpacing(styling.paragraph)))
        insertedSeparators = [:]
        Self.withLaidOutBytes(of: text) { bytes, capped in
            var breaks = LongRunBreaks()
            if !styling.isPlain {
                return Self.setText(bytes, on: layout, styling: capped ? TextStyling() : styling)
            }
            if units > 0, let window = windowLayout(font: font) {
                breaks = LongRunBreaks.find(
                    in: bytes, width: units, lines: lines, minimumLength: longRunMinimumLength, layout: layout, window: window)
            }
            if breaks.separators.isEmpty {
                Self.setText(bytes, on: layout)
            } else {
                breaks.text.withUnsafeBufferPointer { Self.setText(UnsafeBufferPointer(rebasing: $0.dropLast()), on: layout) }
                insertedSeparators = breaks.separators
                longRunTextsBroken += 1
            }
        }
        pango_layout_set_width(layout, units)
        return layout
    }

    /// Gives the ellipsized last line of `layout` the `original` text it stands for, with no
    /// separator: Pango ellipsizes all the text from that line's start as one line, where a
    /// separator would cut kerning and a space taken out would be missing (see
    /// ``LongRunBreaks``). The lines before it keep their text, so they stay as they are.
    private func restoreEllipsizedLine(_ layout: OpaquePointer, original: String) {
        let count = pango_layout_get_line_count(layout)
        guard count > 0, let last = pango_layout_get_line_readonly(layout, count - 1), let text = pango_layout_get_text(layout) else {
            return
        }
        let start = Int(last.pointee.start_index)
        let kept = Array(UnsafeRawBufferPointer(start: text, count: start))
        Self.withLaidOutBytes(of: original) { bytes, _ in
            // The original offset of `start`: less 3 bytes for each separator before it, plus
            // the space each took out.
            var offset = start
            for (separator, replaced) in insertedSeparators where separator < start { offset += replaced.count - 3 }
            insertedSeparators = insertedSeparators.filter { $0.key < start }
            let restored = kept + bytes[min(offset, bytes.count)...]
            restored.withUnsafeBufferPointer { Self.setText($0, on: layout) }
        }
    }

    /// Calls `body` with the UTF-8 of `text` that Pango is given: up to its first NUL (where
    /// Pango's text ends), with at most ``CombiningMarkRuns/limit`` combining marks in a row,
    /// and whether marks were cut (the bytes' offsets are then not the text's).
    private static func withLaidOutBytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        var text = text
        text.withUTF8 { whole in
            let bytes = UnsafeBufferPointer(rebasing: whole.prefix { $0 != 0 })
            if let capped = CombiningMarkRuns.capped(bytes) {
                capped.withUnsafeBufferPointer { body($0, true) }
            } else {
                body(bytes, false)
            }
        }
    }

    /// Sets `bytes` (UTF-8) as `layout`'s text, with ``WrapHyphens``' attributes and
    /// `styling`'s (``TextRunAttributes``).
    static func setText(_ bytes: UnsafeBufferPointer<UInt8>, on layout: OpaquePointer, styling: TextStyling = TextStyling()) {
        let attributes = WrapHyphens.attributes(for: bytes)
        if let attributes, !styling.isPlain { TextRunAttributes.add(styling, to: attributes, byteCount: bytes.count) }
        pango_layout_set_attributes(layout, attributes)
        if let attributes { pango_attr_list_unref(attributes) }
        guard let base = bytes.baseAddress else { return pango_layout_set_text(layout, "", 0) }
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pango_layout_set_text(layout, $0, Int32(bytes.count)) }
    }

    /// The layout ``LongRunBreaks`` lays windows out on, in `font`.
    private func windowLayout(font: FontDescription) -> OpaquePointer? {
        if windowLayout == nil {
            windowLayout = pango_layout_new(fonts.context)
            if let windowLayout { pango_layout_set_wrap(windowLayout, PANGO_WRAP_CHAR) }
        }
        guard let layout = windowLayout else { return nil }
        if windowFont != font {
            windowFont = font
            Self.setFont(font, on: layout)
        }
        return layout
    }

    /// A length in Pango units (1/1024 point), rounded down and clamped to Int32 (the
    /// caller has checked it is finite and positive).
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32(min(Double(Int32.max), (Double(points) * Double(PANGO_SCALE)).rounded(.down)))
    }

    /// Draws `block` in `rect` on a Cairo context, and returns where its attachments' images
    /// go, found on the layout just drawn (`placedAttachments(in:of:at:placements:)`): the text is laid
    /// out once per draw.
    func draw(_ block: TextBlock, in rect: CGRect, on cr: OpaquePointer) -> [PlacedTextAttachment] {
        var placed: [PlacedTextAttachment] = []
        for (part, partRect) in parts(of: block, in: rect) {
            guard let (layout, yOffset) = drawnLayout(part, in: partRect) else { continue }
            let c = block.color
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            let placements = Self.placements(of: layout, part.styling, width: partRect.width)
            if let placements {
                Self.showLines(of: layout, placements: placements, at: partRect.minX, partRect.minY + yOffset, on: cr)
            } else {
                cairo_move_to(cr, Double(partRect.minX), Double(partRect.minY + yOffset))
                pango_cairo_show_layout(cr, layout)
            }
            placed += placedAttachments(
                in: layout, of: part, at: CGPoint(x: partRect.minX, y: partRect.minY + yOffset), placements: placements)
        }
        return placed
    }

    /// The lines of `block` as the Cairo backend draws them (for the SVG writer): text,
    /// baseline origin relative to `rect`'s origin, width.
    /// The last line of an ellipsized text ends in "…" (a line limit may ellipsize one line a
    /// paragraph; only the text's last line says so).
    public func layout(_ block: TextBlock, in rect: CGRect) -> [TextLine] {
        laidOut(block, in: rect, placingAttachments: false).lines
    }

    /// The lines of `block` as ``layout(_:in:)`` gives them, and where its attachments'
    /// images go as the Cairo backend draws them, from the same layout.
    public func layoutWithAttachments(_ block: TextBlock, in rect: CGRect) -> (lines: [TextLine], attachments: [PlacedTextAttachment]) {
        laidOut(block, in: rect, placingAttachments: true)
    }

    /// The lines of `block` in `rect`, and its attachments' places when `placingAttachments`.
    private func laidOut(
        _ block: TextBlock, in rect: CGRect, placingAttachments: Bool
    ) -> (lines: [TextLine], attachments: [PlacedTextAttachment]) {
        let parts = parts(of: block, in: rect)
        var lines: [TextLine] = [], placed: [PlacedTextAttachment] = [], ellipsized = false
        for (index, (part, partRect)) in parts.enumerated() {
            guard let (layout, yOffset) = makeLayout(part, in: partRect) else { continue }
            ellipsized = ellipsized || pango_layout_is_ellipsized(layout) != 0
            let top = partRect.minY - rect.minY + yOffset
            let placements = Self.placements(of: layout, part.styling, width: partRect.width)
            lines += self.lines(
                of: layout, top: top, ellipsized: ellipsized && index == parts.count - 1, styled: !block.styling.isPlain,
                placements: placements)
            if placingAttachments {
                placed += placedAttachments(
                    in: layout, of: part, at: CGPoint(x: partRect.minX, y: partRect.minY + yOffset), placements: placements)
            }
        }
        return (lines, placed)
    }

    /// The lines of `layout`, the first `top` below the rect's origin, each moved by its
    /// `placements`; the last ending in "…" when `ellipsized`; each with its start in the
    /// text when `styled`.
    private func lines(
        of layout: OpaquePointer, top yOffset: CGFloat, ellipsized: Bool, styled: Bool, placements: [LinePlacement]?
    ) -> [TextLine] {
        guard let text = pango_layout_get_text(layout) else { return [] }
        let utf8 = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)))
        let count = Int(pango_layout_get_line_count(layout))
        var lines: [TextLine] = []
        Self.forEachLine(of: layout) { index, line, logical, baseline in
            var text = Self.text(of: line, in: utf8, separators: insertedSeparators, dropLastRun: ellipsized && index == count - 1)
            if ellipsized && index == count - 1 { text += "…" }
            let moved = Self.placement(placements, line: index)
            lines.append(
                TextLine(
                    text: text,
                    origin: CGPoint(x: CGFloat(logical.x) / CGFloat(PANGO_SCALE) + moved.dx, y: baseline + yOffset + moved.dy),
                    width: CGFloat(logical.width) / CGFloat(PANGO_SCALE)))
            // Styled text is one layout with no inserted separator: its offsets are the string's.
            if styled { lines[lines.count - 1].start = Int(line.pointee.start_index) }
        }
        return lines
    }
}
