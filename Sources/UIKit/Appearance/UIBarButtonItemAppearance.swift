/// How a navigation bar draws one kind of bar button item in each state
/// (`UIBarButtonItemAppearance`, iOS 13): plain items, done items or the back button, as a
/// ``UINavigationBarAppearance`` holds them (docs/REFERENCE.md §20.4).
///
/// Only the title text attributes of the ``normal`` and ``disabled`` states are drawn here (an
/// item is never drawn highlighted or focused), and an item's own `titleTextAttributes(for:)`
/// win over them.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The enabled item (`normal`).
    public let normal = UIBarButtonItemStateAppearance()
    /// The item while touched (`highlighted`).
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The disabled item (`disabled`).
    public let disabled = UIBarButtonItemStateAppearance()
    /// The focused item (`focused`).
    public let focused = UIBarButtonItemStateAppearance()

    /// Called when a state appearance changes.
    var changeHandler: (() -> Void)? {
        didSet { for state in states { state.changeHandler = changeHandler } }
    }

    private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }

    /// The default appearance of plain items (`init()`).
    public convenience init() { self.init(style: .plain) }

    /// The default appearance of items of `style` (`init(style:)`): every state empty, the
    /// bar's font and the tint colour.
    public required init(style: UIBarButtonItem.Style) {}

    /// Puts every state back to the default for `style` (`configureWithDefault(for:)`).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in states { state.reset() }
    }

    /// A copy, every state copied (`copy()`).
    open func copy() -> Self {
        let copy = Self(style: .plain)
        for (mine, theirs) in zip(states, copy.states) { theirs.take(mine) }
        return copy
    }
}

/// How a bar button item draws in one state (`UIBarButtonItemStateAppearance`, iOS 13).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance {
    /// The title's attributes (`titleTextAttributes`): its `.font` and `.foregroundColor` are
    /// drawn; default empty.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changeHandler?() } }
    /// How far the title moves from its place (`titlePositionAdjustment`); stored only.
    open var titlePositionAdjustment = UIOffset.zero { didSet { changeHandler?() } }
    /// An image behind the item (`backgroundImage`); stored only.
    open var backgroundImage: UIImage? { didSet { changeHandler?() } }
    /// How far the background image moves (`backgroundImagePositionAdjustment`); stored only.
    open var backgroundImagePositionAdjustment = UIOffset.zero { didSet { changeHandler?() } }

    /// Called when the state appearance changes.
    var changeHandler: (() -> Void)?

    init() {}

    /// Back to the defaults.
    func reset() { take(UIBarButtonItemStateAppearance()) }

    /// Takes every value of `other`.
    func take(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
