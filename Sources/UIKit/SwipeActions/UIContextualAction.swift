/// An action shown when a row is swiped (`UIContextualAction`, iOS 11): a button with a
/// title or an image on a background colour, and the handler a tap on it (or a full swipe,
/// for the first action) runs (docs/REFERENCE.md §27.7).
///
/// The handler gets the action, the view it was shown in and a completion to call once it
/// is done: `completion(true)` when it performed the action, `completion(false)` when it
/// could not. Either closes the revealed actions; until it is called they stay revealed.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How an action looks and what it means (`UIContextualAction.Style`).
    public enum Style: Int, Sendable {
        /// An ordinary action, gray unless given a colour.
        case normal = 0
        /// An action that deletes data, red unless given a colour.
        case destructive = 1
    }

    /// What runs when the action is chosen (`UIContextualAction.Handler`): the action, the view
    /// it was displayed in, and the completion to call with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style (`style`), fixed at creation.
    public let style: Style
    /// What runs when the action is chosen (`handler`).
    public let handler: Handler
    /// The button's title (`title`); nil: none.
    open var title: String?
    /// The button's image (`image`); nil: none. With a title as well, both show.
    open var image: UIImage?
    /// The button's background colour (`backgroundColor`); until set, `systemRed` for a
    /// destructive action and `systemGray` for a normal one (docs/REFERENCE.md §27.7).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?

    /// An action with a style, a title and a handler (`init(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
