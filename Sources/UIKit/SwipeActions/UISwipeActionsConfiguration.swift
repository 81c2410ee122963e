/// The actions a swipe on a row reveals (`UISwipeActionsConfiguration`, iOS 11), from the
/// edge the swipe starts at: the first action is the outermost, the one at the row's edge,
/// and the one a full swipe performs (docs/REFERENCE.md §27.7). An empty list reveals nothing:
/// the row does not swipe.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, outermost first (`actions`).
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (`performsFirstActionWithFullSwipe`);
    /// default true.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, outermost first (`init(actions:)`).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
