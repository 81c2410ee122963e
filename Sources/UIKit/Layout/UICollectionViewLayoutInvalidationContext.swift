/// What changed when a layout is invalidated, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`: an object around a core
/// `InvalidationContext`.
///
/// Subclass it for your own flags and return the subclass from your layout's
/// `invalidationContextClass`; `invalidateLayout()` and the collection view create
/// contexts of that class, and your `invalidateLayout(with:)` override receives them.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// The core context this object stands for.
    public internal(set) var coreContext: InvalidationContext

    /// A context that invalidates nothing yet (`init()`); required so layouts can create
    /// the class their `invalidationContextClass` names.
    public required override init() {
        coreContext = InvalidationContext()
        super.init()
    }

    /// A context standing for `core` as it is, for `make(_:around:)`.
    init(core: InvalidationContext) {
        coreContext = core
        super.init()
    }

    /// Whether everything must be recomputed (`invalidateEverything`); set by
    /// `invalidateLayout()` and `reloadData()`.
    open var invalidateEverything: Bool { coreContext.invalidateEverything }

    /// Whether the data source's counts changed (`invalidateDataSourceCounts`).
    open var invalidateDataSourceCounts: Bool { coreContext.invalidateDataSourceCounts }

    /// The items marked invalid (`invalidatedItemIndexPaths`).
    open var invalidatedItemIndexPaths: [IndexPath]? { coreContext.invalidatedItemIndexPaths }

    /// Marks items invalid (`invalidateItems(at:)`).
    open func invalidateItems(at indexPaths: [IndexPath]) {
        coreContext.invalidateItems(at: indexPaths)
    }

    /// Supplementary elements marked invalid, by kind
    /// (`invalidatedSupplementaryIndexPaths`).
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { coreContext.invalidatedSupplementaryIndexPaths }

    /// Marks supplementary elements invalid (`invalidateSupplementaryElements(ofKind:at:)`).
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        coreContext.invalidateSupplementaryElements(ofKind: elementKind, at: indexPaths)
    }

    /// Decoration elements marked invalid, by kind (`invalidatedDecorationIndexPaths`).
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { coreContext.invalidatedDecorationIndexPaths }

    /// Marks decoration elements invalid (`invalidateDecorationElements(ofKind:at:)`).
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        coreContext.invalidateDecorationElements(ofKind: elementKind, at: indexPaths)
    }

    /// A shift to apply to the content offset (`contentOffsetAdjustment`). Stored; the
    /// host does not apply it yet.
    open var contentOffsetAdjustment: CGPoint {
        get { coreContext.contentOffsetAdjustment }
        set { coreContext.contentOffsetAdjustment = newValue }
    }

    /// A change of content size (`contentSizeAdjustment`). Stored; not applied yet.
    open var contentSizeAdjustment: CGSize {
        get { coreContext.contentSizeAdjustment }
        set { coreContext.contentSizeAdjustment = newValue }
    }

    /// Interactive movement: where the moving items go
    /// (`targetIndexPathsForInteractivelyMovingItems`); nil outside a movement.
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { coreContext.targetIndexPathsForInteractivelyMovingItems }

    /// Interactive movement: where they were (`previousIndexPathsForInteractivelyMovingItems`).
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { coreContext.previousIndexPathsForInteractivelyMovingItems }

    /// Interactive movement: the touch position, in the layout's coordinates
    /// (`interactiveMovementTarget`); zero outside a movement.
    open var interactiveMovementTarget: CGPoint { coreContext.interactiveMovementTarget }

    /// A context of `contextClass` (when it is a context class) around `core`.
    static func make(_ contextClass: AnyClass, around core: InvalidationContext) -> UICollectionViewLayoutInvalidationContext {
        let type = contextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self
        return make(type, around: core)
    }

    /// A context of `type` around a core context: made with `type`'s `init()` (which a
    /// subclass overrides), whose core context is then replaced by `core`. The two classes of
    /// this module are made around `core` at once: their `init()` does nothing to the object
    /// but make and flag a core context that `core` replaces (invalidating a layout made and
    /// freed two contexts where it now makes one).
    static func make(_ type: UICollectionViewLayoutInvalidationContext.Type, around core: InvalidationContext)
        -> UICollectionViewLayoutInvalidationContext
    {
        if type == UICollectionViewLayoutInvalidationContext.self { return UICollectionViewLayoutInvalidationContext(core: core) }
        if type == UICollectionViewFlowLayoutInvalidationContext.self { return UICollectionViewFlowLayoutInvalidationContext(core: core) }
        let context = type.init()
        context.coreContext = core
        return context
    }
}

/// Flow layout's invalidation context, as UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`: two flags that say whether the
/// delegate's metrics and the layout's attributes must be recomputed (both true by default,
/// as in UIKit).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// A context that recomputes delegate metrics and attributes.
    public required init() {
        super.init()
        coreContext.invalidateFlowLayoutDelegateMetrics = true
        coreContext.invalidateFlowLayoutAttributes = true
    }

    /// A context standing for `core` as it is, flags included.
    override init(core: InvalidationContext) {
        super.init(core: core)
    }

    /// Whether the delegate's metrics must be asked again
    /// (`invalidateFlowLayoutDelegateMetrics`); default true.
    open var invalidateFlowLayoutDelegateMetrics: Bool {
        get { coreContext.invalidateFlowLayoutDelegateMetrics }
        set { coreContext.invalidateFlowLayoutDelegateMetrics = newValue }
    }

    /// Whether the attributes must be recomputed (`invalidateFlowLayoutAttributes`);
    /// default true.
    open var invalidateFlowLayoutAttributes: Bool {
        get { coreContext.invalidateFlowLayoutAttributes }
        set { coreContext.invalidateFlowLayoutAttributes = newValue }
    }
}
