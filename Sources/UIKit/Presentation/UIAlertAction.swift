/// A button of a ``UIAlertController`` (`UIAlertAction`): a title, a style and a handler run
/// when it is tapped.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes (`UIAlertAction.Style`), UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain action (`default`).
        case `default` = 0
        /// The action that cancels: bold, one per alert, last in a stack (`cancel`).
        case cancel = 1
        /// An action that destroys data: red (`destructive`).
        case destructive = 2
    }

    /// The button's title (`title`).
    open private(set) var title: String?
    /// The style (`style`).
    open private(set) var style = Style.default
    /// Whether the button takes taps (`isEnabled`); default true. A disabled action is grey.
    open var isEnabled = true { didSet { if isEnabled != oldValue { alert?.actionsDidChange() } } }
    /// What a tap runs, after the alert is dismissed.
    let handler: ((UIAlertAction) -> Void)?
    /// The alert showing the action.
    weak var alert: UIAlertController?

    /// An action (`init(title:style:handler:)`).
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(handler: handler)
        self.title = title
        self.style = style
    }

    private init(handler: ((UIAlertAction) -> Void)?) {
        self.handler = handler
        super.init()
    }

    /// An action with no title and no handler (`init()`).
    public override convenience init() { self.init(handler: nil) }
}
