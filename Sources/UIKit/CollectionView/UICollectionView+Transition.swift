import CollectionAnimation

extension UICollectionView {
    /// Replaces the layout (`setCollectionViewLayout(_:animated:)`).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout (`setCollectionViewLayout(_:animated:completion:)`), in UIKit's
    /// order: the new layout is attached to this collection view, the old layout gets
    /// `prepareForTransition(to:)`, the new one `prepareForTransition(from:)` then
    /// `prepare()`; the content offset keeps the anchor item in view (docs/REFERENCE.md §8); both
    /// get `finalizeLayoutTransition()`. Nothing animates here (the completion runs at once
    /// with `true`); ``lastLayoutTransition`` holds what UIKit would animate when `animated`
    /// is true.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== collectionViewLayoutStorage else {
            completion?(true)
            return
        }
        let old = collectionViewLayoutStorage
        collectionViewLayoutStorage = layout
        for view in visibleCells { view.willTransition(from: old, to: layout) }
        recordViewAppearances()
        do {
            let transition = try TransitionAnimation(collectionView: coreView, to: layout.bridge)
            lastLayoutTransition = animated ? transition : nil
        } catch {
            raise(error)
            coreView.collectionViewLayout = layout.bridge
        }
        afterLayoutPass()
        for view in visibleCells { view.didTransition(from: old, to: layout) }
        completion?(true)
    }
}
