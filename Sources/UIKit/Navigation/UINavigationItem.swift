/// What a navigation bar shows for a view controller (`UINavigationItem`): its title or title
/// view, back button and bar button items. A ``UINavigationBar`` (a ``UINavigationController``'s)
/// shows them and follows later changes; the prompt is stored, not shown (docs/REFERENCE.md §20).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title the bar shows (`title`); default nil. Setting the controller's
    /// `UIViewController.title` sets it; setting it leaves the controller's as it was.
    open var title: String? { didSet { navigationItemDidChange() } }
    /// A line of text above the title (`prompt`).
    open var prompt: String?
    /// The back button's title when this item is under the top one (`backButtonTitle`,
    /// iOS 11); nil: the previous item's title, or "Back".
    open var backButtonTitle: String? { didSet { navigationItemDidChange() } }
    /// Whether the back button is hidden (`hidesBackButton`); default false.
    open var hidesBackButton = false { didSet { navigationItemDidChange() } }
    /// When the bar shows a large title for this item (`largeTitleDisplayMode`, iOS 11);
    /// default `.automatic`.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { navigationItemDidChange() } }
    /// A view the bar shows in place of the title, centred at its own size (`titleView`).
    open var titleView: UIView? { didSet { navigationItemDidChange() } }
    /// The item whose title the back button shows while this item is under the top one
    /// (`backBarButtonItem`); its title wins over ``backButtonTitle``.
    open var backBarButtonItem: UIBarButtonItem? { didSet { navigationItemDidChange() } }
    /// What the back button shows while this item is under the top one
    /// (`backButtonDisplayMode`, iOS 14); default `.default`.
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { navigationItemDidChange() } }

    /// An item with a title (`init(title:)`, UIKit's designated initializer).
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title (`init()`).
    public override init() {
        super.init()
    }

    /// Items are not decoded here: one from a coder has no title.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Hides or shows the back button (`setHidesBackButton(_:animated:)`); there is no
    /// animation here.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// When a navigation bar shows a large title (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does (`automatic`).
        case automatic = 0
        /// Always large (`always`).
        case always = 1
        /// Never large (`never`).
        case never = 2
        /// Inline, never large (`inline`, iOS 17).
        case inline = 3
    }

    /// What a back button shows (`UINavigationItem.BackButtonDisplayMode`, iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title, else its title (`default`).
        case `default` = 0
        /// "Back" (`generic`).
        case generic = 1
        /// The chevron alone (`minimal`).
        case minimal = 2
    }

    // MARK: Search (Search/UINavigationBar+Search.swift, docs/REFERENCE.md §25.6)

    /// The search controller whose search bar the navigation bar shows under its title, or
    /// under the large title (`searchController`, iOS 11); default nil.
    open var searchController: UISearchController? { didSet { navigationItemDidChange() } }
    /// Whether the search bar collapses as the content scrolls up, showing again at the top
    /// (`hidesSearchBarWhenScrolling`, iOS 11); default true.
    open var hidesSearchBarWhenScrolling = true { didSet { navigationItemDidChange() } }
    /// Where the search bar should go (`preferredSearchBarPlacement`, iOS 16); default
    /// `.automatic`. Kept: the bar always stacks it under the title, as an iPhone does.
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic { didSet { navigationItemDidChange() } }

    // MARK: The bars showing the item

    /// The navigation bars whose items include this one, told when something they show
    /// changes (BarShownItem.swift).
    var showingBars: [LayoutItemReference] = []

    /// Tells the bars showing the item that it changed.
    func navigationItemDidChange() {
        observableValueDidChange()
        for bar in showingBars { (bar.view as? UINavigationBar)?.contentDidChange() }
    }

    // MARK: Appearances (docs/REFERENCE.md §20.4)

    /// The appearance of a bar of standard height while this item is on top
    /// (`standardAppearance`, iOS 13), overriding the bar's; setting one keeps a copy.
    open var standardAppearance: UINavigationBarAppearance? { didSet { standardAppearance = keep(standardAppearance) } }
    /// The appearance of a bar of compact height while this item is on top
    /// (`compactAppearance`, iOS 13), overriding the bar's; setting one keeps a copy.
    open var compactAppearance: UINavigationBarAppearance? { didSet { compactAppearance = keep(compactAppearance) } }
    /// The appearance at the scroll edge while this item is on top (`scrollEdgeAppearance`,
    /// iOS 13), overriding the bar's; setting one keeps a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { scrollEdgeAppearance = keep(scrollEdgeAppearance) } }
    /// The appearance of a bar of compact height at the scroll edge while this item is on top
    /// (`compactScrollEdgeAppearance`, iOS 15), overriding the bar's; setting one keeps a copy.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = keep(compactScrollEdgeAppearance) }
    }

    // MARK: Bar button items

    /// The items on the bar's leading side (`leftBarButtonItems`, iOS 5), first item leading;
    /// default nil.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { navigationItemDidChange() } }
    /// The items on the bar's trailing side (`rightBarButtonItems`, iOS 5), first item
    /// trailing-most; default nil.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { navigationItemDidChange() } }
    /// Whether the leading items go beside the back button rather than replace it
    /// (`leftItemsSupplementBackButton`); default false.
    open var leftItemsSupplementBackButton = false { didSet { navigationItemDidChange() } }

    /// The first of ``leftBarButtonItems`` (`leftBarButtonItem`); setting it replaces that
    /// item (nil removes it), or moves an item already in the list to the front.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = Self.replacingFirstBarButtonItem(of: leftBarButtonItems, with: newValue) }
    }

    /// The first of ``rightBarButtonItems`` (`rightBarButtonItem`); setting it replaces that
    /// item (nil removes it), or moves an item already in the list to the front.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = Self.replacingFirstBarButtonItem(of: rightBarButtonItems, with: newValue) }
    }

    /// Sets ``leftBarButtonItem`` (`setLeftBarButton(_:animated:)`); nothing animates here.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem`` (`setRightBarButton(_:animated:)`); nothing animates here.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems`` (`setLeftBarButtonItems(_:animated:)`); nothing animates here.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems`` (`setRightBarButtonItems(_:animated:)`); nothing animates here.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

extension UINavigationItem: BarAppearanceKeeper {
    /// Tells the bars showing the item that an appearance changed.
    func appearanceDidChange() {
        for bar in showingBars { (bar.view as? UINavigationBar)?.appearanceDidChange() }
    }
}
