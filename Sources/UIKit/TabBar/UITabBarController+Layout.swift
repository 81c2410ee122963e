// A tab bar controller's view: the selected controller's view fills it, the bar lies along the
// bottom (its row above the safe area's bottom, its background reaching the edge), and the
// selected controller's safe area ends above the bar.

/// The view of a ``UITabBarController``: lays out the bar and the selected controller's view.
final class TabBarContainerView: UIView {
    private weak var controller: UITabBarController?

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: .zero)
        addSubview(controller.tabBar)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Places the bar at the bottom, as tall as it asks, and the selected controller's view
    /// over the whole view; the bar's row (when it shows) is added to that controller's safe
    /// area at the bottom.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let bar = controller.tabBar
        let height = bar.rowHeight + safeAreaInsets.bottom
        let barFrame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if bar.frame != barFrame { bar.frame = barFrame }
        guard let shown = controller.selectedViewController else { return }
        if shown.view.superview !== self { insertSubview(shown.view, belowSubview: bar) }
        if shown.view.frame != bounds { shown.view.frame = bounds }
        shown.containerBarInsets = UIEdgeInsets(top: 0, left: 0, bottom: bar.isHidden ? 0 : bar.rowHeight, right: 0)
    }
}

extension UITabBarController {
    /// Puts the selected controller's view in place of `old`'s, when the view is loaded.
    func showSelectedView(replacing old: UIViewController?) {
        if let oldView = old?.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
        guard let container = viewIfLoaded else { return }
        if let shown = selectedViewController {
            container.insertSubview(shown.view, belowSubview: tabBar)
            shown.view.frame = container.bounds
        }
        container.setNeedsLayout()
    }

    /// Whether the selected controller's content is at its bottom edge (or it has none): the
    /// bar then draws no background, as on iOS 15 and later.
    var barIsAtScrollEdge: Bool {
        guard let scrollView = selectedViewController?.bottomContentScrollView else { return true }
        let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        return scrollView.contentOffset.y >= bottom - 0.5
    }
}

extension UIViewController {
    /// The scroll view the bar at the bottom follows: the one set for the bottom edge, else
    /// the root view or its first subview when it is a scroll view; a navigation controller's
    /// is its top controller's.
    var bottomContentScrollView: UIScrollView? {
        if let navigation = self as? UINavigationController { return navigation.topViewController?.bottomContentScrollView }
        if let set = contentScrollView(for: .bottom) { return set }
        guard let root = viewIfLoaded else { return nil }
        return root as? UIScrollView ?? root.subviews.first as? UIScrollView
    }
}
