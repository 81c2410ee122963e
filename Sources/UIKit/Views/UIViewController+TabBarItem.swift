// The item a tab bar shows for a controller, made when first asked for (docs/REFERENCE.md §20.5).

extension UIViewController {
    /// Makes and keeps the controller's tab bar item: its title is the controller's.
    func makeTabBarItem() -> UITabBarItem {
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        containment.tabBarItem = item
        return item
    }
}
