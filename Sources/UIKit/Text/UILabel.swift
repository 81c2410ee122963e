import CollectionRendering

/// A view that shows text (`UILabel`): drawn by the renderer with the cell or reusable view
/// it is in, and measured with ``UIFont/textMeasurer``.
///
/// The text is laid out in the bounds as UIKit lays it out: wrapped at word boundaries to
/// the width, at most ``numberOfLines`` lines (0: as many as fit the height), the last one
/// ending in "…" when cut, the block centred vertically and each line aligned per
/// ``textAlignment``; ``attributedText`` draws each run in its own attributes. Deliberate
/// differences: the system font is DejaVu Sans (``UIFont``), every ``lineBreakMode`` is
/// drawn as `byTruncatingTail` (``NSLineBreakMode``), `justified` as `natural`, and the
/// properties that say so below are kept but change nothing drawn.
open class UILabel: UIView {
    /// The runs of the text set as ``attributedText``, the label's font, colour and paragraph
    /// style filled in where a run sets none, and the label's properties set since applied to
    /// all of them; nil when the text is plain.
    var styledRuns: [AttributedRun]?

    /// The text (`text`); nil or empty shows nothing. Setting it replaces ``attributedText``
    /// with the string in the label's own ``font``, ``textColor`` and ``textAlignment``.
    open var text: String? {
        didSet {
            let wasStyled = styledRuns != nil
            if !settingAttributedText { styledRuns = nil }
            if text != oldValue || wasStyled || settingAttributedText { invalidateIntrinsicContentSize() }
            if !settingAttributedText { observableValueDidChange() }
        }
    }
    /// Whether ``text`` is being set by ``attributedText``, which keeps its styled text.
    var settingAttributedText = false
    /// Where ``drawText(in:)`` last drew the text, while the label is being drawn.
    var drawnTextRect: CGRect?

