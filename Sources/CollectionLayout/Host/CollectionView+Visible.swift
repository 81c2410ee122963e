import Foundation

/// Queries about what is on screen.
extension CollectionView {
    /// The index paths of the visible cells, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleElements.filter { $0.attributes.representedElementCategory == .cell }.map(\.attributes.indexPath).sorted()
    }

    /// The index paths of the visible supplementary views of `elementKind`, sorted
    /// (`indexPathsForVisibleSupplementaryElements(ofKind:)`).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleElements.filter {
            $0.attributes.representedElementCategory == .supplementary && $0.attributes.representedElementKind == elementKind
        }.map(\.attributes.indexPath).sorted()
    }

    /// The visible cell for an item, or nil when it is off screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visible[.cell(indexPath)]?.view as? CollectionViewCell
    }

    /// The item's attributes from the layout (`layoutAttributesForItem(at:)`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
}
