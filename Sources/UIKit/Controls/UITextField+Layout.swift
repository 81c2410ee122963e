// Where a text field's parts go and how big it is (docs/REFERENCE.md §25.4): the text
// between the overlay views, padded by the border's metrics, and the intrinsic size of one
// line of text or placeholder with them.

extension UITextField {
    /// Whether an overlay with `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Whether the clear button shows: by ``UITextField/clearButtonMode``, and only with text.
    var showsClearButton: Bool { shows(clearButtonMode) && !storedText.isEmpty }
    /// Whether the left view shows.
    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    /// Whether the right view shows.
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    /// Makes the font again for the field's text size, when it adjusts and follows Dynamic Type.
    func adjustFontForContentSizeCategory() {
        if adjustsFontForContentSizeCategory, let adjusted = storedFont.adjusted(to: traitCollection), adjusted != storedFont {
            font = adjusted
        }
    }

    /// `size` centred vertically in `bounds` at `x`.
    private func centred(_ size: CGSize, x: CGFloat, in bounds: CGRect) -> CGRect {
        CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The left view's rectangle: its frame's size at the left edge, centred vertically.
    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        centred(leftView?.frame.size ?? .zero, x: bounds.minX, in: bounds)
    }

    /// The right view's rectangle: its frame's size at the right edge, centred vertically.
    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return centred(size, x: bounds.maxX - size.width, in: bounds)
    }

    /// The clear button's rectangle: 19 pt square, centred vertically, left of the right view
    /// when it shows (else of the right edge) by the padding less 2.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = ControlMetrics.clearButtonSize
        let right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        let margin = max(0, ControlMetrics.textFieldPadding(borderStyle) - 2)
        return centred(CGSize(width: side, height: side), x: right - margin - side, in: bounds)
    }

    /// The text's rectangle for what shows now: from the left view's right edge (else the
    /// padding) to the clear button's or right view's left edge (else the padding), the
    /// bounds' full height; never of negative width.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        let padding = ControlMetrics.textFieldPadding(borderStyle)
        let left = showsLeftView ? leftViewRect(forBounds: bounds).maxX : bounds.minX + padding
        var right = bounds.maxX - padding
        if showsRightView { right = rightViewRect(forBounds: bounds).minX }
        if showsClearButton { right = clearButtonRect(forBounds: bounds).minX }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// The size of one line of text or placeholder, whichever is wider, with the overlays that
    /// show and the border's padding, rounded up to the display's pixels.
    func fittingSize() -> CGSize {
        let padding = ControlMetrics.textFieldPadding(borderStyle)
        let font = storedFont
        let placeholderFont = drawnPlaceholder?.drawingAttributes[.font] as? UIFont ?? font
        let textWidth = UIFont.measure(displayedText, font: font.fontDescription, width: nil, maximumLines: 1).width
        let placeholderWidth = drawnPlaceholder.map {
            UIFont.measure($0.string, font: placeholderFont.fontDescription, width: nil, maximumLines: 1).width
        }
        var width = max(textWidth, placeholderWidth ?? 0)
        var height = font.lineHeight
        let left = showsLeftView ? leftView?.frame.size : nil
        let right = showsRightView ? rightView?.frame.size : nil
        width += left?.width ?? padding
        width += right?.width ?? padding
        if showsClearButton { width += ControlMetrics.clearButtonSize + max(0, padding - 2) }
        height = max(height, left?.height ?? 0, right?.height ?? 0)
        return roundedUpToPixels(CGSize(width: width, height: height + 2 * padding))
    }

    /// How far below the top of the bounds the text's baseline lies: the line centred in
    /// ``UITextField/textRect(forBounds:)`` (``UITextField/editingRect(forBounds:)`` while
    /// editing) plus the font's ascender.
    var baselineFromTop: CGFloat {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        return rect.midY - bounds.minY - storedFont.lineHeight / 2 + storedFont.ascender
    }

    /// Places the overlay views that show and removes the others.
    func layOutOverlays() {
        for (view, shown, rect) in [
            (leftView, showsLeftView, leftViewRect(forBounds: bounds)), (rightView, showsRightView, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
    }

    /// Takes `old` out of the field and shows `new` where it belongs.
    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        invalidateIntrinsicContentSize()
        updateControlAppearance()
    }
}
