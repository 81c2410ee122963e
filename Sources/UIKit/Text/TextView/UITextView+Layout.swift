import CollectionRendering

// Where a text view's text goes, how big it is, and how it is drawn (docs/REFERENCE.md
// §25.5): the content area less the container inset, each line inset by the line fragment
// padding, wrapped at word boundaries, from the top.

extension UITextView {
    /// ``UITextView/sizeThatFits(_:)``.
    func textFittingSize(_ size: CGSize) -> CGSize {
        let wraps = size.width.isFinite && size.width > 0
        let text = textSize(wrappingAt: wraps ? size.width : nil)
        return roundedUpToPixels(CGSize(width: wraps ? size.width : text.width, height: text.height))
    }

    /// ``UITextView/intrinsicContentSize``.
    var textIntrinsicSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = autoLayoutState?.layoutWidth ?? bounds.width
        let unwrapped = textSize(wrappingAt: nil)
        let wrapped = width > 0 ? textSize(wrappingAt: width) : unwrapped
        return roundedUpToPixels(CGSize(width: unwrapped.width, height: wrapped.height))
    }

    /// The text's size, with the container inset and the padding, wrapped to fit a view
    /// `width` wide (nil: only at line breaks); at least one line tall.
    private func textSize(wrappingAt width: CGFloat?) -> CGSize {
        let insets = textContainerInset, padding = textContainer.lineFragmentPadding
        let sides = insets.left + insets.right + 2 * padding
        let lineWidth = width.map { max(0, $0 - sides) }
        let font = drawnFont.fontDescription
        // Every colour the same: colours do not change sizes.
        let styling = storedAttributedText?.textStyling(font: font, color: .black) { _ in .black } ?? TextStyling()
        var size = UIFont.measure(
            storedText, font: font, width: lineWidth, maximumLines: textContainer.maximumNumberOfLines, styling: styling)
        size.height = max(size.height, drawnFont.lineHeight)
        return CGSize(width: size.width + sides, height: size.height + insets.top + insets.bottom)
    }

    /// Keeps the content size the text's, so the text scrolls, and the container's tracked
    /// width the view's, as UIKit lays a text view out.
    func layOutText() {
        trackContainerWidth()
        let height = textSize(wrappingAt: bounds.width).height
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// Keeps the width of a container that tracks the view's the view's less the insets.
    func trackContainerWidth() {
        guard textContainer.widthTracksTextView else { return }
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if textContainer.size.width != width { textContainer.size.width = width }
    }

    /// Where the text lies in the view (docs/REFERENCE.md §25.12): the layout manager's lines
    /// of the container, moved by the container inset; empty text's insertion point at the
    /// start of the first line, aligned, a line of the font high.
    var inputGeometry: TextInputGeometry {
        trackContainerWidth()
        let origin = CGPoint(x: textContainerInset.left, y: textContainerInset.top)
        let padding = TextKitLayout.padding(of: textContainer)
        let lineWidth = TextKitLayout.boundedWidth(of: textContainer).map { max(0, $0 - 2 * padding) } ?? 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let start = textAlignment.rendered(rightToLeft: rightToLeft).offset(ofLine: 0, in: lineWidth)
        return TextInputGeometry(
            text: storedText as NSString,
            layout: layoutManager.layout(for: textContainer)?.offsetBy(origin) ?? TextKitLayout([], of: "", padding: 0) { _ in .zero },
            emptyLine: CGRect(x: origin.x + padding + start, y: origin.y, width: 0, height: drawnFont.lineHeight),
            direction: rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Writes the text into the layer's content, from the top of the container's rectangle,
    /// scrolled by the content offset: each run of an attributed text in its own attributes,
    /// the view's font and colour where it sets none, aligned by ``UITextView/textAlignment``
    /// (natural and justified follow the layout direction).
    func drawText(into content: inout ElementContent) {
        guard !storedText.isEmpty else { return }
        let insets = textContainerInset, padding = textContainer.lineFragmentPadding
        let traits = traitCollection, rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let font = drawnFont.fontDescription, color = (textColor ?? .label).renderColor(in: traits)
        let styling =
            storedAttributedText?.textStyling(font: font, color: color, rightToLeft: rightToLeft) { $0.renderColor(in: traits) }
            ?? TextStyling()
        var block = TextBlock(
            storedText, font: font, color: color, alignment: textAlignment.rendered(rightToLeft: rightToLeft),
            maximumLines: textContainer.maximumNumberOfLines, styling: styling)
        block.verticalAlignment = .top
        switch textContainer.lineBreakMode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle: block.ellipsizes = textContainer.maximumNumberOfLines > 0
        default: block.ellipsizes = false
        }
        let origin = bounds.origin
        let rect = CGRect(
            x: insets.left + padding - origin.x, y: insets.top - origin.y,
            width: max(0, bounds.width - insets.left - insets.right - 2 * padding),
            height: max(0, textSize(wrappingAt: bounds.width).height - insets.top - insets.bottom))
        content.drawing.append(.text(block, rect))
    }
}
