import CollectionAnimation

/// Pushes its items with a force (`UIPushBehavior`), continuously or once: a magnitude of 1
/// accelerates a 100 × 100 point item of density 1 at 100 points per second², so an item's
/// acceleration is 100 × magnitude / mass with mass = density × area / 10,000 points²
/// (Apple's documentation; docs/REFERENCE.md §24.7). A force applied off the centre
/// (``setTargetOffsetFromCenter(_:for:)``) also turns the item (§24.10).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Continuous or instantaneous (`UIPushBehavior.Mode`).
    public enum Mode: Int, Sendable {
        /// A force applied at every step (`continuous`).
        case continuous
        /// An impulse applied once, when the push becomes active (`instantaneous`).
        case instantaneous
    }

    private var itemList: DynamicItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// A push of `items` in `mode` (`init(items:mode:)`), of magnitude 0 at angle 0.
    public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
        itemList = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    /// The items pushed (`items`).
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item (`addItem(_:)`), once.
    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { settingsChanged() }
    }

    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { settingsChanged() }
    }

    /// The offset from the item's centre the force is applied at (`targetOffsetFromCenter(for:)`).
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? .zero }

    /// Sets the offset from the item's centre the force is applied at
    /// (`setTargetOffsetFromCenter(_:for:)`), in the item's own axes, turning with it: off the
    /// centre the force also turns the item.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        settingsChanged()
    }

    /// Continuous or instantaneous (`mode`).
    open private(set) var mode: UIPushBehavior.Mode

    /// Whether the push acts (`active`), true by default. An instantaneous push turns it
    /// false once it has applied its impulse; set it to true to push again.
    open var active = true {
        didSet { if active { settingsChanged() } }
    }

    /// The force vector (`pushDirection`), (0, 0) by default.
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet { settingsChanged() }
    }

    /// The force's angle in radians (`angle`).
    open var angle: CGFloat {
        get { pushDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's magnitude (`magnitude`), 0 by default.
    open var magnitude: CGFloat {
        get { pushDirection.polarMagnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the angle and magnitude together (`setAngle(_:magnitude:)`).
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override var ownItems: [any UIDynamicItem] { itemList.items }

    /// The acceleration of a unit force on a body of mass 1: 100 points per second² (Apple's
    /// documentation of `magnitude`).
    static let pointsPerSecondSquared = 100.0

    override func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {
        guard active else { return }
        let force = SIMD2(Double(pushDirection.dx), Double(pushDirection.dy)) * Self.pointsPerSecondSquared
        guard force.x.isFinite, force.y.isFinite else { return }
        for item in itemList.items {
            guard let index = body(item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let arm = SIMD2(Double(offset.horizontal), Double(offset.vertical))
            switch mode {
            case .continuous: world.bodies[index].applyForce(force, at: arm)
            case .instantaneous: world.bodies[index].applyImpulse(force, at: arm)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