    /// The styled text (`attributedText`); default nil. Setting it sets ``text`` to its
    /// string and ``font``, ``textColor``, ``textAlignment`` and ``lineBreakMode`` to the
    /// attributes at its first character (those it sets). Read back, it is a copy with every
    /// character's font, colour and paragraph style: the runs' own, the label's properties
    /// filled in where a run sets none, and the properties set since applied to all of it.
    /// Read after ``text`` was set, it is that text in the label's font, colour and a
    /// paragraph style of its alignment and line break mode. Each run is drawn and measured
    /// in its own font, colour, underline, strikethrough, kern and baseline offset, the first
    /// character's paragraph style giving the line spacing (``NSParagraphStyle``).
    ///
    /// Deliberate difference: iOS also reports the label's ``shadowOffset`` and
    /// ``shadowColor`` as a shadow attribute; only an ``NSShadow`` set in the text is one here.
    open var attributedText: NSAttributedString? {
        get { styledRuns.map(NSAttributedString.init(runs:)) ?? text.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
        set {
            adopt(newValue)
            observableValueDidChange()
        }
    }

    /// The font (`font`); default the 17-point system font. Setting nil restores the default,
    /// as in UIKit. Set while the text is styled, it becomes the font of all of it.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            adjustFontForContentSizeCategory()
            applyToStyledText(.font, font as UIFont)
            invalidateIntrinsicContentSize()
        }
    }

    /// The text colour (`textColor`); default `UIColor.label`. Setting nil restores it. Set
    /// while the text is styled, it becomes the colour of all of it.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            applyToStyledText(.foregroundColor, textColor as UIColor)
        }
    }

    /// How lines align (`textAlignment`); default `natural`: left, or right when
    /// ``UIView/effectiveUserInterfaceLayoutDirection`` is right to left. Set while the text
    /// is styled, it becomes the alignment of all of it.
    open var textAlignment = NSTextAlignment.natural {
        didSet { restyleParagraphs { $0.alignment = textAlignment } }
    }

    /// Whether the text is drawn enabled (`isEnabled`); default true. A disabled label draws
    /// all its text in one dimmed colour. Deliberate difference: Apple documents only that
    /// the text is dimmed; it is drawn in `tertiaryLabel` (#3C3C43 at 30 %), the colour the
    /// controls here draw disabled titles in.
    open var isEnabled = true

    /// Whether the text is drawn highlighted (`isHighlighted`); default false. A highlighted,
    /// enabled label with a ``highlightedTextColor`` draws all its text in that colour.
    open var isHighlighted = false

    /// The colour of highlighted text (`highlightedTextColor`); default nil: highlighting
    /// changes nothing.
    open var highlightedTextColor: UIColor?

    /// The colour of the text's shadow (`shadowColor`); default nil: no shadow. The shadow
    /// is the text drawn again, unblurred, under it at ``shadowOffset``, inside the bounds.
    open var shadowColor: UIColor?

    /// Where the text's shadow is drawn from the text (`shadowOffset`); default (0, -1): a
    /// point above it.
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// Whether a one-line label shrinks its font to fit its width (`adjustsFontSizeToFitWidth`);
    /// default false. When the text is wider than the bounds, the label draws it in the
    /// largest scale of its fonts (to 1 %) at which it fits, but no smaller than
    /// ``minimumScaleFactor`` (0: no shrinking); its intrinsic size stays the full size's.
    /// Deliberate difference: a label of more lines does not shrink.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest scale the font shrinks to (`minimumScaleFactor`); default 0: the label
    /// does not shrink its text.
    open var minimumScaleFactor: CGFloat = 0

    /// Where shrunk text sits (`baselineAdjustment`); default `alignBaselines`. Applies to a
    /// one-line label that shrinks its text (``adjustsFontSizeToFitWidth``).
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines

    /// Whether the label may tighten letter spacing before it truncates
    /// (`allowsDefaultTighteningForTruncation`); default false. Deliberate difference: kept
    /// but never applied: text is truncated without tightening.
    open var allowsDefaultTighteningForTruncation = false

    /// How lines break (`lineBreakStrategy`); default `standard`. Deliberate difference:
    /// kept but never applied: lines break at word boundaries as Pango breaks them (no
    /// push-out of orphans, no Hangul word priority).
    open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard

    /// Whether the full text shows when the pointer hovers over truncated text
    /// (`showsExpansionTextWhenTruncated`); default false. Kept only: no pointer hovers here,
    /// and it changes nothing drawn.
    open var showsExpansionTextWhenTruncated = false

    /// The most lines shown (`numberOfLines`); default 1, 0 for as many as the text needs.
    /// A negative value is kept but laid out and measured as 0.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How lines break and truncate (`lineBreakMode`); default `byTruncatingTail`. Every mode
    /// is drawn as `byTruncatingTail` (see ``NSLineBreakMode``). Set while the text is styled,
    /// it becomes the line break mode of all of it.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { restyleParagraphs { $0.lineBreakMode = lineBreakMode } }
    }

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

    /// Whether the text, wrapped at `width`, breaks into the lines it broke into when it measured
    /// `size` wrapped at `measuredWidth` (nil, zero or negative: unbounded) — so that
    /// ``intrinsicContentSize`` at `width` is `size` without measuring again. True when `width`
    /// lies between the widest line (`size.width`, rounded up) and `measuredWidth`: lines are
    /// broken greedily (TextKit's rule, and the Pango and fixed-metrics measurers': as many
    /// words as fit, then a new line; a measurer installed with `UIFont.withTextMeasurer` is
    /// taken to break so too), so every line still fits, and each break was made because
    /// the next word did not fit a width at least as wide. Only for a plain `UILabel` (no
    /// attributed runs, whose paragraph indents change the room each line has; no subclass,
    /// whose ``textRect(forBounds:limitedToNumberOfLines:)`` may measure otherwise) with no line
    /// limit (truncation is left to a new measurement). A performance measure; the answer is
    /// the measurement's (docs/REFERENCE.md §21.10).
    func wrapsAlike(at width: CGFloat, asMeasured size: CGSize, at measuredWidth: CGFloat?) -> Bool {
        guard type(of: self) == UILabel.self, numberOfLines == 0, styledRuns == nil, width.isFinite, width > 0,
            width < .greatestFiniteMagnitude, size.width > 0, width >= size.width
        else { return false }
        guard let measuredWidth, measuredWidth.isFinite, measuredWidth > 0, measuredWidth < .greatestFiniteMagnitude else {
            return true
        }
        return width <= measuredWidth
    }

    /// The size the text needs in `size` (`sizeThatFits(_:)`): as ``intrinsicContentSize``
    /// but wrapped at `size.width` (a label of one line is never wrapped, so it can be wider
    /// than `size`; zero, negative or non-finite widths do not wrap). The height is the
    /// text's, up to ``numberOfLines`` lines, whatever `size.height` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(wrappingAt: size.width)
    }

    /// The size of ``textRect(forBounds:limitedToNumberOfLines:)`` for bounds `width` wide
    /// (when positive and finite; else unbounded) and unbounded in height, rounded up to
    /// pixels: as UIKit, a subclass's text rectangle (a label with insets) sizes the label.
    private func fittingSize(wrappingAt width: CGFloat) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let unbounded = CGFloat.greatestFiniteMagnitude
        let boundsWidth = width.isFinite && width > 0 ? width : unbounded
        let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: boundsWidth, height: unbounded), limitedToNumberOfLines: numberOfLines)
        guard rect.width.isFinite, rect.height.isFinite else { return .zero }
        return roundedUpToPixels(CGSize(width: max(0, rect.width), height: max(0, rect.height)))
    }

    /// The rectangle the text takes in `bounds` (`textRect(forBounds:limitedToNumberOfLines:)`):
    /// at the bounds' origin, the size of the text wrapped at the bounds' width (a label of one
    /// line never wraps; an unbounded width, `CGFloat.greatestFiniteMagnitude`, does not
    /// wrap) and cut to `numberOfLines` lines (0: no limit); zero-sized with no text. UIKit
    /// sizes the label from it (``intrinsicContentSize``, ``sizeThatFits(_:)``), so a subclass
    /// that insets it, and draws inset in ``drawText(in:)``, pads its text.
    ///
    /// Apple's documentation says the default returns the bounds; what iOS returns, and what
    /// the subclasses written for it expect from `super`, is the text's own rectangle.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let lines = max(0, numberOfLines)
        let wraps = lines != 1 && bounds.width.isFinite && bounds.width > 0 && bounds.width < .greatestFiniteMagnitude
        let size = UIFont.measure(
            text, font: font.fontDescription, width: wraps ? bounds.width : nil, maximumLines: lines, styling: measuredStyling)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect` (`drawText(in:)`): UIKit's drawing of a label passes its
    /// bounds, and the text is laid out in `rect` as described above (centred vertically).
    /// A subclass overrides it to draw the text elsewhere — `super.drawText(in:
    /// rect.inset(by: insets))` — or to draw around it in the current context; a subclass
    /// that does not call `super` draws no text.
    open func drawText(in rect: CGRect) { drawnTextRect = rect }

    /// Writes the label's text into `content`, its layer's content as the renderer draws it
    /// (``drawText(into:)``).
    override func drawOwnContent(into content: inout ElementContent) { drawText(into: &content) }
}
