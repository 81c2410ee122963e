import Foundation

extension CollectionViewLayout {
    /// The layout's attributes for one element, whatever its category: the cell,
    /// supplementary or decoration query UIKit would make for it
    /// (`layoutAttributesForItem(at:)` and its supplementary/decoration twins).
    package func layoutAttributes(forElement key: ElementKey) -> LayoutAttributes? {
        key.query(
            cell: layoutAttributesForItem(at:), supplementary: layoutAttributesForSupplementaryView(ofKind:at:),
            decoration: layoutAttributesForDecorationView(ofKind:at:))
    }

    /// The appearing hook for one element (`initialLayoutAttributesForAppearingItem(at:)`
    /// and its supplementary/decoration twins).
    package func initialLayoutAttributes(forAppearing key: ElementKey) -> LayoutAttributes? {
        key.query(
            cell: initialLayoutAttributesForAppearingItem(at:),
            supplementary: initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:),
            decoration: initialLayoutAttributesForAppearingDecorationElement(ofKind:at:))
    }

    /// The disappearing hook for one element (`finalLayoutAttributesForDisappearingItem(at:)`
    /// and its supplementary/decoration twins).
    package func finalLayoutAttributes(forDisappearing key: ElementKey) -> LayoutAttributes? {
        key.query(
            cell: finalLayoutAttributesForDisappearingItem(at:),
            supplementary: finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:),
            decoration: finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:))
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

extension ElementKey {
    /// The per-category query for this key: `cell` with its index path, or `supplementary`
    /// or `decoration` with its kind ("" when missing) and index path.
    fileprivate func query(
        cell: (IndexPath) -> LayoutAttributes?, supplementary: (String, IndexPath) -> LayoutAttributes?,
        decoration: (String, IndexPath) -> LayoutAttributes?
    ) -> LayoutAttributes? {
        switch category {
        case .cell: cell(indexPath)
        case .supplementary: supplementary(kind ?? "", indexPath)
        case .decoration: decoration(kind ?? "", indexPath)
        }
    }
}
