// A tab bar controller's view: the selected controller's view fills it, the bar lies along the
// bottom (its row above the safe area's bottom, its background reaching the edge), and the
// selected controller's safe area ends above the bar.

extension UITabBarController: BarContainer {
    var containerBar: UIView { tabBar }
    var shownChild: UIViewController? { shownTab }

    /// Along the bottom: the row above the safe area's bottom, reaching the edge.
    func barFrame(in container: UIView) -> CGRect {
        let height = tabBar.rowHeight + container.safeAreaInsets.bottom
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    /// The bar's row, at the bottom.
    func coveredInsets(by barFrame: CGRect) -> UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: tabBar.rowHeight, right: 0) }

    /// The bottom.
    var barEdge: UIRectEdge { .bottom }
    /// Whether the tab bar is not translucent.
    var barIsOpaque: Bool { !tabBar.isTranslucent }
    /// Whether the tab bar is not hidden — while a push or pop carries it with a view, whether
    /// it will show once the push or pop ends (UITabBarController+HidesBottomBar.swift).
    var barShows: Bool { tabBar.superview === viewIfLoaded ? !tabBar.isHidden : !barHiddenByStack }

    /// Whether the selected controller's content is at its bottom edge (or it has none): the
    /// bar then draws no background, as on iOS 15 and later.
    var barIsAtScrollEdge: Bool {
        guard let scrollView = shownTab?.barFollowedScrollView(at: .bottom) else { return true }
        let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        return scrollView.contentOffset.y >= bottom - 0.5
    }
}
