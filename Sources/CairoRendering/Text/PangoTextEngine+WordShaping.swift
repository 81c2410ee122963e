import CPangoCairo
import CollectionRendering
import Foundation

/// The word-shaping fast path of ``PangoTextEngine/measure(_:font:width:)`` (docs/REFERENCE.md,
/// "Self-sizing"): plain text (``PlainTextLines``) in a font whose words add up
/// (``WordShapingFont``) is measured from its words' widths and Pango's greedy line breaking,
/// with no layout; the result is the Pango layout's logical size to the Pango unit (a
/// differential test compares the two over thousands of random texts and widths).
extension PangoTextEngine {
    /// The text used to prove a font's word widths: every fast-path character and a space.
    static let wordShapingProbe = "ABCDEFGHIJKLMNOPQRSTUVWXYZ " + PlainTextLines.characters.dropFirst(26)

    /// `text`'s size from its word widths, or nil when the fast path does not apply (the
    /// caller has checked the text is not empty and the font size and width are valid).
    func wordShapedSize(_ text: String, font: FontDescription, width: CGFloat?) -> CGSize? {
        guard let shaper = wordShapingFont(for: font) else { return nil }
        let limit = width.map(Self.pangoUnits)
        if let last = wordWidthsText, last.font == font, last.text == text {
            // The same words as the last text measured: only the lines are new.
        } else {
            wordWidthsText = nil
            var text = text
            let split: Bool = text.withUTF8 { bytes in
                guard PlainTextLines.words(of: bytes, into: &wordRanges) else { return false }
                wordWidths.removeAll(keepingCapacity: true)
                for range in wordRanges { wordWidths.append(shaper.width(of: range, in: bytes)) }
                return true
            }
            guard split else { return nil }
            wordWidthsText = (text, font)
        }
        // A word wider than the line: Pango breaks inside it (WORD_CHAR).
        if let limit, wordWidths.contains(where: { $0 > limit }) { return nil }
        let lines = PlainTextLines.lines(widths: wordWidths, space: shaper.spaceWidth, width: limit)
        guard lines.widest <= Int64(Int32.max) else { return nil }
        let (height, overflow) = Int32(clamping: lines.count).multipliedReportingOverflow(by: shaper.lineHeight)
        guard !overflow else { return nil }
        return CGSize(width: CGFloat(Int32(lines.widest)) / CGFloat(PANGO_SCALE), height: CGFloat(height) / CGFloat(PANGO_SCALE))
    }

    /// Forgets every font's word widths and proof (the next measurement starts cold).
    func forgetWordWidths() {
        wordShapingFonts.removeAll()
        wordWidthsText = nil
    }

    /// `font`'s word widths, proved at first use, or nil when the fast path is off for it.
    private func wordShapingFont(for font: FontDescription) -> WordShapingFont? {
        if let known = wordShapingFonts[font] { return known }
        var shaper: WordShapingFont?
        if let layout = measuringLayout(Self.wordShapingProbe, font: font, width: nil) {
            shaper = WordShapingFont(probe: layout, text: Self.wordShapingProbe, context: fonts.context)
        }
        wordShapingFonts[font] = .some(shaper)
        return shaper
    }
}
