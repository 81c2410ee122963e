/// What a navigation bar shows for a view controller (`UINavigationItem`): its title, prompt
/// and back button, stored. There is no navigation bar here, so nothing shows them: a
/// controller written for iOS sets them and a test reads them back (docs/REFERENCE.md §20).
open class UINavigationItem: NSObject {
    /// The title the bar shows (`title`); default nil. Setting the controller's
    /// `UIViewController.title` sets it; setting it leaves the controller's as it was.
    open var title: String?
    /// A line of text above the title (`prompt`).
    open var prompt: String?
    /// The back button's title when this item is under the top one (`backButtonTitle`,
    /// iOS 11); nil: the previous item's title, or "Back".
    open var backButtonTitle: String?
    /// Whether the back button is hidden (`hidesBackButton`); default false.
    open var hidesBackButton = false
    /// When the bar shows a large title for this item (`largeTitleDisplayMode`, iOS 11);
    /// default `.automatic`.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

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

    // MARK: Bar button items

    /// The items on the bar's leading side (`leftBarButtonItems`, iOS 5), first item leading;
    /// stored, as there is no bar. Default nil.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the bar's trailing side (`rightBarButtonItems`, iOS 5), first item
    /// trailing-most; stored, as there is no bar. Default nil.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether the leading items go beside the back button rather than replace it
    /// (`leftItemsSupplementBackButton`); default false.
    open var leftItemsSupplementBackButton = false

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
