/// UIKit's `UIButton`: a control showing a title, a subtitle and an image, configured either
/// by a ``Configuration`` (iOS 15: styles, sizes, insets, a configuration update handler) or by
/// the older per-state API (`setTitle(_:for:)`, `setTitleColor(_:for:)`, `setImage(_:for:)`).
///
/// A tap (a touch lifting inside) sends `.touchUpInside` and then `.primaryActionTriggered`,
/// toggling ``UIControl/isSelected`` first when ``changesSelectionAsPrimaryAction``. The parts are real
/// subviews, drawn as any view: ``titleLabel``, ``subtitleLabel``, ``imageView`` and, for a
/// configuration, a background view with the style's colour and corners. Metrics are in
/// docs/REFERENCE.md §25. Images draw when they are PNG files (no SF Symbols on Linux: a
/// symbol keeps its 20 × 20 place and draws nothing).
open class UIButton: UIControl {
    /// A button's type (`UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// No system look: white title by default (`.custom`).
        case custom = 0
        /// Tinted title (`.system`).
        case system = 1
        /// An info-style detail button (`.detailDisclosure`).
        case detailDisclosure = 2
        /// A light info button (`.infoLight`).
        case infoLight = 3
        /// A dark info button (`.infoDark`).
        case infoDark = 4
        /// An add-contact button (`.contactAdd`).
        case contactAdd = 5
        /// A plain button that does not highlight its background (`.plain`, iOS 13).
        case plain = 6
        /// A close button (`.close`, iOS 13).
        case close = 7

