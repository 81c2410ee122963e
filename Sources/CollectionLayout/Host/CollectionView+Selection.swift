import Foundation

/// Selection and highlighting, programmatic and by touch.
extension CollectionView {
    /// The selected index paths, sorted (`indexPathsForSelectedItems`).
    public var indexPathsForSelectedItems: [IndexPath] { selectedItems.sorted() }

    /// Whether items can be selected now: ``allowsSelection``, or while editing
    /// ``allowsSelectionDuringEditing`` or ``allowsMultipleSelectionDuringEditing``. That the
    /// multiple flag alone allows selection while editing is a model (docs/REFERENCE.md §17);
    /// outside editing the core keeps its rule that ``allowsSelection`` gates it.
    public var allowsSelectionNow: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether a tap adds to the selection now: ``allowsMultipleSelectionDuringEditing``
    /// while editing, else ``allowsMultipleSelection``.
    public var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Selects an item programmatically (`selectItem(at:animated:scrollPosition:)`): no
    /// delegate calls, as in UIKit. Single selection replaces the previous one.
    public func selectItem(at indexPath: IndexPath) {
        guard allowsSelectionNow, containsItem(at: indexPath) else { return }
        if !allowsMultipleSelectionNow {
            for old in selectedItems where old != indexPath { setSelected(false, old) }
            selectedItems.removeAll { $0 != indexPath }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        setSelected(true, indexPath)
    }

    /// Deselects an item programmatically; no delegate calls.
    public func deselectItem(at indexPath: IndexPath) {
        selectedItems.removeAll { $0 == indexPath }
        setSelected(false, indexPath)
    }

    /// Replaces the whole selection (batch updates use it to carry selection across).
    public func setSelectedItems(_ paths: [IndexPath]) {
        for old in selectedItems { setSelected(false, old) }
        selectedItems = paths.filter { containsItem(at: $0) }
        for path in selectedItems { setSelected(true, path) }
    }

    /// A touch going down on an item: highlights it unless the delegate vetoes.
    public func touchDown(at indexPath: IndexPath) {
        guard allowsSelectionNow, containsItem(at: indexPath) else { return }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// A touch lifting from an item, in the order UIKit's `UICollectionView.h` gives for
    /// a user's touch: `shouldSelectItemAt:` (or `shouldDeselectItemAt:` when the item is
    /// already selected and ``allowsMultipleSelection`` is on), then `didSelectItemAt:` (or
    /// `didDeselectItemAt:`), then `didUnhighlightItemAt:` — the highlight is removed
    /// last, and also when the delegate vetoes. With single selection, selecting another
    /// item deselects the old one (`didDeselectItemAt:`, without asking
    /// `shouldDeselectItemAt:`, which UIKit asks only for a tap on a selected item in
    /// multiple-selection mode). Tapping the selected item in single-selection mode asks
    /// `shouldSelectItemAt:` and reports `didSelectItemAt:` again. Nothing happens unless
    /// ``touchDown(at:)`` highlighted the item.
    ///
    /// A tap that does not extend the selection (single-selection mode) is then a primary
    /// action (iOS 16): after `didSelectItemAt:`, whether or not the delegate let the
    /// selection change, `canPerformPrimaryActionForItemAt:` is asked and, when it agrees,
    /// `performPrimaryActionForItemAt:` told, before `didUnhighlightItemAt:`. In
    /// multiple-selection mode a tap adds or removes an item, so there is no primary action.
    /// Where the primary action falls against the unhighlight, and that no tap in
    /// multiple-selection mode counts, are modelled (docs/REFERENCE.md §17).
    public func touchUp(at indexPath: IndexPath) {
        guard highlightedItems.contains(indexPath) else { return }
        let multiple = allowsMultipleSelectionNow
        if selectedItems.contains(indexPath) && multiple {
            if delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true {
                deselectItem(at: indexPath)
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
            }
        } else if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
            if !multiple {
                for old in selectedItems where old != indexPath {
                    deselectItem(at: old)
                    delegate?.collectionView(self, didDeselectItemAt: old)
                }
            }
            if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
            setSelected(true, indexPath)
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
        if !multiple, let delegate, delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
        highlightedItems.remove(indexPath)
        cellForItem(at: indexPath)?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A touch taken away from an item it went down on (by a gesture recognizer, or a finger
    /// that left the item): the highlight goes (`didUnhighlightItemAt:`) and nothing is
    /// selected. Nothing happens unless ``touchDown(at:)`` highlighted the item.
    public func cancelTouch(at indexPath: IndexPath) {
        guard highlightedItems.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A tap: touch-down then touch-up.
    public func tap(at indexPath: IndexPath) {
        touchDown(at: indexPath)
        touchUp(at: indexPath)
    }

    private func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isSelected = selected
    }
}
