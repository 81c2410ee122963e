import Foundation

/// The headless collection view, as `UICollectionView`: it hosts a layout and a data
/// source, keeps the bounds, content offset and insets, runs layout passes, and recycles
/// views through reuse queues.
///
/// Data flows one way: data source → layout → attributes → views. Nothing is drawn here.
public final class CollectionView {
    /// A visible element: its attributes and the view showing it.
    public struct VisibleElement {
        /// Where the element is.
        public var attributes: LayoutAttributes
        /// The view showing it (a ``CollectionViewCell`` for cells).
        public var view: ReusableView
        /// The size the view was last self-sized at and the size it preferred; nil until the
        /// view has been asked (see CollectionView+SelfSizing).
        var sizedAt: (given: CGSize, preferred: CGSize)?
    }

    /// Reading direction; right-to-left mirrors flow layout's x positions.
    public enum LayoutDirection: String, Sendable, Codable {
        case leftToRight, rightToLeft
    }

    // MARK: Geometry

    private var storedFrameSize: CGSize
    private var storedContentOffset: CGPoint

    /// The view's size on screen, in points.
    public var frameSize: CGSize {
        get { storedFrameSize }
        set { setBounds(CGRect(origin: storedContentOffset, size: newValue)) }
    }

    /// The content offset: the bounds' origin.
    public var contentOffset: CGPoint {
        get { storedContentOffset }
        set { setBounds(CGRect(origin: newValue, size: storedFrameSize)) }
    }

    /// The content inset (the adjusted content inset: this host has no safe area).
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// Pixels per point (`traitCollection.displayScale`).
    public var screenScale: CGFloat = 1 {
        didSet { if screenScale != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// Reading direction (`effectiveUserInterfaceLayoutDirection`).
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// The visible rectangle in content coordinates: origin = content offset.
    public var bounds: CGRect {
        get { CGRect(origin: storedContentOffset, size: storedFrameSize) }
        set { setBounds(newValue) }
    }

    /// Changes the bounds, asking the layout first (while ``bounds`` is still the old
    /// one) whether the change invalidates it, as UIKit does on every scroll and resize.
    private func setBounds(_ newBounds: CGRect) {
        guard newBounds != bounds else { return }
        let layout = collectionViewLayout
        let invalidate = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        let scrolled = newBounds.origin != storedContentOffset
        if scrolled { lastScrollHeading = ScrollHeading(from: storedContentOffset, to: newBounds.origin) }
        storedContentOffset = newBounds.origin
        storedFrameSize = newBounds.size
        needsLayout = true
        if invalidate { layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds)) }
        // UIKit tells the delegate of every change of the content offset.
        if scrolled { delegate?.scrollViewDidScroll(self) }
    }

    // MARK: Scrolling physics (see CollectionView+Physics)

    /// How fast a released scroll slows down (`decelerationRate`); default `.normal`.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether releases settle on multiples of the bounds size (`isPagingEnabled`).
    public var isPagingEnabled = false
    /// Whether the content may pass its edges and bounce back (`bounces`); default true.
    public var bounces = true
    /// Whether vertical bouncing is allowed when the content is not taller than the view
    /// (`alwaysBounceVertical`).
    public var alwaysBounceVertical = false
    /// Whether horizontal bouncing is allowed when the content is not wider than the view
    /// (`alwaysBounceHorizontal`).
    public var alwaysBounceHorizontal = false
    /// Whether a (scripted) finger is dragging the content (`isDragging`).
    public internal(set) var isDragging = false
    /// Whether the content is moving after a release (`isDecelerating`).
    public internal(set) var isDecelerating = false

    // MARK: Data and layout

