/// UIKit's `UIScrollViewDelegate`: the scroll notifications, with UIKit's exact signatures
/// and defaults that do nothing (UIKit's behaviour for a method left out). Velocities are
/// in points per **millisecond**, as UIKit passes them.
///
/// A ``UICollectionView`` calls them for its delegate: ``scrollViewDidScroll(_:)`` on every
/// change of the content offset; ``scrollViewWillBeginDragging(_:)`` when its
/// `panGestureRecognizer` begins (or a scripted fling or drag starts); for a release in
/// UIKit's order — the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
/// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, ``scrollViewWillBeginDecelerating(_:)``,
/// ``scrollViewDidScroll(_:)`` per frame, ``scrollViewDidEndDecelerating(_:)``; and
/// ``scrollViewDidEndScrollingAnimation(_:)`` after an animated `setContentOffset` or
/// `scrollToItem`; ``scrollViewDidChangeAdjustedContentInset(_:)`` when the adjusted content
/// inset changes (from the scroll view's `adjustedContentInsetDidChange()`). Any scroll view
/// asks ``viewForZooming(in:)`` for the view it zooms and tells ``scrollViewWillBeginZooming(_:with:)``,
/// ``scrollViewDidZoom(_:)`` and ``scrollViewDidEndZooming(_:with:atScale:)`` as UIKit does
/// (UIScrollView+Zooming.swift, docs/REFERENCE.md §10.9). The scroll-to-top members are
/// declared, and nothing calls them: there is no status bar to tap.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to start.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts with `velocity` (pt/ms); `targetContentOffset` points at where the
    /// motion will rest, and the delegate may change it.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the release.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The motion after the release came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollToItem(at:at:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view the scroll view scales when it zooms (`viewForZooming(in:)`); nil (the default):
    /// no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch or an animated change of the zoom scale is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A zoom ended at `scale`: a pinch (after its bounce back), or an animated change of the zoom scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll the view to its top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A tap on the status bar scrolled the view to its top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing, as UIKit without the method.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing, as UIKit without the method.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing (the target stays), as UIKit without the method.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing, as UIKit without the method.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing, as UIKit without the method.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing, as UIKit without the method.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing, as UIKit without the method.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Nothing, as UIKit without the method.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Nil (no zooming), as UIKit without the method.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing, as UIKit without the method.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing, as UIKit without the method.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing, as UIKit without the method.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True, as UIKit without the method.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
