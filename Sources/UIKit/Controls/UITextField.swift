import Foundation

/// UIKit's `UITextField`: one line of editable text, with a placeholder, a border, a clear
/// button and overlay views, and a delegate asked at each step of editing.
///
/// Editing is simulated as controls simulate touches (docs/REFERENCE.md §25.4): a tap on an
/// enabled field, or ``becomeFirstResponder()``, begins editing; a test types through
/// `UIKeyInput` (``insertText(_:)``, ``deleteBackward()``; "\n" is the return key) at the
/// selection (`UITextInput`'s ``selectedTextRange``; the end of the text when none was set),
/// and ``resignFirstResponder()`` ends editing — each step asking the
/// ``delegate``, sending the control events and posting the notifications iOS does, in its
/// order. Setting ``text`` in code sends nothing, as on iOS.
///
/// Drawn through ``draw(_:)`` (so a subclass's ``drawText(in:)`` or ``drawPlaceholder(in:)``
/// draws instead): the border of ``borderStyle``, the text — or the placeholder in
/// `UIColor.placeholderText` when there is none — on one line centred vertically in
/// ``textRect(forBounds:)`` (``editingRect(forBounds:)`` while editing), cut with "…" at the
/// end when it does not fit (while editing, its end shows instead), and the clear button.
/// The standard edit actions act on the selection as a text view's do (§25.8).
/// Deliberate differences: no keyboard, insertion point or selection is drawn; the text takes one font and colour
/// (an attributed text's first character's); the border metrics are chosen (§25.4).
open class UITextField: UIControl, UIKeyInput {
    // MARK: Text

    /// The text (`text`): "" when none was set, and setting nil sets "" — iOS answers an empty
    /// string, never nil, whatever the documentation says. Setting it sends no event.
    open var text: String? {
        get { storedText }
        set { replaceText(with: newValue ?? "", attributed: nil) }
    }

