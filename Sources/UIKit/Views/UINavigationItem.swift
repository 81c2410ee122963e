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
}
