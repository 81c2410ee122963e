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
    /// The shadow the run's glyphs cast (`shadow`, an `NSShadow`; docs/REFERENCE.md §22.27);
    /// nil for none.
    public var shadow: Shadow?

    /// A run of `range` in `font` and `color`.
    public init(_ range: Range<Int>, font: FontDescription, color: Color) {
        self.range = range; self.font = font; self.color = color
    }
}

/// What an attributed string adds to a plain ``TextBlock``: its runs and its paragraphs'
/// attributes (``ParagraphStyling``: `NSParagraphStyle`'s `lineSpacing`, `lineHeightMultiple`,
/// `paragraphSpacing`, `paragraphSpacingBefore`, the indents, the line height limits, the
/// alignment and the tab stops), the first paragraph's in ``paragraph`` and each later one
/// that differs from the one before it in ``laterParagraphs`` (docs/REFERENCE.md §22.24).
/// The default is plain text: the block's own font and colour, lines at the font's natural
/// height across the whole width.
public struct TextStyling: Hashable, Sendable {
    /// The ranges drawn with attributes of their own; the rest of the string takes the
    /// block's font and colour. Empty: plain text.
    public var runs: [TextRun] = []
    /// The first paragraph's attributes, and every paragraph's up to the first of
    /// ``laterParagraphs``. Its indents and tab stops apply to every paragraph
    /// (docs/REFERENCE.md §22.24).
    public var paragraph = ParagraphStyling()
    /// The later paragraphs whose attributes differ from the paragraph before them, by their
    /// start; empty when every paragraph has ``paragraph``'s.
    public var laterParagraphs: [StyledParagraph] = []

    /// Plain text.
    public init() {}

    /// Styled `runs` with the paragraph attributes.
    public init(runs: [TextRun], lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0) {
        self.runs = runs; paragraph.lineSpacing = lineSpacing; paragraph.lineHeightMultiple = lineHeightMultiple
    }

    /// The attributes of the paragraph holding UTF-8 byte `offset`: the last of
    /// ``laterParagraphs`` starting at or before it, else ``paragraph``.
    /// - Complexity: O(log p) in the later paragraphs.
    public func paragraphStyle(at offset: Int) -> ParagraphStyling {
        var low = 0, high = laterParagraphs.count
        while low < high {
            let middle = (low + high) / 2
            if laterParagraphs[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? paragraph : laterParagraphs[low - 1].style
    }

    /// Every paragraph attribute set in the text: ``paragraph``'s and the later paragraphs'.
    public var paragraphStyles: [ParagraphStyling] { [paragraph] + laterParagraphs.map(\.style) }

    /// Whether a run draws an attachment.
    /// - Complexity: O(r) in the runs.
    public var hasAttachments: Bool { runs.contains { $0.attachment != nil } }

    /// Whether this is plain text: no run, no paragraph attribute that changes a line or a
    /// tab (text laid out on the engine's plain-text paths, its caches and fast paths).
    public var isPlain: Bool { runs.isEmpty && paragraph.isPlain && laterParagraphs.isEmpty }

    /// Whether lines are indented: the first paragraph's indents, which every paragraph
    /// takes (``ParagraphStyling/indents``; docs/REFERENCE.md §22.24).
    public var indents: Bool { paragraph.indents }

    /// Whether a paragraph's line heights are limited (``ParagraphStyling/limitsLineHeights``).
    public var limitsLineHeights: Bool { paragraph.limitsLineHeights || laterParagraphs.contains { $0.style.limitsLineHeights } }

    /// Whether a paragraph is spaced (``ParagraphStyling/spacesParagraphs``).
    public var spacesParagraphs: Bool { paragraph.spacesParagraphs || laterParagraphs.contains { $0.style.spacesParagraphs } }
}
