// A navigation controller's toolbar (docs/REFERENCE.md §20.20): it shows the top controller's
// `toolbarItems`, and shows at all while `isToolbarHidden` is false and the top controller's
// `hidesBottomBarWhenPushed` is false; it lies along the bottom of the navigation controller's
// view above the safe area's bottom (UINavigationController+Layout.swift), its background
// reaching down to the view's bottom edge — or to the top of a tab bar around it.

extension UINavigationController {
    /// Shows the top controller's toolbar items, and hides or shows the toolbar as
    /// ``isToolbarHidden`` and the top controller's `hidesBottomBarWhenPushed` say: shown, it is
    /// in front in the view; hidden, out of it. The view lays out again when that changes.
    func updateToolbar() {
        let top = topViewController
        let items = top?.toolbarItems
        // A new top controller may bring its content to the scroll edge, or away from it.
        if !sameItems(toolbar.items, items) { toolbar.setItems(items, animated: false) } else { toolbar.appearanceDidChange() }
        let hidden = isToolbarHidden || top?.hidesBottomBarWhenPushed == true
        guard toolbar.isHidden != hidden else { return }
        toolbar.isHidden = hidden
        guard let container = viewIfLoaded else { return }
        if hidden {
            toolbar.removeFromSuperview()
        } else {
            container.addSubview(toolbar)
            toolbar.frame = frame(of: toolbar, in: container)
        }
        container.setNeedsLayout()
    }

    /// How far below `frame` (the toolbar's, in `container`) the toolbar's background reaches:
    /// down to the bottom of `container`, or to the top of the bars of containers above that
    /// reach into it there (a tab bar, which draws its own background).
    func toolbarBackgroundExtension(below frame: CGRect, in container: UIView) -> CGFloat {
        max(0, container.bounds.maxY - inheritedBarCover.reach(at: .bottom) - frame.maxY)
    }

    private func sameItems(_ shown: [UIBarButtonItem]?, _ items: [UIBarButtonItem]?) -> Bool {
        guard let shown, let items else { return shown == nil && items == nil }
        return shown.count == items.count && zip(shown, items).allSatisfy { $0 === $1 }
    }
}

extension UIViewController {
    /// Keeps `items` as the controller's ``toolbarItems`` and, while it is on top of a
    /// navigation controller's stack, shows them at once.
    func setStoredToolbarItems(_ items: [UIBarButtonItem]?) {
        containment.toolbarItems = items
        guard let navigation = parent as? UINavigationController, navigation.topViewController === self else { return }
        navigation.updateToolbar()
    }
}
