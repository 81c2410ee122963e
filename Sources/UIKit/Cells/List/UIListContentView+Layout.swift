import CollectionLayout

/// Where a list content view's image and texts go, and the height they need.
struct ListContentLayout {
    /// The image view's frame (zero without an image).
    var image = CGRect.zero
    /// The primary text's frame (zero without text).
    var text = CGRect.zero
    /// The secondary text's frame (zero without secondary text).
    var secondaryText = CGRect.zero
    /// The margins plus the taller of the image's room and the text block.
    var height: CGFloat = 0
}

extension UIListContentView {
    /// The margins in effect, leading and trailing by reading direction: the configuration's,
    /// at least the list's layout margin (``ListMetrics/layoutMargin(forWidth:)`` of the cell's
    /// width) at the sides when `axesPreservingSuperviewLayoutMargins` has `.horizontal`, at
    /// least the superview's top and bottom margins when it has `.vertical`.
    func effectiveMargins(_ configuration: UIListContentConfiguration) -> NSDirectionalEdgeInsets {
        var margins = configuration.directionalLayoutMargins
        let axes = configuration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            let container = superview?.contentViewOwner?.bounds.width ?? superview?.bounds.width ?? bounds.width
            let system = ListMetrics.layoutMargin(forWidth: container)
            margins.leading = max(margins.leading, system)
            margins.trailing = max(margins.trailing, system)
        }
        if axes.contains(.vertical), let superMargins = superview?.layoutMargins {
            margins.top = max(margins.top, superMargins.top)
            margins.bottom = max(margins.bottom, superMargins.bottom)
        }
        return margins
    }

    /// The layout in a view `width` wide and `height` tall (nil: only the height is wanted),
    /// as the type's documentation describes; y offsets are rounded to the display's pixels.
    func computeLayout(width: CGFloat, height: CGFloat?) -> ListContentLayout {
        guard let configuration = configuration as? UIListContentConfiguration, width.isFinite, width >= 0 else {
            return ListContentLayout()
        }
        let margins = effectiveMargins(configuration)
        var result = ListContentLayout()
        var textX = margins.leading
        var imageBox = CGSize.zero
        var imageShown = CGSize.zero
        if let image = configuration.image {
            imageBox = configuration.imageProperties.layoutSize(of: image)
            imageShown = configuration.imageProperties.displayedSize(of: image)
            textX += imageBox.width + configuration.imageToTextPadding
        }
        let textWidth = max(0, width - textX - margins.trailing)
        let hasText = !(configuration.text?.isEmpty ?? true)
        let hasSecondary = !(configuration.secondaryText?.isEmpty ?? true)
        var textSize = CGSize.zero
        var secondarySize = CGSize.zero
        var sideBySide = false
        if configuration.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
            // One line each, unwrapped (a zero width does not wrap).
            textSize = textLabel.sizeThatFits(.zero)
            secondarySize = secondaryTextLabel.sizeThatFits(.zero)
            sideBySide = textSize.width + configuration.textToSecondaryTextHorizontalPadding + secondarySize.width <= textWidth
        }
        let block: CGFloat
        if sideBySide {
            block = max(textSize.height, secondarySize.height)
        } else {
            let wrap = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
            textSize = hasText ? CGSize(width: textWidth, height: textLabel.sizeThatFits(wrap).height) : .zero
            secondarySize = hasSecondary ? CGSize(width: textWidth, height: secondaryTextLabel.sizeThatFits(wrap).height) : .zero
            block =
                textSize.height + (hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0) + secondarySize.height
        }
        let contentHeight = max(block, imageBox.height)
        result.height = margins.top + contentHeight + margins.bottom
        guard let height else { return result }
        let scale = traitCollection.displayScale.isFinite && traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        func pixels(_ value: CGFloat) -> CGFloat { roundToPixel(value, scale: scale) }
        let middle = margins.top + (height - margins.top - margins.bottom) / 2
        if imageBox != .zero {
            result.image = CGRect(
                x: margins.leading + (imageBox.width - imageShown.width) / 2, y: pixels(middle - imageShown.height / 2),
                width: imageShown.width, height: imageShown.height)
        }
        if sideBySide {
            result.text = CGRect(x: textX, y: pixels(middle - textSize.height / 2), width: textSize.width, height: textSize.height)
            result.secondaryText = CGRect(
                x: textX + textWidth - secondarySize.width, y: pixels(middle - secondarySize.height / 2),
                width: secondarySize.width, height: secondarySize.height)
        } else {
            let top = pixels(middle - block / 2)
            if hasText { result.text = CGRect(x: textX, y: top, width: textSize.width, height: textSize.height) }
            if hasSecondary {
                let y = top + (hasText ? textSize.height + configuration.textToSecondaryTextVerticalPadding : 0)
                result.secondaryText = CGRect(x: textX, y: y, width: secondarySize.width, height: secondarySize.height)
            }
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // A frame left at zero (nothing shown) stays there.
            func mirrored(_ frame: CGRect) -> CGRect { frame == .zero ? frame : frame.mirrored(withinWidth: width) }
            result.image = mirrored(result.image)
            result.text = mirrored(result.text)
            result.secondaryText = mirrored(result.secondaryText)
        }
        return result
    }
}
