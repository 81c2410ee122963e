// A navigation controller's view: the top controller's view fills it, the bar lies over its top,
// below the status bar (the view's own safe area), and the top controller's safe area reaches
// below the bar.

/// The view of a ``UINavigationController``: lays out the bar and the top controller's view.
final class NavigationContainerView: UIView {
    /// The controller whose view this is.
    private weak var controller: UINavigationController?

    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: .zero)
        addSubview(controller.navigationBar)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Places the bar at the top of the safe area, as tall as it asks, and the top
    /// controller's view over the whole view; the bar's height (when it shows) is added to
    /// the top controller's safe area.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let bar = controller.navigationBar
        let top = safeAreaInsets.top - (controller.additionalSafeAreaInsets.top)
        let height = bar.sizeThatFits(bounds.size).height
        let barFrame = CGRect(x: 0, y: max(0, top), width: bounds.width, height: height)
        if bar.frame != barFrame { bar.frame = barFrame }
        guard let shown = controller.topViewController else { return }
        if shown.view.superview !== self { insertSubview(shown.view, belowSubview: bar) }
        if shown.view.frame != bounds { shown.view.frame = bounds }
        shown.containerBarInsets = UIEdgeInsets(top: bar.isHidden ? 0 : height, left: 0, bottom: 0, right: 0)
    }
}

extension UINavigationController {
    /// Puts the top controller's view in place of `old`'s, when the view is loaded (else the
    /// first layout does).
    func showTopView(replacing old: UIViewController?) {
        if let oldView = old?.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
        guard let container = viewIfLoaded else { return }
        if let shown = topViewController {
            container.insertSubview(shown.view, belowSubview: navigationBar)
            shown.view.frame = container.bounds
        }
        container.setNeedsLayout()
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
