/// A view controller (`UIViewController`): the view's lifecycle as UIKit runs it, so that a controller written for iOS —
/// ``UICollectionViewController`` and its subclasses above all — loads, lays out and appears here.
///
/// The ``view`` loads lazily: its first read calls ``loadView()`` (by default a plain view with a zero frame) and then ``viewDidLoad()``,
/// once; ``isViewLoaded``, ``viewIfLoaded`` and ``loadViewIfNeeded()`` behave as UIKit's. A layout pass of the loaded view
/// (`view.layoutIfNeeded()`) is bracketed by ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``.
///
/// A controller appears when it becomes the root of a visible ``UIWindow``, or through `beginAppearanceTransition(_:animated:)` and
/// `endAppearanceTransition()`, which forward to ``children`` whose views are in its view, as UIKit's do; ``simulateAppearance(animated:)``
/// and ``simulateDisappearance(animated:)`` (Linux only) do both for a controller in no window (UIViewController+Appearance.swift). A
/// ``UINavigationController`` shows a stack of them, and ``present(_:animated:completion:)`` shows one over another. Deliberate
/// differences: no nib loading, and nothing animates. The rules: docs/REFERENCE.md §18.
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    /// The root view once loaded, whether it is loading, and the view an archive gave (UIViewController+ViewLoading.swift).
    var viewLoading = ViewLoadingState()
    private var editingStorage = false
    /// The item `editButtonItem` made, once asked for (UIViewController+EditButtonItem.swift).
    var editButtonItemStorage: UIBarButtonItem?
    /// The children, the container and a move between containers under way (UIViewController+Containment.swift).
    var containment = ContainmentState()

    private let storedNib: (name: String?, bundle: Bundle?)
    /// The nib's name given to ``init(nibName:bundle:)`` (`nibName`); nibs are not loaded here.
    open var nibName: String? { storedNib.name }
    /// The nib's bundle given to ``init(nibName:bundle:)`` (`nibBundle`).
    open var nibBundle: Bundle? { storedNib.bundle }
    /// A view controller (`init(nibName:bundle:)`, the designated initializer); nibs are not loaded here, so ``loadView()`` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNib = (nibNameOrNil, nibBundleOrNil)
        super.init()
    }
    /// A view controller with no nib (`init()`).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }
    /// A controller from an archive (`init?(coder:)`): what ``encode(with:)`` wrote is set; no nib (docs/REFERENCE.md §22.16).
    public required init?(coder: NSCoder) {
        storedNib = (nil, nil)
        super.init()
        restoreControllerState(from: coder)
    }
    /// Writes the controller to an archive (`encode(with:)`, `NSCoding`): its titles, presentation and bar settings, and its view if loaded.
    open func encode(with coder: NSCoder) { archiveControllerState(to: coder) }
    /// The title (`title`), which bars show through ``navigationItem`` and ``tabBarItem``: setting it sets their titles too, as UIKit's
    /// documentation says (setting an item's title leaves this one as it was).
    open var title: String? {
        didSet {
            navigationItem.title = title
            containment.tabBarItem?.title = title
            observableValueDidChange()
        }
    }
    /// What a navigation bar shows for the controller (`navigationItem`): made with the controller, kept for its life (docs/REFERENCE.md
    /// §20).
    open var navigationItem: UINavigationItem { storedNavigationItem }
    private let storedNavigationItem = UINavigationItem()

    // MARK: The view
    /// The root view (`view`). Reading it loads it when it is not loaded: ``loadView()``, then ``viewDidLoad()``, once. Setting it replaces
    /// the root view (no `viewDidLoad()`); setting nil unloads it, and the next read loads it again, as in UIKit.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewLoading.view
        }
        set { replaceRootView(with: newValue) }
    }
    /// Whether the view is loaded (`isViewLoaded`); reading it loads nothing.
    open var isViewLoaded: Bool { viewLoading.view != nil }
    /// The view if it is loaded, else nil (`viewIfLoaded`); reading it loads nothing.
    open var viewIfLoaded: UIView? { viewLoading.view }
    /// Creates the view (`loadView()`): the view an archive gave, as UIKit's loads its nib, else a plain view with a zero frame (UIKit's
    /// is the screen's size; there is no screen here) — after printing iOS's exception for a ``nibName``'s nib, which cannot load
    /// (docs/REFERENCE.md §15.1). Override it to set ``view`` to your own view, without calling super; never call it.
    open func loadView() { view = takeArchivedView() ?? viewForMissingNib() }
    /// Loads the view if it is not loaded (`loadViewIfNeeded()`): ``loadView()`` then ``viewDidLoad()``; nothing when it is loaded. A
    /// `loadView()` that leaves ``view`` nil gets a plain view, and reading ``view`` inside `loadView()` before setting it gives a plain
    /// view too (UIKit would load again, forever).
    open func loadViewIfNeeded() { loadRootViewIfNeeded() }
    /// The view has loaded (`viewDidLoad()`): configure it here. Nothing by default.
    open func viewDidLoad() {}
    /// The app is low on memory (`didReceiveMemoryWarning()`): free what can be made again. Nothing by default; Linux sends
    /// no memory warnings, so only a test calling it runs it.
    open func didReceiveMemoryWarning() {}
    /// Saves state for restoration (`encodeRestorableState(with:)`) and restores it (`decodeRestorableState(with:)`):
    /// nothing by default; there is no relaunch to restore into here, so nothing calls them.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores state saved by ``encodeRestorableState(with:)`` (`decodeRestorableState(with:)`); nothing by default.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// The name state restoration saves the controller under (`restorationIdentifier`); nil: not saved. Kept, as nothing restores here.
    open var restorationIdentifier: String?
    /// The class that makes the controller again when state is restored (`restorationClass`); nil. Kept, as nothing restores here.
    open var restorationClass: (any UIViewControllerRestoration.Type)?
    /// The controller's traits (`traitCollection`): those of its parent with the parent's override for it
    /// (``setOverrideTraitCollection(_:forChild:)``), else of the window it is the root of, else of its view's superview, else UIKit's
    /// defaults for a view in no hierarchy; then ``overrideUserInterfaceStyle`` and ``traitOverrides``. Its root view inherits them.
    /// Reading it loads nothing (UIViewController+Traits.swift).
    open var traitCollection: UITraitCollection { resolvedTraits() }

    // MARK: Layout
    /// The view is about to lay out its subviews (`viewWillLayoutSubviews()`), told by each layout pass of the root view. Nothing by
    /// default.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews (`viewDidLayoutSubviews()`). Nothing by default.
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance
    /// The view is about to appear (`viewWillAppear(_:)`). Nothing by default; call super.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the view hierarchy with its geometry and traits, about to show (`viewIsAppearing(_:)`, iOS 13): after
    /// ``viewWillAppear(_:)``, before the view's own layout pass. Nothing by default; call super.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view appeared (`viewDidAppear(_:)`). Nothing by default; call super.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear (`viewWillDisappear(_:)`). Nothing by default; call super.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared (`viewDidDisappear(_:)`). Nothing by default; call super.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether appearance calls reach the children whose views are in this view (`shouldAutomaticallyForwardAppearanceMethods`);
    /// default true. A container answering false calls its children's `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` itself (UIViewController+Appearance.swift).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Editing
    /// Whether the controller is editing (`isEditing`); default false. Setting it calls ``setEditing(_:animated:)`` without animation, as
    /// UIKit's setter does.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode (`setEditing(_:animated:)`): sets ``isEditing``. Override it to update your views, calling super
    /// (``UICollectionViewController`` passes it to its collection view).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonItemStorage?.showEditing(editing)
    }

    // MARK: Containment
    /// The container this controller is a child of (`parent`), or nil.
    open var parent: UIViewController? { containment.parent }
    /// The child controllers, in the order they were added (`children`).
    open var children: [UIViewController] { containment.children }
    /// Adds a child controller (`addChild(_:)`): calls its ``willMove(toParent:)`` with this controller first, taking it from any other
    /// container, as UIKit does; its view is not added (add it yourself, then call its ``didMove(toParent:)``). Adding the controller
    /// itself, or a child again, does nothing.
    open func addChild(_ childController: UIViewController) { adopt(childController) }
    /// Removes the controller from its container (`removeFromParent()`), then calls its ``didMove(toParent:)`` with nil, as UIKit does
    /// (call ``willMove(toParent:)`` with nil yourself first). Nothing without a container.
    open func removeFromParent() { leaveParent() }
    /// The controller is about to be added to, or removed from (nil), a container (`willMove(toParent:)`): with nil, while it has a
    /// container, ``isMovingFromParent`` becomes true (docs/REFERENCE.md §18.5).
    open func willMove(toParent parent: UIViewController?) { if parent == nil { beginLeavingParent() } }
    /// The controller was added to, or removed from (nil), a container (`didMove(toParent:)`): the move is over, so
    /// ``isMovingToParent`` and ``isMovingFromParent`` are false again (docs/REFERENCE.md §18.5).
    open func didMove(toParent parent: UIViewController?) { containment.move = .none }
    /// Whether the controller is being added to a container now (`isMovingToParent`): from ``addChild(_:)`` — a push, a tab or page
    /// shown, a child added by hand — until its ``didMove(toParent:)``, so across its `viewWillAppear(_:)` and `viewDidAppear(_:)`
    /// (docs/REFERENCE.md §18.5).
    open var isMovingToParent: Bool { containment.move == .toParent }
    /// Whether the controller is being removed from its container now (`isMovingFromParent`): from ``willMove(toParent:)`` with nil —
    /// a pop, a tab or page replaced — until it leaves (``removeFromParent()``), across its `viewWillDisappear(_:)` and
    /// `viewDidDisappear(_:)`.
    open var isMovingFromParent: Bool { containment.move == .fromParent }

    // MARK: Auto Layout (AutoLayout/)
    /// Updates the root view's constraints (`updateViewConstraints()`): sent by the update pass in place of the root view's
    /// `updateConstraints()`, which the default calls. Override it to adjust constraints; call super last, as UIKit requires.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// The smallest margins the root view gets (`systemMinimumLayoutMargins`, iOS 11): 0 top and bottom; 16 leading and trailing, 20 when
    /// the view is at least 414 points wide (docs/REFERENCE.md §21.3).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { systemMinimumMarginsForWidth }
    /// Whether the content scroll view's top and bottom insets follow the bars
    /// (`automaticallyAdjustsScrollViewInsets`, deprecated in iOS 11); true. While true, a
    /// `.automatic` scroll view under a navigation or tab bar controller adjusts them (§20.8).
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true
    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (`viewRespectsSystemMinimumLayoutMargins`); default
    /// true.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.insetsDidChange() }
    }

    // MARK: Traits and hosting (UIViewController+Traits.swift, UIWindow.swift)
    /// Trait values for this controller, its view and the views below it (`traitOverrides`, iOS 17).
    open var traitOverrides = UITraitOverrides() {
        didSet { if traitOverrides != oldValue { traitsMayHaveChanged() } }
    }
    /// The interface style of the controller and its views (`overrideUserInterfaceStyle`, iOS 13); `.unspecified` inherits it.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitsMayHaveChanged() } }
    }
    /// Told that ``traitCollection`` changed (`traitCollectionDidChange(_:)`), before the view is, with `UITraitCollection.current` set to
    /// the new traits. Call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Traits a child controller gets over this one's (`setOverrideTraitCollection(_:forChild:)`, deprecated in iOS 17 for the child's
    /// `traitOverrides`); nil removes them.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        overrideTraits(collection, forChild: childViewController)
    }
    /// The traits set for a child with ``setOverrideTraitCollection(_:forChild:)`` (`overrideTraitCollection(forChild:)`).
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        containment.childTraitOverrides[ObjectIdentifier(childViewController)]
    }
    /// The top of the root view that bars cover, as a layout item (`topLayoutGuide`, deprecated in iOS 11): its bottom edge is where
    /// content starts below the status and navigation bars.
    @available(
        iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
    )
    open var topLayoutGuide: any UILayoutSupport { view.barsLayoutGuide(top: true) }
    /// The bottom of the root view that bars cover (`bottomLayoutGuide`, deprecated in iOS 11).
    @available(
        iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    open var bottomLayoutGuide: any UILayoutSupport { view.barsLayoutGuide(top: false) }
    /// Insets added to the safe area of the controller's root view (`additionalSafeAreaInsets`).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewLoading.view?.safeAreaMayHaveChanged() } }
    }
    /// The root view's safe area changed (`viewSafeAreaInsetsDidChange()`). Nothing by default; call super.
    open func viewSafeAreaInsetsDidChange() {}
    /// The root view's layout margins changed (`viewLayoutMarginsDidChange()`). Nothing by default; call super.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the controller hides the status bar (`prefersStatusBarHidden`); default false. Nothing draws a status bar here
    /// (swift-snapshot-testing asks its own wrapper, which never hides it).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style the controller prefers (`preferredStatusBarStyle`); default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How a change of the status bar animates (`preferredStatusBarUpdateAnimation`); default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style counts instead (`childForStatusBarStyle`); default nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility counts instead (`childForStatusBarHidden`); default nil.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Asks for the status bar's look again (`setNeedsStatusBarAppearanceUpdate()`); there is none to redraw.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the controller, presented in a style other than `.fullScreen`, takes over the status bar's look from its presenter
    /// (`modalPresentationCapturesStatusBarAppearance`); default false (docs/REFERENCE.md §20.13).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the controller lets the interface rotate (`shouldAutorotate`, deprecated in iOS 16); default true.
    open var shouldAutorotate: Bool { true }
    /// The orientations the controller supports (`supportedInterfaceOrientations`): all but upside down on an iPhone, all on an iPad.
    /// Nothing consults it: a window turns when it is given its screen's size the other way round (docs/REFERENCE.md §26.9).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation a full-screen presentation prefers (`preferredInterfaceOrientationForPresentation`): the current one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .current }
    /// Whether the home indicator may hide (`prefersHomeIndicatorAutoHidden`); default false.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home indicator preference counts instead (`childForHomeIndicatorAutoHidden`); default nil.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks for the home indicator preference again (`setNeedsUpdateOfHomeIndicatorAutoHidden()`); no indicator is drawn here.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The edges whose system gestures wait for the app's own (`preferredScreenEdgesDeferringSystemGestures`); default none.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred edges count instead (`childForScreenEdgesDeferringSystemGestures`); default nil.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Asks for the deferred edges again (`setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`); no system gesture runs here.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Whether the controller prefers the pointer locked to its scene (`prefersPointerLocked`, iOS 14); default false (§20.16).
    open var prefersPointerLocked: Bool { false }
    /// The child whose pointer lock preference counts instead (`childViewControllerForPointerLock`, iOS 14); default nil.
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// Asks for the pointer lock preference again (`setNeedsUpdateOfPrefersPointerLocked()`, iOS 14): each scene decides its lock again.
    open func setNeedsUpdateOfPrefersPointerLocked() { UIPointerLockState.updateAll() }
    /// The size the controller's content prefers (`preferredContentSize`); default zero. A change tells the parent
    /// (``preferredContentSizeDidChange(forChildContentContainer:)``).
    open var preferredContentSize = CGSize.zero { didSet { preferredContentSizeWasSet(from: oldValue) } }
    /// A child's ``preferredContentSize`` changed (`preferredContentSizeDidChange(forChildContentContainer:)`). Nothing by
    /// default: a container that sizes its children from it overrides it.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Told that the view will change to `size` (`viewWillTransition(to:with:)`, UIContentContainer): passes it on to each child at
    /// ``size(forChildContentContainer:withParentContainerSize:)``; call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }
    /// Told that the traits will become `newCollection` (`willTransition(to:with:)`, UIContentContainer), before they change: passes it
    /// on to each child whose traits change with it, at the traits it will have (UIViewController+TraitTransition.swift); call super.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardTraitTransition(to: newCollection, with: coordinator)
    }
    /// A child's view's Auto Layout fitting size changed (`systemLayoutFittingSizeDidChange(forChildContentContainer:)`). Nothing by
    /// default; nothing calls it here (docs/REFERENCE.md §18.1).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's size in a container of `parentSize` (`size(forChildContentContainer:withParentContainerSize:)`): the container's.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The traits this controller last reported, and its registrations.
    var traitChanges = TraitChangeState()
    /// Where the controller is in appearing and disappearing (UIViewController+Appearance.swift).
    package var appearanceState = AppearanceState.disappeared

    // MARK: Containers and their bars (Navigation/, TabBar/)
    /// The item a tab bar controller shows for this controller (`tabBarItem`): made when first read, with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get { containment.tabBarItem ?? makeTabBarItem() }
        set { containment.tabBarItem = newValue }
    }
    /// The nearest tab bar controller among this controller's parents (`tabBarController`).
    open var tabBarController: UITabBarController? { nearestParent(of: UITabBarController.self) }
    /// The nearest navigation controller among this controller's parents (`navigationController`), or nil.
    open var navigationController: UINavigationController? { nearestParent(of: UINavigationController.self) }
    /// The nearest split view controller among this controller's parents (`splitViewController`), or nil.
    open var splitViewController: UISplitViewController? { nearestParent(of: UISplitViewController.self) }
    /// Takes the secondary as a split view collapses (`collapseSecondaryViewController(_:for:)`): nothing; a navigation controller pushes.
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {}
    /// The secondary given back as a split view expands (`separateSecondaryViewController(for:)`): nil; a navigation controller pops it.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// Makes `scrollView` the one whose position at `edge` decides what the bars there look like (`setContentScrollView(_:for:)`, iOS 15);
    /// nil removes the one set.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        containment.setContentScrollView(scrollView, for: edge)
    }

    /// The scroll view set for `edge` (`contentScrollView(for:)`, iOS 15); nil when none was set (UIKit then looks for one itself: the root
    /// view, or its first subview, when it is a scroll view — UINavigationController+ScrollEdge.swift).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        containment.contentScrollViews.last { !$0.edges.intersection(edge).isEmpty }?.view
    }

    /// The edges of the view that reach under a container's bars (`edgesForExtendedLayout`, iOS 7); default `.all`. At an edge left out,
    /// the view stops at the bar (UIViewController+ExtendedLayout.swift, docs/REFERENCE.md §20.9).
    open var edgesForExtendedLayout = UIRectEdge.all { didSet { extendedLayoutDidChange() } }
    /// Whether the view reaches under opaque bars too (`extendedLayoutIncludesOpaqueBars`, iOS 7); default false (§20.9).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { extendedLayoutDidChange() } }
    /// Whether the tab bar and toolbar hide while it is on a navigation stack (`hidesBottomBarWhenPushed`); false (§20.10, §20.20).
    open var hidesBottomBarWhenPushed = false
    /// The items a navigation controller's toolbar shows while this controller is on top of its stack (`toolbarItems`, iOS 3); nil by
    /// default. Set while it is on top, they show at once (docs/REFERENCE.md §20.20).
    open var toolbarItems: [UIBarButtonItem]? {
        get { containment.toolbarItems }
        set { setStoredToolbarItems(newValue) }
    }
    /// Sets ``toolbarItems`` (`setToolbarItems(_:animated:)`, iOS 3); nothing animates here.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    // MARK: Presentation (UIViewController+Presentation.swift)
    /// Presents a controller (`present(_:animated:completion:)`) from the top ancestor of this one: its view fills the window or shows as a
    /// sheet, by `modalPresentationStyle`, and appears; then `completion` runs (after the transitioning delegate's animator, if any).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, else this one (`dismiss(animated:completion:)`), with those it presents in turn, then
    /// runs `completion`: the rules are `dismissModally(animated:completion:)`'s (UIViewController+Presentation.swift).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// Shows a controller where this one's context says (`show(_:sender:)`): pushed by its navigation controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) { showInContext(vc) }
    /// Shows a controller as the detail of a split view (`showDetailViewController(_:sender:)`): the nearest split view controller above
    /// shows it (§20.19); with none it is presented, UIKit's default.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController { splitViewController.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
    }

    /// The controller this one, or an ancestor, presents (`presentedViewController`), or nil.
    open var presentedViewController: UIViewController? { presentation.presented ?? parent?.presentedViewController }
    /// The controller that presented this one, or an ancestor (`presentingViewController`).
    open var presentingViewController: UIViewController? { presentation.presenting ?? parent?.presentingViewController }
    /// Whether the controller is being presented now (`isBeingPresented`): in its appearance calls.
    open var isBeingPresented: Bool { presentation.phase == .presenting }
    /// Whether the controller is being dismissed now (`isBeingDismissed`).
    open var isBeingDismissed: Bool { presentation.phase == .dismissing }

    /// How the controller covers the screen when presented (`modalPresentationStyle`); default a page sheet.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// How the presentation would animate (`modalTransitionStyle`); default `.coverVertical`.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a presented sheet refuses the user's swipe down (`isModalInPresentation`): the
    /// sheet stays and its delegate hears of the attempt (docs/REFERENCE.md §18.3).
    open var isModalInPresentation = false
    /// Whether its view is the context `.currentContext` covers (`definesPresentationContext`); stored.
    open var definesPresentationContext = false
    /// Whether, as that context, its transition style is used (`providesPresentationContextTransitionStyle`); stored: nothing animates.
    open var providesPresentationContextTransitionStyle = false
    /// What it presents, what presents it and how (UIViewController+Presentation.swift).
    var presentation = PresentationState()

    // MARK: Storyboards (Nibs/; none loads on Linux, docs/REFERENCE.md §15.1)
    /// The storyboard the controller came from (`storyboard`): nil — none loads on Linux.
    open var storyboard: UIStoryboard? { nil }
    /// Performs the segue with an identifier from the storyboard (`performSegue(withIdentifier:sender:)`). There is none: iOS's exception
    /// ("Receiver (<App.ListController: 0x…>) has no segue with identifier 'showDetail'") is printed; no segue method is called, as on iOS.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        UIStoryboard.reportMissingSegue(identifier, of: self)
    }
    /// Whether a segue triggered from the storyboard should go ahead (`shouldPerformSegue(withIdentifier:sender:)`): true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before a segue from this controller is performed, to hand its destination data (`prepare(for:sender:)`): nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}
