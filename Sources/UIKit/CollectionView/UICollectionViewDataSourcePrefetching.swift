/// Told ahead of time which items a scroll is about to show, so their data can start loading
/// before `collectionView(_:cellForItemAt:)` asks for it, as UIKit's
/// `UICollectionViewDataSourcePrefetching` (iOS 10), with UIKit's exact signatures. Set it
/// as the collection view's ``UICollectionView/prefetchDataSource``.
///
/// When the calls come is a model, since UIKit does not document it: the items ahead of the
/// last scroll, within one viewport length, that are not visible yet (docs/REFERENCE.md §17).
/// As in UIKit, nothing guarantees a prefetch before a cell is asked for.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Start loading the data of these items, asynchronously; the nearest to the visible
    /// area come first (required).
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// These items, prefetched earlier, are no longer expected to show soon: cancel their
    /// loading. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Nothing, as UIKit without the method.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