        /// The old name of `.system` (`.roundedRect`).
        public static var roundedRect: ButtonType { .system }
    }

    /// What a button does (`UIButton.Role`, iOS 14).
    public enum Role: Int, Sendable {
        /// An ordinary button (`.normal`).
        case normal = 0
        /// The preferred choice (`.primary`).
        case primary = 1
        /// Cancels (`.cancel`).
        case cancel = 2
        /// Destroys data (`.destructive`).
        case destructive = 3
    }

    /// A closure that updates a button's configuration for its state
    /// (`UIButton.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    override func assembleParts() {
        super.assembleParts()
        setUpParts()
    }

    /// A button of `buttonType` (`init(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateControlAppearance()
    }

    /// A button of `buttonType` whose primary action is `primaryAction` (`init(type:primaryAction:)`,
    /// iOS 14); its title is the action's.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
        }
    }

    /// A button drawn from `configuration` (`init(configuration:primaryAction:)`, iOS 15); with
    /// an action, the action is the primary action and gives the title when the configuration
    /// has none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
        }
        self.configuration = configuration
        setNeedsUpdateConfiguration()
    }

    /// The type (`buttonType`).
    open internal(set) var buttonType: ButtonType = .custom

    /// What the button shows and how (`configuration`, iOS 15); nil for the per-state API.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Updates ``configuration`` for each state (`configurationUpdateHandler`, iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configuration follows the state by itself (`automaticallyUpdatesConfiguration`).
    open var automaticallyUpdatesConfiguration = true

    /// Asks for ``updateConfiguration()``; it runs at once here (there is no run loop).
    open func setNeedsUpdateConfiguration() { updateControlAppearance() }

    /// Updates the drawn configuration for the state (`updateConfiguration()`): the handler
    /// when there is one, else the style's ``Configuration/updated(for:)``.
    open func updateConfiguration() { applyConfiguration() }

    /// What the button does (`role`, iOS 14); stored only.
    open var role = Role.normal
    /// Whether a tap toggles ``UIControl/isSelected`` (`changesSelectionAsPrimaryAction`, iOS 15).
    open var changesSelectionAsPrimaryAction = false
    /// The button's menu (`menu`, iOS 14); not shown here.
    open var menu: UIMenu?
    /// Whether the pointer effect is on (`isPointerInteractionEnabled`); stored only.
    open var isPointerInteractionEnabled = false

    // MARK: Parts

    /// The title's label (`titleLabel`).
    open private(set) var titleLabel: UILabel? = UILabel(frame: .zero)
    /// The subtitle's label (`subtitleLabel`, iOS 15); shown when the configuration has a subtitle.
    open private(set) var subtitleLabel: UILabel? = UILabel(frame: .zero)
    /// The image's view (`imageView`).
    open private(set) var imageView: UIImageView? = UIImageView(frame: .zero)
    /// The configuration's background.
    let backgroundPart = UIView(frame: .zero)
    /// The configuration's activity indicator.
    lazy var activityIndicator = UIActivityIndicatorView(style: .medium)

    // MARK: Per-state content (the older API)

    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]

    // MARK: Per-state content (UIButton+State.swift)

    /// Sets the title for `state` (`setTitle(_:for:)`); a state without one shows `.normal`'s.
    open func setTitle(_ title: String?, for state: UIControl.State) { store(\.titles, title, for: state) }
    /// The title for `state` (`title(for:)`), falling back to `.normal`'s.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Sets the title colour for `state` (`setTitleColor(_:for:)`).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { store(\.titleColors, color, for: state) }
    /// The title colour for `state` (`titleColor(for:)`): set, else `.normal`'s, else the type's
    /// (a system button's tint, dimmed when highlighted or disabled; a custom button's white).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor(for: state)
    }
    /// Sets the image for `state` (`setImage(_:for:)`).
    open func setImage(_ image: UIImage?, for state: UIControl.State) { store(\.images, image, for: state) }
    /// The image for `state` (`image(for:)`), falling back to `.normal`'s.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// Sets the background image for `state` (`setBackgroundImage(_:for:)`).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { store(\.backgroundImages, image, for: state) }
    /// The background image for `state` (`backgroundImage(for:)`).
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    /// The title shown now (`currentTitle`).
    open var currentTitle: String? { drawnConfiguration?.title ?? title(for: state) }
    /// The title colour shown now (`currentTitleColor`).
    open var currentTitleColor: UIColor { titleLabel?.textColor ?? titleColor(for: state) ?? .white }
    /// The image shown now (`currentImage`).
    open var currentImage: UIImage? { drawnConfiguration?.image ?? image(for: state) }
    /// The background image shown now (`currentBackgroundImage`).
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Whether a button without a configuration draws its image darker while highlighted
    /// (`adjustsImageWhenHighlighted`; deprecated in iOS 15); default true. See
    /// docs/REFERENCE.md §22.28.
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "This property is ignored when using UIButtonConfiguration"
    )
    open var adjustsImageWhenHighlighted = true {
        didSet { updateControlAppearance() }
    }
    /// Whether a button without a configuration draws its image lighter while disabled
    /// (`adjustsImageWhenDisabled`; deprecated in iOS 15); default true. See
    /// docs/REFERENCE.md §22.28.
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "This property is ignored when using UIButtonConfiguration"
    )
    open var adjustsImageWhenDisabled = true {
        didSet { updateControlAppearance() }
    }

    /// The space around the title and image (`contentEdgeInsets`; deprecated in iOS 15 and
    /// ignored with a configuration).
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { updateControlAppearance() }
    }
    /// Moves the title (`titleEdgeInsets`; ignored with a configuration and by the size):
    /// see ``titleRect(forContentRect:)``.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { updateControlAppearance() }
    }
    /// Moves the image (`imageEdgeInsets`; ignored with a configuration and by the size):
    /// see ``imageRect(forContentRect:)``.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { updateControlAppearance() }
    }

    // MARK: Part rectangles (deprecated in iOS 15; a button without a configuration lays out through them)

    /// The rectangle the background fills (`backgroundRect(forBounds:)`): `bounds`, as UIKit's.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle of all the content (`contentRect(forBounds:)`): `bounds` less ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// The title's rectangle (`titleRect(forContentRect:)`): after the image, the pair aligned by
    /// the content alignments in `contentRect` less ``titleEdgeInsets`` (docs/REFERENCE.md §25.7).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { legacyPartRect(image: false, in: contentRect) }
    /// The image's rectangle (`imageRect(forContentRect:)`): before the title, the pair aligned by
    /// the content alignments in `contentRect` less ``imageEdgeInsets`` (docs/REFERENCE.md §25.7).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { legacyPartRect(image: true, in: contentRect) }

    /// The tint changed: the parts take it.
    open override var tintColor: UIColor! {
        didSet { updateControlAppearance() }
    }

    // MARK: Size

    /// The size of the content and its insets (`intrinsicContentSize`), docs/REFERENCE.md §25.
    open override var intrinsicContentSize: CGSize { fittingSize() }

    /// The intrinsic size (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

    override func updateControlAppearance() {
        guard !isUpdatingAppearance else { return }
        isUpdatingAppearance = true
        defer { isUpdatingAppearance = false }
        if configuration != nil || configurationUpdateHandler != nil {
            updateConfiguration()
        } else {
            applyLegacyState()
        }
        layoutParts()
    }

    /// Whether the appearance is being updated (a handler that sets the configuration
    /// does not start another update).
    var isUpdatingAppearance = false

    /// The configuration drawn now: ``configuration`` updated for the state.
    var drawnConfiguration: Configuration?

    override func touchUpInsideDidFinish() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        performActions(for: .primaryActionTriggered)
    }

    // MARK: Attributed titles (drawn by UIButton+State.swift)

    var attributedTitles: [UInt: NSAttributedString] = [:]
    /// The title label's font from before an attributed title set its own, put back when
    /// a title without a font shows again.
    var fontBeforeAttributedTitle: UIFont?

    /// Sets the attributed title for `state` (`setAttributedTitle(_:for:)`): shown instead of
    /// the plain title, in its own font and colour (see ``currentAttributedTitle``); a state
    /// without one shows `.normal`'s.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        store(\.attributedTitles, title, for: state)
    }
    /// The attributed title for `state` (`attributedTitle(for:)`), falling back to `.normal`'s.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }
    /// The attributed title shown now (`currentAttributedTitle`): the configuration's
    /// `attributedTitle`, else the state's attributed title.
    open var currentAttributedTitle: NSAttributedString? {
        if let configuration = drawnConfiguration { return configuration.attributedTitle.map { NSAttributedString(uiKit: $0) } }
        return attributedTitle(for: state)
    }
}
