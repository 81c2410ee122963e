/// The core's prefetch calls, passed to the UIKit ``UICollectionView/prefetchDataSource``.
extension HostBridge: CollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        guard let owner, let source = owner.prefetchDataSource else { return }
        source.collectionView(owner, prefetchItemsAt: indexPaths)
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        guard let owner, let source = owner.prefetchDataSource else { return }
        source.collectionView(owner, cancelPrefetchingForItemsAt: indexPaths)
    }
}
