/// The core host's scroll notifications, forwarded to the UIKit delegate with UIKit's
/// signatures (the target through an `UnsafeMutablePointer`, as UIKit passes it); the scroll
/// indicators show while the core's scrolls move the content (UIScrollView+Indicators.swift).
extension HostBridge {
    /// Calls `body` with the UIKit collection view and its delegate, when both exist.
    private func withDelegate(_ body: (UICollectionView, any UICollectionViewDelegate) -> Void) {
        guard let owner, let delegate = owner.delegate else { return }
        body(owner, delegate)
    }

    func scrollViewDidScroll(_ scrollView: CollectionView) {
        owner?.scrollIndicatorsDidScroll()
        withDelegate { $1.scrollViewDidScroll($0) }
    }

    func scrollViewWillBeginDragging(_ scrollView: CollectionView) {
        owner?.scrollMotionDidChange()
        withDelegate { $1.scrollViewWillBeginDragging($0) }
    }

    func scrollViewWillEndDragging(_ scrollView: CollectionView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        guard let owner, let delegate = owner.delegate else { return }
        withUnsafeMutablePointer(to: &targetContentOffset) { pointer in
            delegate.scrollViewWillEndDragging(owner, withVelocity: velocity, targetContentOffset: pointer)
        }
    }

    func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {
        owner?.scrollMotionDidChange()
        withDelegate { $1.scrollViewDidEndDragging($0, willDecelerate: decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {
        withDelegate { $1.scrollViewWillBeginDecelerating($0) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {
        owner?.scrollMotionDidChange()
        withDelegate { $1.scrollViewDidEndDecelerating($0) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {
        owner?.scrollMotionDidChange()
        withDelegate { $1.scrollViewDidEndScrollingAnimation($0) }
    }
}
