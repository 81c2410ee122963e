import Foundation

/// Selection and highlighting, programmatic and by touch.
extension CollectionView {
    /// The selected index paths, sorted (`indexPathsForSelectedItems`).
    public var indexPathsForSelectedItems: [IndexPath] { selectedItems.sorted() }

    /// Selects an item programmatically (`selectItem(at:animated:scrollPosition:)`): no
    /// delegate calls, as in UIKit. Single selection replaces the previous one.
    public func selectItem(at indexPath: IndexPath) {
        guard allowsSelection, contains(indexPath) else { return }
        if !allowsMultipleSelection {
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
        selectedItems = paths.filter(contains)
        for path in selectedItems { setSelected(true, path) }
    }

    /// A touch going down on an item: highlights it unless the delegate vetoes.
    public func touchDown(at indexPath: IndexPath) {
        guard allowsSelection, contains(indexPath) else { return }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// A touch lifting from an item: unhighlights, then selects (or, with multiple
    /// selection, toggles) as UIKit does, asking the delegate first.
    public func touchUp(at indexPath: IndexPath) {
        if highlightedItems.remove(indexPath) != nil {
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        } else {
            return
        }
        if selectedItems.contains(indexPath) && allowsMultipleSelection {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems where old != indexPath {
                guard delegate?.collectionView(self, shouldDeselectItemAt: old) ?? true else { continue }
                deselectItem(at: old)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        setSelected(true, indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A tap: touch-down then touch-up.
    public func tap(at indexPath: IndexPath) {
        touchDown(at: indexPath)
        touchUp(at: indexPath)
    }

    private func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isSelected = selected
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.item >= 0
            && indexPath.item < numberOfItems(inSection: indexPath.section)
    }
}
