import Foundation

/// How text after a tab character is placed against a ``TextTab``'s location
/// (`NSTextTab.alignment`; absolute, whatever the line's direction).
public enum TextTabAlignment: String, Hashable, Sendable {
    /// The text starts at the location.
    case left
    /// The text is centred on the location.
    case center
    /// The text ends at the location.
    case right
}

/// A tab stop (`NSTextTab`): a location in points from the text's leading edge and how the
/// text after the tab sits against it.
public struct TextTab: Hashable, Sendable {
    /// How the text sits against the location.
    public var alignment: TextTabAlignment
    /// Points from the leading edge of the text.
    public var location: CGFloat

    /// A tab stop at `location` aligned as `alignment`.
    public init(_ alignment: TextTabAlignment = .left, at location: CGFloat) {
        self.alignment = alignment; self.location = location
    }

    /// UIKit's default tab stops (`NSParagraphStyle.default.tabStops`): 12 left tabs at
    /// 28-point intervals, 28…336 (docs/REFERENCE.md §22.24).
    public static let defaultStops: [TextTab] = (1...12).map { TextTab(at: CGFloat($0) * 28) }
}

/// One paragraph's attributes (`NSParagraphStyle`'s, as the renderer applies them): its line
/// and paragraph spacing, line heights, indents, alignment and tab stops. The default is a
/// plain paragraph: lines at the font's natural height across the whole width, the block's
/// alignment, UIKit's default tab stops.
public struct ParagraphStyling: Hashable, Sendable {
    /// Points added after each line but the text's last (`lineSpacing`); 0 or less adds none.
    public var lineSpacing: CGFloat = 0
    /// What each line's natural height is multiplied by (`lineHeightMultiple`); 0 or less
    /// leaves it.
    public var lineHeightMultiple: CGFloat = 0
    /// Points added after the paragraph when another follows (`paragraphSpacing`); 0 or less
    /// (or not finite) adds none.
    public var paragraphSpacing: CGFloat = 0
    /// Points added above the paragraph's first line (`paragraphSpacingBefore`); 0 or less
    /// (or not finite) adds none.
    public var paragraphSpacingBefore: CGFloat = 0
    /// Points from the leading edge to the paragraph's first line (`firstLineHeadIndent`);
    /// 0 or less (or not finite) indents nothing (docs/REFERENCE.md §22.23).
    public var firstLineHeadIndent: CGFloat = 0
    /// Points from the leading edge to the paragraph's other lines (`headIndent`); 0 or
    /// less (or not finite) indents nothing.
    public var headIndent: CGFloat = 0
    /// Where lines end (`tailIndent`): positive, that many points from the leading edge (a
    /// line width); 0 or negative, that many points in from the trailing edge; not finite: 0.
    public var tailIndent: CGFloat = 0
    /// The least height of a line (`minimumLineHeight`); 0 or less (or not finite): none.
    public var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line (`maximumLineHeight`); 0 or less (or not finite): none.
    public var maximumLineHeight: CGFloat = 0
    /// How the paragraph's lines are aligned (`alignment`); nil: as the block says.
    public var alignment: TextAlignment?
    /// The tab stops (`tabStops`), by location; default UIKit's (``TextTab/defaultStops``).
    public var tabStops = TextTab.defaultStops
    /// Points between the tab stops after the last of ``tabStops`` (`defaultTabInterval`),
    /// at its multiples; 0 or less (or not finite): none.
    public var defaultTabInterval: CGFloat = 0

    /// A plain paragraph.
    public init() {}

    /// Whether the paragraph is plain: no attribute that changes a line or a tab.
    public var isPlain: Bool { self == ParagraphStyling() }

    /// Whether lines are indented: a head indent or a tail indent is set (finite, and
    /// positive for the head indents, not 0 for the tail indent).
    public var indents: Bool {
        (firstLineHeadIndent > 0 && firstLineHeadIndent.isFinite) || (headIndent > 0 && headIndent.isFinite)
            || (tailIndent != 0 && tailIndent.isFinite)
    }

    /// Whether line heights are limited: `minimumLineHeight` or `maximumLineHeight` is finite
    /// and positive.
    public var limitsLineHeights: Bool {
        (minimumLineHeight > 0 && minimumLineHeight.isFinite) || (maximumLineHeight > 0 && maximumLineHeight.isFinite)
    }

    /// Whether the paragraph is spaced: `paragraphSpacing` or `paragraphSpacingBefore` is
    /// finite and positive.
    public var spacesParagraphs: Bool {
        (paragraphSpacing > 0 && paragraphSpacing.isFinite) || (paragraphSpacingBefore > 0 && paragraphSpacingBefore.isFinite)
    }

    /// Where lines end, in points from the leading edge of a text `width` wide (nil:
    /// unbounded) (docs/REFERENCE.md §22.23): a positive `tailIndent` from the leading edge,
    /// at most the width; else the width less the tail indent's gap. Nil when the text is
    /// unbounded and no positive tail indent ends its lines. The tail indent counts up to
    /// ±10,000 points (not finite: 0).
    public func lineEnd(in width: CGFloat?) -> CGFloat? {
        let tail = tailIndent.isFinite ? max(-10_000, min(10_000, tailIndent)) : 0
        if tail > 0 { return width.map { min($0, tail) } ?? tail }
        return width.map { $0 + tail }
    }
}

/// A paragraph whose attributes differ from the one before it: from its first character
/// (`start`, a UTF-8 byte offset into the block's string) to the next such paragraph's
/// (docs/REFERENCE.md §22.24).
public struct StyledParagraph: Hashable, Sendable {
    /// The paragraph's first character, in UTF-8 bytes.
    public var start: Int
    /// Its attributes (and the following paragraphs' until the next ``StyledParagraph``).
    public var style: ParagraphStyling

    /// A paragraph from `start` with `style`.
    public init(start: Int, style: ParagraphStyling) {
        self.start = start; self.style = style
    }
}
