extension UICollectionView {
    /// Hands the core the adjusted content inset when it changed (the core lays out with it)
    /// and tells ``UIScrollView/adjustedContentInsetDidChange()``; a view resting at its
    /// top (or leading) edge, `contentOffset == −adjustedContentInset`, keeps resting there,
    /// as UIKit keeps content below a newly adjusted top. Returns whether it changed.
    @discardableResult
    func syncAdjustedContentInset() -> Bool {
        let adjusted = adjustedContentInset, current = coreView.contentInset
        guard adjusted != current else { return false }
        let offset = contentOffset
        coreView.contentInset = adjusted
        var resting = offset
        if offset.y == -current.top { resting.y = -adjusted.top }
        if offset.x == -current.left { resting.x = -adjusted.left }
        if resting != offset { contentOffset = resting }
        adjustedContentInsetDidChange()
        return true
    }
}
