/// The paging scroll view of a `.scroll` ``UIPageViewController`` (UIKit's private
/// `_UIQueuingScrollView`): its content is the row (or column) of page slots, each one page
/// plus the inter-page spacing long, and the page views lie in it as plain subviews. It
/// scrolls under touches with every scroll view's physics (pan, paging, rubber band, bounce;
/// docs/REFERENCE.md §10.8), and bounces along the page axis even with one page, so a swipe past
/// the first or last page drags and bounces back as in UIKit.
///
/// Its page stack hears of drags and settling before its `delegate` does: UIKit's queuing
/// scroll view tells its page controller through a channel of its own, so an app may make
/// itself the delegate (Pageboy does) without stopping the pages from turning.
final class PageQueuingScrollView: UIScrollView {
    /// The page stack told of scrolling first.
    weak var pages: PageStack?
    /// Tells the page stack, then the delegate.
    private lazy var relay = PageScrollRelay(view: self)

    init(orientation: UIPageViewController.NavigationOrientation) {
        super.init(frame: .zero)
        isPagingEnabled = true
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = orientation == .horizontal
        alwaysBounceVertical = orientation == .vertical
    }

    required init?(coder: NSCoder) { nil }

    /// The page stack and the delegate, in that order.
    override var scrollViewDelegate: (any UIScrollViewDelegate)? { relay }

    /// The size of the slots together: the content size; a change lays the scroll view out again.
    var slotsSize: CGSize {
        get { contentSize }
        set {
            guard newValue != contentSize else { return }
            contentSize = newValue
            layoutIfNeeded()
        }
    }
}

/// Passes a queuing scroll view's notifications to its page stack, then to its delegate.
private final class PageScrollRelay: NSObject, UIScrollViewDelegate {
    private weak var view: PageQueuingScrollView?

    init(view: PageQueuingScrollView) { self.view = view }

    /// Makes `call` on the page stack, then on the delegate.
    private func tell(_ call: (any UIScrollViewDelegate) -> Void) {
        if let pages = view?.pages { call(pages) }
        if let delegate = view?.anyScrollViewDelegate { call(delegate) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { tell { $0.scrollViewDidScroll(scrollView) } }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { tell { $0.scrollViewWillBeginDragging(scrollView) } }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        tell { $0.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        tell { $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { tell { $0.scrollViewWillBeginDecelerating(scrollView) } }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { tell { $0.scrollViewDidEndDecelerating(scrollView) } }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { tell { $0.scrollViewDidEndScrollingAnimation(scrollView) } }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        tell { $0.scrollViewDidChangeAdjustedContentInset(scrollView) }
    }
}
