import Foundation

/// What changed when a layout is invalidated, as `UICollectionViewLayoutInvalidationContext`
/// (and flow layout's subclass of it), so a layout can redo only what it must.
///
/// ``CollectionViewLayout/invalidateLayout()`` passes a context with
/// ``invalidateEverything`` set.
open class InvalidationContext {
    /// Everything must be recomputed (`invalidateEverything`).
    public var invalidateEverything: Bool
    /// The data source's counts changed (`invalidateDataSourceCounts`).
    public var invalidateDataSourceCounts: Bool
    /// Flow layout: the delegate's metrics changed (`invalidateFlowLayoutDelegateMetrics`).
    public var invalidateFlowLayoutDelegateMetrics: Bool
    /// Flow layout: only positions changed (`invalidateFlowLayoutAttributes`).
    public var invalidateFlowLayoutAttributes: Bool
    /// Items whose attributes must be recomputed (`invalidatedItemIndexPaths`).
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// Supplementary elements whose attributes must be recomputed, by kind
    /// (`invalidatedSupplementaryIndexPaths`).
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// Decoration elements whose attributes must be recomputed, by kind
    /// (`invalidatedDecorationIndexPaths`).
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// A shift to apply to the content offset (`contentOffsetAdjustment`).
    public var contentOffsetAdjustment: CGPoint = .zero
    /// A change of content size (`contentSizeAdjustment`).
    public var contentSizeAdjustment: CGSize = .zero

    /// The batch update that caused this invalidation, if any.
    public var updateItems: [CollectionViewUpdateItem]?

    /// CollectionReel's addition for batch updates: for each section after the update, the
    /// section before it whose items are untouched by the batch (same count, same items,
    /// same order, no reloads), or nil when the section is new or its items changed. A
    /// layout may reuse what it computed for a reusable section and only move it.
    public var reusableSectionSources: [Int?]?

    /// CollectionReel's addition for batch updates: where each item before the update is
    /// after it (nil when deleted or reloaded), so a layout can carry per-item state such as
    /// self-sized sizes across the update.
    public var newIndexPathForOld: ((IndexPath) -> IndexPath?)?
    /// Interactive movement: where the moving items are going
    /// (`targetIndexPathsForInteractivelyMovingItems`); set by the layout's
    /// interactive-movement context methods, nil otherwise.
    public package(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Interactive movement: where the moving items were before this change
    /// (`previousIndexPathsForInteractivelyMovingItems`); nil outside a movement.
    public package(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Interactive movement: the touch position the items follow
    /// (`interactiveMovementTarget`); zero outside a movement.
    public package(set) var interactiveMovementTarget: CGPoint = .zero

    /// A context; `everything` marks everything invalid.
    public init(everything: Bool = false) {
        invalidateEverything = everything
        invalidateDataSourceCounts = everything
        invalidateFlowLayoutDelegateMetrics = everything
        invalidateFlowLayoutAttributes = everything
    }

    /// Marks items invalid (`invalidateItems(at:)`).
    public func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary elements invalid (`invalidateSupplementaryElements(ofKind:at:)`).
    public func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    /// Marks decoration elements invalid (`invalidateDecorationElements(ofKind:at:)`).
    public func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }
}
