import CollectionRendering
import CoreGraphics
import Foundation

/// A layer that draws a string (`CATextLayer`): plain, in its font at ``fontSize`` points and
/// its ``foregroundColor``, or attributed, in its runs' own attributes (Helvetica 12 in black
/// where they set none, Core Text's defaults), from the top of its bounds, laid out by the
/// ``alignmentMode``, wrapped to the bounds' width when ``isWrapped``, cut with an ellipsis by
/// the ``truncationMode``, and clipped to its bounds (Core Animation draws it into the layer's
/// bounds-sized backing store).
///
/// Deliberate differences: every truncation mode ends the cut line with the ellipsis (the
/// renderer ellipsizes at the end: `.start` and `.middle` cut where `.end` does), and
/// `.justified` lines are drawn as natural ones. A font that the renderer does not have is
/// drawn in the one fontconfig matches for its name (Core Animation's default, Helvetica,
/// included).
open class CATextLayer: CALayer {
    /// The text (`string`): a `String` or an `NSAttributedString`, whose runs keep their own
    /// fonts and colours (the layer's font, size and colour are for plain strings only);
    /// anything else, or nil (the default), draws nothing.
    open var string: Any?
    /// The font (`font`): a `UIFont`, a `CGFont` or a font's name; nil (the default) is
    /// Helvetica. Its own size is ignored: the text is drawn at ``fontSize``.
    open var font: CFTypeRef?
    /// The size of the text in points (`fontSize`); default 36. Animatable.
    open var fontSize: CGFloat = 36 {
        didSet { didChangeAnimatableValue("fontSize", from: .number(Double(oldValue))) }
    }
    /// The colour of plain text (`foregroundColor`); default opaque white. Animatable.
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { didChangeAnimatableValue("foregroundColor", from: .color(oldValue)) }
    }
    /// Whether the text wraps to the bounds' width (`isWrapped`); default false: lines break only
    /// at line breaks.
    open var isWrapped = false
    /// How text that does not fit is cut (`truncationMode`); default `.none`: clipped.
    open var truncationMode = CATextLayerTruncationMode.none
    /// How the lines are aligned in the bounds (`alignmentMode`); default `.natural`.
    open var alignmentMode = CATextLayerAlignmentMode.natural
    /// Whether glyphs may sit on fractions of a pixel (`allowsFontSubpixelQuantization`);
    /// default false. Kept; the renderer positions glyphs as Pango does.
    open var allowsFontSubpixelQuantization = false

    /// A text layer with Core Animation's defaults (`init()`).
    public override init() { super.init() }

    /// A copy of `layer`'s properties (`init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let text = layer as? CATextLayer else { return }
        string = text.string; font = text.font; fontSize = text.fontSize; foregroundColor = text.foregroundColor
        isWrapped = text.isWrapped; truncationMode = text.truncationMode; alignmentMode = text.alignmentMode
        allowsFontSubpixelQuantization = text.allowsFontSubpixelQuantization
    }

    /// Text layers are not decoded here: one from a coder has Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override package class func makeInstance() -> CALayer { CATextLayer() }

    /// A copy of `layer` with the text's properties, for its presentation.
    override package class func makePresentation(of layer: CALayer) -> CALayer { CATextLayer(layer: layer) }

    /// The font the text is drawn in: the named face (a registered font's, by PostScript or
    /// full name) or family at ``fontSize`` (a `UIFont`'s family and weight).
    var textFont: FontDescription {
        var description: FontDescription
        switch font {
        case let font as any LayerTextFont: description = font.layerFontDescription
        case let font as CGFont: description = font.fontDescription
        case let name as String: description = CGFont(name)?.fontDescription ?? FontDescription(family: name)
        case let name as NSString: description = CGFont(String(name))?.fontDescription ?? FontDescription(family: String(name))
        default: description = FontDescription(family: Self.defaultFamily)
        }
        description.size = fontSize.isFinite ? max(0, fontSize) : 0
        return description
    }

    /// The text, for the renderer: one block drawn from the top of the bounds and clipped to
    /// them (see the type for how it is laid out).
    override func drawOwnContent(into content: inout ElementContent) {
        let font = textFont, color = foregroundColor?.renderColor ?? .black
        let block: TextBlock
        switch string {
        case let text as String where !text.isEmpty:
            block = TextBlock(text, font: font, color: color)
        case let text as NSAttributedString where text.length > 0:
            // The layer's font, size and colour are for plain strings only; what a run does not
            // set is Core Text's default, Helvetica 12 in black.
            let plainFont = FontDescription(family: Self.defaultFamily, size: 12)
            let styling = (text as? any LayerTextStyled)?.layerTextStyling(font: plainFont, color: .black) ?? TextStyling()
            block = TextBlock(text.string, font: plainFont, color: .black, styling: styling)
        default: return
        }
        let bounds = CGRect(origin: .zero, size: self.bounds.size)
        guard bounds.width > 0, bounds.height > 0 else { return }
        content.drawing = [
            .group(DrawingGroup(clips: [Clip(.rect(bounds))], bounds: bounds, operations: [placed(block, in: bounds)]))
        ]
    }

    /// The paragraph placed in `bounds` as the layer's modes say. Unwrapped and uncut, it is
    /// laid out in a rectangle too wide to wrap, placed so that its lines align in the bounds.
    private func placed(_ paragraph: TextBlock, in bounds: CGRect) -> DrawingOperation {
        var block = paragraph
        block.verticalAlignment = .top
        block.alignment = alignmentMode == .center ? .center : alignmentMode == .right ? .trailing : .leading
        block.ellipsizes = truncationMode != .none
        block.maximumLines = isWrapped || truncationMode == .none ? 0 : 1
        guard !isWrapped, truncationMode == .none else { return .text(block, bounds) }
        let wide = Self.unwrappedWidth
        let x: CGFloat
        switch block.alignment {
        case .leading: x = 0
        case .center: x = bounds.midX - wide / 2
        case .trailing: x = bounds.maxX - wide
        }
        return .text(block, CGRect(x: x, y: 0, width: wide, height: bounds.height))
    }

    /// Core Animation's and Core Text's default font family.
    private static let defaultFamily = "Helvetica"

    /// The width unwrapped lines are laid out in: wider than any line a layer shows.
    private static let unwrappedWidth: CGFloat = 100_000
}

/// A font a text layer can be given (`UIFont`, which UIKit makes conform): its family and weight.
package protocol LayerTextFont {
    /// The font as the renderer names it.
    var layerFontDescription: FontDescription { get }
}

/// An attributed string as a text layer draws it (UIKit makes `NSAttributedString` conform,
/// reading its runs' `UIFont`s and `UIColor`s): its runs over `font` and `color`.
package protocol LayerTextStyled {
    /// The runs and paragraph attributes, in `font` and `color` where a run sets none.
    func layerTextStyling(font: FontDescription, color: Color) -> TextStyling
}
