import CollectionAnimation

/// Pulls its items with a constant acceleration (`UIGravityBehavior`): UIKit gravity, 1000
/// points per second² for a magnitude of 1, the same for every item whatever its mass
/// (Apple's documentation; docs/REFERENCE.md §24.7).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var itemList: DynamicItemList

    /// Gravity on `items` (`init(items:)`), straight down at magnitude 1.
    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// Gravity on no items yet (`init()`).
    public convenience override init() { self.init(items: []) }

    /// The items pulled (`items`).
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item (`addItem(_:)`), once.
    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { settingsChanged() }
    }

    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { settingsChanged() }
    }

    /// The gravity vector (`gravityDirection`), 1.0 a component standing for 1000 points per
    /// second² along that axis; (0, 1) by default.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { settingsChanged() }
    }

    /// The vector's angle in radians (`angle`), π/2 (down) by default.
    open var angle: CGFloat {
        get { gravityDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The vector's length (`magnitude`), 1 by default. Setting 0 makes the vector (0, 0),
    /// and its angle 0, as Apple documents.
    open var magnitude: CGFloat {
        get { gravityDirection.polarMagnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the angle and magnitude together (`setAngle(_:magnitude:)`).
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override var ownItems: [any UIDynamicItem] { itemList.items }

    /// The acceleration of gravity for a magnitude of 1: 1000 points per second² (Apple's
    /// documentation of `gravityDirection`).
    static let pointsPerSecondSquared = 1000.0

    override func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {
        let pull = SIMD2(Double(gravityDirection.dx), Double(gravityDirection.dy)) * Self.pointsPerSecondSquared
        guard pull.x.isFinite, pull.y.isFinite else { return }
        for item in itemList.items {
            if let index = body(item) { world.bodies[index].acceleration += pull }
        }
    }
}
