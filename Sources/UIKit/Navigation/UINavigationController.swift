/// UIKit's `UINavigationController`: a stack of view controllers, the top one's view shown under
/// a ``UINavigationBar`` that shows their navigation items (docs/REFERENCE.md §20.4).
///
/// The controllers on the stack are its ``UIViewController/children``, bottom first; only the
/// top one's view is in the navigation controller's view, filling it, and its safe area reaches
/// below the bar. Pushing and popping add and remove children as UIKit does
/// (`willMove(toParent:)`, `didMove(toParent:)`), and, while the navigation controller is on
/// screen, make the old top disappear and the new one appear, telling the ``delegate``. An
/// animated push or pop on screen runs through the animator the delegate gives, if any, and
/// the interaction controller it gives for that animator (UINavigationController+Transition.swift);
/// without one, through UIKit's default slide (`NavigationParallaxAnimator`), which the
/// ``interactivePopGestureRecognizer`` drives when the user swipes back.
/// The built-in ``toolbar`` shows the top controller's `toolbarItems` along the bottom while
/// ``isToolbarHidden`` is false (UINavigationController+Toolbar.swift, docs/REFERENCE.md §20.20).
/// Deliberate differences: there is no presentation; pushing a controller already on the stack does
/// nothing (UIKit raises "Pushing the same view controller instance more than once is not
/// supported"). A change of the stack asked for while a push or pop runs waits for it to end,
/// then is made, in turn with any others (docs/REFERENCE.md §20.4).
open class UINavigationController: UIViewController {
    private let bar: UINavigationBar
    private let bottomBar: UIToolbar
    /// Whether the toolbar is to be hidden whatever the top controller says (`isToolbarHidden`).
    private var toolbarHiddenSetting = true
    /// The stack, bottom first.
    var stack: [UIViewController] = []
    /// The push or pop running through an animator, while it runs.
    var transition: NavigationTransition?
    /// Changes of the stack asked for while a push or pop runs, made in turn once it ends.
    var waitingStackChanges: [(UINavigationController) -> Void] = []
    /// The swipe back, made when first asked for (NavigationPopGesture.swift).
    lazy var popGesture = NavigationPopGesture(navigationController: self)

    /// A navigation controller with `rootViewController` at the bottom of its stack
    /// (`init(rootViewController:)`).
    public init(rootViewController: UIViewController) {
        bar = UINavigationBar()
        bottomBar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        attachBar()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller whose bar is of `navigationBarClass` (a ``UINavigationBar``
    /// subclass; nil or any other class: `UINavigationBar`) and whose toolbar is of
    /// `toolbarClass` (a ``UIToolbar`` subclass; nil or any other class: `UIToolbar`)
    /// (`init(navigationBarClass:toolbarClass:)`).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        bar = (navigationBarClass as? UINavigationBar.Type)?.init() ?? UINavigationBar()
        bottomBar = (toolbarClass as? UIToolbar.Type)?.init() ?? UIToolbar()
        super.init(nibName: nil, bundle: nil)
        attachBar()
    }

    /// An empty navigation controller (`init(nibName:bundle:)`); nibs are not loaded here.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        bar = UINavigationBar()
        bottomBar = UIToolbar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        attachBar()
    }

    /// Navigation controllers are not decoded here: one from a coder is empty.
    public required init?(coder: NSCoder) {
        bar = UINavigationBar()
        bottomBar = UIToolbar()
        super.init(coder: coder)
        attachBar()
    }

    private func attachBar() {
        bar.navigationController = self
        bottomBar.navigationController = self
        bottomBar.isHidden = true
    }

    /// The bar (`navigationBar`).
    open var navigationBar: UINavigationBar { bar }

    /// The built-in toolbar (`toolbar`, iOS 3): it shows the top controller's `toolbarItems`;
    /// its items and visibility are the navigation controller's to set (§20.20).
    open var toolbar: UIToolbar! { bottomBar }

