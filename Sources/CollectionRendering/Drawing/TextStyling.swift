import Foundation

/// A range of a ``TextBlock``'s string drawn with attributes of its own (an attributed
/// string's run: `NSAttributedString.attributes(at:effectiveRange:)`).
public struct TextRun: Hashable, Sendable {
    /// The run's characters, as UTF-8 byte offsets into the block's string (ranges past the
    /// string's end are cut to it; ranges that split a character cover all of it).
    public var range: Range<Int>
    /// The run's font (`NSAttributedString.Key.font`).
    public var font: FontDescription
    /// The run's colour (`foregroundColor`).
    public var color: Color
    /// Whether the run is underlined with a single line (`underlineStyle`).
    public var underline = false
    /// Whether the run is struck through with a single line (`strikethroughStyle`).
    public var strikethrough = false
    /// Points added after each character (`kern`); 0 for none.
    public var kern: CGFloat = 0
    /// Points the run's baseline is raised by (`baselineOffset`; negative lowers it).
    public var baselineOffset: CGFloat = 0
    /// The object drawn in place of each of the run's characters (`attachment`); nil for text.
    public var attachment: TextAttachment?
    /// The colour filled behind the run (`backgroundColor`): its advance by its line's
    /// height (docs/REFERENCE.md §22.22); nil for none.
    public var backgroundColor: Color?

    /// A run of `range` in `font` and `color`.
    public init(_ range: Range<Int>, font: FontDescription, color: Color) {
        self.range = range; self.font = font; self.color = color
    }
}

/// What an attributed string adds to a plain ``TextBlock``: its runs and the paragraph
/// attributes that apply to the whole block (`NSParagraphStyle`'s `lineSpacing`,
/// `lineHeightMultiple`, `paragraphSpacing`, `paragraphSpacingBefore`, the indents and the
/// line height limits). The default is plain text: the block's own font and colour, lines at
/// the font's natural height across the whole width.
public struct TextStyling: Hashable, Sendable {
    /// The ranges drawn with attributes of their own; the rest of the string takes the
    /// block's font and colour. Empty: plain text.
    public var runs: [TextRun] = []
    /// Points added between lines (`lineSpacing`); 0 or less adds none.
    public var lineSpacing: CGFloat = 0
    /// What each line's natural height is multiplied by (`lineHeightMultiple`); 0 or less
    /// leaves it.
    public var lineHeightMultiple: CGFloat = 0
    /// Points added after each paragraph but the last (`paragraphSpacing`); 0 or less (or
    /// not finite) adds none.
    public var paragraphSpacing: CGFloat = 0
    /// Points added above each paragraph's first line, the first paragraph's too
    /// (`paragraphSpacingBefore`); 0 or less (or not finite) adds none.
    public var paragraphSpacingBefore: CGFloat = 0
    /// Points from the leading edge to each paragraph's first line (`firstLineHeadIndent`);
    /// 0 or less (or not finite) indents nothing (docs/REFERENCE.md §22.23).
    public var firstLineHeadIndent: CGFloat = 0
    /// Points from the leading edge to each paragraph's other lines (`headIndent`); 0 or
    /// less (or not finite) indents nothing.
    public var headIndent: CGFloat = 0
    /// Where lines end (`tailIndent`): positive, that many points from the leading edge (a
    /// line width); 0 or negative, that many points in from the trailing edge; not finite: 0.
    public var tailIndent: CGFloat = 0
    /// The least height of a line (`minimumLineHeight`); 0 or less (or not finite): none.
    public var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line (`maximumLineHeight`); 0 or less (or not finite): none.
    public var maximumLineHeight: CGFloat = 0

    /// Plain text.
    public init() {}

    /// Styled `runs` with the paragraph attributes.
    public init(runs: [TextRun], lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0) {
        self.runs = runs; self.lineSpacing = lineSpacing; self.lineHeightMultiple = lineHeightMultiple
    }

    /// Whether a run draws an attachment.
    /// - Complexity: O(r) in the runs.
    public var hasAttachments: Bool { runs.contains { $0.attachment != nil } }

    /// Whether this is plain text: no run, no paragraph attribute that changes a line
    /// (text laid out on the engine's plain-text paths, its caches and fast paths).
    public var isPlain: Bool {
        runs.isEmpty && !(lineSpacing > 0 && lineSpacing.isFinite) && !(lineHeightMultiple > 0 && lineHeightMultiple.isFinite)
            && !spacesParagraphs && !indents && !limitsLineHeights
    }

    /// Whether lines are indented: a head indent or a tail indent is set (finite, and
    /// positive for the head indents, not 0 for the tail indent).
    public var indents: Bool {
        (firstLineHeadIndent > 0 && firstLineHeadIndent.isFinite) || (headIndent > 0 && headIndent.isFinite)
            || (tailIndent != 0 && tailIndent.isFinite)
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

    /// Whether line heights are limited: `minimumLineHeight` or `maximumLineHeight` is finite
    /// and positive.
    public var limitsLineHeights: Bool {
        (minimumLineHeight > 0 && minimumLineHeight.isFinite) || (maximumLineHeight > 0 && maximumLineHeight.isFinite)
    }

    /// Whether paragraphs are spaced: `paragraphSpacing` or `paragraphSpacingBefore` is
    /// finite and positive.
    public var spacesParagraphs: Bool {
        (paragraphSpacing > 0 && paragraphSpacing.isFinite) || (paragraphSpacingBefore > 0 && paragraphSpacingBefore.isFinite)
    }
}
