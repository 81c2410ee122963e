/// An item of a ``UITabBar`` (`UITabBarItem`): a title, an image (and one for when it is
/// selected) and a badge. A controller's ``UIViewController/tabBarItem`` is the item its tab
/// bar controller shows for it.
open class UITabBarItem: UIBarItem {
    /// UIKit's ready-made items (`UITabBarItem.SystemItem`), UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent
        case mostViewed

        /// The title the item shows.
        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }

    /// An empty item (`init()`).
    public override init() { super.init() }

    /// Items are not decoded here: one from a coder is empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with a title, an image and a tag (`init(title:image:tag:)`).
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and a selected image (`init(title:image:selectedImage:)`).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of UIKit's items, with its system title (`init(tabBarSystemItem:tag:)`); `.more`
    /// also has its three dots (docs/REFERENCE.md §20.11), the others no image here.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.tag = tag
        if systemItem == .more { self.image = TabBarMoreImage.make() }
    }

    /// The image shown while the item is selected (`selectedImage`); nil: ``UIBarItem/image``.
    open var selectedImage: UIImage? { didSet { barItemDidChange() } }
    /// The text of the badge over the item's corner (`badgeValue`); nil: no badge.
    open var badgeValue: String? { didSet { barItemDidChange() } }
    /// The badge's colour (`badgeColor`, iOS 10); nil: system red.
    open var badgeColor: UIColor? { didSet { barItemDidChange() } }
    /// How far the title moves from its place (`titlePositionAdjustment`, iOS 5); zero by
    /// default. An appearance's own `titlePositionAdjustment`, when not zero, wins (§20.8).
    open var titlePositionAdjustment = UIOffset.zero { didSet { barItemDidChange() } }

    /// The tab bar's appearance while this item is selected (`standardAppearance`, iOS 13),
    /// overriding the bar's; setting one keeps a copy.
    open var standardAppearance: UITabBarAppearance? { didSet { standardAppearance = keep(standardAppearance) } }
    /// The tab bar's appearance at the scroll edge while this item is selected
    /// (`scrollEdgeAppearance`, iOS 15), overriding the bar's; setting one keeps a copy.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { scrollEdgeAppearance = keep(scrollEdgeAppearance) } }
}

extension UITabBarItem: BarAppearanceKeeper {
    /// Tells the tab bars showing the item that an appearance changed.
    func appearanceDidChange() {
        for bar in showingBars { (bar.view as? UITabBar)?.appearanceDidChange() }
    }
}
