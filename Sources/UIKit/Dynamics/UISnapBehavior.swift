import CollectionAnimation

/// Moves an item to a point on a damped spring (`UISnapBehavior`): ``damping`` 0.5 by
/// default, 0 oscillating most and 1 least (Apple's documentation). Here the damping is the
/// spring's damping ratio — 1 settles without overshoot — at least 0.1, so that a snap
/// always settles, and its natural frequency is 2 Hz (docs/REFERENCE.md §24.7, chosen:
/// Apple documents neither).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem

    /// Snaps `item` to `point` (`init(item:snapTo:)`).
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// The point the item snaps to (`snapPoint`, iOS 9); changing it moves the item again.
    open var snapPoint: CGPoint {
        didSet { settingsChanged() }
    }

    /// How much the item oscillates as it arrives (`damping`): 0.5 by default, 0 to 1.
    open var damping: CGFloat = 0.5 {
        didSet { settingsChanged() }
    }

    /// The snap spring's natural frequency: 2 Hz (chosen).
    static let frequency = 2.0
    /// The smallest damping ratio a snap has: 0.1 (chosen).
    static let minimumDampingRatio = 0.1

    override var ownItems: [any UIDynamicItem] { [item] }

    override func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {
        guard let index = body(item) else { return }
        var spring = DynamicsWorld.Spring(body: index, anchor: SIMD2(Double(snapPoint.x), Double(snapPoint.y)))
        spring.frequency = Self.frequency
        spring.dampingRatio = min(max(Double(damping.isFinite ? damping : 0.5), Self.minimumDampingRatio), 1)
        world.springs.append(spring)
    }
}
