/// The base of bar items (`UIBarItem`): a title, an image, a tag and whether it is enabled.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// An item.
    public override init() { super.init() }

    /// The title (`title`).
    open var title: String? { didSet { barItemDidChange() } }
    /// The image (`image`).
    open var image: UIImage? { didSet { barItemDidChange() } }
    /// The image a bar of compact height shows instead of ``image`` (`landscapeImagePhone`).
    open var landscapeImagePhone: UIImage? { didSet { barItemDidChange() } }
    /// Whether the item takes taps (`isEnabled`); default true.
    open var isEnabled = true { didSet { barItemDidChange() } }
    /// A tag (`tag`).
    open var tag = 0
    /// The string that identifies the item to UI tests (`accessibilityIdentifier`,
    /// `UIAccessibilityIdentification`); default nil. The button a bar shows for the item
    /// carries it.
    open var accessibilityIdentifier: String? { didSet { barItemDidChange() } }

    // MARK: Accessibility (UIBarButtonItem+BarView.swift)
    // UIKit gives every `NSObject` these (an informal protocol); Swift on Linux cannot add an
    // overridable member to `NSObject`, so bar items declare them, as responders do. What is set
    // here is what the button a bar shows for the item reports (its own answer otherwise).

    /// The accessibility values set on the item.
    var accessibility = AccessibilityOverrides() { didSet { barItemDidChange() } }
    /// Whether assistive technologies see the item as one element (`isAccessibilityElement`);
    /// default false, `NSObject`'s.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? false }
        set { accessibility.isElement = newValue }
    }
    /// What VoiceOver reads for the item (`accessibilityLabel`); default nil.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? nil }
        set { accessibility.label = .some(newValue) }
    }
    /// The item's value (`accessibilityValue`); default nil.
    open var accessibilityValue: String? {
        get { accessibility.value ?? nil }
        set { accessibility.value = .some(newValue) }
    }
    /// What activating the item does (`accessibilityHint`); default nil.
    open var accessibilityHint: String? {
        get { accessibility.hint ?? nil }
        set { accessibility.hint = .some(newValue) }
    }
    /// What the item is and its state (`accessibilityTraits`); default none.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? .none }
        set { accessibility.traits = newValue }
    }
    /// Moves the image in its bar (`imageInsets`), as a button's `imageEdgeInsets` does.
    open var imageInsets = UIEdgeInsets.zero { didSet { barItemDidChange() } }

    // MARK: Decoding and title attributes

    /// Items are not decoded here: one from a coder is an empty item (`init?(coder:)`, required
    /// as for every `NSCoding` class, so a subclass's `required init?(coder:)` calls it).
    public required init?(coder: NSCoder) { super.init() }

    /// The title text attributes by control state, as set.
    var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:] { didSet { barItemDidChange() } }

    // MARK: The bars showing the item

    /// The toolbars and navigation bars whose items include this one, told when something they
    /// draw changes, as UIKit's bars follow their items (BarShownItem.swift).
    var showingBars: [LayoutItemReference] = []

    /// Tells the bars showing the item that it changed.
    func barItemDidChange() {
        for bar in showingBars {
            (bar.view as? UIToolbar)?.barItemDidChange()
            (bar.view as? UINavigationBar)?.contentDidChange()
            (bar.view as? UITabBar)?.itemsDidChange()
        }
    }

    /// Sets the title's font, colour and other text attributes for `state`
    /// (`setTitleTextAttributes(_:for:)`); nil removes them. A ``UIToolbar`` draws an item's
    /// title with the font and foreground colour of the attributes for the button's state
    /// (those of `.normal` when that state has none), as a button draws an attributed title;
    /// a shadow is not drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state.rawValue] = attributes
    }

    /// The title text attributes set for `state` (`titleTextAttributes(for:)`); nil when none
    /// were set for that state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }
}

/// UIKit's `UIBarButtonItem`: a button in a toolbar (or navigation bar), made from a title,
/// image, system item, custom view or a space, with a primary action (iOS 14). Enough for
/// toolbars in cells and headers: a ``UIToolbar`` lays the items out and a tap on one performs
/// its ``primaryAction``.
///
/// Deliberate difference: the target–action initializers (`init(title:style:target:action:)`,
/// `init(barButtonSystemItem:target:action:)`) and `target`/`action` need the Objective-C
/// runtime and are not declared; use the iOS 14 forms with a `UIAction`. System items without a
/// word (`.add`, `.trash`…) show a glyph, as there are no SF Symbols here.
open class UIBarButtonItem: UIBarItem {
    /// The item's look (`UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// Plain text (`.plain`).
        case plain = 0
        /// Bordered (`.bordered`, deprecated).
        case bordered = 1
        /// Bold, for a finishing action (`.done`).
        case done = 2
    }

    /// UIKit's ready-made items (`UIBarButtonItem.SystemItem`), UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search
        case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The word or glyph the item shows.
        var label: String {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .add: return "+"
            case .close: return "×"
            case .trash: return "🗑"
            case .play: return "▶"
            case .pause: return "⏸"
            case .rewind: return "⏪"
            case .fastForward: return "⏩"
            case .search: return "⌕"
            case .refresh: return "↻"
            case .stop: return "×"
            case .action: return "⇪"
            case .reply: return "↩"
            case .compose: return "✎"
            case .camera: return "◉"
            case .bookmarks, .organize, .pageCurl: return "≡"
            case .flexibleSpace, .fixedSpace: return ""
            }
        }
    }

    /// An empty plain item (`init()`).
    public override init() { super.init() }

    /// Items are not decoded here: one from a coder is an empty plain item (`init?(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with a title or image, a primary action and a menu
    /// (`init(title:image:primaryAction:menu:)`, iOS 14); the action's title and image when
    /// none is given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// One of UIKit's items (`init(systemItem:primaryAction:menu:)`, iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done { style = .done }
    }

    /// An item performing `primaryAction`, with its title and image (`init(primaryAction:)`).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// An item showing `customView` (`init(customView:)`).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space that takes what the bar has left (`flexibleSpace()`, iOS 14).
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space `width` points wide (`fixedSpace(_:)`, iOS 14).
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The look (`style`).
    open var style = Style.plain { didSet { barItemDidChange() } }
    /// The width of a fixed space, or of the item when positive (`width`).
    open var width: CGFloat = 0 { didSet { barItemDidChange() } }
    /// A view shown instead of a button (`customView`).
    open var customView: UIView? { didSet { barItemDidChange() } }
    /// Performed when the item is tapped (`primaryAction`, iOS 14).
    open var primaryAction: UIAction? { didSet { barItemDidChange() } }
    /// The item's menu (`menu`, iOS 14); not shown here.
    open var menu: UIMenu?
    /// The item's colour (`tintColor`); nil is the bar's.
    open var tintColor: UIColor? { didSet { barItemDidChange() } }
    /// Whether the item is selected (`isSelected`, iOS 15).
    open var isSelected = false
    /// Whether the item is left out of the bar (`isHidden`, iOS 16).
    open var isHidden = false { didSet { barItemDidChange() } }
    /// The system item it was made from.
    var systemItem: SystemItem? { didSet { barItemDidChange() } }

    /// What the item shows as a button: its title, else its system item's word or glyph.
    var displayTitle: String? { title ?? systemItem?.label }
    /// Whether the item is a space.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
