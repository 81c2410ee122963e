import CollectionLayout
import Foundation

/// Where an element's title and subtitle go: the one home of the text layout rules, which
/// the ``Painter`` draws with and self-sizing measures with (``ContentFitting``).
///
/// The text area is the bounds inset by ``ElementContent/padding``. A title alone (or a
/// subtitle alone) wraps in the area with no line limit, centred vertically. A title with a
/// subtitle gets one line each, in slots of ``lineSlot(for:)`` points, ``stackGap`` apart,
/// the pair centred vertically, as a list cell shows them.
public enum ContentTextLayout {
    /// The space between a title's slot and its subtitle's.
    public static let stackGap: CGFloat = 2

    /// The height of a one-line slot in a title-and-subtitle stack: 1.25 × the font size,
    /// rounded up.
    public static func lineSlot(for font: FontDescription) -> CGFloat { (font.size * 1.25).rounded(.up) }

    /// The text shown, with empty strings dropped: (title, subtitle).
    static func texts(of content: ElementContent, key: ElementKey) -> (String?, String?) {
        (
            content.displayedTitle(for: key).flatMap { $0.isEmpty ? nil : $0 },
            content.displayedSubtitle.flatMap { $0.isEmpty ? nil : $0 }
        )
    }

    /// The text blocks `content` draws in `bounds` and the rectangle of each.
    public static func blocks(for content: ElementContent, key: ElementKey, in bounds: CGRect) -> [(TextBlock, CGRect)] {
        let area = bounds.inset(by: content.padding)
        guard area.width > 0, area.height > 0 else { return [] }
        func block(_ text: String, _ font: FontDescription, lines: Int) -> TextBlock {
            TextBlock(text, font: font, color: content.textColor, alignment: content.alignment, maximumLines: lines)
        }
        switch texts(of: content, key: key) {
        case (nil, nil):
            return []
        case let (title?, nil):
            return [(block(title, content.font, lines: 0), area)]
        case let (nil, subtitle?):
            return [(block(subtitle, content.subtitleFont, lines: 0), area)]
        case let (title?, subtitle?):
            let titleHeight = lineSlot(for: content.font), subtitleHeight = lineSlot(for: content.subtitleFont)
            let top = area.midY - (titleHeight + stackGap + subtitleHeight) / 2
            return [
                (block(title, content.font, lines: 1), CGRect(x: area.minX, y: top, width: area.width, height: titleHeight)),
                (
                    block(subtitle, content.subtitleFont, lines: 1),
                    CGRect(x: area.minX, y: top + titleHeight + stackGap, width: area.width, height: subtitleHeight)
                ),
            ]
        }
    }

    /// The size of the text area `content` needs (padding excluded), by the rules above:
    /// a lone title or subtitle wrapped at `width` (nil: unwrapped); a title with a subtitle,
    /// the wider of the two single lines by the two slots and the gap. Nil when the content
    /// shows no text field at all; zero for empty strings.
    public static func textSize(
        of content: ElementContent, key: ElementKey, width: CGFloat?, measuring: any ContentMeasuring
    ) -> CGSize? {
        guard content.displayedTitle(for: key) != nil || content.displayedSubtitle != nil else { return nil }
        switch texts(of: content, key: key) {
        case (nil, nil):
            return .zero
        case let (title?, nil):
            return measuring.size(of: title, font: content.font, width: width)
        case let (nil, subtitle?):
            return measuring.size(of: subtitle, font: content.subtitleFont, width: width)
        case let (title?, subtitle?):
            let titleWidth = measuring.size(of: title, font: content.font, width: nil).width
            let subtitleWidth = measuring.size(of: subtitle, font: content.subtitleFont, width: nil).width
            let height = lineSlot(for: content.font) + stackGap + lineSlot(for: content.subtitleFont)
            return CGSize(width: min(max(titleWidth, subtitleWidth), width ?? .infinity), height: height)
        }
    }
}
