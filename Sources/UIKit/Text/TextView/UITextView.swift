import CollectionRendering
import Foundation

/// UIKit's `UITextView`: scrollable, multi-line, editable text.
///
/// The text is laid out from the top of the content area, inset by ``textContainerInset``
/// (8 pt above and below by default) and, at each end of a line, by the text container's
/// `lineFragmentPadding` (5 pt), wrapped at word boundaries; the content scrolls with
/// ``UIScrollView/contentOffset``. With ``UIScrollView/isScrollEnabled`` false the text view
/// has an intrinsic size, measured again at each width Auto Layout gives it, so it sizes a
/// self-sizing cell as on iOS (docs/REFERENCE.md §25.5).
///
/// Editing is simulated as ``UITextField``'s is: a tap on an editable text view, or
/// ``becomeFirstResponder()``, begins editing; a test types through `UIKeyInput`
/// (``insertText(_:)``, ``deleteBackward()``; "\n" is a new line) at the selection
/// (``selectedRange``; the end of the text when none was set), and ``resignFirstResponder()``
/// ends editing — each step asking the ``delegate`` and
/// posting the notifications iOS does, in its order. Setting ``text`` in code tells nobody.
/// The standard edit actions (``UIResponder/copy(_:)``, ``UIResponder/cut(_:)``,
/// ``UIResponder/paste(_:)``, ``UIResponder/delete(_:)``, ``UIResponder/select(_:)``,
/// ``UIResponder/selectAll(_:)``) act on ``selectedRange`` through the general
/// `UIPasteboard`, a change going through the delegate as typing does (docs/REFERENCE.md §25.8).
///
/// Its text is TextKit 1's: ``textStorage``, laid out by ``layoutManager`` in ``textContainer``
/// (docs/REFERENCE.md §25.10).
///
/// Deliberate differences: no keyboard, insertion point or selection is drawn; data
/// detectors and links are not drawn.
open class UITextView: UIScrollView, UIKeyInput {
    /// A text view laying its text out in `textContainer`, or in a new one that tracks its
    /// width (`init(frame:textContainer:)`). The layout manager and text storage are the
    /// container's when it has them (a TextKit 1 stack code built: the view shows the
    /// storage's text), else new ones.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        (self.textContainer, layoutManager, textStorage) = Self.textKitStack(textContainer ?? Self.trackingContainer())
        super.init(frame: frame)
        adoptTextKitStack()
    }

    /// A text view with a frame and its own text container (`init(frame:)`).
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// Text views are not decoded here: one from a coder is empty, with a zero frame.
    public required init?(coder: NSCoder) {
        (textContainer, layoutManager, textStorage) = Self.textKitStack(Self.trackingContainer())
        super.init(coder: coder)
        adoptTextKitStack()
    }

    /// A container that follows the text view's width, as a text view's own does.
    private static func trackingContainer() -> NSTextContainer {
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        return container
    }

    // MARK: Text

    /// The text (`text`): "" when none was set; setting nil sets "". Setting it tells nobody.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The text with its attributes (`attributedText`): what was set, or ``text`` in the
    /// view's font, colour and alignment. Each run is drawn and measured in its own
    /// attributes, the view's font and colour where it sets none.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: typingAttributes) }
        set {
            storedText = newValue?.string ?? ""
            storedAttributedText = newValue
            textDidChange()
        }
    }

    /// The font (`font`); default nil: the text is drawn in the 12-point system font, UIKit's
    /// default for a text view.
    open var font: UIFont? {
        didSet {
            adjustFontForContentSizeCategory()
            textDidChange()
        }
    }

    /// The text colour (`textColor`); default nil: `UIColor.label`.
    open var textColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// How lines align (`textAlignment`); default `natural`.
    open var textAlignment = NSTextAlignment.natural {
        didSet { setNeedsDisplay() }
    }

    /// The attributes typed text takes (`typingAttributes`): the font, colour and a paragraph
    /// style of the alignment in effect. Setting it sets those three.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return [.font: drawnFont, .foregroundColor: textColor ?? .label, .paragraphStyle: style]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let style = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }

    /// The attributes links are drawn with (`linkTextAttributes`); default empty. Kept: links
    /// are not drawn as links.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    /// Which kinds of data become links (`dataDetectorTypes`); default none. Kept.
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// Whether the user may change the text's style while editing
    /// (`allowsEditingTextAttributes`); default false. Kept: there is no edit menu.
    open var allowsEditingTextAttributes = false

    /// Whether the font follows the text size of the view's traits
    /// (`adjustsFontForContentSizeCategory`); default false. As `UILabel`'s: a font from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics` is made again for the view's text
    /// size when this is set and when the traits change.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }

    // MARK: Layout of the text

    /// The region the text is laid out in (`textContainer`).
    public let textContainer: NSTextContainer
    /// The TextKit 1 layout manager laying the text out in ``textContainer`` (`layoutManager`).
    public let layoutManager: NSLayoutManager
    /// The text as TextKit 1 stores it (`textStorage`): always ``attributedText``. An edit
    /// made to it shows in the view once processed (`NSTextStorage`), telling the delegate
    /// nothing, as on iOS, where only the user's edits do.
    public let textStorage: NSTextStorage

    /// The inset of the text container in the content area (`textContainerInset`); default
    /// (8, 0, 8, 0), Apple's documented default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textDidChange() } }
    }

    /// Whether the view sizes itself to its text (no scrolling): its intrinsic size is the
    /// text's.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Editing

    /// Whether the user may edit the text (`isEditable`); default true.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponderNow { resignFirstResponder() } }
    }

    /// Whether the user may select the text (`isSelectable`); default true. Kept: there is
    /// no selection.
    open var isSelectable = true

    /// The selected range, in UTF-16 code units (`selectedRange`): by default the insertion
    /// point at the end of the text. Typing and the edit actions (``UIResponder/copy(_:)``,
    /// ``UIResponder/paste(_:)``…) act on this range.
    open var selectedRange: NSRange {
        get { storedSelectedRange ?? NSRange(location: (storedText as NSString).length, length: 0) }
        set { storedSelectedRange = newValue }
    }

    /// Whether typing replaces the text (`clearsOnInsertion`); default false.
    open var clearsOnInsertion = false

    /// The delegate (`delegate`), held weakly; told of scrolling as a scroll view's is.
    open weak var delegate: (any UITextViewDelegate)?
    /// The delegate, as a scroll view's `delegate` sees it; one that is not a text view
    /// delegate is not taken.
    override var anyScrollViewDelegate: (any UIScrollViewDelegate)? {
        get { delegate }
        set { delegate = newValue as? any UITextViewDelegate }
    }

    /// The view shown in place of the keyboard (`inputView`); kept, no keyboard is shown.
    open override var inputView: UIView? {
        get { keyboardViews.input }
        set { keyboardViews.input = newValue }
    }
    /// The view shown above the keyboard (`inputAccessoryView`); kept, no keyboard is shown.
    open override var inputAccessoryView: UIView? {
        get { keyboardViews.accessory }
        set { keyboardViews.accessory = newValue }
    }
    /// The views set as ``inputView`` and ``inputAccessoryView``.
    var keyboardViews = KeyboardViews()

    // MARK: Text input traits (UITextInputTraits; kept, no keyboard is shown)

    /// How typed text is capitalised (`autocapitalizationType`); default `.sentences`.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether words are corrected (`autocorrectionType`); default `.default`.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked (`spellCheckingType`); default `.default`.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Whether quotes become curly (`smartQuotesType`); default `.default`.
    open var smartQuotesType = UITextSmartQuotesType.default
    /// Whether double hyphens become dashes (`smartDashesType`); default `.default`.
    open var smartDashesType = UITextSmartDashesType.default
    /// Whether spaces are fixed around pasted words (`smartInsertDeleteType`); default `.default`.
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    /// The keyboard asked for (`keyboardType`); default `.default`.
    open var keyboardType = UIKeyboardType.default
    /// The keyboard's look (`keyboardAppearance`); default `.default`.
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// The return key's title (`returnKeyType`); default `.default`.
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the return key waits for text (`enablesReturnKeyAutomatically`); default false.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is a password (`isSecureTextEntry`); default false.
    open var isSecureTextEntry = false
    /// What the text means, for AutoFill (`textContentType`); default nil.
    open var textContentType: UITextContentType!

    // MARK: Responder (UITextView+Editing.swift)

    /// A text view can become first responder (`canBecomeFirstResponder`).
    open override var canBecomeFirstResponder: Bool { true }
    /// Whether the text view is first responder, that is editing (`isFirstResponder`).
    open override var isFirstResponder: Bool { isFirstResponderNow }

    /// Begins editing (`becomeFirstResponder()`): false when the view is not editable or its
    /// delegate's `textViewShouldBeginEditing(_:)` says no, or when the view editing in the same
    /// view tree will not end. Otherwise the delegate's `textViewDidBeginEditing(_:)` and
    /// ``textDidBeginEditingNotification`` follow.
    @discardableResult open override func becomeFirstResponder() -> Bool { beginEditingSession() }

    /// Ends editing (`resignFirstResponder()`): false when the delegate's
    /// `textViewShouldEndEditing(_:)` says no; otherwise `textViewDidEndEditing(_:)` and
    /// ``textDidEndEditingNotification`` follow. True when not editing.
    @discardableResult open override func resignFirstResponder() -> Bool { endEditingSession() }

    /// Whether there is text (`hasText`).
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` in place of the selection, as the keyboard does (`insertText(_:)`; "\n"
    /// is a new line): offered to the delegate's `textView(_:shouldChangeTextIn:replacementText:)`
    /// and, when accepted, inserted, the insertion point after it; then `textViewDidChangeSelection(_:)`,
    /// `textViewDidChange(_:)` and ``textDidChangeNotification``.
    open func insertText(_ text: String) { type(text) }

    /// Deletes the selected text, or the character before the insertion point — a whole
    /// grapheme cluster — as the delete key does (`deleteBackward()`), with the delegate calls
    /// of ``insertText(_:)``. Nothing at the start.
    open func deleteBackward() { deleteBackwardAtSelection() }

    /// A tap on an editable text view begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEditable, isUserInteractionEnabled { becomeFirstResponder() }
    }

    // MARK: Geometry of the text (UITextInput; docs/REFERENCE.md §25.12, UITextView+Layout.swift)

    /// The caret's rectangle at `position` (`caretRect(for:)`), 2 points wide.
    open func caretRect(for position: UITextPosition) -> CGRect { inputCaretRect(for: position) }
    /// The first line's rectangle of `range` (`firstRect(for:)`).
    open func firstRect(for range: UITextRange) -> CGRect { inputFirstRect(for: range) }
    /// A rectangle for each line of `range` (`selectionRects(for:)`).
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { inputSelectionRects(for: range) }
    /// The insertion point nearest `point` (`closestPosition(to:)`).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { inputClosestPosition(to: point, within: nil) }
    /// The insertion point in `range` nearest `point` (`closestPosition(to:within:)`).
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        inputClosestPosition(to: point, within: range)
    }
    /// The character at `point` (`characterRange(at:)`).
    open func characterRange(at point: CGPoint) -> UITextRange? { inputCharacterRange(at: point) }
    /// The view's words, sentences and lines (`tokenizer`): a ``UITextInputStringTokenizer``
    /// over it, made once, whose lines are the ones the view draws (docs/REFERENCE.md §25.18).
    open var tokenizer: any UITextInputTokenizer { stringTokenizer }

    // MARK: Size and drawing (UITextView+Layout.swift)

    /// The size the text needs at `size.width` (`sizeThatFits(_:)`): that width (the text's
    /// own width plus the insets when it is not positive and finite — chosen: UIKit answers
    /// the width it was given), and the height of the text wrapped at it plus the insets — at
    /// least one line, for the insertion point. Rounded up to pixels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textFittingSize(size) }

    /// The size of the text with the insets (`intrinsicContentSize`) when the view does not
    /// scroll: the unwrapped text's width, and its height wrapped at the width Auto Layout
    /// gives the view (else its bounds' width) — UIKit measures a text view that does not
    /// scroll again at each width, as a multi-line label. None on either axis while it scrolls.
    open override var intrinsicContentSize: CGSize { textIntrinsicSize }

    /// A text view that does not scroll is measured again at each width Auto Layout gives it.
    override var wrapsAtLayoutWidth: Bool { !isScrollEnabled }

    /// Lays the text out in the scroll view's layout pass: the content size follows it, so
    /// it scrolls.
    override func layOutContent() {
        layOutText()
        super.layOutContent()
    }

    /// The text, drawn into the layer's content.
    override func drawOwnContent(into content: inout ElementContent) { drawText(into: &content) }

    // MARK: Stored state for the UITextView+… files

    /// The text; never nil.
    var storedText = ""
    /// The attributed text set, nil when ``text`` was set.
    var storedAttributedText: NSAttributedString?
    /// The selected range set, nil for the end of the text.
    var storedSelectedRange: NSRange?
    /// Whether the view is first responder.
    var isFirstResponderNow = false
    /// Whether a forced `endEditing(true)` is resigning the view: its delegate is not asked.
    var resignsWithoutAsking = false
    /// Whether the view is writing its own text into ``textStorage``.
    var isWritingStorage = false
    /// The tokenizer ``tokenizer`` answers.
    lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)

    /// The font the text is drawn in: ``font``, else the 12-point system font.
    var drawnFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// Makes the font again for the view's text size, when it adjusts and follows Dynamic Type.
    private func adjustFontForContentSizeCategory() {
        if adjustsFontForContentSizeCategory, let current = font, let adjusted = current.adjusted(to: traitCollection),
            adjusted != current
        {
            font = adjusted
        }
    }

    /// The font follows a change of text size.
    override func traitsDidChange() { adjustFontForContentSizeCategory() }

    /// The text changed: the storage holds it again, and the view measures and draws it again.
    func textDidChange() {
        copyTextIntoStorage()
        textContainerDidChange()
    }

    /// The text container or the text's layout changed: measure and draw again.
    func textContainerDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
