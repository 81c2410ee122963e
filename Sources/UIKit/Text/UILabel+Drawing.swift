import CollectionRendering
import Foundation

// What a label draws: its text in the colour its state asks for, each styled run in its
// own attributes, shrunk to fit when it may, over its shadow.

extension UILabel {
    /// Writes the label's text into `content`, its layer's content as the renderer draws
    /// it: the text in the rectangle ``drawText(in:)`` draws it in (the bounds unless a
    /// subclass says otherwise; what it draws itself in the current context goes beneath),
    /// its font (shrunk by ``adjustsFontSizeToFitWidth``), colour, runs, alignment and line
    /// limit, and its shadow under it.
    func drawText(into content: inout ElementContent) {
        guard let text, !text.isEmpty else { return }
        let context = CGContext(recordingSize: bounds.size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawnTextRect = nil
        withCurrentContext(context) { drawText(in: bounds) }
        content.drawing += context.recordedOperations
        guard let rect = drawnTextRect else { return }
        drawnTextRect = nil
        content.padding = UIEdgeInsets(
            top: rect.minY - bounds.minY, left: rect.minX - bounds.minX, bottom: bounds.maxY - rect.maxY, right: bounds.maxX - rect.maxX)
        let stateColor = isEnabled ? (isHighlighted ? highlightedTextColor : nil) : ControlMetrics.tertiaryLabel
        let color = (stateColor ?? textColor).renderColor(in: traitCollection)
        var styling = styling(color: color)
        if stateColor != nil { styling.recolor(color) }
        var fontDescription = font.fontDescription
        if let scale = shrinkScale(width: rect.width) {
            let shrunk = shrunkTextPadding(scale: scale)
            content.padding.top += shrunk.top
            content.padding.bottom += shrunk.bottom
            fontDescription.size *= scale
            for index in styling.runs.indices { styling.runs[index].font.size *= scale }
        }
        content.title = text
        content.titleStyling = styling
        content.label = .title
        content.font = fontDescription
        content.textColor = color
        content.maximumLines = max(0, numberOfLines)
        content.alignment = textAlignment.rendered(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if let shadowColor, shadowOffset.width.isFinite, shadowOffset.height.isFinite {
            let shadow = shadowColor.renderColor(in: traitCollection)
            styling.recolor(shadow)
            // Deliberate difference: iOS shadows an attachment's image as its shape in the
            // shadow's colour; the shadow here keeps its box and leaves the image out.
            for index in styling.runs.indices { styling.runs[index].attachment?.image = nil }
            let block = TextBlock(
                text, font: fontDescription, color: shadow, alignment: content.alignment, maximumLines: content.maximumLines,
                styling: styling)
            let area = CGRect(origin: .zero, size: bounds.size).inset(by: content.padding)
            content.drawing.append(.text(block, area.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)))
        }
    }

    /// The scale ``adjustsFontSizeToFitWidth`` draws the text at, or nil when it draws it at
    /// full size (it fits, the label does not shrink, or has more than one line): `width`
    /// (the text rectangle's) over the width the text needs, rounded down to 1 %, less 1 % at a
    /// time (at most 8 times) until the text fits, never under ``minimumScaleFactor``.
    func shrinkScale(width: CGFloat) -> CGFloat? {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor.isFinite,
            let text, width.isFinite, width > 0
        else { return nil }
        let styling = measuredStyling
        let needed = UIFont.measure(text, font: font.fontDescription, width: nil, maximumLines: 1, styling: styling).width
        guard needed > width else { return nil }
        let minimum = min(1, minimumScaleFactor)
        var scale = max(minimum, (width / needed * 100).rounded(.down) / 100)
        for _ in 0..<8 where scale > minimum {
            if shrunkSize(scale: scale, styling: styling).width <= width { break }
            scale = max(minimum, scale - 0.01)
        }
        return scale
    }

    /// The size of the label's one line of text with its fonts at `scale`.
    private func shrunkSize(scale: CGFloat, styling: TextStyling) -> CGSize {
        var styling = styling, font = font.fontDescription
        font.size *= scale
        for index in styling.runs.indices { styling.runs[index].font.size *= scale }
        return UIFont.measure(text ?? "", font: font, width: nil, maximumLines: 1, styling: styling)
    }

    /// The padding that moves text shrunk to `scale`, centred in the bounds, to where
    /// ``baselineAdjustment`` puts it: by `d` points down (a padding of 2d on top moves the
    /// centre d down), where full-size text of height H₀ and baseline b₀ and shrunk text of
    /// H₁ and b₁ give d = (H₁ − H₀)/2 + b₀ − b₁ to keep the baseline, (H₁ − H₀)/2 to keep
    /// the top, and 0 to keep the centre.
    private func shrunkTextPadding(scale: CGFloat) -> UIEdgeInsets {
        guard baselineAdjustment != .alignCenters else { return .zero }
        let styling = measuredStyling
        let full = shrunkSize(scale: 1, styling: styling).height, shrunk = shrunkSize(scale: scale, styling: styling).height
        var offset = (shrunk - full) / 2
        if baselineAdjustment == .alignBaselines {
            var shrunkFont = font.fontDescription
            shrunkFont.size *= scale
            offset += UIFont.firstBaseline(of: font.fontDescription) - UIFont.firstBaseline(of: shrunkFont)
        }
        return offset > 0
            ? UIEdgeInsets(top: 2 * offset, left: 0, bottom: 0, right: 0) : UIEdgeInsets(top: 0, left: 0, bottom: -2 * offset, right: 0)
    }
}

extension TextStyling {
    /// Every run drawn in `color` (a label's state colour or its shadow's, which all its
    /// text takes).
    fileprivate mutating func recolor(_ color: Color) {
        for index in runs.indices { runs[index].color = color }
    }
}
