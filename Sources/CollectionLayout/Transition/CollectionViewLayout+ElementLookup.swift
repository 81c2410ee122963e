import Foundation

extension CollectionViewLayout {
    /// The layout's attributes for one element, whatever its category: the cell,
    /// supplementary or decoration query UIKit would make for it.
    func layoutAttributes(forElement key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell:
            return layoutAttributesForItem(at: key.indexPath)
        case .supplementary:
            return layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decoration:
            return layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Installs this layout in `collectionView` for a transition (both layouts of a
    /// transition are prepared against the same collection view), invalidating it when it
    /// was attached elsewhere, then prepares it if needed.
    func prepareForTransitionQueries(in collectionView: CollectionView?) {
        if let collectionView, self.collectionView !== collectionView {
            self.collectionView = collectionView
            invalidateLayout()
        }
        prepareIfNeeded()
    }
}
