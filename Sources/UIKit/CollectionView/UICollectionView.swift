import CollectionAnimation
import CollectionRendering

/// UIKit's `UICollectionView` on Linux: a scroll view that hosts a ``UICollectionViewLayout`` and a data source, with UIKit's declarations,
/// driving the headless core `CollectionView` (``coreView``) for layout passes, reuse, batch updates and selection.
///
/// UIKit's failures are never traps: where UIKit raises `NSInternalInconsistencyException` (an invalid batch update, an unregistered reuse
/// identifier or decoration kind, a layout with no attributes for a visible item), the collection view records UIKit's text in
/// ``raisedExceptions`` and carries on; the snapshot strategies fail on them.
///
/// Nothing happens on a run loop here: call `layoutIfNeeded()` to lay out, as a snapshot test does.
open class UICollectionView: UIScrollView {
    /// The headless core collection view this object drives (what the renderer and animators take).
    public let coreView: CollectionView
    let hostBridge = HostBridge()
    /// The core's drag and drop delegate, speaking to ``dragDelegate`` and ``dropDelegate``.
    let dragDropBridge = DragDropBridge()
    /// Supplies the items of drags that start here (`dragDelegate`, weak).
    public weak var dragDelegate: (any UICollectionViewDragDelegate)?
    /// Handles drags over the collection view (`dropDelegate`, weak).
    public weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// Storage of `dragInteractionEnabled` (true by default).
    var dragInteractionDisabled = false
    /// The installed layout; installing one tells its bridge which view hosts it.
    var collectionViewLayoutStorage: UICollectionViewLayout { didSet { collectionViewLayoutStorage.bridge.host = self } }
    var cellClasses: [String: UICollectionReusableView.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// The nibs registered instead of classes, keyed as the classes are (UINib.swift: none loads here).
    var reuseNibs: [String: UINib] = [:]
    var decorationViews: [ElementKey: UICollectionReusableView] = [:]
    var displayedCells: [IndexPath: UICollectionViewCell] = [:]
    /// The core view carrying each UIKit view this collection view created, by view identity (the core queues core views; this keeps the
    /// pairs together).
    var hostedViews: [ObjectIdentifier: HostedView] = [:]
    /// How a cell that invalidates its intrinsic size is sized again (`selfSizingInvalidation`, iOS 16;
    /// UICollectionView+SelfSizingInvalidation.swift).
    public var selfSizingInvalidation = SelfSizingInvalidation.enabled
    /// The cells lifted for the drag that began here, told when it ends (UICollectionView+DragAndDrop.swift).
    var liftedCells: [UICollectionViewCell] = []
    /// The cell being configured again in place and its path (see `reconfigureItems(at:)`).
    var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
    /// What the last animated `setCollectionViewLayout(_:animated:completion:)` would animate in UIKit (sample it or render its frames);
    /// nil after a change without animation.
    public internal(set) var lastLayoutTransition: TransitionAnimation? { didSet { startOnClock(lastLayoutTransition) } }
    /// What the last batch update (`performBatchUpdates` or a single update call) would animate in UIKit; building it asks the layout's
    /// appearing and disappearing hooks between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`, UIKit's order.
    public internal(set) var lastUpdateAnimation: UpdateAnimation? { didSet { startOnClock(lastUpdateAnimation) } }
    /// How deep the batch-update blocks under way are nested.
    var batchDepth = 0
    /// The edit menu a simulated long press shows (see `UICollectionView+EditMenu.swift`).
    var presentedEditMenu: EditMenu?
    /// The swipe actions revealed on a list cell, if any (UICollectionView+SwipeActions.swift).
    var swipeSession: SwipeActionsSession?
    /// The transition layout `startInteractiveTransition(to:completion:)` is installing, for the bridge to hand to the core.
    var pendingTransitionLayout: UICollectionViewTransitionLayout?
    /// The traits that size its content, as of the last trait change (`traitsDidChange()`); at first those of a view in no hierarchy, as
    /// every view is made.
    var sizingTraits = SizingTraits(UIView.unattachedTraits)
    /// Our testing extension (not UIKit API): the animated scroll that `setContentOffset(_:animated: true)` or
    /// `scrollToItem(at:at:animated: true)` started, waiting for its frames (`runScrollAnimation(fps:)`); nil when none is pending.
    public internal(set) var pendingScrollAnimation: ScrollAnimation?
    /// The exceptions UIKit would have raised, in order (an iOS app stops at the first).
    public internal(set) var raisedExceptions: [UIKitException] = []
    /// UIKit's console warnings (such as flow layout's "the behavior of the UICollectionViewFlowLayout is not defined"), in order.
    public internal(set) var loggedWarnings: [String] = []
    /// A collection view with a frame and a layout (`init(frame:collectionViewLayout:)`), UIKit's designated initializer.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        coreView = CollectionView(frame: frame, collectionViewLayout: layout.bridge)
        collectionViewLayoutStorage = layout
        super.init(frame: frame)
        connectCoreView()
    }
    /// A collection view from a coder (`init?(coder:)`), designated as in UIKit, so a subclass's `required init?(coder:)` can call
    /// `super.init(coder:)`. Collection views are not decoded here: the view has a zero frame and a flow layout.
    public required init?(coder: NSCoder) {
        let layout = UICollectionViewFlowLayout()
        coreView = CollectionView(frame: .zero, collectionViewLayout: layout.bridge)
        collectionViewLayoutStorage = layout
        super.init(coder: coder)
        connectCoreView()
    }
    /// A collection view with a zero frame and a flow layout (`init()`). Not required, as in UIKit: a subclass may declare an `init()` of
    /// its own without `required`. Deliberate difference: UIKit raises here ("UICollectionView must be initialized with a non-nil layout
    /// parameter"); this one installs a flow layout.
    public convenience init() {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    // MARK: Geometry
    /// The bounds: origin = content offset, size = frame size, the core view's. Changing them asks the layout whether to invalidate, as
    /// UIKit does on every scroll and resize, and sets the layer's; a new size resizes the subviews by their `autoresizingMask`. (The
    /// layer's bounds follow the core's own scrolling after each layout pass.)
    open override var bounds: CGRect {
        get { coreView.bounds }
        set {
            coreView.bounds = newValue
            super.bounds = newValue
        }
    }
    /// The content size from the last layout pass.
    open override var contentSize: CGSize {
        get { coreView.contentSize }
        set {}
    }
    /// The adjusted content inset is the core's, which the layout sees.
    override var appliedAdjustedContentInset: UIEdgeInsets {
        get { coreView.contentInset }
        set { coreView.contentInset = newValue }
    }

    override func traitsDidChange() {
        coreView.screenScale = traitCollection.displayScale
        coreView.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        sizingTraitsMayHaveChanged()
    }

    // MARK: Scroll physics (the core host plays it; see UICollectionView+Scrolling)
    /// How fast a released scroll slows down (`decelerationRate`); forwarded to the core.
    open override var decelerationRate: DecelerationRate { didSet { syncScrollSettings() } }
    /// Whether releases settle on multiples of the bounds (`isPagingEnabled`).
    open override var isPagingEnabled: Bool { didSet { syncScrollSettings() } }
    /// Whether the content bounces at its edges (`bounces`).
    open override var bounces: Bool { didSet { syncScrollSettings() } }
    /// Whether vertical bouncing is always allowed (`alwaysBounceVertical`).
    open override var alwaysBounceVertical: Bool { didSet { syncScrollSettings() } }
    /// Whether horizontal bouncing is always allowed (`alwaysBounceHorizontal`).
    open override var alwaysBounceHorizontal: Bool { didSet { syncScrollSettings() } }
    /// Scrolls to `contentOffset` (`setContentOffset(_:animated:)`): at once, or over 0.3 s ease-out (our estimate: UIKit's are private)
    /// on the animation clock at 60 frames a second, laying out and sending `scrollViewDidScroll` each frame, then
    /// `scrollViewDidEndScrollingAnimation`; it waits in ``pendingScrollAnimation``, which ``runScrollAnimation(fps:)`` plays at once.
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrollFrames()
        pendingScrollAnimation = coreView.setContentOffset(contentOffset, animated: animated)
        if !animated { layoutIfNeeded() }
        if let animation = pendingScrollAnimation { playOnClock(animation) }
    }
    /// Whether a scripted finger is dragging the content (`isDragging`).
    open override var isDragging: Bool { coreView.isDragging }
    /// Whether the content is moving after a scripted release (`isDecelerating`).
    open override var isDecelerating: Bool { coreView.isDecelerating }