    /// The data source (weak, as in UIKit).
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate (weak, as in UIKit).
    public weak var delegate: (any CollectionViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// The layout. Setting it installs the new layout without animation.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            install(collectionViewLayout)
        }
    }

    /// What views measure their content with when the layout lets them size themselves
    /// (docs/REFERENCE.md, "Self-sizing"); nil: views keep the layout's sizes. The renderer
    /// provides one that measures text with the fonts it draws with. Weak: the caller keeps it.
    public weak var contentSizing: (any ContentSizing)? {
        didSet { if contentSizing !== oldValue { resetSelfSizing() } }
    }

    /// Receives diagnostics (UIKit's console warnings, such as flow layout's "the behavior
    /// of the UICollectionViewFlowLayout is not defined"); the CLI prints them on stderr.
    public var diagnosticHandler: ((String) -> Void)?

    /// A collection view of the given size with a layout.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        storedFrameSize = frame.size
        storedContentOffset = .zero
        collectionViewLayout = layout
        install(layout)
    }

    // MARK: Stored state (the extensions CollectionView+… hold the behaviour)

    /// The per-section item counts last read from the data source (see CollectionView+Counts).
    var cachedCounts: [Int]?

    /// The operations recorded by the batch update under way (see CollectionView+BatchUpdates).
    var batchRecorder = BatchUpdateRecorder()

    /// Whether `performBatchUpdates` leaves `finalizeCollectionViewUpdates()` to its
    /// caller: true only inside ``withDeferredUpdateFinalization(_:)``.
    private(set) var defersUpdateFinalization = false

    /// Runs `body` with `performBatchUpdates` leaving `finalizeCollectionViewUpdates()` to
    /// the caller, then restores the previous setting when `body` returns or throws
    /// (balanced by construction). UIKit asks the layout's appearing/disappearing hooks
    /// between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`
    /// (docs/REFERENCE.md §5, §6); an animator that builds the animation after the batch runs
    /// the batch in here, asks the hooks, then finalizes, so the layout sees each call once,
    /// in UIKit's order.
    package func withDeferredUpdateFinalization<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = defersUpdateFinalization
        defersUpdateFinalization = true
        defer { defersUpdateFinalization = saved }
        return try body()
    }

    /// Whether the next ``layoutIfNeeded()`` must re-query the layout.
    public internal(set) var needsLayout = true

    /// The elements on screen after the last pass, in draw order.
    public internal(set) var visibleElements: [VisibleElement] = []

    /// The visible elements by key (see CollectionView+LayoutPass).
    var visible: [ElementKey: VisibleElement] = [:]

    /// The content size the layout reported in the last pass.
    public internal(set) var contentSize: CGSize = .zero

    /// The reuse identifier of views dequeued without one (see CollectionView+Reuse).
    static let defaultIdentifier = "default"
    /// The registration kind of cells.
    let cellKind = "cell"
    /// Registered classes by kind and identifier.
    var registrations: [String: ReusableView.Type] = [:]
    /// Recycled views by kind and identifier.
    var reuseQueues: [String: [ReusableView]] = [:]

    /// How many views the collection view has created (not reused) so far.
    package internal(set) var createdViewCount = 0

    /// Whether items can be selected (`allowsSelection`).
    public var allowsSelection = true
    /// Whether more than one item can be selected (`allowsMultipleSelection`).
    public var allowsMultipleSelection = false
    /// Whether the view is in editing mode (`isEditing`, iOS 14). While it is, a touch
    /// selects by the two flags below instead of ``allowsSelection`` and
    /// ``allowsMultipleSelection`` (see CollectionView+Selection), and the delegate's
    /// `canPerformPrimaryActionForItemAt` answers false by default.
    public var isEditing = false
    /// Whether items can be selected while editing (`allowsSelectionDuringEditing`); default false.
    public var allowsSelectionDuringEditing = false
    /// Whether more than one item can be selected while editing
    /// (`allowsMultipleSelectionDuringEditing`); default false.
    public var allowsMultipleSelectionDuringEditing = false

    /// The selected items, in selection order (see CollectionView+Selection).
    public var selectedItems: [IndexPath] { selection.items }
    /// The selection itself, with O(1) membership.
    var selection = ItemSelection()
    /// The items under a touch.
    var highlightedItems: Set<IndexPath> = []

    /// Told ahead of time which items a scroll is about to show (weak, as
    /// `prefetchDataSource`); see CollectionView+Prefetching for when.
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// Whether prefetching runs (`isPrefetchingEnabled`); default true. Turning it off stops
    /// the calls and forgets the outstanding prefetches without cancelling them.
    public var isPrefetchingEnabled = true
    /// The items prefetched and neither shown nor cancelled since.
    var prefetchedItems: Set<IndexPath> = []
    /// Which way the content offset last changed; none until the view first scrolls.
    var lastScrollHeading = ScrollHeading.none

    /// The interactive transition under way (see CollectionView+InteractiveTransition).
    var interactiveTransition: InteractiveTransition?
    /// The interactive movement under way (see CollectionView+InteractiveMovement).
    public internal(set) var interactiveMovement: InteractiveMovement?

    /// Supplies the items of drags that start here (weak, as `dragDelegate`).
    public weak var dragDelegate: (any CollectionViewDragDelegate)?
    /// Handles drags over the collection view (weak, as `dropDelegate`).
    public weak var dropDelegate: (any CollectionViewDropDelegate)?
    /// The drop gap and placeholders shown (see CollectionView+DragAndDrop).
    var phantoms = PhantomItems()
    /// The attributes of the element whose view the data source is making now (during
    /// `cellForItemAt` or `viewForSupplementaryElementOfKind`), so a host can give a view it
    /// dequeues their geometry before the data source configures it, as UIKit does.
    package internal(set) var attributesBeingMade: LayoutAttributes?
    /// The drag that began here and the drop being tracked (see CollectionView+DragAndDrop).
    var dragItems: [DragItem]?
    var dropTracking: DropTracking?

    // MARK: Private

    private func install(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
        needsLayout = true
    }

}

extension CollectionView {
    /// Reports a diagnostic through ``diagnosticHandler``.
    public func emitDiagnostic(_ message: String) {
        diagnosticHandler?(message)
    }
}
