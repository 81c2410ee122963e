// Whether a navigation bar shows its background: since iOS 15 a bar uses its scroll-edge
// appearance (no background by default) while the content scroll view of the controller under
// it is scrolled to its top edge, or when there is none ("UIKit extended the scroll edge
// appearance to all navigation bars", iOS 15 release notes), and its standard appearance once
// content has scrolled under it.

extension UIViewController {
    /// The scroll view the bar at `edge` follows: the one set for that edge, else the root view
    /// or its first subview when it is a scroll view; a navigation controller's is its top
    /// controller's (a tab bar follows the navigation controller in its tab through it).
    func barFollowedScrollView(at edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let navigation = self as? UINavigationController { return navigation.topViewController?.barFollowedScrollView(at: edge) }
        if let set = contentScrollView(for: edge) { return set }
        guard let root = viewIfLoaded else { return nil }
        return root as? UIScrollView ?? root.subviews.first as? UIScrollView
    }

    /// Whether the content a bar along the bottom follows is at its bottom edge, or there is no
    /// such content: the content offset at least the content's height plus the adjusted bottom
    /// inset, less the bounds' height. A tab bar controller's tab bar and a navigation
    /// controller's toolbar are at their scroll edge then.
    var contentIsAtBottomEdge: Bool {
        guard let scrollView = barFollowedScrollView(at: .bottom) else { return true }
        let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        return scrollView.contentOffset.y >= bottom - 0.5
    }
}

extension UINavigationController {
    /// Whether the top controller's content is at its top edge (or it has no content scroll
    /// view): the content offset at most the adjusted top inset above the origin.
    var barIsAtScrollEdge: Bool {
        guard let scrollView = barFollowedScrollView(at: .top) else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }
}
