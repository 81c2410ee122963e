/// UIKit's `UITabBarController`: a row of tabs at the bottom, each showing one of its
/// ``viewControllers``, the selected one's view filling the rest (docs/REFERENCE.md §20.5).
///
/// The controllers are its ``UIViewController/children``; only the selected one's view is in
/// the tab bar controller's view, filling it, and its safe area reaches above the bar. The bar
/// shows each controller's ``UIViewController/tabBarItem``. Selecting another controller — in
/// code, or by a tap on its item, which asks the ``delegate`` first — makes the old one
/// disappear and the new one appear while the tab bar controller is on screen. Deliberate
/// differences: nothing animates, and there is no "More" tab (every controller gets a tab).
open class UITabBarController: UIViewController, UITabBarDelegate {
    private let bar = UITabBar()
    private var controllers: [UIViewController] = []
    private var selected: UIViewController?
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
    /// else goes to the first. A controller listed twice is kept once, at its first place.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var new: [UIViewController] = []
        for controller in viewControllers ?? [] where !new.contains(where: { $0 === controller }) { new.append(controller) }
        exchangeChildren(controllers, for: new) { _, _ in
            controllers = new
            let keeps = selected.map { current in new.contains { $0 === current } } ?? false
            show(keeps ? selected : new.first, animated: animated)
        }
        bar.items = new.map(\.tabBarItem)
        bar.selectedItem = selected?.tabBarItem
    }

    /// The controller whose tab is selected (`selectedViewController`); setting one that is not
    /// among ``viewControllers`` does nothing.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, controllers.contains(where: { $0 === newValue }) else { return }
            show(newValue, animated: false)
            bar.selectedItem = newValue.tabBarItem
        }
    }

    /// The index of the selected tab (`selectedIndex`); `NSNotFound` with no tabs. Setting an
    /// index out of range does nothing.
    open var selectedIndex: Int {
        get { selected.flatMap { current in controllers.firstIndex { $0 === current } } ?? NSNotFound }
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

    /// The user tapped `item`'s tab: the delegate may refuse; else its controller is selected,
    /// this controller told as the bar's delegate, and the delegate told.
    func userSelected(_ item: UITabBarItem) {
        guard let controller = controllers.first(where: { $0.tabBarItem === item }) else { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedViewController = controller
        tabBar(bar, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Makes `controller` the selected one: on screen the old one disappears as it appears.
    private func show(_ controller: UIViewController?, animated: Bool) {
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

/// What a tab bar controller asks and tells as the user selects tabs
/// (`UITabBarControllerDelegate`); both methods are optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the user may select `viewController`'s tab (`tabBarController(_:shouldSelect:)`).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab (`tabBarController(_:didSelect:)`).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Yes by default.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    /// Nothing by default.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