    /// Whether the toolbar is hidden (`isToolbarHidden`, iOS 3); default true. Shown, it still
    /// hides while the top controller's `hidesBottomBarWhenPushed` is true (§20.20).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenSetting }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (`setToolbarHidden(_:animated:)`, iOS 3); nothing animates here.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenSetting = hidden
        updateToolbar()
    }

    /// Told when a controller is about to show and has shown (`delegate`).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The stack, bottom first (`viewControllers`); setting it is `setViewControllers(_:animated:)`
    /// without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top (`topViewController`).
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view shows (`visibleViewController`): the top one, as nothing is
    /// presented here.
    open var visibleViewController: UIViewController? { stack.last }

    /// Replaces the stack (`setViewControllers(_:animated:)`): controllers no longer on it leave
    /// as children, new ones join; a controller listed twice is kept once, at its last place.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if waitsForTransition({ $0.setViewControllers(viewControllers, animated: animated) }) { return }
        var unique: [UIViewController] = []
        for controller in viewControllers.reversed() where !unique.contains(where: { $0 === controller }) {
            unique.insert(controller, at: 0)
        }
        replaceStack(with: unique, animated: animated)
    }

    /// Pushes a controller on top and shows it (`pushViewController(_:animated:)`). One already
    /// on the stack is not pushed again.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if waitsForTransition({ $0.pushViewController(viewController, animated: animated) }) { return }
        guard !stack.contains(where: { $0 === viewController }) else { return }
        replaceStack(with: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it (`popViewController(animated:)`); nil, and
    /// nothing changes, when it is the root. While a push or pop runs, the pop waits for it to
    /// end and nil is returned [chosen].
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if waitsForTransition({ $0.popViewController(animated: animated) }) { return nil }
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops the controllers above `viewController` and returns them, bottom first
    /// (`popToViewController(_:animated:)`); nil when it is not on the stack, or, waiting, while a
    /// push or pop runs.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if waitsForTransition({ $0.popToViewController(viewController, animated: animated) }) { return nil }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        replaceStack(with: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops every controller above the root and returns them, bottom first
    /// (`popToRootViewController(animated:)`); empty when the root is on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// The edge pan from the leading edge of the navigation controller's view that pops the top
    /// controller interactively (`interactivePopGestureRecognizer`, iOS 7): it is on the view
    /// once the view loads; its delegate lets it begin only when there is a controller to go
    /// back to (docs/REFERENCE.md §20.7).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture.recognizer }

    /// Whether the bar is hidden (`isNavigationBarHidden`); default false. A hidden bar covers
    /// nothing of the top controller's safe area.
    open var isNavigationBarHidden: Bool {
        get { bar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// The status bar's style over a shown bar (`preferredStatusBarStyle`): it follows the
    /// bar's `barStyle` — `.lightContent` over `.black`, else `.default` — whatever the top
    /// controller prefers (docs/REFERENCE.md §20.4).
    open override var preferredStatusBarStyle: UIStatusBarStyle { bar.barStyle == .black ? .lightContent : .default }

    /// Whose preference sets the status bar's style (`childForStatusBarStyle`): the top
    /// controller's while the bar is hidden, the navigation controller's own (nil) while it shows.
    open override var childForStatusBarStyle: UIViewController? { bar.isHidden ? topViewController : nil }

    /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`); nothing animates here.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard bar.isHidden != hidden else { return }
        bar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// Pushes `secondaryViewController` as `splitViewController` collapses onto this navigation controller
    /// (`collapseSecondaryViewController(_:for:)`), as UIKit's does (docs/REFERENCE.md §20.19).
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        pushViewController(secondaryViewController, animated: false)
    }

    /// Pops the top controller and gives it back as `splitViewController` expands (`separateSecondaryViewController(for:)`), as
    /// UIKit's does; nil with only the root (§20.19).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        popViewController(animated: false)
    }

    /// The view: the top controller's view under the bar (UINavigationController+Layout.swift).
    open override func loadView() {
        view = BarContainerView(controller: self)
        view.addGestureRecognizer(popGesture.recognizer)
        showChildView(replacing: nil)
    }

    /// Replaces the stack, in the order of Apple's container guide ("Implementing a Container
    /// View Controller"): joining controllers become children (`willMove(toParent:)`) and leaving
    /// ones hear `willMove(toParent: nil)`; the delegate hears `willShow`; the new top's view
    /// loads and takes the old top's place — on screen, between the old top's
    /// `viewWillDisappear` and the new top's `viewWillAppear`, the `did` calls following in the
    /// same order (as recorded on iOS); then leaving controllers leave and joining ones hear
    /// `didMove(toParent:)`, and the delegate hears `didShow`. An animated change on screen runs
    /// through the delegate's animator, or UIKit's default slide when it gives none, from the
    /// `viewWillAppear` on, and ends when the animator completes it
    /// (UINavigationController+Transition.swift).
    private func replaceStack(with new: [UIViewController], animated: Bool) {
        let old = stack, oldTop = stack.last, newTop = new.last
        let changesTop = oldTop !== newTop
        let onScreen = changesTop && isViewLoaded && appearanceState == .appeared
        let exchange = beginExchangingChildren(stack, for: new)
        if changesTop, let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        if changesTop, isViewLoaded { newTop?.loadViewIfNeeded() }
        if onScreen { oldTop?.beginAppearanceTransition(false, animated: animated) }
        stack = new
        bar.items = new.map(\.navigationItem)
        updateToolbar()
        if animated, onScreen, let oldTop, let newTop {
            let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
            let custom = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
            let animator = custom ?? NavigationParallaxAnimator(push: operation == .push, rightToLeft: isRightToLeft)
            return runTransition(animator, custom: custom != nil, from: oldTop, to: newTop, replacing: old, exchange: exchange)
        }
        if changesTop { showChildView(replacing: oldTop) }
        tabBarControllerShowingThis?.updateBarForShownStack()
        if onScreen {
            newTop?.beginAppearanceTransition(true, animated: animated)
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
        }
        endExchangingChildren(exchange)
        if changesTop, let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
    }
}
