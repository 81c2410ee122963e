/// The core layout a ``UICollectionView`` drives for a ``UICollectionViewLayout``: each core
/// call goes to the UIKit object (so a subclass's overrides run) and its objects come back
/// as values.
///
/// Flow and transition layouts keep their rules in a core *engine* (a `FlowLayout` or
/// `TransitionLayout`) that the UIKit base implementations call; the engine is attached to
/// the same collection view. A plain `UICollectionViewFlowLayout` (not subclassed, so no
/// override can see attribute objects) is answered by its engine directly: no object is
/// made for a query, the values are the same.
@preconcurrency @MainActor
final class LayoutBridge: CollectionViewLayout {
    /// The UIKit layout (which owns this bridge), until its `deinit` clears it: held
    /// `unowned(unsafe)`, not `weak`, so the layout has no weak-reference side table and its
    /// every retain and release stays on the runtime's fast path (docs/ARCHITECTURE.md,
    /// "Decisions").
    unowned(unsafe) var owner: UICollectionViewLayout?
    /// The core layout holding the rules, or nil for the base class.
    let engine: CollectionViewLayout?
    /// The context a bounds-change, self-sizing or interactive-movement query returned,
    /// until the host invalidates with it (so the layout's own context object reaches
    /// `invalidateLayout(with:)`).
    private var pendingBoundsContext: UICollectionViewLayoutInvalidationContext?
    /// The attributes objects of the last `preferredLayoutAttributesFitting(_:)` answer, for
    /// the self-sizing hooks the host asks next.
    var pendingPreferred: (original: UICollectionViewLayoutAttributes, preferred: UICollectionViewLayoutAttributes)?
    /// The objects the last element query returned, for ``object(for:)``.
    private var lastObjects: [UICollectionViewLayoutAttributes] = []
    private var lastObjectIndex: [ElementKey: UICollectionViewLayoutAttributes]?
    /// Whether the owner is exactly a flow layout (see the type's documentation), which no
    /// subclass's override can see through.
    private(set) lazy var answersFromEngine: Bool = {
        guard let owner, engine != nil else { return false }
        return type(of: owner) == UICollectionViewFlowLayout.self
    }()

    /// The engine as an invalidation-forwarding engine (cast once).
    let forwardingEngine: (any EngineInvalidationForwarding)?

    init(engine: CollectionViewLayout?) {
        self.engine = engine
        forwardingEngine = engine as? any EngineInvalidationForwarding
        super.init()
    }

    /// Forgets the UIKit layout, and lets the engine forget it (the layout's `deinit`).
    func ownerDidGo() {
        owner = nil
        forwardingEngine?.clearOwner()
    }

    /// The UIKit collection view that last handed this layout to its core view; the
    /// ``UICollectionView`` sets it whenever it installs a layout.
    weak var host: UICollectionView?

    /// The UIKit collection view hosting this layout: its host while the core view holds
    /// it, nil once the layout is replaced or before it is installed (as UIKit's
    /// `collectionView` property).
    var hostView: UICollectionView? { collectionView == nil ? nil : host }

    // MARK: The layout pass

    override func prepare() {
        withMainActorAssumed {
            guard let owner else { return prepareEngine() }
            owner.prepare()
        }
    }

    override var collectionViewContentSize: CGSize { withMainActorAssumed { owner?.collectionViewContentSize ?? .zero } }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        withMainActorAssumed {
            if answersFromEngine, let engine {
                guard let width = flipWidth else { return engine.layoutAttributesForElements(in: rect) }
                return engine.layoutAttributesForElements(in: rect.mirrored(withinWidth: width)).map { Self.flipped($0, within: width) }
            }
            guard let owner else { return [] }
            // Let go of the last query's objects first, so those nobody else holds are reused.
            lastObjects = []
            lastObjectIndex = nil
            let width = flipWidth
            let query = width.map { rect.mirrored(withinWidth: $0) } ?? rect
            let objects = owner.layoutAttributesForElements(in: query) ?? []
            lastObjects = objects
            // The base query's objects (or copies of them) handed back unchanged: its values.
            let values = owner.attributesStore.unchangedValues(of: objects) ?? objects.map { $0.coreAttributes }
            guard let width else { return values }
            return values.map { Self.flipped($0, within: width) }
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        withMainActorAssumed {
            if answersFromEngine, let engine { return flippedIfNeeded(engine.layoutAttributesForItem(at: indexPath)) }
            return flippedIfNeeded(owner?.layoutAttributesForItem(at: indexPath)?.coreAttributes)
        }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        withMainActorAssumed {
            if answersFromEngine, let engine {
                return flippedIfNeeded(engine.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
            }
            return flippedIfNeeded(owner?.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.coreAttributes)
        }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        withMainActorAssumed {
            flippedIfNeeded(owner?.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)?.coreAttributes)
        }
    }

