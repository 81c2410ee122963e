// The "More" tab (docs/REFERENCE.md §20.11). A bar holds five tabs in a horizontally compact
// environment and eight in a regular one; with more controllers than that, the first four (or
// seven) keep their tabs and the last tab is "More": the More navigation controller, whose root
// lists the others. A controller with no tab is shown by pushing it onto the More navigation
// controller — a navigation controller's own stack moves there instead, so that navigation
// controllers do not nest — and is then the selected one.

extension UITabBarController {
    /// The controllers with a tab, leading first.
    var tabControllers: [UIViewController] {
        let all = viewControllers ?? []
        return all.count > tabLimit ? Array(all.prefix(tabLimit - 1)) : all
    }

    /// The controllers with no tab, listed by the More navigation controller.
    var overflowControllers: [UIViewController] {
        let all = viewControllers ?? []
        return all.count > tabLimit ? Array(all.dropFirst(tabLimit - 1)) : []
    }

    /// The controller with no tab the More navigation controller shows now (its stack's second,
    /// or a moved navigation controller's root there); nil while the list is on top.
    var shownOnMore: UIViewController? {
        guard let moreShown, more.viewControllers.count > 1 else { return nil }
        let base = movedStack?.root ?? moreShown
        return more.viewControllers[1] === base ? moreShown : nil
    }

    /// Arranges the tabs for the controllers and the horizontal size class now: the controllers
    /// with a tab and, when some have none, the More navigation controller become the children;
    /// the bar shows their items; `wanted` (when among the controllers, else the first) is
    /// selected — on More when it has no tab; the More navigation controller, when wanted and
    /// still shown, stays selected with its list.
    func arrangeTabs(selecting wanted: UIViewController?, animated: Bool) {
        tabLimit = traitCollection.horizontalSizeClass == .regular ? 8 : 5
        let all = viewControllers ?? []
        let overflow = overflowControllers
        let listWanted = wanted === more && !overflow.isEmpty
        let target: UIViewController? = listWanted ? more : (wanted.flatMap { wanted in all.first { $0 === wanted } } ?? all.first)
        let onMore = target.flatMap { target in overflow.first { $0 === target } }
        // What the More navigation controller shows leaves it first, unless it stays there.
        let keeps = onMore != nil && onMore === shownOnMore
        if !keeps {
            returnMovedStack()
            more.setViewControllers(Array(more.viewControllers.prefix(1)), animated: false)
            moreShown = nil
        }
        let children = tabControllers + (overflow.isEmpty ? [] : [more])
        exchangeChildren(arrangedChildren, for: children) { _, _ in
            arrangedChildren = children
            show(onMore == nil ? target : more, animated: animated)
        }
        if let onMore, !keeps { showOnMore(onMore, animated: false) }
        tabBar.items = children.map(\.tabBarItem)
        tabBar.selectedItem = shownTab?.tabBarItem
        moreListDidChange()
    }

    /// Shows `controller`, which has no tab, on the More navigation controller above its list:
    /// a navigation controller's stack moves there, the others are pushed.
    func showOnMore(_ controller: UIViewController, animated: Bool) {
        returnMovedStack()
        let list = Array(more.viewControllers.prefix(1))
        moreShown = controller
        guard let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first else {
            return more.setViewControllers(list + [controller], animated: animated)
        }
        let stack = navigation.viewControllers
        navigation.setViewControllers([], animated: false)
        movedStack = (navigation, root)
        more.setViewControllers(list + stack, animated: animated)
    }

    /// A moved navigation stack goes back to its navigation controller: what of it the More
    /// navigation controller still holds, else its root.
    func returnMovedStack() {
        guard let (navigation, root) = movedStack else { return }
        movedStack = nil
        let held = Array(more.viewControllers.dropFirst())
        guard held.first === root else { return navigation.setViewControllers([root], animated: false) }
        more.setViewControllers(Array(more.viewControllers.prefix(1)), animated: false)
        navigation.setViewControllers(held, animated: false)
    }

    /// The user tapped `controller`'s row in the More list: it is pushed and becomes the
    /// selected controller; the delegate is not told [chosen].
    func userSelectedOnMore(_ controller: UIViewController) {
        guard overflowControllers.contains(where: { $0 === controller }) else { return }
        showOnMore(controller, animated: true)
    }

    /// The list or what may be customized changed: the More list shows it.
    func moreListDidChange() {
        (more.viewControllers.first as? MoreListController)?.listDidChange()
    }
}
