import CollectionAnimation

/// Sets the physical properties of its items and gives them velocity
/// (`UIDynamicItemBehavior`): elasticity, friction, density, resistance, rotation
/// (docs/REFERENCE.md §24.7, §24.10). When two item behaviours name the same item, the one
/// added later wins.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var itemList: DynamicItemList
    /// Velocities added before the behaviour ran in an animator.
    private var pendingVelocities: [ObjectIdentifier: SIMD2<Double>] = [:]
    /// Angular velocities added before the behaviour ran in an animator.
    private var pendingAngularVelocities: [ObjectIdentifier: Double] = [:]

    /// A behaviour for `items` (`init(items:)`).
    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// A behaviour for no items yet (`init()`).
    public convenience override init() { self.init(items: []) }

    /// The items (`items`).
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item (`addItem(_:)`), once.
    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { settingsChanged() }
    }

    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { settingsChanged() }
    }

    /// How much of their speed items keep when they collide (`elasticity`): 0 (no bounce,
    /// the default) to 1 (all).
    open var elasticity: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// Friction when items slide along each other or a boundary (`friction`), 0 by default.
    open var friction: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// The relative density (`density`), 1 by default; with the size it makes the mass.
    open var density: CGFloat = 1 {
        didSet { settingsChanged() }
    }

    /// Linear velocity damping (`resistance`), 0 by default: speed falls by e^(−resistance)
    /// a second.
    open var resistance: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// Angular velocity damping (`angularResistance`), 0 by default: angular speed falls by
    /// e^(−angularResistance) a second.
    open var angularResistance: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// The charge of the items (`charge`, iOS 9), 0 by default: what electric and magnetic
    /// fields act on (docs/REFERENCE.md §24.13).
    open var charge: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// Whether the items stay where they are (`isAnchored`, iOS 9), false by default;
    /// others still collide with them.
    open var isAnchored = false {
        didSet { settingsChanged() }
    }

    /// Whether the items may rotate (`allowsRotation`), true by default; false stops their
    /// rotation and keeps torques from turning them.
    open var allowsRotation = true {
        didSet { settingsChanged() }
    }

    /// Adds `velocity` (points per second) to an item's (`addLinearVelocity(_:for:)`).
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let added = SIMD2(Double(velocity.x), Double(velocity.y))
        if let animator = dynamicAnimator {
            animator.addVelocity(added, to: item)
        } else {
            pendingVelocities[ObjectIdentifier(item), default: .zero] += added
        }
    }

    /// An item's velocity in points per second (`linearVelocity(for:)`).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        let velocity = dynamicAnimator?.velocity(of: item) ?? pendingVelocities[ObjectIdentifier(item)] ?? .zero
        return CGPoint(x: velocity.x, y: velocity.y)
    }

    /// Adds `velocity` (radians per second, clockwise on screen) to an item's angular velocity
    /// (`addAngularVelocity(_:for:)`).
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        if let animator = dynamicAnimator {
            animator.addAngularVelocity(Double(velocity), to: item)
        } else {
            pendingAngularVelocities[ObjectIdentifier(item), default: 0] += Double(velocity)
        }
    }

    /// An item's angular velocity in radians per second (`angularVelocity(for:)`).
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        CGFloat(dynamicAnimator?.angularVelocity(of: item) ?? pendingAngularVelocities[ObjectIdentifier(item)] ?? 0)
    }

    override var ownItems: [any UIDynamicItem] { itemList.items }

    override func didJoin(_ animator: UIDynamicAnimator) {
        for item in itemList.items {
            if let velocity = pendingVelocities.removeValue(forKey: ObjectIdentifier(item)) { animator.addVelocity(velocity, to: item) }
            if let velocity = pendingAngularVelocities.removeValue(forKey: ObjectIdentifier(item)) {
                animator.addAngularVelocity(velocity, to: item)
            }
        }
    }

    override func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {
        for item in itemList.items {
            guard let index = body(item) else { continue }
            world.bodies[index].elasticity = Double(elasticity)
            world.bodies[index].friction = Double(friction)
            world.bodies[index].density = Double(density)
            world.bodies[index].charge = Double(charge)
            world.bodies[index].resistance = Double(resistance)
            world.bodies[index].isAnchored = isAnchored
            world.bodies[index].angularResistance = Double(angularResistance)
            world.bodies[index].allowsRotation = allowsRotation
            if !allowsRotation { world.bodies[index].angularVelocity = 0 }
        }
    }
}
