// A tab bar controller hides its bar while the selected navigation controller's stack holds a
// controller whose `hidesBottomBarWhenPushed` is true, and shows it again once none does; the
// selected controller's view then takes the bar's place. An animated push or pop that hides
// or shows the bar carries it with the view it belongs to: a push that hides it slides it away
// with the outgoing view, a pop that shows it brings it back with the incoming one
// (docs/REFERENCE.md §20.10).

extension UITabBarController {
    /// Whether the selected controller is a navigation controller with a controller on its
    /// stack whose `hidesBottomBarWhenPushed` is true (the root included).
    var shownStackHidesBar: Bool {
        guard let navigation = shownTab as? UINavigationController else { return false }
        return navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Hides or shows the bar when what the shown stack asks for changed; a bar a push or pop
    /// carries is left to it.
    func updateBarForShownStack() {
        let hides = shownStackHidesBar
        guard hides != barHiddenByStack, tabBar.superview === viewIfLoaded else { return }
        barHiddenByStack = hides
        tabBar.isHidden = hides
        viewIfLoaded?.setNeedsLayout()
    }

    /// A push or pop from `from` to `to` in `navigation` (the selected controller) has begun
    /// running through an animator: when it hides or shows the bar, the bar goes into the view
    /// it belongs to — `from`'s when it hides, `to`'s when it shows — at the place it has on
    /// screen, so that it moves with that view; the views are laid out as the bar will be.
    func carryBar(in navigation: UINavigationController, from: UIViewController, to: UIViewController) {
        let hides = shownStackHidesBar
        guard hides != barHiddenByStack, let container = viewIfLoaded, tabBar.superview === container,
            let carrier = hides ? from.viewIfLoaded : to.viewIfLoaded
        else { return updateBarForShownStack() }
        let barFrame = barFrame(in: container)
        barHiddenByStack = hides
        tabBar.isHidden = false
        carrier.addSubview(tabBar)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        let carrierFrame = hides ? carrier.frame : navigation.placement(of: to).frame
        let origin = navigation.view.frame.origin
        tabBar.frame = barFrame.offsetBy(dx: -origin.x - carrierFrame.minX, dy: -origin.y - carrierFrame.minY)
    }

    /// The push or pop ended (or was cancelled): a carried bar comes back along the bottom,
    /// hidden or shown as the stack now asks.
    func returnCarriedBar() {
        guard let container = viewIfLoaded, tabBar.superview !== container else { return updateBarForShownStack() }
        container.addSubview(tabBar)
        barHiddenByStack = shownStackHidesBar
        tabBar.isHidden = barHiddenByStack
        container.setNeedsLayout()
    }
}

extension UINavigationController {
    /// The tab bar controller this navigation controller is the selected controller of.
    var tabBarControllerShowingThis: UITabBarController? {
        guard let tabs = parent as? UITabBarController, tabs.shownTab === self else { return nil }
        return tabs
    }
}