    /// The text with its attributes (`attributedText`): what was set, or ``text`` with
    /// ``defaultTextAttributes``. Drawn in its first character's font and colour.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set { replaceText(with: newValue?.string ?? "", attributed: newValue) }
    }

    /// The text shown when there is none (`placeholder`); default nil.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with its attributes (`attributedPlaceholder`); what it leaves unset
    /// comes from the field: its ``font``, and `UIColor.placeholderText`.
    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The text's font (`font`); default the body text style (`preferredFont(forTextStyle:
    /// .body)`, 17 pt at the default text size). Setting nil restores it (chosen).
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? .preferredFont(forTextStyle: .body)
            adjustFontForContentSizeCategory()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The text's colour (`textColor`); default `UIColor.label` (black in the light
    /// appearance). UIKit raises on nil; here nil restores the default.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }

    /// How the text aligns in its rectangle (`textAlignment`); default `natural`.
    open var textAlignment = NSTextAlignment.natural {
        didSet { setNeedsDisplay() }
    }

    /// The attributes of the whole text (`defaultTextAttributes`): the ``font``, the
    /// ``textColor`` and a paragraph style of the ``textAlignment``. Setting it sets those
    /// three; the ones it leaves out return to their defaults.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            var attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            return attributes
        }
        set {
            font = newValue[.font] as? UIFont
            textColor = newValue[.foregroundColor] as? UIColor
            textAlignment = (newValue[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
        }
    }

    /// The attributes of text about to be typed (`typingAttributes`): nil unless editing;
    /// while editing, ``defaultTextAttributes`` until set. Typed text takes them.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? storedTypingAttributes ?? defaultTextAttributes : nil }
        set { if isEditing { storedTypingAttributes = newValue } }
    }

    /// Whether the user may change the text's style while editing
    /// (`allowsEditingTextAttributes`); default false. Kept: there is no edit menu.
    open var allowsEditingTextAttributes = false

    // MARK: Sizing the text

    /// Whether the text's font shrinks so the text fits the width (`adjustsFontSizeToFitWidth`);
    /// default false. When true, text that does not fit is drawn smaller, down to
    /// ``minimumFontSize``, before it is cut.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest size the font shrinks to (`minimumFontSize`); default 0.
    open var minimumFontSize: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Whether the font follows the text size of the field's traits
    /// (`adjustsFontForContentSizeCategory`); default false. As `UILabel`'s: a font from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics` is made again for the field's text
    /// size when this is set and when the traits change.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }

    // MARK: Editing

    /// Whether the field is being edited (`isEditing`): whether it is first responder.
    open var isEditing: Bool { isFirstResponderNow }

    /// Whether beginning editing clears the text (`clearsOnBeginEditing`); default false.
    open var clearsOnBeginEditing = false

    /// Whether typing replaces the text (`clearsOnInsertion`, iOS 6); default false. Kept: the
    /// insertion point is always at the end here.
    open var clearsOnInsertion = false

    /// The delegate (`delegate`), held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

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

    // MARK: Background and overlays

    /// The border drawn (`borderStyle`); default `.none`. Rounded: the field's background
    /// is not drawn inside the border and ``background`` is ignored, as on iOS.
    open var borderStyle = BorderStyle.none {
        didSet {
            invalidateIntrinsicContentSize()
            updateControlAppearance()
        }
    }

    /// An image stretched over the border rectangle while enabled (`background`); default
    /// nil; not drawn with a `.roundedRect` border.
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// The image drawn instead while disabled (`disabledBackground`); default nil.
    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// When the clear button shows (`clearButtonMode`); default `.never`. It shows only while
    /// there is text.
    open var clearButtonMode = ViewMode.never {
        didSet { updateControlAppearance() }
    }

    /// A view at the left edge (`leftView`), a subview while it shows; placed in
    /// ``leftViewRect(forBounds:)``.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows (`leftViewMode`); default `.never`.
    open var leftViewMode = ViewMode.never {
        didSet { updateControlAppearance() }
    }
    /// A view at the right edge (`rightView`), a subview while it shows; placed in
    /// ``rightViewRect(forBounds:)``.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows (`rightViewMode`); default `.never`.
    open var rightViewMode = ViewMode.never {
        didSet { updateControlAppearance() }
    }

    // MARK: Text input traits (UITextInputTraits)

    /// How typed text is capitalised (`autocapitalizationType`); default `.sentences`. Kept.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether words are corrected (`autocorrectionType`); default `.default`. Kept.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked (`spellCheckingType`); default `.default`. Kept.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Whether quotes become curly (`smartQuotesType`); default `.default`. Kept.
    open var smartQuotesType = UITextSmartQuotesType.default
    /// Whether double hyphens become dashes (`smartDashesType`); default `.default`. Kept.
    open var smartDashesType = UITextSmartDashesType.default
    /// Whether spaces are fixed around pasted words (`smartInsertDeleteType`); default
    /// `.default`. Kept.
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    /// The keyboard asked for (`keyboardType`); default `.default`. Kept.
    open var keyboardType = UIKeyboardType.default
    /// The keyboard's look (`keyboardAppearance`); default `.default`. Kept.
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// The return key's title (`returnKeyType`); default `.default`. Kept.
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the return key waits for text (`enablesReturnKeyAutomatically`); default
    /// false. Kept.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is a password (`isSecureTextEntry`); default false. When true, each
    /// character is drawn as a bullet (•).
    open var isSecureTextEntry = false {
        didSet { setNeedsDisplay() }
    }
    /// What the text means, for AutoFill (`textContentType`); default nil. Kept.
    open var textContentType: UITextContentType!

    // MARK: Rectangles (UITextField+Layout.swift), drawing (UITextField+Drawing.swift)

    /// The border's rectangle (`borderRect(forBounds:)`): the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The text's rectangle while not editing (`textRect(forBounds:)`): between the overlays
    /// that show, else padded by the border (none 0, line and bezel 3, rounded 7), full height.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// The placeholder's rectangle (`placeholderRect(forBounds:)`): the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// The text's rectangle while editing (`editingRect(forBounds:)`): as
    /// ``textRect(forBounds:)``, for the overlays that show while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// The clear button's rectangle (`clearButtonRect(forBounds:)`): 19 pt square, centred
    /// vertically, left of the right view (else the right edge) by the padding less 2.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The caret's rectangle at `position` (`caretRect(for:)`), 2 points wide, on the text's
    /// line (UITextInput; docs/REFERENCE.md §25.12).
    open func caretRect(for position: UITextPosition) -> CGRect { inputCaretRect(for: position) }
    /// The rectangle of `range` on the text's line (`firstRect(for:)`).
    open func firstRect(for range: UITextRange) -> CGRect { inputFirstRect(for: range) }
    /// The rectangle of `range`, the text being one line (`selectionRects(for:)`).
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { inputSelectionRects(for: range) }
    /// The left view's rectangle (`leftViewRect(forBounds:)`): its frame's size at the left
    /// edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    /// The right view's rectangle (`rightViewRect(forBounds:)`): its frame's size at the right
    /// edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    /// Draws the text in `rect` (`drawText(in:)`): one line centred vertically, in the text's
    /// font and colour; override it to draw otherwise.
    open func drawText(in rect: CGRect) { drawDefaultText(in: rect) }
    /// Draws the placeholder in `rect` (`drawPlaceholder(in:)`), in `UIColor.placeholderText`
    /// unless it sets its own colour; override it to draw otherwise.
    open func drawPlaceholder(in rect: CGRect) { drawDefaultPlaceholder(in: rect) }
    /// Draws the field (`draw(_:)`): border, text or placeholder, clear button. An override
    /// that does not call `super` draws none of them (on iOS the border would remain).
    open override func draw(_ rect: CGRect) { drawField() }

    /// One line of the text or the placeholder, whichever is wider, with the overlays that
    /// show and the border's padding above, below and beside, rounded up to pixels
    /// (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { fittingSize() }
    /// The intrinsic size, whatever `size` is (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

    /// Places the overlays and draws again.
    override func updateControlAppearance() {
        layOutOverlays()
        setNeedsDisplay()
    }

    /// The font follows a change of text size; the colours draw again for the new traits.
    override func traitsDidChange() {
        adjustFontForContentSizeCategory()
        setNeedsDisplay()
    }

    /// The text changed: measure and draw again.
    /// Stores the text (`attributed`, when it has attributes), then measures and draws again.
    /// The field's key-value observations are told, unless the user `typed` it: iOS tells no
    /// observer of typing (docs/REFERENCE.md §22.15).
    func replaceText(with text: String, attributed: NSAttributedString?, typed: Bool = false) {
        storedText = text
        storedAttributedText = attributed
        invalidateIntrinsicContentSize()
        updateControlAppearance()
        if typed { KeyValueObservers.objectDidChangeUntold(self) } else { observableValueDidChange() }
    }

    // MARK: Editing (UITextField+Editing.swift)

    /// A text field can become first responder (`canBecomeFirstResponder`).
    open override var canBecomeFirstResponder: Bool { true }
    /// Whether the field is first responder, that is editing (`isFirstResponder`).
    open override var isFirstResponder: Bool { isFirstResponderNow }

    /// Begins editing (`becomeFirstResponder()`): false when the field is disabled or its
    /// delegate's `textFieldShouldBeginEditing(_:)` says no, or when the field editing in the
    /// same view tree will not end. Otherwise ``isEditing`` becomes true, the text is cleared
    /// when ``clearsOnBeginEditing``, and the delegate's `textFieldDidBeginEditing(_:)`, the
    /// `.editingDidBegin` actions and ``textDidBeginEditingNotification`` follow.
    @discardableResult open override func becomeFirstResponder() -> Bool { beginEditingSession() }

    /// Ends editing (`resignFirstResponder()`): false when the delegate's
    /// `textFieldShouldEndEditing(_:)` says no. Otherwise ``isEditing`` becomes false and the
    /// delegate's `textFieldDidEndEditing(_:reason:)` (`.committed`), the `.editingDidEnd`
    /// actions and ``textDidEndEditingNotification`` follow. True when not editing.
    @discardableResult open override func resignFirstResponder() -> Bool { endEditingSession() }

    /// Whether there is text (`hasText`).
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` in place of the selection, as the keyboard does (`insertText(_:)`): "\n" is
    /// the return key — the delegate's `textFieldShouldReturn(_:)`, then, if it agrees, the
    /// `.editingDidEndOnExit` actions, which end editing when there are any. Other text is
    /// offered to the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// and, when accepted, inserted, the insertion point after it; then `textFieldDidChangeSelection(_:)`, the
    /// `.editingChanged` actions and ``textDidChangeNotification``.
    open func insertText(_ text: String) { type(text) }

    /// Deletes the selected text, or the character before the insertion point — a whole
    /// grapheme cluster, such as an emoji with its modifiers — as the delete key does
    /// (`deleteBackward()`), offering its range in UTF-16 code units and an empty string to
    /// the delegate first, with the events of ``insertText(_:)``. Nothing at the start.
    open func deleteBackward() { deleteBackwardAtSelection() }

    /// Notes where the touch lifted, for the clear button, then tracks it as controls do.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastTouchUpLocation = touches.first.map { $0.location(in: self) }
        super.touchesEnded(touches, with: event)
    }

    /// A tap on the clear button clears the text (`textFieldShouldClear(_:)` agreeing); any
    /// other tap begins editing.
    override func touchUpInsideDidFinish() { tapped(at: lastTouchUpLocation) }

    // MARK: Positions at points (UITextInput; docs/REFERENCE.md §25.12, UITextField+Drawing.swift)

    /// The insertion point nearest `point` (`closestPosition(to:)`).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { inputClosestPosition(to: point, within: nil) }
    /// The insertion point in `range` nearest `point` (`closestPosition(to:within:)`).
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        inputClosestPosition(to: point, within: range)
    }
    /// The character at `point` (`characterRange(at:)`).
    open func characterRange(at point: CGPoint) -> UITextRange? { inputCharacterRange(at: point) }
    /// The field's words, sentences and lines (`tokenizer`): a ``UITextInputStringTokenizer``
    /// over it, made once (docs/REFERENCE.md §25.18).
    open var tokenizer: any UITextInputTokenizer { stringTokenizer }

    // MARK: Text field (stored state for the UITextField+… files)

    /// The text; never nil.
    var storedText = ""
    /// The attributed text set, nil when ``text`` was set.
    var storedAttributedText: NSAttributedString?
    /// The font; the body style by default.
    var storedFont: UIFont = .preferredFont(forTextStyle: .body)
    /// The text colour.
    var storedTextColor: UIColor = .label
    /// The typing attributes set while editing.
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the field is first responder.
    var isFirstResponderNow = false
    /// Whether a forced `endEditing(true)` is resigning the field: its delegate is not asked.
    var resignsWithoutAsking = false
    /// The selected range set (UITextField+Selection.swift), nil for the end of the text.
    var storedSelectedRange: NSRange?
    /// Where the last tracked touch lifted, in the field's space: on the clear button or not.
    var lastTouchUpLocation: CGPoint?
    /// The tokenizer ``tokenizer`` answers.
    lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)
}
