import Foundation

/// A font request; the backend's text engine resolves it (with fallback fonts for glyphs
/// the family lacks, such as CJK).
public struct FontDescription: Hashable, Sendable, Codable {
    /// The family, e.g. "DejaVu Sans".
    public var family: String
    /// Size in points.
    public var size: CGFloat
    /// Weight, as CSS / Pango: 400 regular, 600 semibold, 700 bold.
    public var weight: Int
    /// Whether the face is italic (CSS and Pango's italic style): the family's italic face,
    /// or its oblique one when it has no italic (DejaVu Sans has DejaVu Sans Oblique).
    public var isItalic: Bool

    /// A font request.
    public init(family: String = "DejaVu Sans", size: CGFloat = 15, weight: Int = 400, isItalic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.isItalic = isItalic
    }

    /// A font request decoded from `decoder`; a request encoded before the style existed
    /// (no `isItalic`) is upright.
    /// - Throws: `DecodingError` when a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        family = try container.decode(String.self, forKey: .family)
        size = try container.decode(CGFloat.self, forKey: .size)
        weight = try container.decode(Int.self, forKey: .weight)
        isItalic = try container.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false
    }
}

/// Horizontal alignment of text lines.
public enum TextAlignment: String, Hashable, Sendable, Codable {
    /// Lines start at the left edge (left-to-right text).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case trailing

    /// Where a line `width` wide starts in a space `available` wide: 0 leading, half the
    /// room left centred, all of it trailing.
    public func offset(ofLine width: CGFloat, in available: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: (available - width) / 2
        case .trailing: available - width
        }
    }
}

/// Where a text block's lines sit in its rectangle's height.
public enum TextVerticalAlignment: String, Hashable, Sendable {
    /// Centred (a label's text).
    case center
    /// From the top (strings drawn with `NSString.draw(in:withAttributes:)`).
    case top
}

/// A paragraph to draw inside a rectangle: wrapped at word boundaries to the rectangle's
/// width, at most ``maximumLines`` lines (0 = as many as fit), ellipsized at the end
/// when cut (unless ``ellipsizes`` is false: then every line is laid out and what passes
/// the rectangle is the caller's to clip), centred vertically in the rectangle or from its
/// top.
public struct TextBlock: Hashable, Sendable {
    /// The text.
    public var string: String
    /// The font.
    public var font: FontDescription
    /// The colour.
    public var color: Color
    /// Horizontal alignment.
    public var alignment: TextAlignment
    /// The most lines to show; 0 shows as many as fit the rectangle's height.
    public var maximumLines: Int
    /// Where the lines sit in the rectangle's height; default centred.
    public var verticalAlignment = TextVerticalAlignment.center
    /// Whether a cut last line ends in "…"; default true.
    public var ellipsizes = true
    /// The runs with attributes of their own and the paragraph attributes; default plain.
    public var styling = TextStyling()

    /// A paragraph.
    public init(
        _ string: String, font: FontDescription = FontDescription(), color: Color = .black,
        alignment: TextAlignment = .center, maximumLines: Int = 0, styling: TextStyling = TextStyling()
    ) {
        self.string = string; self.font = font; self.color = color
        self.alignment = alignment; self.maximumLines = maximumLines; self.styling = styling
    }
}

/// One laid-out line of a ``TextBlock``: its text (with an ellipsis if cut) and the
/// baseline origin of its first glyph, in the coordinates of the block's rectangle.
public struct TextLine: Hashable, Sendable {
    /// The line's characters as drawn.
    public var text: String
    /// Where the line's baseline starts.
    public var origin: CGPoint
    /// The line's advance width.
    public var width: CGFloat
    /// Where the line's first character is in the block's string, in UTF-8 bytes: what
    /// places a styled block's runs on the line (0 for plain text, and from an engine that
    /// does not say).
    public var start = 0

    /// A laid-out line.
    public init(text: String, origin: CGPoint, width: CGFloat) {
        self.text = text; self.origin = origin; self.width = width
    }
}

/// Lays text out so that every backend breaks lines in the same places (the Cairo backend
/// implements it with Pango; the SVG writer uses it to place its `<text>` lines).
public protocol TextLayoutEngine: AnyObject {
    /// The lines of `block` laid out in `rect` (origins relative to the rect's origin).
    func layout(_ block: TextBlock, in rect: CGRect) -> [TextLine]

    /// The lines of `block` laid out in `rect`, as ``layout(_:in:)`` gives them, and where
    /// the block draws the images of its attachments (`TextRun.attachment`), in `rect`'s
    /// coordinates — both from one layout of the text.
    func layoutWithAttachments(_ block: TextBlock, in rect: CGRect) -> (lines: [TextLine], attachments: [PlacedTextAttachment])
}

extension TextLayoutEngine {
    /// The lines, and no attachment: an engine that does not lay attachments out draws none.
    public func layoutWithAttachments(_ block: TextBlock, in rect: CGRect) -> (lines: [TextLine], attachments: [PlacedTextAttachment]) {
        (layout(block, in: rect), [])
    }
}
