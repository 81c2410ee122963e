/// The base class of layouts, as UIKit's `UICollectionViewLayout`, with every method UIKit
/// lets a subclass override, UIKit's signatures and optional returns.
///
/// The collection view drives the layout through an internal core layout (a bridge) that
/// forwards each call here and converts objects to values and back; rules live in the
/// core. Attribute objects exist only for the elements a query returns.
///
/// Self-sizing calls the preferred-attributes methods in UIKit's order (docs/REFERENCE.md,
/// "Self-sizing"), and interactive movement the interactive-movement ones (§11).
/// Deliberate difference (see the README): `contentOffsetAdjustment` is not applied.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The core layout the collection view drives.
    let bridge: LayoutBridge
    private var decorationClasses: [String: AnyClass] = [:]
    /// The nibs registered for decoration kinds instead of classes (none loads here: see ``UINib``).
    private(set) var decorationNibs: [String: UINib] = [:]
    /// The base query's values and the objects bound to them.
    let attributesStore = AttributesStore()

    /// A layout not yet installed in a collection view (`init()`).
    public override init() {
        bridge = LayoutBridge(engine: nil)
        super.init()
        bridge.owner = self
    }

    /// Layouts are not decoded here: a layout from a coder is a new layout.
    public required init?(coder: NSCoder) {
        bridge = LayoutBridge(engine: nil)
        super.init()
        bridge.owner = self
    }

    /// A layout whose base implementations run `engine` (flow, transition).
    init(engine: CollectionViewLayout) {
        bridge = LayoutBridge(engine: engine)
        super.init()
        bridge.owner = self
    }

    /// Lets the attribute objects still held elsewhere go their own way, and the bridge and
    /// engine, which may outlive the layout, forget it.
    deinit {
        withMainActorAssumed {
            attributesStore.close()
            bridge.ownerDidGo()
        }
    }

    /// Prepares a layout loaded from a nib or storyboard (`awakeFromNib()`): UIKit calls it
    /// once the archive is loaded. Nothing is loaded from nibs here, so nothing calls it; a
    /// layout made in code never receives it, as in UIKit (see `UIResponder.awakeFromNib()`).
    open func awakeFromNib() {}

    /// The collection view the layout is installed in (`collectionView`).
    open var collectionView: UICollectionView? { bridge.hostView }

    // MARK: Classes

    /// The class of the attributes base implementations create (`layoutAttributesClass`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the contexts `invalidateLayout()` and the collection view create
    /// (`invalidationContextClass`).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: The layout pass

    /// Computes what the layout needs before queries (`prepare()`). Call `super`.
    open func prepare() { bridge.prepareEngine() }

    /// The size of the whole content (`collectionViewContentSize`).
    open var collectionViewContentSize: CGSize { bridge.engine?.collectionViewContentSize ?? .zero }

    /// The attributes of every element in `rect` (`layoutAttributesForElements(in:)`).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let engine = bridge.engine else { return nil }
        let type = attributesType
        // Objects of the base class are bound to the values (no copy, reused once nobody
        // holds them); a subclass's are made with its `init()`.
        if type == UICollectionViewLayoutAttributes.self {
            return attributesStore.objects { engine.layoutAttributesForElements(in: rect) }
        }
        return engine.layoutAttributesForElements(in: rect).map { value in
            let object = type.init()
            object.coreAttributes = value
            return object
        }
    }

    /// The attributes of one cell (`layoutAttributesForItem(at:)`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        wrap(bridge.engine?.layoutAttributesForItem(at: indexPath))
    }

    /// The attributes of one supplementary view (`layoutAttributesForSupplementaryView(ofKind:at:)`).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        wrap(bridge.engine?.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    /// The attributes of one decoration view (`layoutAttributesForDecorationView(ofKind:at:)`).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        wrap(bridge.engine?.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    // MARK: Invalidation

    /// Marks the layout dirty (`invalidateLayout()`): calls `invalidateLayout(with:)` with a
    /// context of `invalidationContextClass` that invalidates everything. Override it to
    /// clear caches; call `super`.
    open func invalidateLayout() {
        let everything = InvalidationContext(everything: true)
        // Exactly a flow layout: no override can receive the context object, and the base
        // `invalidateLayout(with:)` passes on the core context it would stand for as it is,
        // so that goes to the base implementation without an object made and freed around it.
        if bridge.answersFromEngine { return bridge.invalidateBase(with: everything) }
        invalidateLayout(with: UICollectionViewLayoutInvalidationContext.make(invalidationContextType, around: everything))
    }

    /// Marks the layout dirty with details (`invalidateLayout(with:)`). Call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        bridge.invalidateBase(with: context.coreContext)
    }

    /// Whether a bounds change needs a new layout pass (`shouldInvalidateLayout(forBoundsChange:)`).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        bridge.syncEngine()
        return bridge.engine?.shouldInvalidateLayout(forBoundsChange: newBounds) ?? false
    }

    /// The context for a bounds change (`invalidationContext(forBoundsChange:)`), of
    /// `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        bridge.syncEngine()
        let core = bridge.engine?.invalidationContext(forBoundsChange: newBounds) ?? InvalidationContext()
        return UICollectionViewLayoutInvalidationContext.make(type(of: self).invalidationContextClass, around: core)
    }

    /// Whether a cell's preferred attributes need a new layout
    /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`), asked
    /// after the cell's `preferredLayoutAttributesFitting(_:)` when they differ; default
    /// false, as UIKit's base class. Flow layout answers true when the size changed while
    /// `estimatedItemSize` is set, compositional layout when an item with an `.estimated` or
    /// `.uniformAcrossSiblings` dimension along the scroll direction takes a new size.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        bridge.engine?.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferredAttributes.coreAttributes, withOriginalAttributes: originalAttributes.coreAttributes)
            ?? false
    }

    /// Self-sizing's context (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`):
    /// an `invalidationContextClass` instance invalidating the item; the collection view then
    /// calls `invalidateLayout(with:)` with it. Flow and compositional layouts also keep the
    /// preferred size for the item.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        if let engine = bridge.engine {
            let core = engine.invalidationContext(
                forPreferredLayoutAttributes: preferredAttributes.coreAttributes, withOriginalAttributes: originalAttributes.coreAttributes)
            return UICollectionViewLayoutInvalidationContext.make(type(of: self).invalidationContextClass, around: core)
        }
        let context = UICollectionViewLayoutInvalidationContext.make(
            type(of: self).invalidationContextClass, around: InvalidationContext())
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    // MARK: Scrolling

    /// Where a scroll comes to rest (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        bridge.engine?.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
            ?? proposedContentOffset
    }

    /// The offset after updates or a layout change (`targetContentOffset(forProposedContentOffset:)`).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        bridge.engine?.targetContentOffset(forProposedContentOffset: proposedContentOffset) ?? proposedContentOffset
    }

    // MARK: Interactive movement (docs/REFERENCE.md §11)

    /// Where an item being moved goes for a touch at `position`
    /// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`): the cell under the
    /// point in this layout's ``layoutAttributesForElements(in:)`` (the topmost when cells
    /// overlap), else `previousIndexPath`.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        bridge.baseTargetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    /// The moving item's attributes (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`):
    /// a copy of ``layoutAttributesForItem(at:)`` with `center` = `position` and `zIndex` =
    /// `NSIntegerMax`.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let current = layoutAttributesForItem(at: indexPath)
        let attributes = current?.copy() as? UICollectionViewLayoutAttributes ?? wrap(LayoutAttributes(forCellWith: indexPath)) ?? .init()
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context for a change of target while items move
    /// (`invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`),
    /// of ``invalidationContextClass``, with the target and previous paths and the position.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let core = bridge.baseMovementContext(
            targets: targetIndexPaths, position: targetPosition, previous: previousIndexPaths, previousPosition: previousPosition)
        return UICollectionViewLayoutInvalidationContext.make(type(of: self).invalidationContextClass, around: core)
    }

    /// The context for the end of a movement
    /// (`invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`),
    /// of ``invalidationContextClass``.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let core = bridge.baseEndingContext(finals: indexPaths, previous: previousIndexPaths, cancelled: movementCancelled)
        return UICollectionViewLayoutInvalidationContext.make(type(of: self).invalidationContextClass, around: core)
    }

    // MARK: Updates
    // UIKit's base behaviour (docs/REFERENCE.md §6): an appearing element starts as its final
    // attributes at alpha 0 when it was inserted; a disappearing one ends as its old
    // attributes at alpha 0 when it was deleted; others take their natural position (nil).

    /// Told the operations of a batch before its animations are built
    /// (`prepare(forCollectionViewUpdates:)`).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told that a batch's animations have been built (`finalizeCollectionViewUpdates()`).
    open func finalizeCollectionViewUpdates() {}

    /// Supplementary views the update inserts (`indexPathsToInsertForSupplementaryView(ofKind:)`);
    /// default none. Not consulted yet: the animator finds supplementary changes itself.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views the update deletes (`indexPathsToDeleteForSupplementaryView(ofKind:)`).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views the update inserts (`indexPathsToInsertForDecorationView(ofKind:)`).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views the update deletes (`indexPathsToDeleteForDecorationView(ofKind:)`).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Where an appearing item starts (`initialLayoutAttributesForAppearingItem(at:)`).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        wrap(bridge.baseInitialItem(at: itemIndexPath))
    }

    /// Where a disappearing item ends (`finalLayoutAttributesForDisappearingItem(at:)`).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        wrap(bridge.baseFinalItem(at: itemIndexPath))
    }

    /// Where an appearing supplementary view starts
    /// (`initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        wrap(bridge.baseInitialSupplementary(ofKind: elementKind, at: elementIndexPath))
    }

    /// Where a disappearing supplementary view ends
    /// (`finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        wrap(bridge.baseFinalSupplementary(ofKind: elementKind, at: elementIndexPath))
    }

    /// Where an appearing decoration view starts
    /// (`initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)`).
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        wrap(bridge.baseInitialDecoration(ofKind: elementKind, at: decorationIndexPath))
    }

    /// Where a disappearing decoration view ends
    /// (`finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)`).
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        wrap(bridge.baseFinalDecoration(ofKind: elementKind, at: decorationIndexPath))
    }

    /// Told that the bounds are about to change with animation
    /// (`prepare(forAnimatedBoundsChange:)`). Not called yet: bounds changes are not animated here.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Told that an animated bounds change ended (`finalizeAnimatedBoundsChange()`).
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Transitions

    /// Told that `newLayout` is about to replace this layout (`prepareForTransition(to:)`).
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Told that this layout is about to replace `oldLayout` (`prepareForTransition(from:)`);
    /// ``collectionView`` is already set, as in UIKit.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Told that a layout transition has finished (`finalizeLayoutTransition()`).
    open func finalizeLayoutTransition() {}

    // MARK: Decoration views

    /// Registers a decoration view class for a kind (`register(_:forDecorationViewOfKind:)`).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
        if viewClass != nil {
            decorationNibs[elementKind] = nil
            bridge.register(decorationViewOfKind: elementKind)
        }
    }

    /// Registers a nib for a decoration kind (`register(_:forDecorationViewOfKind:)`); showing the view records the exception for a
    /// nib that cannot load (see ``UINib``).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nib
        if nib != nil {
            decorationClasses[elementKind] = nil
            bridge.register(decorationViewOfKind: elementKind)
        }
    }

    /// The class registered for a decoration kind, if any.
    func decorationViewClass(ofKind kind: String) -> UICollectionReusableView.Type? {
        decorationClasses[kind] as? UICollectionReusableView.Type
    }

    /// Gives a decoration view the look the layout itself draws, before it is applied
    /// (the compositional layout's list separators take their configured colour); none here.
    func configureDecorationView(_ view: UICollectionReusableView, for attributes: LayoutAttributes) {}

    /// The list appearance of a section laid out as a list, which its list cells take their
    /// default styles from (their list environment); nil here, where no section is a list.
    func listAppearance(inSection section: Int) -> UICollectionLayoutListConfiguration.Appearance? { nil }

    /// The swipe actions of an item of a list section, from its configuration's leading or
    /// trailing provider; nil here, where no section is a list.
    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? { nil }

    /// The list sections' backgrounds, in section order; none here, where no section is a
    /// list (`UICollectionView+ListBackground.swift`).
    func listSectionBackgrounds() -> [ListSectionBackground] { [] }

    /// The reading direction the layout was written for (`developmentLayoutDirection`).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view flips this layout's horizontal coordinates when its
    /// `effectiveUserInterfaceLayoutDirection` is not ``developmentLayoutDirection``
    /// (`flipsHorizontallyInOppositeLayoutDirection`); false here, true for
    /// ``UICollectionViewFlowLayout``. When it flips, the layout still computes left to
    /// right: what it returns is shown at x′ = contentWidth − maxX, and the rects the
    /// collection view queries are flipped the same way before the layout sees them, so a
    /// flow subclass gets left-to-right frames from `super` and is mirrored after it.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Objects and values

    /// The attributes class as a metatype (read once: UIKit's class properties are constant).
    private(set) lazy var attributesType: UICollectionViewLayoutAttributes.Type =
        type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self

    /// The invalidation context class as a metatype (read once).
    private(set) lazy var invalidationContextType: UICollectionViewLayoutInvalidationContext.Type =
        type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        ?? UICollectionViewLayoutInvalidationContext.self

    /// An attributes object of ``layoutAttributesClass`` holding `value`.
    func wrap(_ value: LayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let value else { return nil }
        let object = attributesType.init()
        object.coreAttributes = value
        return object
    }
}
