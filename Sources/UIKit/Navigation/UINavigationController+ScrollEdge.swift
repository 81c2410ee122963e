// Whether a navigation bar shows its background: since iOS 15 a bar uses its scroll-edge
// appearance (no background by default) while the content scroll view of the controller under
// it is scrolled to its top edge, or when there is none ("UIKit extended the scroll edge
// appearance to all navigation bars", iOS 15 release notes), and its standard appearance once
// content has scrolled under it.

extension UIViewController {
    /// The scroll view the bar at the top follows: the one set, else the root view or its first
    /// subview when it is a scroll view.
    var topContentScrollView: UIScrollView? {
        if let set = contentScrollView(for: .top) { return set }
        guard let root = viewIfLoaded else { return nil }
        return root as? UIScrollView ?? root.subviews.first as? UIScrollView
    }
}

extension UINavigationController {
    /// Whether the top controller's content is at its top edge (or it has no content scroll
    /// view): the content offset at most the adjusted top inset above the origin.
    var barIsAtScrollEdge: Bool {
        guard let scrollView = topViewController?.topContentScrollView else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }
}
