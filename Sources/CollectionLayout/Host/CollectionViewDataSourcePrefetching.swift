import Foundation

/// Told ahead of time which items a scroll is about to show, so their data can start loading
/// before `cellForItemAt` asks for it, as `UICollectionViewDataSourcePrefetching` (iOS 10).
/// When the calls come is a model: see CollectionView+Prefetching and docs/REFERENCE.md §17.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of these items, nearest to the visible area first
    /// (`prefetchItemsAt`). None of them is visible yet.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// These items, prefetched earlier, are no longer expected to show: stop loading them
    /// (`cancelPrefetchingForItemsAt`). Default: nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Nothing, as UIKit without the method.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
