// Rearranging a tab bar controller's tabs in the "Configure" sheet (docs/REFERENCE.md §20.15).
// The bar reports an item let go over another's tab (UITabBar+Customizing.swift); when both
// controllers are customizable and the second has a tab, the two exchange their places in
// `viewControllers`, so the one dragged from the sheet takes the tab and the one it replaced
// takes its place in the More list, and two tabs swap. The tabs and the More list are arranged
// again at once; the selection stays on its controller, or on the More list while that shows.
// The delegate hears of it when the sheet goes, with `changed` true.

extension UITabBarController {
    /// The user let `item` go over the tab of `target` while customizing: their controllers
    /// exchange places in ``viewControllers`` when both are among
    /// ``customizableViewControllers`` and `target`'s has a tab; otherwise nothing changes.
    func userMoved(_ item: UITabBarItem, onto target: UITabBarItem) {
        let customizable = customizableViewControllers ?? []
        let movable = controllers.indices.filter { index in customizable.contains { $0 === controllers[index] } }
        guard let from = movable.first(where: { controllers[$0].tabBarItem === item }),
            let to = movable.first(where: { controllers[$0].tabBarItem === target }),
            tabControllers.contains(where: { $0 === controllers[to] })
        else { return }
        controllers.swapAt(from, to)
        arrangeTabs(selecting: selectedViewController, animated: false)
    }
}
