import CollectionRendering
import Foundation

// Strings drawn into the current context with UIKit's attributes: the font, the colour and
// the paragraph style's alignment and line breaking (docs/REFERENCE.md §22.6).

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
    func operation(_ text: String, in rect: CGRect) -> DrawingOperation {
        var block = TextBlock(text, font: font, color: color, alignment: alignment, maximumLines: 0)
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
    func size(of text: String) -> CGSize {
        UIFont.measure(text, font: font, width: nil)
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
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        var attributes = TextDrawingAttributes(attrs)
        attributes.lineBreakMode = .byClipping
        context.draw(
            attributes.operation(self, in: CGRect(origin: point, size: CGSize(width: unboundedTextSpan, height: unboundedTextSpan))))
    }

    /// Draws the string wrapped in `rect` from its top (`draw(in:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.draw(TextDrawingAttributes(attrs).operation(self, in: rect))
    }

    /// The size the string needs on one line per line break (`size(withAttributes:)`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawingAttributes(attrs).size(of: self)
    }
}

extension NSAttributedString {
    /// The attributes the whole string is drawn with: its first character's.
    var drawingAttributes: [NSAttributedString.Key: Any] {
        length == 0 ? [:] : attributes(at: 0, effectiveRange: nil)
    }

    /// Draws the string with its top left at `point` (`draw(at:)`). Deliberate difference:
    /// the whole string takes its first character's attributes.
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: drawingAttributes) }

    /// Draws the string wrapped in `rect` from its top (`draw(in:)`), with its first
    /// character's attributes.
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: drawingAttributes) }

    /// The size the string needs (`size()`), with its first character's attributes.
    public func size() -> CGSize { string.size(withAttributes: drawingAttributes) }
}
