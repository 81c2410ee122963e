import Foundation

/// The base class of every layout, as `UICollectionViewLayout`: it owns no views, it only
/// answers where elements go.
///
/// Subclass it and override what UIKit's subclasses override. A layout pass calls
/// ``prepare()``, then ``collectionViewContentSize``, then
/// ``layoutAttributesForElements(in:)``. ``invalidateLayout()`` only marks the layout
/// dirty: many invalidations cost one pass.
open class CollectionViewLayout {
    /// The collection view this layout is installed in (weak, as in UIKit).
    public internal(set) weak var collectionView: CollectionView?

    /// Whether the next layout pass must call ``prepare()``.
    public private(set) var needsPrepare = true

    /// How many times ``prepare()`` has run through the host (observable for tests).
    package internal(set) var preparePassCount = 0

    /// Decoration kinds this layout registered (kind → reuse tag).
    public private(set) var registeredDecorationKinds: Set<String> = []

    /// A layout not yet installed in a collection view.
    public init() {}

    // MARK: The layout pass

    /// Computes what the layout needs before queries; called once per pass when invalid.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Every element whose frame meets `rect`, cells, supplementary and decoration views.
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { [] }

    /// The attributes of the cell at `indexPath`, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The attributes of a supplementary view, or nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? { nil }

    /// The attributes of a decoration view, or nil.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? { nil }

    // MARK: Invalidation

    /// Marks the layout dirty; the next pass re-runs ``prepare()``. Calls
    /// ``invalidateLayout(with:)`` with a context that invalidates everything.
    /// Overridable, as in UIKit (a layout that clears its cache here calls `super`).
    open func invalidateLayout() {
        invalidateLayout(with: InvalidationContext(everything: true))
    }

    /// Marks the layout dirty with details of what changed; subclasses that recompute
    /// selectively override it, record the context and call `super`.
    open func invalidateLayout(with context: InvalidationContext) {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of bounds (a scroll or resize) needs a new layout pass. Asked
    /// before the bounds change, so ``bounds`` is still the old one. Default: false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for an invalidation caused by a bounds change
    /// (`invalidationContext(forBoundsChange:)`): by default nothing but positions is
    /// invalid, so layouts that compute from the bounds at query time redo nothing.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        InvalidationContext()
    }

    // MARK: Self-sizing (docs/REFERENCE.md, "Self-sizing")

    /// Whether the element may size itself, and how: asked by the host before it calls the
    /// view's ``ReusableView/preferredLayoutAttributesFitting(_:)``. UIKit carries this in
    /// private attribute state; flow layout answers for its cells when ``FlowLayout/estimatedItemSize``
    /// is set, compositional layout for elements with an estimated dimension. Default: nil
    /// (the view keeps the layout's size).
    open func selfSizing(for attributes: LayoutAttributes) -> SelfSizing? { nil }

