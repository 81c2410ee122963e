/// What a ``UITabBar`` draws (`UITabBarAppearance`, iOS 13): the background and shadow of
/// ``UIBarAppearance`` and the look of its items in each layout (docs/REFERENCE.md §20.5).
///
/// Items are laid out stacked here (image over title): a bar of compact height draws
/// ``compactInlineLayoutAppearance``, any other ``stackedLayoutAppearance``.
/// ``inlineLayoutAppearance`` (an iPad's regular width) is stored. Deliberate difference: the
/// stacked items' positioning, width and spacing are not declared.
open class UITabBarAppearance: UIBarAppearance {
    /// How items look laid out stacked (`stackedLayoutAppearance`); setting one keeps a copy.
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { stacked }
        set { stacked = newValue.copy() }
    }
    /// How items look laid out inline in a regular width (`inlineLayoutAppearance`); setting one
    /// keeps a copy.
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { inline }
        set { inline = newValue.copy() }
    }
    /// How items look in a bar of compact height (`compactInlineLayoutAppearance`); setting one
    /// keeps a copy.
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { compactInline }
        set { compactInline = newValue.copy() }
    }
    /// The colour of a template selection indicator image (`selectionIndicatorTintColor`);
    /// stored only, as there are no template images here.
    open var selectionIndicatorTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// An image behind the selected item (`selectionIndicatorImage`), stretched over its slot.
    open var selectionIndicatorImage: UIImage? { didSet { appearanceDidChange() } }

    private var stacked = UITabBarItemAppearance(style: .stacked) { didSet { watchItems() } }
    private var inline = UITabBarItemAppearance(style: .inline) { didSet { watchItems() } }
    private var compactInline = UITabBarItemAppearance(style: .compactInline) { didSet { watchItems() } }

    /// A tab bar appearance for `idiom` with the default background (`init(idiom:)`).
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        watchItems()
    }

    /// An appearance with the background and shadow of `barAppearance`, and, from another tab
    /// bar appearance, its item appearances and selection indicator (`init(barAppearance:)`).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stacked = other.stacked.copy()
            inline = other.inline.copy()
            compactInline = other.compactInline.copy()
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            selectionIndicatorImage = other.selectionIndicatorImage
        }
        watchItems()
    }

    /// The item appearance a bar draws: the compact inline one in a compact height, else the
    /// stacked one.
    func itemAppearance(compactHeight: Bool) -> UITabBarItemAppearance { compactHeight ? compactInline : stacked }

    /// A change in an item appearance is a change of this appearance.
    private func watchItems() {
        for appearance in [stacked, inline, compactInline] {
            appearance.changeHandler = { [weak self] in self?.appearanceDidChange() }
        }
        appearanceDidChange()
    }
}
