import CollectionRendering
import Foundation

// A label's styled text kept in step with its properties, as UIKit keeps `attributedText`.

extension UILabel {
    /// The attributes plain text is shown with: the label's font, colour, alignment and line
    /// breaking.
    var plainAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: style]
    }

    /// Sets `attributed` as the label's text (``attributedText``'s setter): the properties
    /// from its first character, then its runs with the label's font, colour and paragraph
    /// style filled in where they set none.
    func adopt(_ attributed: NSAttributedString?) {
        styledRuns = nil
        guard let attributed else {
            text = nil
            return
        }
        var runs = attributed.attributedRuns
        if let first = runs.first?.attributes {
            if let firstFont = first[.font] as? UIFont { font = firstFont }
            if let firstColor = first[.foregroundColor] as? UIColor { textColor = firstColor }
            if let style = first[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = style.alignment
                lineBreakMode = style.lineBreakMode
            }
        }
        let defaults = plainAttributes
        for index in runs.indices {
            runs[index].attributes.merge(defaults) { own, _ in own }
        }
        styledRuns = runs
        settingAttributedText = true
        text = attributed.string
        settingAttributedText = false
    }

    /// Gives every run of the styled text, if any, `value` for `key` (a property set while
    /// the text is styled applies to all of it).
    func applyToStyledText(_ key: NSAttributedString.Key, _ value: Any) {
        guard var runs = styledRuns else { return }
        for index in runs.indices { runs[index].attributes[key] = value }
        styledRuns = runs
    }

    /// Gives every run of the styled text, if any, a copy of its paragraph style changed by
    /// `change` (``textAlignment`` and ``lineBreakMode`` set while the text is styled apply to
    /// all of it).
    func restyleParagraphs(_ change: (NSMutableParagraphStyle) -> Void) {
        guard var runs = styledRuns else { return }
        for index in runs.indices {
            let style = (runs[index].attributes[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle
            let changed = style ?? NSMutableParagraphStyle()
            change(changed)
            runs[index].attributes[.paragraphStyle] = changed
        }
        styledRuns = runs
    }

    /// The styled text's runs as the renderer draws them in `color` where they set none,
    /// their colours resolved with the label's traits, each paragraph's `natural` alignment
    /// in the label's layout direction; plain for plain text.
    func styling(color: Color) -> TextStyling {
        guard let styledRuns else { return TextStyling() }
        return AttributedRun.textStyling(
            styledRuns, font: font.fontDescription, color: color, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft
        ) { $0.renderColor(in: traitCollection) }
    }

    /// The styled text's runs as measuring sees them (every colour the same, so that runs
    /// that differ only in colour measure as plain text, and sizes are cached whatever the
    /// colours); plain for plain text.
    var measuredStyling: TextStyling {
        guard let styledRuns else { return TextStyling() }
        return AttributedRun.textStyling(styledRuns, font: font.fontDescription, color: .black) { _ in .black }
    }
}
