import Foundation

/// An action a swipe on a table row reveals (`UITableViewRowAction`, iOS 8, deprecated in iOS 13
/// for ``UIContextualAction``): a titled button on a background colour whose handler gets the
/// action and the row's index path (docs/REFERENCE.md §27.10).
///
/// A table shows the actions its delegate's `tableView(_:editActionsForRowAt:)` gives on the
/// trailing edge of a row whose trailing swipe configuration is nil, as ``UIContextualAction``s
/// are shown. Deliberate difference: ``backgroundEffect`` is stored, not drawn.
@preconcurrency @MainActor
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
open class UITableViewRowAction: NSObject, @preconcurrency NSCopying {
    /// How a row action looks (`UITableViewRowAction.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The default look: a deletion's, red (`default`).
        case `default` = 0
        /// A non-destructive action, gray (`normal`).
        case normal = 1
        /// A deletion's look (`destructive`): the same as ``default``.
        public static var destructive: Style { .default }
    }

    /// The action's style (`style`), fixed at creation.
    open private(set) var style: Style = .default
    /// The button's title (`title`).
    open var title: String?
    /// The button's colour (`backgroundColor`); nil: red for ``Style/default``, gray for
    /// ``Style/normal``.
    open var backgroundColor: UIColor?
    /// The visual effect behind the button (`backgroundEffect`); stored, not drawn.
    open var backgroundEffect: UIVisualEffect?
    /// What a tap on the button runs, with the action and the row's index path.
    private(set) var handler: (UITableViewRowAction, IndexPath) -> Void = { _, _ in }

    /// An action with a style, a title and a handler (`init(style:title:handler:)`).
    public convenience init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.init()
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// A copy with the same style, title, colours and handler (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITableViewRowAction(style: style, title: title, handler: handler)
        copy.backgroundColor = backgroundColor
        copy.backgroundEffect = backgroundEffect
        return copy
    }
}
