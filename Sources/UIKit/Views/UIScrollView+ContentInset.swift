extension UIScrollView {
    /// Applies the adjusted content inset when it changed and tells
    /// ``UIScrollView/adjustedContentInsetDidChange()``; a scroll view resting at its top (or
    /// leading) edge, `contentOffset == −adjustedContentInset`, keeps resting there, as UIKit
    /// keeps content below a newly adjusted top — a controller's scroll view under a
    /// navigation bar starts at `−adjustedContentInset.top`. Returns whether it changed.
    ///
    /// Run when the content inset, the content size or the safe area changes, and in each
    /// layout pass (the content size decides which axes the safe area adjusts).
    @discardableResult
    func syncAdjustedContentInset() -> Bool {
        let adjusted = adjustedContentInset, current = appliedAdjustedContentInset
        guard adjusted != current else { return false }
        let offset = contentOffset
        appliedAdjustedContentInset = adjusted
        var resting = offset
        if offset.y == -current.top { resting.y = -adjusted.top }
        if offset.x == -current.left { resting.x = -adjusted.left }
        if resting != offset { contentOffset = resting }
        adjustedContentInsetDidChange()
        return true
    }

    /// The content scrolled vertically from `oldY`: when it crossed its top edge or its bottom
    /// edge (as the bars judge them: `UINavigationController.barIsAtScrollEdge`,
    /// `UIViewController.contentIsAtBottomEdge`), the navigation bar, toolbar and tab bar of
    /// the controller whose content scroll view this is lay out again, taking their
    /// scroll-edge or standard appearance as iOS switches them while the content scrolls.
    /// A navigation bar whose search field collapses with the scrolling (Search/) is laid out
    /// again at each scroll within that range too.
    func scrolled(from oldY: CGFloat) {
        let inset = appliedAdjustedContentInset, newY = bounds.origin.y
        let top = -inset.top + 0.5, bottom = contentSize.height + inset.bottom - bounds.height - 0.5
        let crossed = (oldY <= top) != (newY <= top) || (oldY >= bottom) != (newY >= bottom)
        guard let controller = owningViewController ?? superview?.owningViewController else { return }
        if let navigation = controller.navigationController,
            crossed || navigation.navigationBar.searchCollapseFollows(scrollOf: self, from: oldY, to: newY),
            navigation.barFollowedScrollView(at: .top) === self
        {
            navigation.navigationBar.appearanceDidChange()
        }
        guard crossed else { return }
        if let navigation = controller.navigationController, navigation.barFollowedScrollView(at: .bottom) === self {
            navigation.toolbar.appearanceDidChange()
        }
        if let tabs = controller.tabBarController, tabs.selectedViewController?.barFollowedScrollView(at: .bottom) === self {
            tabs.tabBar.appearanceDidChange()
        }
    }
}
