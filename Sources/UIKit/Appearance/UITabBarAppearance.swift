/// What a ``UITabBar`` draws (`UITabBarAppearance`, iOS 13): the background and shadow of
/// ``UIBarAppearance`` and the look of its items in each layout (docs/REFERENCE.md §20.5).
///
/// Items are laid out stacked here (image over title): a bar of compact height draws
/// ``compactInlineLayoutAppearance``, any other ``stackedLayoutAppearance``.
/// ``inlineLayoutAppearance`` (an iPad's regular width) is stored. Deliberate difference: the
/// stacked items' positioning, width and spacing are not declared.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// How items look laid out stacked (`stackedLayoutAppearance`); setting one keeps a copy.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
        didSet { stackedLayoutAppearance = keep(stackedLayoutAppearance) }
    }
    /// How items look laid out inline in a regular width (`inlineLayoutAppearance`); stored only.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
        didSet { inlineLayoutAppearance = keep(inlineLayoutAppearance) }
    }
    /// How items look in a bar of compact height (`compactInlineLayoutAppearance`); setting one
    /// keeps a copy.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
        didSet { compactInlineLayoutAppearance = keep(compactInlineLayoutAppearance) }
    }
    /// The colour of a template selection indicator image (`selectionIndicatorTintColor`);
    /// stored only, as there are no template images here.
    open var selectionIndicatorTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// An image behind the selected item (`selectionIndicatorImage`), stretched over its slot.
    open var selectionIndicatorImage: UIImage? { didSet { appearanceDidChange() } }

    /// From another tab bar appearance, its selection indicator; and the item appearances (its,
    /// else these), each setter keeping a copy that tells this appearance when it changes.
    /// `init(barAppearance:)` and `init(idiom:)` call it.
    override func takeOwnValues(from other: UIBarAppearance?) {
        let source = other as? UITabBarAppearance ?? self
        selectionIndicatorTintColor = source.selectionIndicatorTintColor
        selectionIndicatorImage = source.selectionIndicatorImage
        stackedLayoutAppearance = source.stackedLayoutAppearance
        inlineLayoutAppearance = source.inlineLayoutAppearance
        compactInlineLayoutAppearance = source.compactInlineLayoutAppearance
    }

    /// The item appearance a bar draws: the compact inline one in a compact height, else the
    /// stacked one.
    func itemAppearance(compactHeight: Bool) -> UITabBarItemAppearance {
        compactHeight ? compactInlineLayoutAppearance : stackedLayoutAppearance
    }
}
