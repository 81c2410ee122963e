/// A view controller that manages a collection view (`UICollectionViewController`), as
/// UIKit's: its ``collectionView`` is its ``UIViewController/view``, made by ``loadView()``
/// with the layout given to ``init(collectionViewLayout:)``, and the controller is that
/// collection view's data source and delegate. Subclasses `override` the data source and
/// delegate methods they need, exactly as on iOS; the methods left out answer as UIKit does.
///
/// As in UIKit it adopts `UICollectionViewDataSource` and `UICollectionViewDelegate` but not
/// ``UICollectionViewDelegateFlowLayout``: a subclass adopts that itself, and the flow
/// layout then asks it.
///
/// Nothing appears on its own here: ``UIViewController/simulateAppearance(animated:)`` sends
/// `viewWillAppear(_:)`, where the controller reloads the data the first time and clears the
/// selection (``clearsSelectionOnViewWillAppear``). There are no gestures or navigation: see
/// ``installsStandardGestureForInteractiveMovement`` and
/// ``useLayoutToLayoutNavigationTransitions``. UIKit's rules and the models chosen where it
/// is silent: docs/REFERENCE.md §18.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with (see ``collectionViewLayout``).
    private let initialLayout: UICollectionViewLayout
    /// Whether an initializer was given a layout (UIKit has none for `init(nibName:bundle:)`).
    private let hasInitialLayout: Bool
    private var storedCollectionView: UICollectionView?
    private var hasAppeared = false
    /// UIKit's answers for the methods a subclass leaves out (one home: the protocols' own defaults).
    let defaults = ProtocolDefaults()

    /// A controller whose collection view uses `layout` (`init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        hasInitialLayout = true
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with no layout (`init(nibName:bundle:)`, also `init()`). UIKit would load
    /// the collection view from the nib; with no nib it makes one with a nil layout and
    /// raises `NSInvalidArgumentException` ("UICollectionView must be initialized with a
    /// non-nil layout parameter") when the view loads. Here that exception is recorded in the
    /// collection view's `raisedExceptions` and the collection view gets a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        hasInitialLayout = false
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Controllers are not decoded here: one from a coder has a flow layout, the layout a
    /// storyboard's collection view controller starts with.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        hasInitialLayout = true
        super.init(coder: coder)
    }

    // MARK: The collection view

    /// The collection view (`collectionView`); reading it loads the view. Setting it makes it
    /// the controller's ``UIViewController/view`` (its data source and delegate stay as they
    /// are); setting nil unloads the view. A `loadView()` override that sets `view` to a
    /// collection view without calling super makes that one the collection view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView ?? viewIfLoaded as? UICollectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
        }
    }

    /// The layout the controller was made with (`collectionViewLayout`). As UIKit documents,
    /// it is not updated when the collection view's layout changes: read
    /// `collectionView.collectionViewLayout` for the current one.
    open var collectionViewLayout: UICollectionViewLayout { initialLayout }

    /// Whether ``UIViewController/viewWillAppear(_:)`` deselects every selected item
    /// (`clearsSelectionOnViewWillAppear`); default true. The delegate is not told, as with
    /// `deselectItem(at:animated:)`.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether UIKit installs its long-press gesture that drives interactive movement
    /// (`installsStandardGestureForInteractiveMovement`, iOS 9); default true. Stored only:
    /// there are no gestures here. Drive a reorder with the collection view's
    /// `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)`
    /// and `endInteractiveMovement()`, as the gesture does.
    open var installsStandardGestureForInteractiveMovement = true

    /// Whether a navigation controller push animates between the two controllers' layouts
    /// (`useLayoutToLayoutNavigationTransitions`, iOS 7); default false. Stored only: a
    /// navigation controller's push animates here only through its delegate's animator
    /// (`setCollectionViewLayout(_:animated:completion:)` animates a layout change).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view (`loadView()`): the view's size is zero until you set it,
    /// its layout ``collectionViewLayout``, its data source and delegate this controller,
    /// and its editing mode ``UIViewController/isEditing``. Calling super from an override
    /// keeps this, as UIKit asks.
    open override func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        if !hasInitialLayout {
            collectionView.raise(
                UIKitException(
                    reason: "UICollectionView must be initialized with a non-nil layout parameter", name: "NSInvalidArgumentException"))
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.isEditing = isEditing
        self.collectionView = collectionView
    }

    /// Reloads the data the first time the view appears and deselects every item when
    /// ``clearsSelectionOnViewWillAppear`` (`viewWillAppear(_:)`); call super from an override.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView = storedCollectionView else { return }
        if !hasAppeared {
            hasAppeared = true
            collectionView.reloadData()
        }
        guard clearsSelectionOnViewWillAppear else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Enters or leaves editing mode and passes it to the collection view's `isEditing`, as
    /// UIKit's collection view controller does since iOS 14 (`setEditing(_:animated:)`).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        storedCollectionView?.isEditing = editing
    }

    // MARK: UICollectionViewDataSource
    //
    // Every data source and delegate method is declared in the class itself, `open`, as UIKit's
    // Swift interface shows them: methods in an extension cannot be overridden. Each answers
    // as the protocol's default does (through `defaults`).

    /// No items (`collectionView(_:numberOfItemsInSection:)`), UIKit's answer: override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }

    /// Override it to return a dequeued cell (`collectionView(_:cellForItemAt:)`). UIKit's
    /// controller does not implement it: asked for a cell, it raises
    /// `NSInvalidArgumentException` (an unrecognized selector). Here that exception is
    /// recorded in the collection view's `raisedExceptions` and an empty cell is shown.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.raise(
            UIKitException(
                reason: "-[\(String(reflecting: type(of: self))) collectionView:cellForItemAtIndexPath:]: "
                    + "unrecognized selector sent to instance 0x0000000000000000", name: "NSInvalidArgumentException"))
        return UnimplementedCell(frame: .zero)
    }

    /// One section (`numberOfSections(in:)`), as UIKit.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        defaults.numberOfSections(in: collectionView)
    }

    /// UIKit's exception, recorded, and an empty view (`collectionView(_:viewForSupplementaryElementOfKind:at:)`;
    /// see `UICollectionViewDataSource`): override it when the layout has supplementary views.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        defaults.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    /// True (`collectionView(_:canMoveItemAt:)`; see `UICollectionViewDataSource`).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, canMoveItemAt: indexPath)
    }

    /// Nothing (`collectionView(_:moveItemAt:to:)`): override it to update your model after an
    /// interactive movement.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        defaults.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: UICollectionViewDelegate

    // Highlighting.

    /// Whether a touch may highlight the item; true, as UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    /// Told that the item highlighted on touch-down (a simulated tap's first step); nothing,
    /// as UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didHighlightItemAt: indexPath)
    }

    /// Told that the item's highlight ended; nothing, as UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    // Display.

    /// Nothing, as UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    /// Nothing, as UIKit without an override.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        defaults.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    // Scrolling after a layout change.

    /// The proposal, as UIKit without an override.
    open func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        defaults.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
    }

    // Selection: each question, then what a tap that it allows tells.

    /// Whether a tap may select the item; true, as UIKit without an override. Code that
    /// selects (`selectItem(at:animated:scrollPosition:)`) does not ask.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    /// Told that a tap selected the item (`simulateTap(at:)` here): override it to respond, as
    /// most subclasses do. Nothing, as UIKit without an override; code that selects does not
    /// tell it.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    /// Whether a tap may deselect the item; true, as UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }

    /// Told that a tap deselected the item; nothing, as UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didDeselectItemAt: indexPath)
    }

    // Context menus (iOS 16).

    /// No context menu, as UIKit without an override (iOS 16).
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        defaults.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
    }

    // Editing mode (iOS 14).

    /// Whether the item's cell enters editing mode with the collection view (iOS 14); true, as
    /// UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, canEditItemAt: indexPath)
    }

    // The edit menu (deprecated in iOS 13).

    /// Whether a long press shows the item's edit menu (deprecated in iOS 13); false, as
    /// UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
    }

    /// False, as UIKit without an override.
    open func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        defaults.collectionView(collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender)
    }

    /// Nothing, as UIKit without an override.
    open func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
        defaults.collectionView(collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
    }

    // Primary actions (iOS 16).

    /// Whether a tap performs the item's primary action (iOS 16); true outside editing mode,
    /// false in it, as UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
    }

    /// Told to perform the item's primary action, such as navigating (iOS 16); nothing, as
    /// UIKit without an override.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
    }

    // Layout transitions.

    /// A plain transition layout, as UIKit without an override.
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        defaults.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
    }

    // Interactive movement.

    /// Asks this controller's deprecated `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`
    /// with the current path, as UIKit without an override (iOS 15).
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        targetThroughDeprecatedMethod(collectionView, currentIndexPath: currentIndexPath, proposedIndexPath: proposedIndexPath)
    }

    /// The proposal, as UIKit without an override (deprecated in iOS 15).
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        defaults.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    // MARK: UIScrollViewDelegate

    /// Nothing, as UIKit without an override.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        defaults.scrollViewDidScroll(scrollView)
    }

    /// Nothing, as UIKit without an override.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        defaults.scrollViewWillBeginDragging(scrollView)
    }

    /// Nothing, as UIKit without an override.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        defaults.scrollViewWillBeginDecelerating(scrollView)
    }

    /// Nothing, as UIKit without an override.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        defaults.scrollViewDidEndDecelerating(scrollView)
    }

    /// Nothing, as UIKit without an override.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        defaults.scrollViewDidEndScrollingAnimation(scrollView)
    }

    /// Nothing (the target stays), as UIKit without an override.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        defaults.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    /// Nothing, as UIKit without an override.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        defaults.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
}
