import CollectionRendering
import Foundation

// How a text field draws (docs/REFERENCE.md §25.4): its border, then its text or
// placeholder on one line, then the clear button — into the current context, from
// `draw(_:)`, so a subclass's `drawText(in:)` or `drawPlaceholder(in:)` takes their place.

extension UITextField {
    /// The text as drawn: bullets for a secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
    }

    /// The placeholder when there is one to draw.
    var drawnPlaceholder: NSAttributedString? {
        guard let placeholder = attributedPlaceholder, placeholder.length > 0 else { return nil }
        return placeholder
    }

    /// Draws the whole field: background image and border, text or placeholder, clear button.
    func drawField() {
        drawBorder(in: borderRect(forBounds: bounds))
        if !storedText.isEmpty {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if drawnPlaceholder != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    /// The text in `rect`, in its first character's font and colour (else the field's).
    func drawDefaultText(in rect: CGRect) {
        let (font, color) = textFontAndColor
        drawLine(displayedText, font: font, color: color, in: rect, fitting: !isEditing)
    }

    /// The font and colour the text is drawn in: its first character's, else the field's.
    private var textFontAndColor: (UIFont, UIColor) {
        let attributes = storedAttributedText?.drawingAttributes ?? [:]
        return (attributes[.font] as? UIFont ?? storedFont, attributes[.foregroundColor] as? UIColor ?? storedTextColor)
    }

    /// The placeholder in `rect`, its own font and colour else the field's font and
    /// `UIColor.placeholderText`.
    func drawDefaultPlaceholder(in rect: CGRect) {
        guard let placeholder = drawnPlaceholder else { return }
        let attributes = placeholder.drawingAttributes
        let font = attributes[.font] as? UIFont ?? storedFont
        let color = attributes[.foregroundColor] as? UIColor ?? .placeholderText
        drawLine(placeholder.string, font: font, color: color, in: rect, fitting: true)
    }

    /// One line of `string` centred vertically in `rect` and aligned by
    /// ``UITextField/textAlignment`` (``line(_:font:color:in:fitting:)``), clipped to `rect`
    /// when it is wider.
    private func drawLine(_ string: String, font: UIFont, color: UIColor, in rect: CGRect, fitting: Bool) {
        guard let context = UIGraphicsGetCurrentContext(), !string.isEmpty, rect.width > 0 else { return }
        let (block, drawn) = line(string, font: font, color: color, in: rect, fitting: fitting)
        guard drawn != rect else { return context.draw(.text(block, rect)) }
        context.draw(.group(DrawingGroup(clips: [Clip(.rect(rect))], bounds: rect, operations: [.text(block, drawn)])))
    }

    /// The block a line of `string` is drawn as in `rect`, and the rectangle it is drawn in.
    /// When `fitting`, text too wide shrinks (with ``UITextField/adjustsFontSizeToFitWidth``)
    /// and is then cut with "…" in `rect`; otherwise (while editing) it is drawn leading-aligned
    /// in a rectangle ending at `rect`'s end, so its end shows and its start is clipped, as
    /// the insertion point keeps it.
    private func line(_ string: String, font: UIFont, color: UIColor, in rect: CGRect, fitting: Bool) -> (TextBlock, CGRect) {
        var drawnFont = font
        let width = UIFont.measure(string, font: font.fontDescription, width: nil, maximumLines: 1).width
        if fitting, adjustsFontSizeToFitWidth, width > rect.width {
            drawnFont = font.withSize(max(minimumFontSize, font.pointSize * rect.width / width))
        }
        var block = TextBlock(
            string, font: drawnFont.fontDescription, color: color.renderColor(in: traitCollection), alignment: drawnAlignment,
            maximumLines: 1)
        guard !fitting, width > rect.width else { return (block, rect) }
        block.ellipsizes = false
        block.alignment = .leading
        return (block, CGRect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height))
    }

    /// Where the text lies in the field (docs/REFERENCE.md §25.12): the text engine's line of
    /// the block it is drawn as, where it is drawn — aligned in its rectangle and centred in
    /// its height; empty text's insertion point where the line would start, a line of the
    /// font high.
    var inputGeometry: TextInputGeometry {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let (font, color) = textFontAndColor
        let (block, drawn) = line(displayedText, font: font, color: color, in: rect, fitting: !isEditing)
        let fragments = displayedText.isEmpty ? [] : UIFont.lineFragments(of: block, width: nil)
        let layout = TextKitLayout(fragments, of: displayedText, padding: 0) { fragment in
            CGPoint(
                x: drawn.minX + block.alignment.offset(ofLine: fragment.frame.width, in: drawn.width),
                y: drawn.minY + (drawn.height - fragment.frame.height) / 2)
        }
        return TextInputGeometry(
            text: displayedText as NSString, layout: layout,
            emptyLine: CGRect(
                x: rect.minX + drawnAlignment.offset(ofLine: 0, in: rect.width), y: rect.midY - font.lineHeight / 2, width: 0,
                height: font.lineHeight),
            direction: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The alignment lines are drawn with: natural and justified follow the layout direction.
    private var drawnAlignment: TextAlignment {
        textAlignment.rendered(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The background image (unless rounded) and the border of ``UITextField/borderStyle`` in
    /// `rect`.
    private func drawBorder(in rect: CGRect) {
        if borderStyle != .roundedRect, let image = isEnabled ? background : disabledBackground ?? background {
            image.draw(in: rect)
        }
        let hairline = 1 / UIView.pixelScale(traitCollection.displayScale)
        switch borderStyle {
        case .none:
            break
        case .line:
            UIColor.black.setStroke()
            stroke(UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)), width: 1)
        case .bezel:
            ControlMetrics.bezelLight.setStroke()
            stroke(UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)), width: 1)
            ControlMetrics.bezelDark.setStroke()
            let edges = UIBezierPath()
            edges.move(to: CGPoint(x: rect.minX + 0.5, y: rect.maxY))
            edges.addLine(to: CGPoint(x: rect.minX + 0.5, y: rect.minY + 0.5))
            edges.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + 0.5))
            stroke(edges, width: 1)
        case .roundedRect:
            let shape = UIBezierPath(
                roundedRect: rect.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: ControlMetrics.textFieldCornerRadius)
            UIColor.systemBackground.setFill()
            shape.fill()
            ControlMetrics.opaqueSeparator.setStroke()
            stroke(shape, width: hairline)
        }
    }

    /// Strokes `path` `width` wide in the current stroke colour.
    private func stroke(_ path: UIBezierPath, width: CGFloat) {
        path.lineWidth = width
        path.stroke()
    }

    /// The clear button in `rect`: a grey disc with a cross cut out of it (drawn in the
    /// field's background: the button's look, not its pixels).
    private func drawClearButton(in rect: CGRect) {
        ControlMetrics.clearButtonColor.setFill()
        UIBezierPath(ovalIn: rect).fill()
        let half = rect.width * ControlMetrics.clearButtonCrossSpan / 2
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: rect.midX - half, y: rect.midY - half))
        cross.addLine(to: CGPoint(x: rect.midX + half, y: rect.midY + half))
        cross.move(to: CGPoint(x: rect.midX + half, y: rect.midY - half))
        cross.addLine(to: CGPoint(x: rect.midX - half, y: rect.midY + half))
        UIColor.systemBackground.setStroke()
        stroke(cross, width: ControlMetrics.clearButtonCrossWidth)
    }
}