    // MARK: Data and layout
    /// The data source (`dataSource`), held weakly; setting it reloads the data.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { coreView.reloadData() } }
    /// The delegate (`delegate`), held weakly; setting it invalidates the layout.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet {
            hostBridge.flowDelegate = delegate as? any UICollectionViewDelegateFlowLayout
            collectionViewLayoutStorage.invalidateLayout()
        }
    }
    /// The delegate, as a scroll view's `delegate` sees it; one that is not a collection view delegate is not taken.
    override var anyScrollViewDelegate: (any UIScrollViewDelegate)? {
        get { delegate }
        set { delegate = newValue as? any UICollectionViewDelegate }
    }
    /// None: the core view tells the delegate of scrolling itself.
    override var scrollViewDelegate: (any UIScrollViewDelegate)? { nil }
    /// Told ahead of time which items a scroll is about to show (`prefetchDataSource`, iOS 10), held weakly; nil stops prefetching. When it
    /// is told is a model: see ``UICollectionViewDataSourcePrefetching``.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet { coreView.prefetchDataSource = prefetchDataSource == nil ? nil : hostBridge }
    }
    /// Whether prefetching runs (`isPrefetchingEnabled`); default true. Off, the ``prefetchDataSource`` is told nothing. (UIKit also
    /// prepares cells ahead of time; here cells are made when they show.)
    open var isPrefetchingEnabled: Bool {
        get { coreView.isPrefetchingEnabled }
        set { coreView.isPrefetchingEnabled = newValue }
    }
    /// Whether it is in editing mode (`isEditing`, iOS 14): a tap selects by ``allowsSelectionDuringEditing`` and its multiple form, primary
    /// actions are off by default, cells of items the delegate lets edit have `configurationState.isEditing`; a change updates every
    /// visible cell's configuration, as UIKit does, and closes revealed swipe actions.
    open var isEditing: Bool {
        get { coreView.isEditing }
        set {
            if newValue { closeSwipeActions() }
            assignIfChanged(newValue, to: \.isEditing, of: coreView) {
                setVisibleCellsNeedUpdateConfiguration()
                syncCellStates()
            }
        }
    }
    /// The layout (`collectionViewLayout`); setting it installs it without animation (`setCollectionViewLayout(_:animated: false)`).
    open var collectionViewLayout: UICollectionViewLayout {
        get { collectionViewLayoutStorage }
        set { install(newValue, animated: false, completion: nil) }
    }
    /// The number of sections (`numberOfSections`).
    open var numberOfSections: Int { coreView.numberOfSections }
    /// The number of items in a section (`numberOfItems(inSection:)`).
    open func numberOfItems(inSection section: Int) -> Int { coreView.numberOfItems(inSection: section) }
    /// Re-reads everything from the data source (`reloadData()`); clears the selection and closes revealed swipe actions.
    open func reloadData() {
        closeSwipeActions()
        coreView.reloadData()
    }

    // MARK: Reuse (UICollectionView+Reuse.swift): open, as UIKit's, so a subclass can override them
    /// Registers a cell class, made with `init(frame:)`, for an identifier (`register(_:forCellWithReuseIdentifier:)`); nil removes it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { registerCell(cellClass, identifier) }
    /// Registers a supplementary view class for a kind and identifier (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registerSupplementary(viewClass, elementKind, identifier)
    }
    /// Registers a nib for a cell identifier (`register(_:forCellWithReuseIdentifier:)`); dequeuing it records the exception for a nib
    /// that cannot load (see ``UINib``). nil removes it.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { registerCell(nib: nib, identifier) }
    /// Registers a nib for a supplementary kind and identifier (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`), as above.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementary(nib: nib, kind, identifier)
    }
    /// A recycled or new cell (`dequeueReusableCell(withReuseIdentifier:for:)`). An unregistered identifier records UIKit's exception and
    /// returns an empty cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueCell(identifier, indexPath)
    }
    /// A recycled or new supplementary view (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`). An unregistered kind or
    /// identifier records UIKit's exception and returns an empty view.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { dequeueSupplementary(elementKind, identifier, indexPath) }
    /// Asks for a layout pass (`setNeedsLayout()`): the collection view's, in the next pass of the views around it too.
    open override func setNeedsLayout() {
        coreView.setNeedsLayout()
        super.setNeedsLayout()
    }
    /// The elements' layout pass, after the subviews' (`layoutSubviews()`), as UIKit's collection view does its layout pass there: a pass
    /// of a superview (`layoutIfNeeded()` on a controller's view, a window) lays out a collection view whose bounds changed.
    override func layOutContent() { runElementPass() }
    /// Runs a pending layout pass (`layoutIfNeeded()`): prepare → content size → elements in the bounds, cells dequeued and given their
    /// attributes, failures recorded in ``raisedExceptions``; a controller's view's pass is bracketed by its `viewWillLayoutSubviews()`
    /// and `viewDidLayoutSubviews()`.
    open override func layoutIfNeeded() {
        let controller = owningViewController.flatMap { coreView.needsLayout || coreView.collectionViewLayout.needsPrepare ? $0 : nil }
        controller?.viewWillLayoutSubviews()
        runElementPass()
        controller?.viewDidLayoutSubviews()
    }

    // MARK: Selection, queries, updates: open, as UIKit's, so a subclass can override them
    /// Whether items can be selected (`allowsSelection`).
    open var allowsSelection: Bool {
        get { coreView.allowsSelection }
        set { coreView.allowsSelection = newValue }
    }
    /// Whether more than one item can be selected (`allowsMultipleSelection`).
    open var allowsMultipleSelection: Bool {
        get { coreView.allowsMultipleSelection }
        set { coreView.allowsMultipleSelection = newValue }
    }
    /// Whether a tap selects while ``isEditing`` (`allowsSelectionDuringEditing`, iOS 14); default false (docs/REFERENCE.md §17).
    open var allowsSelectionDuringEditing: Bool {
        get { coreView.allowsSelectionDuringEditing }
        set { coreView.allowsSelectionDuringEditing = newValue }
    }
    /// Whether more than one item can be selected while ``isEditing`` (`allowsMultipleSelectionDuringEditing`, iOS 14); default false.
    open var allowsMultipleSelectionDuringEditing: Bool {
        get { coreView.allowsMultipleSelectionDuringEditing }
        set { coreView.allowsMultipleSelectionDuringEditing = newValue }
    }
    /// The selected items, sorted (`indexPathsForSelectedItems`); empty when none.
    open var indexPathsForSelectedItems: [IndexPath]? { coreView.indexPathsForSelectedItems }
    /// Selects an item without asking the delegate (`selectItem(at:animated:scrollPosition:)`); nil deselects all.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(itemAt: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects an item without asking the delegate (`deselectItem(at:animated:)`).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(itemAt: indexPath) }
    /// The visible cells, in draw order (`visibleCells`).
    open var visibleCells: [UICollectionViewCell] { hostedCells }
    /// The visible items' index paths, sorted (`indexPathsForVisibleItems`).
    open var indexPathsForVisibleItems: [IndexPath] { coreView.indexPathsForVisibleItems }
    /// The visible cell of an item, or nil (`cellForItem(at:)`).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { hostedCell(at: indexPath) }
    /// The index path of a visible cell, or nil (`indexPath(for:)`).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { hostedIndexPath(of: cell) }
    /// The topmost item whose visible cell contains `point`, in content coordinates (`indexPathForItem(at:)`).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { topmostItem(at: point) }
    /// The visible supplementary view of a kind at an index path (`supplementaryView(forElementKind:at:)`).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        hostedSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    /// The visible supplementary views of a kind (`visibleSupplementaryViews(ofKind:)`).
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        hostedSupplementaryViews(ofKind: elementKind)
    }
    /// The index paths of the visible supplementary views of a kind, sorted (`indexPathsForVisibleSupplementaryElements(ofKind:)`).
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        coreView.indexPathsForVisibleSupplementaryElements(ofKind: elementKind)
    }
    /// The layout's attributes of an item, in the collection view's coordinates (`layoutAttributesForItem(at:)`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shownAttributes(forItemAt: indexPath)
    }
    /// The layout's attributes of a supplementary view (`layoutAttributesForSupplementaryElement(ofKind:at:)`).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shownAttributes(forSupplementaryOfKind: kind, at: indexPath)
    }
    /// Scrolls so the item sits at `scrollPosition` (`scrollToItem(at:at:animated:)`).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItemAt: indexPath, at: scrollPosition, animated: animated)
    }
    /// Replaces the layout (`setCollectionViewLayout(_:animated:)`).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        install(layout, animated: animated, completion: nil)
    }
    /// Replaces the layout, then runs `completion` (`setCollectionViewLayout(_:animated:completion:)`).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        install(layout, animated: animated, completion: completion)
    }
    /// Starts an interactive transition to `layout` (`startInteractiveTransition(to:completion:)`).
    @discardableResult
    open func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractionTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout { beginInteractiveTransition(to: layout, completion: completion) }
    /// Ends the interactive transition at the new layout, its completion told `(true, true)` (`finishInteractiveTransition()`).
    open func finishInteractiveTransition() { coreView.finishInteractiveTransition() }
    /// Ends the interactive transition at the old layout, its completion told `(false, true)` (`cancelInteractiveTransition()`).
    open func cancelInteractiveTransition() { coreView.cancelInteractiveTransition() }
    /// Runs inserts, deletes, moves and reloads as one update (`performBatchUpdates(_:completion:)`), validated as UIKit does (an invalid
    /// one in ``raisedExceptions``); nil animates a layout change alone; `completion` runs when ``lastUpdateAnimation`` ends (§5, §24.4).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchUpdates(updates ?? {}, completion: completion)
    }
    /// Inserts items at after-update paths (`insertItems(at:)`).
    open func insertItems(at indexPaths: [IndexPath]) { perform(.insertItems(indexPaths)) }
    /// Deletes items at before-update paths (`deleteItems(at:)`).
    open func deleteItems(at indexPaths: [IndexPath]) { perform(.deleteItems(indexPaths)) }
    /// Reloads items (`reloadItems(at:)`).
    open func reloadItems(at indexPaths: [IndexPath]) { perform(.reloadItems(indexPaths)) }
    /// Hands visible cells to the data source again, keeping their views (`reconfigureItems(at:)`, iOS 15; docs/REFERENCE.md §15).
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(itemsAt: indexPaths) }
    /// Moves an item (`moveItem(at:to:)`).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { perform(.moveItem(at: indexPath, to: newIndexPath)) }
    /// Inserts sections (`insertSections(_:)`).
    open func insertSections(_ sections: IndexSet) { perform(.insertSections(sections)) }
    /// Deletes sections (`deleteSections(_:)`).
    open func deleteSections(_ sections: IndexSet) { perform(.deleteSections(sections)) }
    /// Reloads sections (`reloadSections(_:)`).
    open func reloadSections(_ sections: IndexSet) { perform(.reloadSections(sections)) }
    /// Moves a section (`moveSection(_:toSection:)`).
    open func moveSection(_ section: Int, toSection newSection: Int) { perform(.moveSection(section, toSection: newSection)) }
    /// Starts moving an item; false when the data source's `canMoveItemAt` says no (`beginInteractiveMovementForItem(at:)`, §11).
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { coreView.beginInteractiveMovementForItem(at: indexPath) }
    /// Moves the point the lifted item follows (`updateInteractiveMovementTargetPosition(_:)`); one not finite is ignored.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { moveInteractiveMovementTarget(to: targetPosition) }
    /// Ends the movement: the data source's `moveItemAt:to:` is called once (`endInteractiveMovement()`).
    open func endInteractiveMovement() { coreView.endInteractiveMovement() }
    /// Cancels the movement: every item goes back, the data source is not told (`cancelInteractiveMovement()`).
    open func cancelInteractiveMovement() { stopInteractiveMovement() }
    /// Whether drags can start here (`dragInteractionEnabled`); default true (iOS 15 and later on every device).
    open var dragInteractionEnabled: Bool {
        get { !dragInteractionDisabled }
        set { dragInteractionDisabled = !newValue }
    }
    /// Whether a drag that began here is under way (`hasActiveDrag`).
    open var hasActiveDrag: Bool { coreView.hasActiveDrag }
    /// Whether a drop is being tracked over the collection view (`hasActiveDrop`).
    open var hasActiveDrop: Bool { coreView.hasActiveDrop }

    // MARK: Drawing (UICollectionView+RenderedContent.swift)
    /// The view under all other content (`backgroundView`), filling the bounds without scrolling; set, it becomes the first subview (the
    /// old one leaves); nil, the default, shows the `backgroundColor` (UICollectionView+BackgroundView.swift).
    open var backgroundView: UIView? { didSet { backgroundViewDidChange(from: oldValue) } }
    /// Draws the cells, supplementary and decoration views on screen into the collection view's layer content, under its own subviews.
    override func drawOwnContent(into content: inout ElementContent) { drawElements(into: &content) }

    // MARK: Touches (UICollectionView+Touches.swift)
    /// The item a touch went down on and highlighted, until it lifts.
    var touchedItem: IndexPath?
    /// The finger of a simulated drag, down from `simulateDragBegin(at:)` to `simulateDropEnd(performing:)`.
    var dragTouch: HeldTouch?

    /// The background view, then the visible cells and reusable views (in draw order), then the other subviews (the reusable views among
    /// the subviews include those kept for reuse, which take no touches).
    override var touchableSubviews: [UIView] {
        let background = backgroundView.flatMap { $0.superview === self ? [$0] : nil } ?? []
        return background + visibleViewsInDrawOrder + subviews.filter { !isHostedReusableView($0) && $0 !== backgroundView }
    }
    /// A finger down on an item highlights it, as UIKit's collection view does.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesBegan(touches) }
    /// A finger lifting on the item it went down on selects it; elsewhere it unhighlights.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesEnded(touches) }
    /// A cancelled touch unhighlights its item.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesCancelled() }
    /// A touch drag moves the core view; a scripted drag (``simulateDrag(by:duration:releaseVelocity:fps:)``) already dragging keeps the
    /// scroll to itself. A touch drag ends the pending animated scroll.
    override func touchScrollHost() -> (any ScrollHost)? {
        guard !coreView.isDragging else { return nil }
        pendingScrollAnimation = nil
        return coreView
    }

    // MARK: Animations on the clock (UICollectionView+ClockAnimation.swift)
    /// The batch-update or layout-change animation running on the animation clock.
    var animationOnClock: CollectionAnimationRun?
    /// The completions of the batch-update block under way and the blocks nested in it, run when its animation ends.
    var nestedBatchCompletions: [(Bool) -> Void] = []
}
