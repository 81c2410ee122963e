/// How a tab bar draws its items in each state (`UITabBarItemAppearance`, iOS 13), for one
/// layout (docs/REFERENCE.md §20.5).
///
/// The ``normal`` state draws items not selected and ``selected`` the selected one: the icon in
/// the state's ``UITabBarItemStateAppearance/iconColor``, the title in its title attributes'
/// `.foregroundColor` and `.font`, the badge in its ``UITabBarItemStateAppearance/badgeBackgroundColor``;
/// what a state leaves nil takes the bar's tint colours, as without an appearance.
/// ``disabled`` draws disabled items; ``focused`` is stored.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// Items not selected (`normal`).
    public let normal = UITabBarItemStateAppearance()
    /// The selected item (`selected`).
    public let selected = UITabBarItemStateAppearance()
    /// Disabled items (`disabled`).
    public let disabled = UITabBarItemStateAppearance()
    /// The focused item (`focused`).
    public let focused = UITabBarItemStateAppearance()

    /// Called when a state appearance changes.
    var changeHandler: (() -> Void)? {
        didSet { for state in states { state.changeHandler = changeHandler } }
    }

    private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }

    /// The layouts of tab bar items (`UITabBarItemAppearance.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Image over title (`stacked`).
        case stacked = 0
        /// Image beside title, in a regular width (`inline`).
        case inline = 1
        /// Image beside title, in a compact height (`compactInline`).
        case compactInline = 2
    }

    /// The default appearance of stacked items (`init()`).
    public convenience init() { self.init(style: .stacked) }

    /// The default appearance of items laid out in `style` (`init(style:)`): every state empty.
    public required init(style: Style) {}

    /// Puts every state back to the default for `style` (`configureWithDefault(for:)`).
    open func configureWithDefault(for style: Style) {
        for state in states { state.reset() }
    }

    /// A copy, every state copied (`copy()`).
    open func copy() -> Self {
        let copy = Self(style: .stacked)
        for (mine, theirs) in zip(states, copy.states) { theirs.take(mine) }
        return copy
    }

    /// The state appearance of an item, selected or not, enabled or not.
    func state(selected isSelected: Bool, enabled: Bool) -> UITabBarItemStateAppearance {
        enabled ? (isSelected ? selected : normal) : disabled
    }
}

/// How a tab bar item draws in one state (`UITabBarItemStateAppearance`, iOS 13).
@preconcurrency @MainActor
open class UITabBarItemStateAppearance {
    /// The title's attributes (`titleTextAttributes`): its `.font` and `.foregroundColor` are
    /// drawn; default empty.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changeHandler?() } }
    /// How far the title moves from its place (`titlePositionAdjustment`); default zero.
    open var titlePositionAdjustment = UIOffset.zero { didSet { changeHandler?() } }
    /// The icon's colour (`iconColor`); nil: the bar's colour for the state.
    open var iconColor: UIColor? { didSet { changeHandler?() } }
    /// How far the badge moves from its place (`badgePositionAdjustment`); default zero.
    open var badgePositionAdjustment = UIOffset.zero { didSet { changeHandler?() } }
    /// The badge's colour (`badgeBackgroundColor`); nil: system red.
    open var badgeBackgroundColor: UIColor? { didSet { changeHandler?() } }
    /// The badge text's attributes (`badgeTextAttributes`): `.font` and `.foregroundColor` drawn.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changeHandler?() } }
    /// How far the badge's text moves (`badgeTitlePositionAdjustment`); stored only.
    open var badgeTitlePositionAdjustment = UIOffset.zero { didSet { changeHandler?() } }

    /// Called when the state appearance changes.
    var changeHandler: (() -> Void)?

    init() {}

    /// Back to the defaults.
    func reset() { take(UITabBarItemStateAppearance()) }

    /// Takes every value of `other`.
    func take(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
