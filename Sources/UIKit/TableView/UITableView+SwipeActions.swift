// Swipe actions on a table's rows (docs/REFERENCE.md §27.7): the delegate's configurations,
// the table's own Delete action, and the scripted swipes that reveal and run them.

extension UITableView {
    /// Swipes a row as a finger would (our testing extension): `.left` reveals the actions of
    /// the right edge — the trailing ones left to right, the leading ones right to left —
    /// and `.right` those of the left edge. The table asks the delegate for the configuration
    /// (`leadingSwipeActionsConfigurationForRowAt` / `trailingSwipeActionsConfigurationForRowAt`;
    /// a nil trailing one gives an editable `.delete` row the table's Delete action), moves the
    /// row's content aside and shows the buttons; a full swipe (`fully`) performs the first
    /// action when the configuration allows, else reveals them as a partial one. Actions
    /// already revealed close first. Returns the actions revealed, outermost first; none for a
    /// row without actions, in editing mode or for a row not shown.
    @discardableResult
    public func simulateSwipe(
        onRowAt indexPath: IndexPath, direction: UISwipeGestureRecognizer.Direction, fully: Bool = false
    ) -> [UIContextualAction] {
        guard !editingMode, isRow(indexPath), let side = SwipeActionsSession.side(of: direction, in: self) else { return [] }
        let configuration =
            side.leading
            ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) : trailingSwipeActions(at: indexPath)
        return revealSwipeActions(configuration, at: indexPath, onRight: side.onRight, fully: fully)
    }

    /// Closes any actions revealed and reveals `configuration`'s on the row's shown cell.
    /// Returns the actions revealed.
    func revealSwipeActions(
        _ configuration: UISwipeActionsConfiguration?, at indexPath: IndexPath, onRight: Bool, fully: Bool
    ) -> [UIContextualAction] {
        closeSwipeActions()
        layoutIfNeeded()
        // A row without actions does not swipe, so its cell is told no transition.
        guard let cell = shownCells[indexPath], configuration?.actions.isEmpty == false else { return [] }
        cell.swiped = true
        swipeSession = SwipeActionsSession(configuration, at: indexPath, in: cell, onRight: onRight, fully: fully) {
            cell.swiped = false
        }
        if swipeSession == nil { cell.swiped = false }
        return swipeSession?.actions ?? []
    }

    /// Taps the revealed action at `index` (outermost first; our testing extension): its
    /// handler runs, and its completion closes the actions. Returns false when no action is
    /// revealed there.
    @discardableResult
    public func simulateSwipeActionTap(at index: Int) -> Bool { swipeSession?.tap(actionAt: index) ?? false }

    /// Closes the revealed actions without running any, as a tap elsewhere in the table does
    /// (our testing extension).
    public func simulateSwipeDismissal() { closeSwipeActions() }

    /// The revealed swipe actions' row, while they show (our testing extension).
    public var indexPathForSwipedRow: IndexPath? { swipedIndexPath }

    /// The actions of a row's trailing edge: the delegate's; without them, its row actions
    /// (`editActionsForRowAt`, §27.10); without those, for a row the data
    /// source lets edit whose editing style is `.delete`, the table's destructive Delete action
    /// titled by `titleForDeleteConfirmationButtonForRowAt` (default "Delete"), which has the
    /// data source commit the deletion.
    func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        if let rowActions = delegate?.tableView(self, editActionsForRowAt: indexPath), !rowActions.isEmpty {
            return Self.configuration(of: rowActions, at: indexPath)
        }
        guard canEdit(indexPath), (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else {
            return nil
        }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        // The handler reaches the table through the cell it was shown on, so an action kept
        // after the table is gone does nothing.
        let delete = UIContextualAction(style: .destructive, title: title) { _, sourceView, completion in
            if let table = (sourceView as? UITableViewCell)?.owningTableView {
                table.dataSource?.tableView(table, commit: .delete, forRowAt: indexPath)
            }
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

extension UITableView {
    /// Row actions shown as contextual actions, first outermost: each button runs its row
    /// action's handler with `indexPath` and leaves the actions revealed until the table leaves
    /// editing or another swipe closes them; a full swipe only reveals them (§27.10).
    static func configuration(of rowActions: [UITableViewRowAction], at indexPath: IndexPath) -> UISwipeActionsConfiguration {
        let actions = rowActions.map { rowAction in
            let action = UIContextualAction(style: rowAction.style == .normal ? .normal : .destructive, title: rowAction.title) {
                _, _, _ in rowAction.handler(rowAction, indexPath)
            }
            if let colour = rowAction.backgroundColor { action.backgroundColor = colour }
            return action
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

extension UITableView: SwipeActionsHost {}
