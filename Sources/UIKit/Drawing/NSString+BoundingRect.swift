import CollectionRendering
import Foundation

// The rectangle a string takes when drawn (`boundingRect(with:options:attributes:context:)`,
// docs/REFERENCE.md §22.6), measured as labels measure: with `.usesLineFragmentOrigin` the
// text wraps at the width given, from a line-fragment origin at (0, 0); without it the text
// is one line and the rectangle is placed from the baseline (its origin's y is minus the
// ascent), as Apple's documentation of `NSStringDrawingOptions` says. Sizes are fractional,
// as UIKit's are: round them up to use them as view sizes.

/// How string measuring and drawing lay the text out (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The last line that fits the height ends in "…" and the rest is left out (`.truncatesLastVisibleLine`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// The origin is the first line fragment's, and the text wraps (`.usesLineFragmentOrigin`).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the font's leading (`.usesFontLeading`); kept, the fonts' line height already includes it.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic ones (`.usesDeviceMetrics`); kept, the typographic ones are used.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}

/// What a string measurement may shrink and reports back (`NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (`minimumScaleFactor`); default 0: no
    /// shrinking. Kept: measurement does not shrink here.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at (`actualScaleFactor`): 1.
    open var actualScaleFactor: CGFloat { 1 }
    /// The rectangle the last measurement with this context found (`totalBounds`).
    open internal(set) var totalBounds: CGRect = .zero
}

extension TextDrawingAttributes {
    /// The rectangle `text` takes within `size` under `options` (see above).
    func boundingRect(
        of text: String, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?,
        styling: TextStyling = TextStyling()
    ) -> CGRect {
        var rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width.isFinite && size.width > 0 ? size.width : nil
            var measured = UIFont.measure(text, font: font, width: width, styling: styling)
            if options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0 {
                measured.height = min(measured.height, size.height)
            }
            rect = CGRect(origin: .zero, size: measured)
        } else {
            let line = UIFont.measure(text, font: font, width: nil, maximumLines: 1, styling: styling)
            rect = CGRect(origin: CGPoint(x: 0, y: -UIFont.firstBaseline(of: font)), size: line)
        }
        context?.totalBounds = rect
        return rect
    }
}

extension String {
    /// The rectangle the string takes when drawn within `size` (`boundingRect(with:options:attributes:context:)`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let (drawing, styling) = drawing(attributes)
        return drawing.boundingRect(of: self, size: size, options: options, context: context, styling: styling)
    }
}

extension NSString {
    /// The rectangle the string takes when drawn within `size` (`boundingRect(with:options:attributes:context:)`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The rectangle the string takes when drawn within `size`, each run in its own attributes
    /// (`boundingRect(with:options:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let (attributes, styling) = drawing
        return attributes.boundingRect(of: string, size: size, options: options, context: context, styling: styling)
    }
}
