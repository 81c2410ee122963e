// Where a button's parts go: the content (image, title, subtitle) measured, padded and
// placed in the bounds less the insets by the content alignments; the configuration's
// background fills the bounds with the corner style's radius.

extension UIButton {
    /// The measured content: each part's size and the block they make.
    struct ContentLayout {
        var image: CGSize
        var title: CGSize
        var subtitle: CGSize
        var imageGap: CGFloat
        var titleGap: CGFloat
        var placement: NSDirectionalRectEdge

        /// The size of the title and subtitle together.
        var text: CGSize {
            CGSize(
                width: max(title.width, subtitle.width),
                height: title.height + subtitle.height + (title.height > 0 && subtitle.height > 0 ? titleGap : 0))
        }

        /// Whether the image goes above or below the text.
        var stacksVertically: Bool { placement == .top || placement == .bottom }

        /// The size of image and text together.
        var size: CGSize {
            let text = self.text
            let gap = image != .zero && text != .zero ? imageGap : 0
            return stacksVertically
                ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
                : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        }
    }

    /// The content as drawn now.
    func measuredContent() -> ContentLayout {
        let configuration = drawnConfiguration
        func measure(_ label: UILabel?) -> CGSize {
            guard let label, let text = label.text, !text.isEmpty else { return .zero }
            let size = label.intrinsicContentSize
            return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }
        let showsIndicator = configuration?.showsActivityIndicator ?? false
        let imageSize = showsIndicator ? activityIndicator.intrinsicContentSize : (imageView?.image?.size ?? .zero)
        return ContentLayout(
            image: imageSize, title: measure(titleLabel), subtitle: configuration == nil ? .zero : measure(subtitleLabel),
            imageGap: configuration?.imagePadding ?? 0, titleGap: configuration?.titlePadding ?? 0,
            placement: configuration?.imagePlacement ?? .leading)
    }

    /// The insets around the content: a configuration's `contentInsets` (by reading
    /// direction), else `contentEdgeInsets` plus the legacy 6 pt above and below a title.
    func contentInsetsNow(for content: ContentLayout) -> UIEdgeInsets {
        if let configuration = drawnConfiguration {
            return configuration.contentInsets.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
        }
        let padding = content.title != .zero ? ControlMetrics.legacyButtonVerticalPadding : 0
        let c = contentEdgeInsets
        return UIEdgeInsets(top: c.top + padding, left: c.left, bottom: c.bottom + padding, right: c.right)
    }

    /// The intrinsic size: content plus insets.
    func fittingSize() -> CGSize {
        let content = measuredContent()
        let insets = contentInsetsNow(for: content)
        return CGSize(width: content.size.width + insets.left + insets.right, height: content.size.height + insets.top + insets.bottom)
    }

    /// Places the parts in the bounds. A button without a configuration places them through
    /// ``contentRect(forBounds:)``, ``imageRect(forContentRect:)``,
    /// ``titleRect(forContentRect:)`` and ``backgroundRect(forBounds:)``, so a subclass's
    /// overrides move them, as UIKit's legacy button does (docs/REFERENCE.md §25.7).
    func layoutParts() {
        backgroundPart.layer.cornerRadius = backgroundCornerRadius()
        guard drawnConfiguration == nil else {
            let content = measuredContent()
            let parts = partRects(content, in: alignedBlock(content.size, in: bounds.inset(by: contentInsetsNow(for: content))))
            imageView?.frame = parts.image
            if drawnConfiguration?.showsActivityIndicator ?? false { activityIndicator.frame = parts.image }
            titleLabel?.frame = parts.title
            subtitleLabel?.frame = parts.subtitle
            backgroundPart.frame = bounds
            return
        }
        let contentRect = contentRect(forBounds: bounds)
        imageView?.frame = imageRect(forContentRect: contentRect)
        titleLabel?.frame = titleRect(forContentRect: contentRect)
        subtitleLabel?.frame = .zero
        backgroundPart.frame = backgroundRect(forBounds: bounds)
    }

    /// The default ``imageRect(forContentRect:)`` (`image`) and ``titleRect(forContentRect:)``:
    /// the image and title side by side, aligned by the content alignments in `contentRect`
    /// less the part's edge insets (and the legacy 6 pt above and below a title).
    func legacyPartRect(image: Bool, in contentRect: CGRect) -> CGRect {
        let content = measuredContent()
        let padding = content.title != .zero ? ControlMetrics.legacyButtonVerticalPadding : 0
        let area = contentRect.inset(by: image ? imageEdgeInsets : titleEdgeInsets)
            .inset(by: UIEdgeInsets(top: padding, left: 0, bottom: padding, right: 0))
        let parts = partRects(content, in: alignedBlock(content.size, in: area))
        return image ? parts.image : parts.title
    }

    /// The rectangle of size `block` placed in `area` by the content alignments.
    private func alignedBlock(_ block: CGSize, in area: CGRect) -> CGRect {
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: x = area.minX
        case .right: x = area.maxX - block.width
        default: x = area.midX - block.width / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = area.minY
        case .bottom: y = area.maxY - block.height
        default: y = area.midY - block.height / 2
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: block)
    }

    /// Where image, title and subtitle go in `block` by the image's placement.
    private func partRects(_ content: ContentLayout, in block: CGRect) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let text = content.text
        let gap = content.image != .zero && text != .zero ? content.imageGap : 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var imageOrigin = CGPoint(x: block.minX, y: block.midY - content.image.height / 2)
        var textOrigin = CGPoint(x: block.minX, y: block.midY - text.height / 2)
        switch content.placement {
        case .top:
            imageOrigin = CGPoint(x: block.midX - content.image.width / 2, y: block.minY)
            textOrigin = CGPoint(x: block.midX - text.width / 2, y: block.minY + content.image.height + gap)
        case .bottom:
            textOrigin = CGPoint(x: block.midX - text.width / 2, y: block.minY)
            imageOrigin = CGPoint(x: block.midX - content.image.width / 2, y: block.minY + text.height + gap)
        default:
            let imageFirst = (content.placement == .trailing) == rightToLeft
            if imageFirst {
                textOrigin.x = block.minX + content.image.width + gap
            } else {
                imageOrigin.x = block.minX + text.width + gap
            }
        }
        let centred = content.stacksVertically || drawnConfiguration?.titleAlignment == .center
        func line(_ size: CGSize, y: CGFloat) -> CGRect {
            CGRect(x: centred ? textOrigin.x + (text.width - size.width) / 2 : textOrigin.x, y: y, width: size.width, height: size.height)
        }
        let subtitleY = textOrigin.y + content.title.height + (content.title.height > 0 ? content.titleGap : 0)
        return (
            CGRect(origin: imageOrigin, size: content.image), line(content.title, y: textOrigin.y), line(content.subtitle, y: subtitleY)
        )
    }

    /// The background's corner radius by the configuration's corner style: the size's for
    /// `.dynamic`, 4 / 8 / 12 for `.small` / `.medium` / `.large` (chosen), half the height for
    /// `.capsule`, the background configuration's for `.fixed`.
    func backgroundCornerRadius() -> CGFloat {
        guard let configuration = drawnConfiguration else { return 0 }
        switch configuration.cornerStyle {
        case .fixed: return configuration.background.cornerRadius
        case .dynamic: return configuration.buttonSize.dynamicCornerRadius
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return bounds.height / 2
        }
    }
}
