import CollectionLayout

extension UICollectionView {
    /// How the collection view treats a self-sizing cell that invalidates its size
    /// (`UICollectionView.SelfSizingInvalidation`, iOS 16; docs/REFERENCE.md, "Self-sizing").
    public enum SelfSizingInvalidation: Int, Sendable {
        /// `invalidateIntrinsicContentSize()` on a cell or its content view does nothing.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on a cell or its content view sizes the cell
        /// again (the default).
        case enabled = 1
        /// As ``enabled``, and any Auto Layout change inside the cell too: a constraint
        /// activated, deactivated or changed, a view's translation of its mask switched.
        case enabledIncludingConstraints = 2
    }
}

extension UICollectionViewCell {
    /// Forgets the size this cell preferred, so the next layout pass asks its
    /// `preferredLayoutAttributesFitting(_:)` again and the layout takes the new size, as
    /// UIKit does for a cell that invalidates its intrinsic size. Not animated: UIKit
    /// animates the change inside an animation block; here the next layout pass takes it.
    func invalidateSelfSizing() {
        guard let collectionView = owningCollectionView, collectionView.selfSizingInvalidation != .disabled,
            let indexPath = collectionView.indexPath(for: self)
        else { return }
        collectionView.coreView.resetSelfSizing(at: [indexPath])
    }
}
