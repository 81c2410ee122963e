import CollectionAnimation

extension UICollectionView {
    /// Simulates a long press on an item for the legacy edit menu, asking the delegate as
    /// UIKit does: `collectionView(_:shouldShowMenuForItemAt:)`, then
    /// `collectionView(_:canPerformAction:forItemAt:withSender:)` for `cut:`, `copy:` and
    /// `paste:` in that order. Returns the commands the menu shows, or nil when UIKit shows
    /// no menu (declined, nothing allowed, no such item, or the item not on screen). The
    /// cell stays highlighted until ``simulateEditMenuAction(_:forItemAt:)`` or
    /// ``simulateEditMenuDismissal(forItemAt:)``. Linux only.
    ///
    /// The press is a finger, as ``simulateContextMenu(at:)``'s: it goes down at the item's
    /// centre and stays 0.5 s on the animation clock (the clock advances), delivered through
    /// hit testing, so the gesture recognizers of the view under it and the views above see
    /// it first (an app's long-press recognizer recognizes). The delegate is asked unless a
    /// recognizer took the touch from the view (`cancelsTouchesInView`: then nil, nothing
    /// asked); a menu takes the touch from the view, keeping the item highlighted and not
    /// selecting it, then the finger lifts. Without a menu the finger lifts on the item,
    /// which selects it as a tap would. UIKit shows this menu from a private long-press
    /// recognizer (`UIEditMenuInteraction` is not modelled); its delay is the long press's
    /// 0.5 s default [chosen, docs/REFERENCE.md §23.2].
    public func simulateEditMenu(forItemAt indexPath: IndexPath) -> [Selector]? {
        guard indexPathsForVisibleItems.contains(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return nil
        }
        let finger = HeldTouch(at: CGPoint(x: frame.midX, y: frame.midY), in: self)
        AnimationClock.current.advance(by: GestureMetrics.interactionPressDuration)
        let menu = finger.reachesView ? coreView.showEditMenu(forItemAt: indexPath) : nil
        if menu != nil {
            // The menu takes the touch over, and with it the item's highlight.
            touchedItem = nil
            finger.takeFromView()
        }
        finger.lift()
        guard let menu else { return nil }
        presentedEditMenu = menu
        syncCellStates()
        return menu.actions.map(Selector.init)
    }

    /// Simulates tapping `action` in the edit menu shown for `indexPath`: the menu goes,
    /// then `collectionView(_:performAction:forItemAt:withSender:)` runs (sender nil).
    /// Returns false, calling nothing, when no menu is up for the item or it does not
    /// offer the action (a command UIKit does not show cannot be tapped). Linux only.
    @discardableResult
    public func simulateEditMenuAction(_ action: Selector, forItemAt indexPath: IndexPath) -> Bool {
        guard let menu = presentedEditMenu, menu.item == indexPath, menu.actions.contains(action.editAction) else { return false }
        presentedEditMenu = nil
        let performed = coreView.performEditAction(action.editAction, from: menu)
        syncCellStates()
        return performed
    }

    /// Simulates a tap outside the edit menu shown for `indexPath`: it goes, and the cell's
    /// highlight with it. Linux only.
    public func simulateEditMenuDismissal(forItemAt indexPath: IndexPath) {
        guard let menu = presentedEditMenu, menu.item == indexPath else { return }
        presentedEditMenu = nil
        coreView.dismissEditMenu(menu)
        syncCellStates()
    }

    /// Simulates a long press for a context menu (iOS 16's path): asks the delegate's
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` with the item under
    /// `point` (content coordinates; `[]` over empty space) and returns its configuration,
    /// nil for no interaction. Call its `actionProvider` and an action's
    /// `performWithSender(_:target:)` to choose a command. Linux only.
    ///
    /// A finger goes down at `point` and stays 0.5 s on the animation clock (the clock
    /// advances): hit testing takes it to the view there, and the gesture recognizers of that
    /// view and the views above see it first, as on a device. The delegate is asked unless a
    /// recognizer took the touch from the view (`cancelsTouchesInView`: then nil, nothing
    /// asked); a menu takes the touch from the view (the item is not selected), then the
    /// finger lifts.
    public func simulateContextMenu(at point: CGPoint) -> UIContextMenuConfiguration? {
        let finger = HeldTouch(at: point, in: self)
        AnimationClock.current.advance(by: GestureMetrics.interactionPressDuration)
        guard finger.reachesView else {
            finger.lift()
            return nil
        }
        let paths = indexPathForItem(at: point).map { [$0] } ?? []
        let configuration = delegate?.collectionView(self, contextMenuConfigurationForItemsAt: paths, point: point)
        if configuration != nil { finger.takeFromView() }
        finger.lift()
        return configuration
    }
}
