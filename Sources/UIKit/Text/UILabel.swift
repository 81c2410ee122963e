import CollectionRendering

/// A view that shows text (`UILabel`): drawn by the renderer with the cell or reusable view
/// it is in, and measured with ``UIFont/textMeasurer``.
///
/// The text is laid out in the bounds as UIKit lays it out: wrapped at word boundaries to
/// the width, at most ``numberOfLines`` lines (0: as many as fit the height), the last one
/// ending in "…" when cut, the block centred vertically and each line aligned per
/// ``textAlignment``. Deliberate differences: the system font is DejaVu Sans
/// (``UIFont``), every ``lineBreakMode`` is drawn as `byTruncatingTail`
/// (``NSLineBreakMode``), `justified` as `natural`, and there is no `attributedText`,
/// shadow, highlighting or font shrinking (`adjustsFontSizeToFitWidth`).
open class UILabel: UIView {
    /// The text (`text`); nil or empty shows nothing.
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font (`font`); default the 17-point system font. Setting nil restores the default,
    /// as in UIKit.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            adjustFontForContentSizeCategory()
            invalidateIntrinsicContentSize()
        }
    }

    /// The text colour (`textColor`); default `UIColor.label`. Setting nil restores it.
    open var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label } }
    }

    /// How lines align (`textAlignment`); default `natural`: left, or right when
    /// ``UIView/effectiveUserInterfaceLayoutDirection`` is right to left.
    open var textAlignment = NSTextAlignment.natural

    /// The most lines shown (`numberOfLines`); default 1, 0 for as many as the text needs.
    /// A negative value is kept but laid out and measured as 0.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How lines break and truncate (`lineBreakMode`); default `byTruncatingTail`. Every mode
    /// is drawn as `byTruncatingTail` (see ``NSLineBreakMode``).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail

    /// The width a multi-line label wraps at for ``intrinsicContentSize``
    /// (`preferredMaxLayoutWidth`); default 0: the width Auto Layout gives the label in a
    /// layout pass (else no width: lines break only at line breaks). A negative or
    /// non-finite value acts as 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A multi-line label without a ``preferredMaxLayoutWidth`` wraps at the width Auto Layout
    /// gives it (UIKit's automatic preferred width).
    override var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && !(preferredMaxLayoutWidth > 0) }

    /// Labels do not take part in user interaction unless told to, as in UIKit.
    override class var isInteractiveByDefault: Bool { false }

    /// Whether the font follows the text size of the label's traits
    /// (`adjustsFontForContentSizeCategory`); default false. A font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is made again
    /// for the label's `preferredContentSizeCategory` when it is set and whenever the traits
    /// change; any other font stays as it is.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }

    /// The font follows a change of text size.
    override func traitsDidChange() { adjustFontForContentSizeCategory() }

    /// Makes the font again for the label's text size, when it adjusts and the font follows
    /// Dynamic Type.
    private func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let current = font, let adjusted = current.adjusted(to: traitCollection),
            adjusted != current
        else { return }
        font = adjusted
    }

    /// The size of the text (`intrinsicContentSize`): one line unwrapped when
    /// ``numberOfLines`` is 1; otherwise wrapped at ``preferredMaxLayoutWidth`` when it is
    /// positive, else at the width Auto Layout gives the label (else only at line breaks),
    /// and cut to ``numberOfLines`` lines. Rounded up to the display's pixels
    /// (`traitCollection.displayScale`), as UIKit rounds; zero with no text.
    open override var intrinsicContentSize: CGSize {
        fittingSize(wrappingAt: wrapsAtLayoutWidth ? autoLayoutState?.layoutWidth ?? 0 : preferredMaxLayoutWidth)
    }

    /// The size the text needs in `size` (`sizeThatFits(_:)`): as ``intrinsicContentSize``
    /// but wrapped at `size.width` (a label of one line is never wrapped, so it can be wider
    /// than `size`; zero, negative or non-finite widths do not wrap). The height is the
    /// text's, up to ``numberOfLines`` lines, whatever `size.height` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(wrappingAt: size.width)
    }

    /// The text's size wrapped at `width` (when positive and finite, and the label has more
    /// than one line), cut to ``numberOfLines``, rounded up to pixels.
    private func fittingSize(wrappingAt width: CGFloat) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = max(0, numberOfLines)
        let wraps = lines != 1 && width.isFinite && width > 0
        return roundedUpToPixels(UIFont.measure(text, font: font.fontDescription, width: wraps ? width : nil, maximumLines: lines))
    }

    /// Writes the label's text into `content`, its layer's content as the renderer draws
    /// it: the text in the bounds (no padding), its font, colour, alignment and line limit.
    override func drawOwnContent(into content: inout ElementContent) {
        guard let text, !text.isEmpty else { return }
        content.title = text
        content.label = .title
        content.font = font.fontDescription
        content.textColor = textColor.renderColor(in: traitCollection)
        content.maximumLines = max(0, numberOfLines)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch textAlignment {
        case .left: content.alignment = .leading
        case .center: content.alignment = .center
        case .right: content.alignment = .trailing
        case .natural, .justified: content.alignment = rightToLeft ? .trailing : .leading
        }
    }
}
