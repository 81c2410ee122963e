// A navigation controller's view: the top controller's view fills it, the navigation bar lies
// over its top, below the status bar (the view's own safe area), the toolbar, when it shows,
// over its bottom, above the safe area's bottom (docs/REFERENCE.md §20.20); the top
// controller's safe area reaches below the one and above the other.

extension UINavigationController: BarContainer {
    /// The navigation bar at the top, covering its height of the top controller's safe area,
    /// and, while it shows, the toolbar at the bottom, covering its height (hidden, it is not
    /// in the view, as on iOS).
    var containerBars: [ContainerBar] {
        let top = ContainerBar(
            view: navigationBar, edge: .top, isOpaque: !navigationBar.isTranslucent, shows: !navigationBar.isHidden,
            coveredInset: navigationBar.frame.height)
        guard !toolbar.isHidden else { return [top] }
        return [
            top,
            ContainerBar(view: toolbar, edge: .bottom, isOpaque: !toolbar.isTranslucent, shows: true, coveredInset: toolbar.frame.height),
        ]
    }

    /// The top controller — none while a push or pop runs through an animator, whose views
    /// are in the transition's container until it ends.
    var shownChild: UIViewController? { transition == nil ? topViewController : nil }

    /// The toolbar's frame (`toolbarFrame(in:)`, its background set to reach below it down to
    /// the view's bottom) or the navigation bar's: at the top of the safe area (the status
    /// bar's bottom), as tall as the bar asks — after the bar has worked out how much of its
    /// search field the content's scrolling collapses.
    func frame(of bar: UIView, in container: UIView) -> CGRect {
        if bar === toolbar {
            let frame = toolbarFrame(in: container)
            toolbar.backgroundExtension = toolbarBackgroundExtension(below: frame, in: container)
            return frame
        }
        navigationBar.updateSearchCollapse(following: barFollowedScrollView(at: .top))
        let top = container.safeAreaInsets.top - additionalSafeAreaInsets.top
        return CGRect(x: 0, y: max(0, top), width: container.bounds.width, height: navigationBar.sizeThatFits(container.bounds.size).height)
    }

    /// The toolbar's frame in `container`: along the bottom, as tall as the toolbar asks (44
    /// points, 32 in a compact height), its bottom at the safe area's bottom — above the home
    /// indicator, or above a tab bar around this controller (docs/REFERENCE.md §20.20).
    func toolbarFrame(in container: UIView) -> CGRect {
        let bottom = container.bounds.height - max(0, container.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom)
        let height = toolbar.sizeThatFits(container.bounds.size).height
        return CGRect(x: 0, y: max(0, bottom - height), width: container.bounds.width, height: height)
    }
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
