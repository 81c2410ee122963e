import CollectionLayout
import Foundation

/// Where a list cell's content goes: the one home of `UIListContentView`'s layout rule
/// (docs/REFERENCE.md §19), which the `UIKit` module's list content view calls.
///
/// The image sits at the leading margin, centred vertically in the room kept for it; the
/// texts follow it after `imageToTextPadding`, up to the trailing margin — stacked
/// (``TextStack``), or side by side with the secondary text at the trailing margin when
/// that is preferred and both fit on one line `horizontalPadding` apart. The height is the
/// margins plus the taller of the image's room and the text block. Right to left mirrors it.
public struct ListContentLayout: Equatable, Sendable {
    /// The image's frame (zero without an image).
    public var image = CGRect.zero
    /// The text's frame (zero without text).
    public var text = CGRect.zero
    /// The secondary text's frame (zero without secondary text).
    public var secondaryText = CGRect.zero
    /// The margins plus the taller of the image's room and the text block.
    public var height: CGFloat = 0

    /// What the layout needs to know about the content: margins, image sizes, paddings, and
    /// how big each text is.
    public struct Content {
        /// The margins in effect, leading and trailing by reading direction.
        public var margins: DirectionalEdgeInsets
        /// The room kept for the image (zero without one).
        public var imageBox: CGSize
        /// The image's shown size, centred in ``imageBox``.
        public var imageShown: CGSize
        /// The space between the image's room and the texts.
        public var imageToTextPadding: CGFloat
        /// The space between stacked texts.
        public var verticalPadding: CGFloat
        /// The space between texts side by side.
        public var horizontalPadding: CGFloat
        /// Whether the texts go side by side when they fit.
        public var prefersSideBySide: Bool
        /// The text's size at a width (nil: unwrapped, one line per line break), or nil when
        /// there is no text.
        public var measureText: ((CGFloat?) -> CGSize)?
        /// The secondary text's size at a width, or nil when there is none.
        public var measureSecondaryText: ((CGFloat?) -> CGSize)?

        /// The content of a list cell.
        public init(
            margins: DirectionalEdgeInsets, imageBox: CGSize = .zero, imageShown: CGSize = .zero, imageToTextPadding: CGFloat = 0,
            verticalPadding: CGFloat = 0, horizontalPadding: CGFloat = 0, prefersSideBySide: Bool = false,
            measureText: ((CGFloat?) -> CGSize)?, measureSecondaryText: ((CGFloat?) -> CGSize)?
        ) {
            self.margins = margins; self.imageBox = imageBox; self.imageShown = imageShown
            self.imageToTextPadding = imageToTextPadding; self.verticalPadding = verticalPadding
            self.horizontalPadding = horizontalPadding; self.prefersSideBySide = prefersSideBySide
            self.measureText = measureText; self.measureSecondaryText = measureSecondaryText
        }
    }

    /// No content: every frame zero, height 0.
    public init() {}

    /// The layout of `content` in a view `width` wide and `height` tall (nil: only the
    /// height is wanted); y offsets are rounded to pixels of `scale`.
    public init(_ content: Content, width: CGFloat, height: CGFloat?, scale: CGFloat, rightToLeft: Bool) {
        guard width.isFinite, width >= 0 else { return }
        let margins = content.margins
        var textX = margins.leading
        if content.imageBox != .zero { textX += content.imageBox.width + content.imageToTextPadding }
        let textWidth = max(0, width - textX - margins.trailing)
        var textSize = CGSize.zero
        var secondarySize = CGSize.zero
        var sideBySide = false
        if content.prefersSideBySide, let text = content.measureText, let secondary = content.measureSecondaryText {
            textSize = text(nil)
            secondarySize = secondary(nil)
            sideBySide = textSize.width + content.horizontalPadding + secondarySize.width <= textWidth
        }
        let stackHeight: CGFloat
        if sideBySide {
            stackHeight = max(textSize.height, secondarySize.height)
        } else {
            textSize = content.measureText.map { CGSize(width: textWidth, height: $0(textWidth).height) } ?? .zero
            secondarySize = content.measureSecondaryText.map { CGSize(width: textWidth, height: $0(textWidth).height) } ?? .zero
            stackHeight = stack(textSize, secondarySize, content, middle: 0, scale: nil).height
        }
        self.height = margins.top + max(stackHeight, content.imageBox.height) + margins.bottom
        guard let height else { return }
        let middle = margins.top + (height - margins.top - margins.bottom) / 2
        if content.imageBox != .zero {
            let shown = content.imageShown
            image = CGRect(
                x: margins.leading + (content.imageBox.width - shown.width) / 2, y: roundToPixel(middle - shown.height / 2, scale: scale),
                width: shown.width, height: shown.height)
        }
        if sideBySide {
            text = CGRect(
                x: textX, y: roundToPixel(middle - textSize.height / 2, scale: scale), width: textSize.width, height: textSize.height)
            secondaryText = CGRect(
                x: textX + textWidth - secondarySize.width, y: roundToPixel(middle - secondarySize.height / 2, scale: scale),
                width: secondarySize.width, height: secondarySize.height)
        } else {
            let block = stack(textSize, secondarySize, content, middle: middle, scale: scale)
            if content.measureText != nil { text = CGRect(x: textX, y: block.firstTop, width: textSize.width, height: textSize.height) }
            if content.measureSecondaryText != nil {
                secondaryText = CGRect(x: textX, y: block.secondTop, width: secondarySize.width, height: secondarySize.height)
            }
        }
        if rightToLeft {
            // A frame left at zero (nothing shown) stays there.
            func mirrored(_ frame: CGRect) -> CGRect { frame == .zero ? frame : frame.mirrored(withinWidth: width) }
            image = mirrored(image)
            text = mirrored(text)
            secondaryText = mirrored(secondaryText)
        }
    }

    /// The stacked texts' block, each text present only when the content has it.
    private func stack(_ text: CGSize, _ secondary: CGSize, _ content: Content, middle: CGFloat, scale: CGFloat?) -> TextStack {
        TextStack(
            firstHeight: content.measureText == nil ? nil : text.height,
            secondHeight: content.measureSecondaryText == nil ? nil : secondary.height, gap: content.verticalPadding,
            middle: middle, scale: scale)
    }
}
