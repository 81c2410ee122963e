/// UIKit's `UITabBarController`: a row of tabs at the bottom, each showing one of its
/// ``viewControllers``, the selected one's view filling the rest (docs/REFERENCE.md §20.5).
///
/// The controllers with a tab are its ``UIViewController/children``; only the selected one's view is in
/// the tab bar controller's view, filling it, and its safe area reaches above the bar. The bar
/// shows each controller's ``UIViewController/tabBarItem``. Selecting another controller — in
/// code, or by a tap on its item, which asks the ``delegate`` first — makes the old one
/// disappear and the new one appear while the tab bar controller is on screen. With more
/// controllers than the bar holds (five in a compact width, eight in a regular one) the last
/// tab is "More", the ``moreNavigationController``, which lists the rest
/// (UITabBarController+More.swift, docs/REFERENCE.md §20.11). Deliberate difference: a tab
/// switch does not animate.
open class UITabBarController: UIViewController, UITabBarDelegate {
    private let bar = UITabBar()
    /// The controllers, one a tab, leading first: ``viewControllers`` (nil when empty). The
    /// customizing sheet reorders them (UITabBarController+Customizing.swift).
    var controllers: [UIViewController] = []
    /// The tab shown: a controller with a tab, or ``moreNavigationController``.
    private var selected: UIViewController?
    /// The tab shown: a controller with a tab, or the More navigation controller.
    var shownTab: UIViewController? { selected }
    /// The children as last arranged: the controllers with a tab, then the More navigation
    /// controller when some have none (UITabBarController+More.swift).
    var arrangedChildren: [UIViewController] = []
    /// How many tabs the bar held when last arranged: 5, or 8 in a regular width.
    var tabLimit = 5
    /// The controller with no tab shown on the More navigation controller (its stack's second).
    var moreShown: UIViewController?
    /// A navigation controller with no tab whose stack the More navigation controller holds
    /// while it shows, and the root it gets back.
    var movedStack: (navigation: UINavigationController, root: UIViewController)?
    /// Whether the bar is hidden because the selected navigation controller's stack hides it
    /// (UITabBarController+HidesBottomBar.swift).
    var barHiddenByStack = false

