import Foundation

/// The legacy edit menu (`shouldShowMenuForItemAt:`, `canPerformAction:…`,
/// `performAction:…`; docs/REFERENCE.md §13), driven by a scripted long press.
extension CollectionView {
    /// A long press on an item, as UIKit handles it for the edit menu: asks the delegate
    /// `shouldShowMenuForItemAt:` (no delegate: false), then `canPerformAction:…` for each
    /// of ``EditAction/standard`` in order (sender nil). Returns the menu, with the item's
    /// cell highlighted while it is up, or nil — UIKit's behaviour — when the item does not
    /// exist, the delegate declines, or it allows no command.
    ///
    /// The highlight is the menu's own: no highlight delegate calls are made for it (a
    /// simplification: the touch's own touch-down calls are not modelled here).
    public func showEditMenu(forItemAt indexPath: IndexPath) -> EditMenu? {
        guard containsItem(at: indexPath), let delegate else { return nil }
        guard delegate.collectionView(self, shouldShowMenuForItemAt: indexPath) else { return nil }
        let actions = EditAction.standard.filter {
            delegate.collectionView(self, canPerformAction: $0, forItemAt: indexPath, withSender: nil)
        }
        guard !actions.isEmpty else { return nil }
        highlightedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isHighlighted = true
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        return EditMenu(item: indexPath, actions: actions, targetRect: frame)
    }

    /// The user taps `action` in `menu`: the menu goes (the cell's highlight with it), then
    /// the delegate's `performAction:forItemAt:withSender:` runs (sender nil). Returns
    /// false, calling nothing, when the menu does not offer the action — a command UIKit
    /// would not show cannot be tapped.
    @discardableResult
    public func performEditAction(_ action: EditAction, from menu: EditMenu) -> Bool {
        guard menu.actions.contains(action) else { return false }
        dismissEditMenu(menu)
        delegate?.collectionView(self, performAction: action, forItemAt: menu.item, withSender: nil)
        return true
    }

    /// The menu goes without a command (a tap elsewhere): the cell's highlight goes.
    public func dismissEditMenu(_ menu: EditMenu) {
        highlightedItems.remove(menu.item)
        cellForItem(at: menu.item)?.isHighlighted = false
    }
}
