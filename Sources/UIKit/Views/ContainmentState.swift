/// A view controller's place among containers (UIViewController+Containment.swift): its
/// children and the traits it sets for them, its container or window, whether it is joining or
/// leaving that container now (docs/REFERENCE.md §18.5), what the container's bars cover
/// and watch, and the items a tab bar and a toolbar show for it.
struct ContainmentState {
    /// A move between containers under way.
    enum Move {
        /// None: the controller is settled in its container, or has none.
        case none
        /// Added to a container (`addChild(_:)`), not yet told `didMove(toParent:)`.
        case toParent
        /// Told `willMove(toParent: nil)`, not yet removed from its container.
        case fromParent
    }

    /// The children, in the order they were added.
    var children: [UIViewController] = []
    /// The container this controller is a child of.
    weak var parent: UIViewController?
    /// The move under way.
    var move = Move.none
    /// Trait overrides for children, by child (`setOverrideTraitCollection(_:forChild:)`).
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The window this controller is the root of.
    weak var hostingWindow: UIWindow?
    /// What the container's bars cover of the root view (`UIViewController.containerBarInsets`).
    var barInsets = UIEdgeInsets.zero
    /// The scroll views set with `setContentScrollView(_:for:)`, by edge, whose position decides
    /// what the bars at that edge look like.
    var contentScrollViews: [(edges: NSDirectionalRectEdge, view: UIScrollView)] = []
    /// The item `tabBarItem` answers, once made or set (UIViewController+TabBarItem.swift).
    var tabBarItem: UITabBarItem?
    /// The items a navigation controller's toolbar shows for this controller
    /// (`toolbarItems`, UINavigationController+Toolbar.swift).
    var toolbarItems: [UIBarButtonItem]?
}

extension ContainmentState {
    /// Makes `scrollView` the one for `edge` (`setContentScrollView(_:for:)`), dropping any set
    /// for an edge it shares; nil only drops them.
    mutating func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews.removeAll { !$0.edges.intersection(edge).isEmpty }
        if let scrollView { contentScrollViews.append((edge, scrollView)) }
    }
}
