// Swipe actions on a list's rows (docs/REFERENCE.md §27.7): the list configuration's
// providers (`UICollectionLayoutListConfiguration`) and the scripted swipes that reveal and
// run them, as the table's (UITableView+SwipeActions.swift).

extension UICollectionView {
    /// Swipes an item's list cell as a finger would (our testing extension): `.left` reveals
    /// the actions of the right edge — the trailing ones left to right — and `.right` those
    /// of the left edge. The collection view asks its list section's configuration
    /// (`leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider`),
    /// moves the cell's content aside and shows the buttons; a full swipe (`fully`) performs
    /// the first action when the configuration allows. Actions already revealed close first.
    /// Returns the actions revealed, outermost first; none outside a list section, for an item
    /// without a visible list cell, or while editing.
    @discardableResult
    public func simulateSwipe(
        onItemAt indexPath: IndexPath, direction: UISwipeGestureRecognizer.Direction, fully: Bool = false
    ) -> [UIContextualAction] {
        closeSwipeActions()
        guard !isEditing, let side = SwipeActionsSession.side(of: direction, in: self) else { return [] }
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return [] }
        let configuration = collectionViewLayout.swipeActionsConfiguration(forItemAt: indexPath, leading: side.leading)
        swipeSession = SwipeActionsSession(configuration, at: indexPath, in: cell, onRight: side.onRight, fully: fully) {
            [unowned(unsafe) self] in
            cell.swipeOrigin = .zero
            restyle(cell, at: indexPath)
        }
        if swipeSession?.isOpen == true {
            cell.swipeOrigin = cell.bounds.origin
            restyle(cell, at: indexPath)
        }
        return swipeSession?.actions ?? []
    }

    /// Updates a cell's configuration for its swiped state at once.
    private func restyle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.setNeedsUpdateConfiguration()
        cell.updateConfigurationIfNeeded(at: indexPath)
    }

    /// Taps the revealed action at `index` (outermost first; our testing extension): its
    /// handler runs, and its completion closes the actions. Returns false when no action is
    /// revealed there.
    @discardableResult
    public func simulateSwipeActionTap(at index: Int) -> Bool { swipeSession?.tap(actionAt: index) ?? false }

    /// Closes the revealed actions without running any, as a tap elsewhere does (our testing
    /// extension).
    public func simulateSwipeDismissal() { closeSwipeActions() }

    /// The item whose swipe actions are revealed, while they show (our testing extension).
    public var indexPathForSwipedItem: IndexPath? { swipedIndexPath }
}

extension UICollectionView: SwipeActionsHost {}