    /// Whether a view's preferred attributes, which differ from the layout's, need a new
    /// layout (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
    /// Default false, as UIKit's base class; flow and compositional layouts answer true when
    /// the size changed.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing invalidation
    /// (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`): default,
    /// a context invalidating the element (a cell's item or a supplementary element). Layouts record the preferred
    /// size here (override, call `super`, then remember `preferredAttributes.size`).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let context = InvalidationContext()
        switch (originalAttributes.representedElementCategory, originalAttributes.representedElementKind) {
        case (.cell, _): context.invalidateItems(at: [originalAttributes.indexPath])
        case let (.supplementary, kind?): context.invalidateSupplementaryElements(ofKind: kind, at: [originalAttributes.indexPath])
        default: break
        }
        return context
    }

    /// The most ``prepare()`` calls one ``prepareIfNeeded()`` makes when the layout keeps
    /// invalidating itself while it prepares.
    public static let maximumPreparePasses = 8

    /// Runs ``prepare()`` if the layout is dirty. Called by the host at the start of each
    /// layout pass; call it yourself only when driving a layout without a host.
    ///
    /// A layout invalidated while it prepares (a subclass changing its own properties in
    /// ``prepare()``) is prepared again before anything is queried, as UIKit lays out again
    /// when the layout was invalidated during layout — at most
    /// ``maximumPreparePasses`` times; past that the layout stays invalid and a diagnostic
    /// names the loop.
    public func prepareIfNeeded() {
        var passes = 0
        while needsPrepare {
            guard passes < Self.maximumPreparePasses else {
                collectionView?.emitDiagnostic(
                    "\(type(of: self)) invalidated itself in each of \(passes) prepare() passes in a row; "
                        + "its attributes come from the last pass. Change properties in prepare() only when their value changes.")
                return
            }
            passes += 1
            needsPrepare = false
            preparePassCount += 1
            prepare()
        }
    }

    /// Attaches this layout to `collectionView` before it is installed (a transition's new
    /// layout is attached before `prepareForTransition(from:)` and `prepare()` run, as in
    /// UIKit), invalidating it when it was attached elsewhere.
    package func attach(to collectionView: CollectionView) {
        guard self.collectionView !== collectionView else { return }
        self.collectionView = collectionView
        invalidateLayout()
    }

    // MARK: Scrolling

    /// Where a scroll with `velocity` comes to rest. Default: the proposal.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The content offset to use after updates or a layout change. Default: the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Interactive movement (docs/REFERENCE.md §11)

    /// Where an item being moved interactively goes for a touch at `position`
    /// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`). Default, as UIKit's:
    /// the cell under the point (the topmost by draw order when cells overlap); with no
    /// cell there, `previousIndexPath` (no change).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        InteractiveMovementGeometry.cell(under: position, in: self) ?? previousIndexPath
    }

    /// The attributes of the item being moved, following the touch
    /// (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`). Default, as
    /// UIKit's: a copy of its attributes with `center` = `position` and `zIndex` =
    /// `Int.max` (NSIntegerMax); no scale or alpha change.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> LayoutAttributes
    {
        var attributes = layoutAttributesForItem(at: indexPath) ?? LayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context for a change of target while items move interactively
    /// (`invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`):
    /// the target and previous paths and the touch position; nothing else invalid.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        let context = InvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// The context for the end of an interactive movement
    /// (`invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`):
    /// the final paths (the original ones when cancelled) as targets, the previous paths.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        let context = InvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return context
    }

    // MARK: Updates

    /// Told the operations of a batch before its animations are built.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Told that a batch's animations have been built.
    open func finalizeCollectionViewUpdates() {}

    /// Where an appearing item starts. Called for every item on screen after an update,
    /// not only inserted ones; default: its final attributes with alpha 0 for inserted
    /// items, nil (its natural position) for the others — UIKit's base behaviour.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        baseAppearingStart(of: .cell(itemIndexPath))
    }

    /// Where a disappearing item ends; see
    /// ``initialLayoutAttributesForAppearingItem(at:)``.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        updateContext?.disappearingEnd(for: .cell(itemIndexPath)) ?? nil
    }

    /// Where an appearing supplementary view starts.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> LayoutAttributes? {
        baseAppearingStart(of: .supplementary(elementKind, elementIndexPath))
    }

    /// Where a disappearing supplementary view ends.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> LayoutAttributes? {
        updateContext?.disappearingEnd(for: .supplementary(elementKind, elementIndexPath)) ?? nil
    }

    /// Where an appearing decoration view starts.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> LayoutAttributes? {
        baseAppearingStart(of: .decoration(elementKind, decorationIndexPath))
    }

    /// Where a disappearing decoration view ends.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> LayoutAttributes? {
        updateContext?.disappearingEnd(for: .decoration(elementKind, decorationIndexPath)) ?? nil
    }

    /// The context of the update or transition being animated, while the animator asks the
    /// hooks above inside ``withUpdateContext(_:_:)``; nil otherwise.
    private var updateContext: LayoutUpdateContext?

    /// UIKit's base start of an appearing element: its current attributes (asked of the
    /// overridable per-kind query) with alpha 0 when the update inserted it, else nil.
    private func baseAppearingStart(of key: ElementKey) -> LayoutAttributes? {
        guard let attributes = layoutAttributes(forElement: key) else { return nil }
        return updateContext?.appearingStart(for: attributes)
    }

    /// Runs `body` with `context` as the update context the base appearing/disappearing
    /// hooks answer from, then restores the previous context (nil outside any scope) when
    /// `body` returns or throws: balanced by construction, the context cannot be left set.
    /// The animator asks the hooks inside it (docs/REFERENCE.md §6).
    package func withUpdateContext<Result>(
        _ context: LayoutUpdateContext, _ body: () throws -> Result
    ) rethrows -> Result {
        let saved = updateContext
        updateContext = context
        defer { updateContext = saved }
        return try body()
    }

    // MARK: Transitions

    /// Told that `newLayout` is about to replace this layout.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Told that this layout is about to replace `oldLayout`.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Told that a layout transition has finished.
    open func finalizeLayoutTransition() {}

    // MARK: Decoration views

    /// Registers a decoration kind (`register(_:forDecorationViewOfKind:)`); the renderer
    /// draws decoration views of registered kinds.
    public func register(decorationViewOfKind kind: String) {
        registeredDecorationKinds.insert(kind)
    }

    // MARK: The collection view, as a layout sees it

    /// The collection view's bounds (origin = content offset), or zero without one.
    public var bounds: CGRect { collectionView?.bounds ?? .zero }

    /// The collection view's content inset, or zero without one.
    public var contentInset: EdgeInsets { collectionView?.contentInset ?? .zero }

    /// Pixels per point of the collection view's screen (1 without one).
    public var screenScale: CGFloat { collectionView?.screenScale ?? 1 }

    /// The number of sections the collection view reports (0 without one).
    public var numberOfSections: Int { collectionView?.numberOfSections ?? 0 }

    /// The number of items in `section` the collection view reports (0 without one).
    public func numberOfItems(inSection section: Int) -> Int {
        collectionView?.numberOfItems(inSection: section) ?? 0
    }
}
