import CollectionLayout
import Foundation

/// Where an element's title and subtitle go: the one home of the text layout rules, which
/// the ``Painter`` draws with and self-sizing measures with (``ContentFitting``).
///
/// The text area is the bounds inset by ``ElementContent/padding``. A title alone (or a
/// subtitle alone) wraps in the area, at most ``ElementContent/maximumLines`` lines (0: as
/// many as fit), centred vertically. A title with a
/// subtitle gets one line each, in slots of ``lineSlot(for:)`` points, ``stackGap`` apart,
/// the pair centred vertically by the rule a list cell stacks its texts with (``TextStack``).
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

    /// The title's styling: ``ElementContent/titleStyling`` when the content has a title of
    /// its own, plain for an automatic label.
    static func titleStyling(of content: ElementContent) -> TextStyling {
        content.title == nil ? TextStyling() : content.titleStyling
    }

    /// The text blocks `content` draws in `bounds` and the rectangle of each.
    public static func blocks(for content: ElementContent, key: ElementKey, in bounds: CGRect) -> [(TextBlock, CGRect)] {
        let area = bounds.inset(by: content.padding)
        guard area.width > 0, area.height > 0 else { return [] }
        func block(_ text: String, _ font: FontDescription, lines: Int, styling: TextStyling = TextStyling()) -> TextBlock {
            TextBlock(text, font: font, color: content.textColor, alignment: content.alignment, maximumLines: lines, styling: styling)
        }
        let titleStyling = titleStyling(of: content)
        switch texts(of: content, key: key) {
        case (nil, nil):
            return []
        case let (title?, nil):
            return [(block(title, content.font, lines: max(0, content.maximumLines), styling: titleStyling), area)]
        case let (nil, subtitle?):
            return [(block(subtitle, content.subtitleFont, lines: max(0, content.maximumLines)), area)]
        case let (title?, subtitle?):
            let titleHeight = lineSlot(for: content.font), subtitleHeight = lineSlot(for: content.subtitleFont)
            let stack = TextStack(firstHeight: titleHeight, secondHeight: subtitleHeight, gap: stackGap, middle: area.midY)
            return [
                (
                    block(title, content.font, lines: 1, styling: titleStyling),
                    CGRect(x: area.minX, y: stack.firstTop, width: area.width, height: titleHeight)
                ),
                (
                    block(subtitle, content.subtitleFont, lines: 1),
                    CGRect(x: area.minX, y: stack.secondTop, width: area.width, height: subtitleHeight)
                ),
            ]
        }
    }

    /// The size of the text area `content` needs (padding excluded), by the rules above:
    /// a lone title or subtitle wrapped at `width` (nil: unwrapped), limited to
    /// ``ElementContent/maximumLines`` (``size(of:font:width:maximumLines:styling:measuring:)``); a title with a subtitle,
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
            return size(
                of: title, font: content.font, width: width, maximumLines: content.maximumLines,
                styling: titleStyling(of: content), measuring: measuring)
        case let (nil, subtitle?):
            return size(of: subtitle, font: content.subtitleFont, width: width, maximumLines: content.maximumLines, measuring: measuring)
        case let (title?, subtitle?):
            let styling = titleStyling(of: content)
            let titleWidth =
                styling.isPlain
                ? measuring.size(of: title, font: content.font, width: nil).width
                : size(of: title, font: content.font, width: nil, maximumLines: 1, styling: styling, measuring: measuring).width
            let subtitleWidth = measuring.size(of: subtitle, font: content.subtitleFont, width: nil).width
            let height = TextStack(
                firstHeight: lineSlot(for: content.font), secondHeight: lineSlot(for: content.subtitleFont), gap: stackGap, middle: 0
            ).height
            return CGSize(width: min(max(titleWidth, subtitleWidth), width ?? .infinity), height: height)
        }
    }

    /// The size of `text` in `font` drawn as a ``TextBlock`` of at most `maximumLines` lines
    /// (0 or less: no limit), wrapped at `width` (nil: only at line breaks): the measurer's
    /// size with its height cut to `maximumLines` lines of the font's line height (the
    /// height of one line of "X"). The width stays the widest line of all the text's lines.
    /// Exact for text set in the font's own glyphs; a fallback font (CJK) can make a line
    /// taller than the font's own. Styled text (`styling` not plain) is the measurer's
    /// ``ContentMeasuring/size(of:width:)`` of the block, which lays its lines out.
    public static func size(
        of text: String, font: FontDescription, width: CGFloat?, maximumLines: Int, styling: TextStyling = TextStyling(),
        measuring: any ContentMeasuring
    ) -> CGSize {
        if !styling.isPlain {
            return measuring.size(of: TextBlock(text, font: font, maximumLines: max(0, maximumLines), styling: styling), width: width)
        }
        let size = measuring.size(of: text, font: font, width: width)
        guard maximumLines > 0, size.height > 0 else { return size }
        let lineHeight = measuring.size(of: "X", font: font, width: nil).height
        return CGSize(width: size.width, height: min(size.height, CGFloat(maximumLines) * lineHeight))
    }
}
