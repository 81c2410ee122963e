/// The core host's scroll notifications, forwarded to the UIKit delegate with UIKit's
/// signatures (the target through an `UnsafeMutablePointer`, as UIKit passes it).
extension HostBridge {
    func scrollViewDidScroll(_ scrollView: CollectionView) {
        guard let owner, let delegate = owner.delegate else { return }
        delegate.scrollViewDidScroll(owner)
    }

    func scrollViewWillBeginDragging(_ scrollView: CollectionView) {
        guard let owner, let delegate = owner.delegate else { return }
        delegate.scrollViewWillBeginDragging(owner)
    }

    func scrollViewWillEndDragging(_ scrollView: CollectionView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        guard let owner, let delegate = owner.delegate else { return }
        withUnsafeMutablePointer(to: &targetContentOffset) { pointer in
            delegate.scrollViewWillEndDragging(owner, withVelocity: velocity, targetContentOffset: pointer)
        }
    }

    func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {
        guard let owner, let delegate = owner.delegate else { return }
        delegate.scrollViewDidEndDragging(owner, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {
        guard let owner, let delegate = owner.delegate else { return }
        delegate.scrollViewWillBeginDecelerating(owner)
    }

    func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {
        guard let owner, let delegate = owner.delegate else { return }
        delegate.scrollViewDidEndDecelerating(owner)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {
        guard let owner, let delegate = owner.delegate else { return }
        delegate.scrollViewDidEndScrollingAnimation(owner)
    }
}