    /// A tab bar controller with no tabs (`init(nibName:bundle:)`); nibs are not loaded here.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        manage(bar)
    }

    /// Tab bar controllers are not decoded here: one from a coder has no tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        manage(bar)
    }

    /// Makes `bar` this controller's: the controller is its delegate, as in UIKit.
    private func manage(_ bar: UITabBar) {
        bar.tabBarController = self
        bar.delegate = self
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (tabs: UITabBarController, _: UITraitCollection) in
            tabs.arrangeTabs(selecting: tabs.selectedViewController, animated: false)
        }
    }

    /// The bar (`tabBar`).
    open var tabBar: UITabBar { bar }

    /// Asked before and told after the user selects a tab (`delegate`).
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The controllers, one a tab, leading first (`viewControllers`); setting them is
    /// `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers (`setViewControllers(_:animated:)`): leaving ones leave as
    /// children, new ones join; the selection stays on its controller when it is still there,
    /// else goes to the first. A controller listed twice is kept once, at its first place. All
    /// of them become ``customizableViewControllers``.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var new: [UIViewController] = []
        for controller in viewControllers ?? [] where !new.contains(where: { $0 === controller }) { new.append(controller) }
        let wanted = selectedViewController
        controllers = new
        customizableViewControllers = new
        arrangeTabs(selecting: wanted, animated: animated)
    }

    /// The navigation controller of the "More" tab (`moreNavigationController`): its root lists
    /// the controllers that have no tab. There always is one, though the bar shows its tab only
    /// when some controllers have none; it is never among ``viewControllers``.
    open var moreNavigationController: UINavigationController { more }
    /// Made when first needed, with its list as root and UIKit's "More" item.
    lazy var more: UINavigationController = {
        let navigation = UINavigationController(rootViewController: MoreListController(tabBarController: self))
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return navigation
    }()

    /// The controllers the user may move in and out of the bar (`customizableViewControllers`);
    /// every controller by default, again whenever ``viewControllers`` is set. While it is nil
    /// or empty the More list shows no Edit button.
    open var customizableViewControllers: [UIViewController]? { didSet { moreListDidChange() } }

    /// The controller whose tab is selected (`selectedViewController`): a controller with no
    /// tab while the More navigation controller shows it, the More navigation controller while
    /// it shows its list. Setting a controller with no tab selects More and shows it there;
    /// setting ``moreNavigationController`` selects More; anything else not among
    /// ``viewControllers`` does nothing.
    open var selectedViewController: UIViewController? {
        get { selected === more ? shownOnMore ?? more : selected }
        set {
            guard let newValue else { return }
            if newValue === more, overflowControllers.isEmpty == false { return selectTab(more, animated: false) }
            guard controllers.contains(where: { $0 === newValue }) else { return }
            if overflowControllers.contains(where: { $0 === newValue }) { showOnMore(newValue, animated: false) }
            selectTab(tabControllers.contains { $0 === newValue } ? newValue : more, animated: false)
        }
    }

    /// The index in ``viewControllers`` of the selected controller (`selectedIndex`):
    /// `NSNotFound` with no tabs or while the More list shows. Setting an index out of range
    /// does nothing.
    open var selectedIndex: Int {
        get { selectedViewController.flatMap { current in controllers.firstIndex { $0 === current } } ?? NSNotFound }
        set { if controllers.indices.contains(newValue) { selectedViewController = controllers[newValue] } }
    }

    /// The view: the selected controller's view over the bar (UITabBarController+Layout.swift).
    open override func loadView() {
        view = BarContainerView(controller: self)
        showChildView(replacing: nil)
    }

    /// Told, as the bar's delegate, that the user selected `item` (`tabBar(_:didSelect:)`,
    /// `UITabBarDelegate`): after its controller became the selected one, before
    /// ``delegate`` hears `tabBarController(_:didSelect:)`. Nothing by default; the selection
    /// does not depend on it, so an override need not call super (docs/REFERENCE.md §20.8).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// Told, as the bar's delegate, that the customizing sheet is about to show `items`
    /// (`tabBar(_:willBeginCustomizing:)`): tells ``delegate``
    /// `tabBarController(_:willBeginCustomizing:)` with their controllers (§20.12).
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        let shown = controllers.filter { controller in items.contains { $0 === controller.tabBarItem } }
        delegate?.tabBarController(self, willBeginCustomizing: shown)
    }
    /// Told, as the bar's delegate, that the customizing sheet shows (`tabBar(_:didBeginCustomizing:)`); nothing.
    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Told, as the bar's delegate, that the customizing sheet is about to go
    /// (`tabBar(_:willEndCustomizing:changed:)`): tells ``delegate``
    /// `tabBarController(_:willEndCustomizing:changed:)` with ``viewControllers``.
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, willEndCustomizing: controllers, changed: changed)
    }
    /// Told, as the bar's delegate, that the customizing sheet went
    /// (`tabBar(_:didEndCustomizing:changed:)`): tells ``delegate``
    /// `tabBarController(_:didEndCustomizing:changed:)` with ``viewControllers``.
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: controllers, changed: changed)
    }

    /// The More list's Edit button: the bar customizes the customizable controllers' items.
    func beginCustomizingFromMoreList() {
        bar.beginCustomizingItems((customizableViewControllers ?? []).map(\.tabBarItem))
    }

    /// The user tapped `item`'s tab: the delegate may refuse; else its controller is selected,
    /// this controller told as the bar's delegate, and the delegate told. A tap on the selected
    /// tab of a navigation controller — the More tab included — pops it to its root
    /// (docs/REFERENCE.md §20.14).
    func userSelected(_ item: UITabBarItem) {
        guard let controller = arrangedChildren.first(where: { $0.tabBarItem === item }) else { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if controller === selected, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        selectTab(controller, animated: false)
        tabBar(bar, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows the tab of `controller` (one with a tab, or the More navigation controller) and
    /// selects its item.
    func selectTab(_ controller: UIViewController?, animated: Bool) {
        show(controller, animated: animated)
        bar.selectedItem = controller?.tabBarItem
    }

    /// Makes `controller` the tab shown: on screen the old one disappears as it appears.
    func show(_ controller: UIViewController?, animated: Bool) {
        let old = selected
        guard old !== controller else { return }
        let onScreen = isViewLoaded && appearanceState == .appeared
        if isViewLoaded { controller?.loadViewIfNeeded() }
        if onScreen { old?.beginAppearanceTransition(false, animated: animated) }
        selected = controller
        updateBarForShownStack()
        showChildView(replacing: old)
        if onScreen {
            controller?.beginAppearanceTransition(true, animated: animated)
            old?.endAppearanceTransition()
            controller?.endAppearanceTransition()
        }
    }
}

/// What a tab bar controller asks and tells as the user selects tabs and customizes the bar
/// (`UITabBarControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the user may select `viewController`'s tab (`tabBarController(_:shouldSelect:)`).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab (`tabBarController(_:didSelect:)`).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The customizing sheet is about to show `viewControllers`' items
    /// (`tabBarController(_:willBeginCustomizing:)`).
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The customizing sheet is about to go; `viewControllers` in their order on the bar
    /// (`tabBarController(_:willEndCustomizing:changed:)`).
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The customizing sheet went (`tabBarController(_:didEndCustomizing:changed:)`).
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
}

extension UITabBarControllerDelegate {
    /// Yes by default.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    /// Nothing by default.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Nothing by default.
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    /// Nothing by default.
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    /// Nothing by default.
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
}