    /// The object the last element query returned for `value`'s element when it still
    /// holds that value; otherwise a new object of the layout's attributes class.
    /// In a flipped layout the object is a copy of the layout's, with the shown frame.
    func object(for value: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let width = flipWidth else { return unflippedObject(for: value) }
        return flippedObject(for: value, within: width)
    }

    /// ``object(for:)`` for a value in the layout's own coordinates.
    func unflippedObject(for value: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        if lastObjectIndex == nil, !lastObjects.isEmpty {
            var index: [ElementKey: UICollectionViewLayoutAttributes] = [:]
            for object in lastObjects { index[object.coreAttributes.key] = object }
            lastObjectIndex = index
        }
        if let object = lastObjectIndex?[value.key], object.coreAttributes == value { return object }
        let object = (owner?.attributesType ?? UICollectionViewLayoutAttributes.self).init()
        object.coreAttributes = value
        return object
    }

    // MARK: Invalidation

    override func invalidateLayout() {
        withMainActorAssumed {
            guard let owner else { return super.invalidateLayout() }
            owner.invalidateLayout()
        }
    }

    override func invalidateLayout(with context: InvalidationContext) {
        withMainActorAssumed {
            guard let owner else { return invalidateBase(with: context) }
            let object: UICollectionViewLayoutInvalidationContext
            if let pending = pendingBoundsContext, pending.coreContext === context {
                object = pending
            } else {
                object = .make(type(of: owner).invalidationContextClass, around: context)
            }
            pendingBoundsContext = nil
            owner.invalidateLayout(with: object)
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        withMainActorAssumed { owner?.shouldInvalidateLayout(forBoundsChange: newBounds) ?? false }
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        withMainActorAssumed {
            guard let owner else { return InvalidationContext() }
            let context = owner.invalidationContext(forBoundsChange: newBounds)
            pendingBoundsContext = context
            return context.coreContext
        }
    }

    // MARK: Self-sizing

    /// The engine's answer (flow layout with `estimatedItemSize`); nil for other layouts.
    override func selfSizing(for attributes: LayoutAttributes) -> SelfSizing? {
        withMainActorAssumed {
            syncEngine()
            return engine?.selfSizing(for: attributes)
        }
    }

    /// The objects for a self-sizing query: those the view was asked with and answered, when
    /// they are for this element; else new objects.
    private func preferredObjects(
        _ preferred: LayoutAttributes, _ original: LayoutAttributes
    ) -> (UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes) {
        if let pending = pendingPreferred, pending.original.coreAttributes.key == original.key {
            return (pending.preferred, pending.original)
        }
        let object = self.object(for: original)
        let copy = (object.copy() as? UICollectionViewLayoutAttributes) ?? object
        copy.size = preferred.size
        return (copy, object)
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        withMainActorAssumed {
            guard let owner else { return false }
            let (preferred, original) = preferredObjects(preferredAttributes, originalAttributes)
            return owner.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
    }

    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        withMainActorAssumed {
            guard let owner else { return InvalidationContext() }
            let (preferred, original) = preferredObjects(preferredAttributes, originalAttributes)
            pendingPreferred = nil
            let context = owner.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            pendingBoundsContext = context
            return context.coreContext
        }
    }

    // MARK: Scrolling

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        withMainActorAssumed {
            owner?.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
                ?? proposedContentOffset
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        withMainActorAssumed { owner?.targetContentOffset(forProposedContentOffset: proposedContentOffset) ?? proposedContentOffset }
    }

    // MARK: Interactive movement (positions reach the layout in its own coordinates)

    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        withMainActorAssumed {
            guard let owner else { return super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position) }
            return owner.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: flippedIfNeeded(position))
        }
    }

    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> LayoutAttributes
    {
        withMainActorAssumed {
            guard let owner else { return super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position) }
            let object = owner.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: flippedIfNeeded(position))
            return flippedIfNeeded(object.coreAttributes) ?? object.coreAttributes
        }
    }

    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        withMainActorAssumed {
            guard let owner else {
                return super.invalidationContext(
                    forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                    previousIndexPaths: previousIndexPaths,
                    previousPosition: previousPosition)
            }
            let context = owner.invalidationContext(
                forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: flippedIfNeeded(targetPosition),
                previousIndexPaths: previousIndexPaths, previousPosition: flippedIfNeeded(previousPosition))
            pendingBoundsContext = context
            return context.coreContext
        }
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        withMainActorAssumed {
            guard let owner else {
                return super.invalidationContextForEndingInteractiveMovementOfItems(
                    toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
            }
            let context = owner.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
            pendingBoundsContext = context
            return context.coreContext
        }
    }

    // The core's base answers, for the UIKit base implementations (layout coordinates in
    // and out; the flow engine's when there is one).
    func baseTargetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: flippedIfNeeded(position))
    }
    func baseMovementContext(
        targets: [IndexPath], position: CGPoint, previous: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        syncEngine()
        guard let engine else {
            return super.invalidationContext(
                forInteractivelyMovingItems: targets, withTargetPosition: position, previousIndexPaths: previous,
                previousPosition: previousPosition)
        }
        return engine.invalidationContext(
            forInteractivelyMovingItems: targets, withTargetPosition: position, previousIndexPaths: previous,
            previousPosition: previousPosition)
    }
    func baseEndingContext(finals: [IndexPath], previous: [IndexPath], cancelled: Bool) -> InvalidationContext {
        syncEngine()
        guard let engine else {
            return super.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: finals, previousIndexPaths: previous, movementCancelled: cancelled)
        }
        return engine.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: finals, previousIndexPaths: previous, movementCancelled: cancelled)
    }

    // MARK: Updates

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        withMainActorAssumed { owner?.prepare(forCollectionViewUpdates: updateItems.map(UICollectionViewUpdateItem.init)) }
    }

    override func finalizeCollectionViewUpdates() { withMainActorAssumed { owner?.finalizeCollectionViewUpdates() } }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        withMainActorAssumed { flippedIfNeeded(owner?.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.coreAttributes) }
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        withMainActorAssumed { flippedIfNeeded(owner?.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)?.coreAttributes) }
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> LayoutAttributes?
    {
        withMainActorAssumed {
            flippedIfNeeded(
                owner?.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)?.coreAttributes)
        }
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> LayoutAttributes?
    {
        withMainActorAssumed {
            flippedIfNeeded(
                owner?.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)?.coreAttributes)
        }
    }

    override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> LayoutAttributes?
    {
        withMainActorAssumed {
            flippedIfNeeded(
                owner?.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)?.coreAttributes)
        }
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> LayoutAttributes?
    {
        withMainActorAssumed {
            flippedIfNeeded(
                owner?.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)?.coreAttributes)
        }
    }

    // MARK: Transitions

    override func prepareForTransition(to newLayout: CollectionViewLayout) {
        withMainActorAssumed {
            guard let next = (newLayout as? LayoutBridge)?.owner else { return }
            owner?.prepareForTransition(to: next)
        }
    }

    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        withMainActorAssumed {
            guard let previous = (oldLayout as? LayoutBridge)?.owner else { return }
            owner?.prepareForTransition(from: previous)
        }
    }

    override func finalizeLayoutTransition() { withMainActorAssumed { owner?.finalizeLayoutTransition() } }
}
