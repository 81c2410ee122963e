/// A view whose rows swipe — a table, a list — holding the swipe actions revealed on one
/// of them: what the two share of closing and reading them.
@preconcurrency @MainActor
protocol SwipeActionsHost: AnyObject {
    /// The swipe actions revealed on a row, if any.
    var swipeSession: SwipeActionsSession? { get set }
}

extension SwipeActionsHost {
    /// The row whose actions are revealed, while they show.
    var swipedIndexPath: IndexPath? { swipeSession?.isOpen == true ? swipeSession?.indexPath : nil }

    /// Closes revealed actions, if any, without running one.
    func closeSwipeActions() {
        swipeSession?.close()
        swipeSession = nil
    }
}
