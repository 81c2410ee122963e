import CPangoCairo
import CollectionRendering
import Foundation

/// The Pango attributes that draw a ``TextStyling``: each run's font, colour (with its
/// alpha), background (Pango fills the run's advance by its line's logical height), underline,
/// strikethrough, letter spacing (`kern`), rise (`baselineOffset`) and attachment box (a
/// shape), and each paragraph's line height factor (`lineHeightMultiple`). Line spacing is the
/// layout's own (`pango_layout_set_spacing`), set by the engine.
enum TextRunAttributes {
    /// Adds `styling`'s attributes to `list`, for a layout of `byteCount` bytes (ranges are
    /// cut to it).
    static func add(_ styling: TextStyling, to list: OpaquePointer, byteCount: Int) {
        // Each paragraph's line height factor over its own bytes (docs/REFERENCE.md §22.24):
        // Pango gives a line the largest factor of its text.
        let starts = [0] + styling.laterParagraphs.map(\.start) + [byteCount]
        for (index, paragraph) in styling.paragraphStyles.enumerated() {
            let range = max(0, min(starts[index], byteCount))..<max(0, min(starts[index + 1], byteCount))
            if !range.isEmpty, paragraph.lineHeightMultiple > 0, paragraph.lineHeightMultiple.isFinite,
                let attribute = pango_attr_line_height_new(min(100, Double(paragraph.lineHeightMultiple)))
            {
                insert(attribute, range, into: list)
            }
        }
        for run in styling.runs {
            let range = max(0, min(run.range.lowerBound, byteCount))..<max(0, min(run.range.upperBound, byteCount))
            guard !range.isEmpty else { continue }
            if let description = PangoTextEngine.fontDescription(run.font) {
                insert(pango_attr_font_desc_new(description), range, into: list)
                pango_font_description_free(description)
            }
            let c = run.color
            insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)), range, into: list)
            // Pango reads an alpha of 0 as "not set": the faintest it draws is 1/65535.
            insert(pango_attr_foreground_alpha_new(max(1, channel(c.alpha))), range, into: list)
            // A clear background (alpha 0, which Pango would read as opaque) draws nothing.
            if let fill = run.backgroundColor, channel(fill.alpha) > 0 {
                insert(pango_attr_background_new(channel(fill.red), channel(fill.green), channel(fill.blue)), range, into: list)
                insert(pango_attr_background_alpha_new(channel(fill.alpha)), range, into: list)
            }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), range, into: list) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1), range, into: list) }
            if run.kern != 0, run.kern.isFinite { insert(pango_attr_letter_spacing_new(units(run.kern)), range, into: list) }
            if run.baselineOffset != 0, run.baselineOffset.isFinite {
                insert(pango_attr_rise_new(units(run.baselineOffset)), range, into: list)
            }
            if let attachment = run.attachment { insert(shape(of: attachment), range, into: list) }
        }
    }

    /// The shape attribute that lays each character of a run out as `attachment`'s box: its
    /// ink and logical rectangles, relative to the baseline (y down), are the box raised by
    /// its `origin.y`, so the line's ascent and descent grow to hold it.
    private static func shape(of attachment: TextAttachment) -> UnsafeMutablePointer<PangoAttribute>? {
        let box = attachment.layoutBounds
        var rectangle = PangoRectangle(x: 0, y: -units(box.minY + box.height), width: units(box.width), height: units(box.height))
        return pango_attr_shape_new(&rectangle, &rectangle)
    }

    /// A colour component, 0…1 (clamped), in Pango's 16 bits.
    private static func channel(_ value: Double) -> UInt16 {
        UInt16(clamping: Int((value.isFinite ? max(0, min(1, value)) : 0) * 65535))
    }

    /// A length in Pango units, clamped to ±10,000 points (the cap the engine puts on sizes).
    private static func units(_ points: CGFloat) -> Int32 {
        Int32((max(-10_000, min(10_000, Double(points))) * Double(PANGO_SCALE)).rounded())
    }

    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>, into list: OpaquePointer) {
        guard let attribute else { return }
        attribute.pointee.start_index = guint(range.lowerBound)
        attribute.pointee.end_index = guint(range.upperBound)
        pango_attr_list_insert(list, attribute)
    }
}
