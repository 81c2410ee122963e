import CollectionAnimation

/// Runs dynamic behaviours on their items (`UIDynamicAnimator`, iOS 7): a physics simulation
/// stepped 60 times a second on the animation clock, which sets each item's centre and
/// pauses when every item has come to rest (docs/REFERENCE.md §24.7).
///
/// Made with a reference view (``init(referenceView:)``), its items are views and points are
/// in the view's coordinates; made with a collection view layout
/// (``init(collectionViewLayout:)``), its items are layout attributes in the layout's
/// coordinates, and each step that moves them invalidates the layout, whose
/// `layoutAttributesForElements(in:)` answers ``items(in:)``.
///
/// Deliberate differences: Apple's physics engine is private; positions follow the documented
/// models (UIKit gravity, push force per mass, springs of a frequency and damping ratio) with
/// this project's integrator, not Apple's; items turn as rectangles of uniform density, and
/// collide as the upright box around them. An item's centre and rotation are read at every
/// step, so a centre changed without ``updateItem(usingCurrentState:)`` is picked up too.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    private weak var referenceViewStorage: UIView?
    private weak var layoutStorage: UICollectionViewLayout?

    /// An animator for views in `view`'s coordinates (`init(referenceView:)`).
    public init(referenceView view: UIView) {
        referenceViewStorage = view
        super.init()
    }

    /// An animator with no reference view (`init()`, `NSObject`'s, which iOS code calls): its
    /// items move in their own coordinates, and a collision boundary taken from the reference
    /// bounds has none to take.
    public override init() { super.init() }

    /// An animator whose items are layout attributes of `layout`, in its coordinates
    /// (`init(collectionViewLayout:)`).
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init(layout: layout)
    }

    private init(layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init()
    }

    /// The reference view (`referenceView`): the view given, or the layout's collection view.
    open var referenceView: UIView? { referenceViewStorage ?? layoutStorage?.collectionView }

    /// The layout the animator was made for, if any.
    var collectionViewLayout: UICollectionViewLayout? { layoutStorage }

    /// Told when the animator resumes and pauses (`delegate`).
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    /// The behaviours added (`behaviors`), in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []

    /// Adds a behaviour (`addBehavior(_:)`), once, and runs.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.dynamicAnimator?.removeBehavior(behavior)
        behaviors.append(behavior)
        behavior.move(to: self)
        resume()
    }

    /// Removes a behaviour (`removeBehavior(_:)`).
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.move(to: nil)
        resume()
    }

    /// Removes every behaviour (`removeAllBehaviors()`).
    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors = []
        for behavior in removed { behavior.move(to: nil) }
        resume()
    }

    /// The items of every behaviour whose frame meets `rect` (`items(in:)`), in the order
    /// the behaviours first name them.
    ///
    /// - Complexity: O(n) in the items of the behaviours.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        allItems.filter { item in
            let size = item.bounds.size
            let frame = CGRect(
                x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
            return frame.overlaps(rect)
        }
    }

    /// Reads the item's current state again (`updateItem(usingCurrentState:)`) and runs:
    /// a centre the app set moves the item from there.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        resume()
    }

    /// Whether the animator is stepping (`isRunning`): from the moment a behaviour or a
    /// setting changes until every item is at rest.
    open internal(set) var isRunning = false

    /// The seconds the animator has run for (`elapsedTime()`): the sum of its steps.
    open func elapsedTime() -> TimeInterval { elapsed }

    var elapsed: TimeInterval = 0
    /// Each item's velocity, kept between steps.
    var velocities: [ObjectIdentifier: SIMD2<Double>] = [:]
    /// Each turning item's angular velocity in radians per second, kept between steps.
    var angularVelocities: [ObjectIdentifier: Double] = [:]
    /// The contacts of the last step, for collision delegates.
    var contacts: [CollisionContact: CGPoint] = [:]
    /// The clock event stepping the animator while it runs (it ends by itself once the
    /// animator is gone).
    var stepping: (clock: AnimationClock, token: AnimationClock.Token)?

    /// The items of every behaviour, each once, in the order first named.
    var allItems: [any UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var items: [any UIDynamicItem] = []
        for behavior in behaviors.flatMap(\.tree) {
            for item in behavior.ownItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        return items
    }

    // MARK: Collection-view layouts

    /// The attributes of the cell at `indexPath` among the items (`layoutAttributesForCell(at:)`).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of a supplementary view among the items
    /// (`layoutAttributesForSupplementaryView(ofKind:at:)`).
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    /// The attributes of a decoration view among the items
    /// (`layoutAttributesForDecorationView(ofKind:at:)`).
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind
                && $0.indexPath == indexPath
        }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for item in allItems {
            if let attributes = item as? UICollectionViewLayoutAttributes, matches(attributes) { return attributes }
        }
        return nil
    }
}
