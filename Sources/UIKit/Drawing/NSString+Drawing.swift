import CollectionRendering
import Foundation

// Strings drawn into the current context with UIKit's attributes: the font, the colour and
// the paragraph style's alignment and line breaking (docs/REFERENCE.md §22.6); attributed
// strings with each run's attributes.

/// What string drawing reads from an attribute dictionary.
struct TextDrawingAttributes {
    var font: FontDescription
    var color: Color
    var alignment: TextAlignment
    var lineBreakMode: NSLineBreakMode

    /// The attributes, UIKit's defaults for those missing: the system font at 12 points
    /// (UIKit's default, Helvetica 12, has no stand-in of its own), black, natural alignment
    /// (left), word wrapping.
    init(_ attributes: [NSAttributedString.Key: Any]?) {
        font = (attributes?[.font] as? UIFont)?.fontDescription ?? UIFont.systemFont(ofSize: 12).fontDescription
        color = (attributes?[.foregroundColor] as? UIColor)?.color ?? .black
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle
        switch style?.alignment ?? .natural {
        case .center: alignment = .center
        case .right: alignment = .trailing
        default: alignment = .leading
        }
        lineBreakMode = style?.lineBreakMode ?? .byWordWrapping
    }

    /// `text` drawn from the top of `rect`: cut lines end in "…" only for the truncating
    /// modes; with the wrapping and clipping modes every line is laid out and the rectangle
    /// clips them.
    func operation(_ text: String, in rect: CGRect, styling: TextStyling = TextStyling()) -> DrawingOperation {
        var block = TextBlock(text, font: font, color: color, alignment: alignment, maximumLines: 0, styling: styling)
        block.verticalAlignment = .top
        switch lineBreakMode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle: break
        default: block.ellipsizes = false
        }
        let drawn = DrawingOperation.text(block, rect)
        return block.ellipsizes ? drawn : .group(DrawingGroup(clips: [Clip(.rect(rect))], bounds: rect, operations: [drawn]))
    }

    /// The size of `text` in one unwrapped block (lines only at line breaks), measured as
    /// labels measure (`UIFont.textMeasurer`), under the same lock: the process's measurer
    /// is one font system, which two threads must not use at once.
    func size(of text: String, styling: TextStyling = TextStyling()) -> CGSize {
        UIFont.measure(text, font: font, width: nil, styling: styling)
    }

    /// Draws `text` into the current context with its top left at `point`, on one line per
    /// line break (clipped, never ellipsized).
    func draw(_ text: String, at point: CGPoint, styling: TextStyling = TextStyling()) {
        var attributes = self
        attributes.lineBreakMode = .byClipping
        attributes.draw(
            text, in: CGRect(origin: point, size: CGSize(width: unboundedTextSpan, height: unboundedTextSpan)), styling: styling)
    }

    /// Draws `text` into the current context wrapped in `rect` from its top.
    func draw(_ text: String, in rect: CGRect, styling: TextStyling = TextStyling()) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        context.draw(operation(text, in: rect, styling: styling))
    }
}

/// How far from a point a string drawn there may reach: wider and taller than any text.
let unboundedTextSpan: CGFloat = 100_000

extension NSString {
    /// Draws the string with its top left at `point`, on one line per line break
    /// (`draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped in `rect` from its top (`draw(in:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// The size the string needs on one line per line break (`size(withAttributes:)`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}

extension String {
    /// Draws the string with its top left at `point` (`draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let (attributes, styling) = drawing(attrs)
        attributes.draw(self, at: point, styling: styling)
    }

    /// Draws the string wrapped in `rect` from its top (`draw(in:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let (attributes, styling) = drawing(attrs)
        attributes.draw(self, in: rect, styling: styling)
    }

    /// The size the string needs on one line per line break (`size(withAttributes:)`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let (attributes, styling) = drawing(attrs)
        return attributes.size(of: self, styling: styling)
    }

    /// What the string is drawn with under `attrs`: their font, colour and paragraph style,
    /// and the rest of them (background, underline, kern, paragraph spacing…) as one run over
    /// all of it (`textStyling(font:color:resolve:)`), which is plain text when they set
    /// nothing more.
    func drawing(_ attrs: [NSAttributedString.Key: Any]?) -> (attributes: TextDrawingAttributes, styling: TextStyling) {
        let attributes = TextDrawingAttributes(attrs)
        guard let attrs, !isEmpty, attrs.keys.contains(where: { $0 != .font && $0 != .foregroundColor }) else {
            return (attributes, TextStyling())
        }
        let styling = NSAttributedString(string: self, attributes: attrs).textStyling(font: attributes.font, color: attributes.color) {
            $0.color
        }
        return (attributes, styling)
    }
}

extension NSAttributedString {
    /// The attributes of the string's first character (what a text field's typing
    /// attributes and placeholder read).
    var drawingAttributes: [NSAttributedString.Key: Any] {
        length == 0 ? [:] : attributes(at: 0, effectiveRange: nil)
    }

    /// What the whole string is drawn with: the first character's paragraph style (UIKit's
    /// paragraph attributes are the paragraph's) over UIKit's default font and colour, and
    /// the runs that set their own (``textStyling(font:color:resolve:)``).
    var drawing: (attributes: TextDrawingAttributes, styling: TextStyling) {
        let paragraph = length == 0 ? nil : attribute(.paragraphStyle, at: 0, effectiveRange: nil)
        let attributes = TextDrawingAttributes(paragraph.map { [.paragraphStyle: $0] })
        return (attributes, textStyling(font: attributes.font, color: attributes.color) { $0.color })
    }

    /// Draws the string with its top left at `point` (`draw(at:)`), each run in its own
    /// attributes, on one line per line break.
    public func draw(at point: CGPoint) {
        let (attributes, styling) = drawing
        attributes.draw(string, at: point, styling: styling)
    }

    /// Draws the string wrapped in `rect` from its top (`draw(in:)`), each run in its own
    /// attributes.
    public func draw(in rect: CGRect) {
        let (attributes, styling) = drawing
        attributes.draw(string, in: rect, styling: styling)
    }

    /// The size the string needs on one line per line break (`size()`), each run measured in
    /// its own attributes.
    public func size() -> CGSize {
        let (attributes, styling) = drawing
        return attributes.size(of: string, styling: styling)
    }
}
