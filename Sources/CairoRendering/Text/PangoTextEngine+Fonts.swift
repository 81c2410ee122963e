import CPangoCairo
import CollectionRendering
import Foundation

// Fonts on layouts: the Pango description of a font request, and the registered fonts
// (docs/REFERENCE.md §22.25) followed before text is laid out or measured.
extension PangoTextEngine {
    /// Brings the font system up to date with the registered font files
    /// (`FontSystem.followRegisteredFonts()`: one atomic load when nothing changed) and, when
    /// they changed, forgets the word widths measured in the fonts before (a family may now be
    /// drawn in another face). Pango's layouts see the change themselves: their context's
    /// font map has moved on.
    /// - Returns: whether the fonts changed.
    func followRegisteredFonts() -> Bool {
        guard fonts.followRegisteredFonts() else { return false }
        forgetWordWidths()
        return true
    }

    /// Sets `font` on `layout` (sizes above 10,000 points capped: Pango keeps sizes in
    /// 32-bit 1/1024ths; weights clamped to 100…1000; italic or upright).
    static func setFont(_ font: FontDescription, on layout: OpaquePointer) {
        guard let description = fontDescription(font) else { return }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
    }

    /// A new Pango description of `font` (owned: `pango_font_description_free` it), sized,
    /// weighted and styled as ``setFont(_:on:)`` says; nil for a size that is not finite and positive.
    static func fontDescription(_ font: FontDescription) -> OpaquePointer? {
        guard font.size.isFinite, font.size > 0, let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, min(10_000, Double(font.size)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight)))))
        // Fontconfig answers an italic request with the oblique face when the family has no
        // italic one (DejaVu Sans).
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }
}
