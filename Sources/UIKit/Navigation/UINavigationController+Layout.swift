// A navigation controller's view: the top controller's view fills it, the bar lies over its top,
// below the status bar (the view's own safe area), and the top controller's safe area reaches
// below the bar.

extension UINavigationController: BarContainer {
    var containerBar: UIView { navigationBar }
    /// The top controller — none while a push or pop runs through an animator, whose views
    /// are in the transition's container until it ends.
    var shownChild: UIViewController? { transition == nil ? topViewController : nil }

    /// At the top of the safe area (the status bar's bottom), as tall as the bar asks — after
    /// the bar has worked out how much of its search field the content's scrolling collapses.
    func barFrame(in container: UIView) -> CGRect {
        navigationBar.updateSearchCollapse(following: barFollowedScrollView(at: .top))
        let top = container.safeAreaInsets.top - additionalSafeAreaInsets.top
        return CGRect(x: 0, y: max(0, top), width: container.bounds.width, height: navigationBar.sizeThatFits(container.bounds.size).height)
    }

    /// The bar's height, at the top.
    func coveredInsets(by barFrame: CGRect) -> UIEdgeInsets { UIEdgeInsets(top: barFrame.height, left: 0, bottom: 0, right: 0) }

    /// The top.
    var barEdge: UIRectEdge { .top }
    /// Whether the navigation bar is not translucent.
    var barIsOpaque: Bool { !navigationBar.isTranslucent }
    /// Whether the navigation bar is not hidden.
    var barShows: Bool { !navigationBar.isHidden }
}

extension UIViewController {
    /// The nearest controller of `type` among this controller's parents.
    func nearestParent<Container: UIViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let found = controller as? Container { return found }
            current = controller.parent
        }
        return nil
    }
}
