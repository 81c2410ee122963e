// A tab bar controller's view: the selected controller's view fills it, the bar lies along the
// bottom (its row above the safe area's bottom, its background reaching the edge), and the
// selected controller's safe area ends above the bar.

extension UITabBarController: BarContainer {
    /// The tab bar along the bottom, covering its row of the selected controller's safe area.
    var containerBars: [ContainerBar] {
        [ContainerBar(view: tabBar, edge: .bottom, isOpaque: !tabBar.isTranslucent, shows: barShows, coveredInset: tabBar.rowHeight)]
    }
    var shownChild: UIViewController? { shownTab }

    /// The tab bar's frame (`barFrame(in:)`).
    func frame(of bar: UIView, in container: UIView) -> CGRect { barFrame(in: container) }

    /// Along the bottom: the row above the safe area's bottom, reaching the edge.
    func barFrame(in container: UIView) -> CGRect {
        let height = tabBar.rowHeight + container.safeAreaInsets.bottom
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    /// Whether the tab bar is not hidden — while a push or pop carries it with a view, whether
    /// it will show once the push or pop ends (UITabBarController+HidesBottomBar.swift).
    var barShows: Bool { tabBar.superview === viewIfLoaded ? !tabBar.isHidden : !barHiddenByStack }

    /// Whether the selected controller's content is at its bottom edge (or it has none): the
    /// bar then draws no background, as on iOS 15 and later.
    var barIsAtScrollEdge: Bool { shownTab?.contentIsAtBottomEdge ?? true }
}
