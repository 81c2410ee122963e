import CollectionAnimation

/// Applies a force field to its items (`UIFieldBehavior`, iOS 9): gravity along a direction
/// or towards a point, springs, drag, imposed velocity, noise, turbulence, electric and
/// magnetic fields acting on ``UIDynamicItemBehavior/charge``, vortices, or a block of the
/// app's (docs/REFERENCE.md §24.13).
///
/// Each field acts on the items whose centre its ``region``, placed at its ``position``,
/// contains, with a ``strength`` falling off as distance to the power −``falloff`` past
/// ``minimumRadius``. Make one with a class method; `init()` is unavailable, as in UIKit.
///
/// Deliberate differences: Apple's field engine is private, so the units (100 points a metre:
/// a strength of 1 in a linear gravity field is 100 points/s²), the noise and the moment a
/// field is evaluated — once a step, at its start — are this project's (README, fidelity
/// notes). Swift builds a class method's `Self` only through a `required` initializer, which
/// is SPI here.
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// The field's physics.
    var field: DynamicsWorld.Field
    private var itemList = DynamicItemList([])
    /// The app's block of a custom field.
    private var evaluation: ((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)?

    /// Unavailable, as in UIKit: use one of the class methods.
    @available(*, unavailable, message: "Use one of the class methods, such as dragField()")
    public override init() {
        field = DynamicsWorld.Field(kind: .custom)
        super.init()
    }

    /// A behaviour for `field`: the initializer the class methods build `Self` through.
    @_spi(UIKitDynamics)
    public required init(field: DynamicsWorld.Field) {
        self.field = field
        super.init()
    }

    // MARK: Making fields

    /// A field that slows items in proportion to their speed (`dragField()`).
    open class func dragField() -> Self { Self(field: DynamicsWorld.Field(kind: .drag)) }

    /// A field that turns items around its position, counter-clockwise for a positive
    /// strength (`vortexField()`).
    open class func vortexField() -> Self { Self(field: DynamicsWorld.Field(kind: .vortex)) }

    /// A field that pulls items towards `position` in proportion to their distance, whatever
    /// their mass (`radialGravityField(position:)`).
    open class func radialGravityField(position: CGPoint) -> Self {
        var field = DynamicsWorld.Field(kind: .radialGravity)
        field.position = SIMD2(Double(position.x), Double(position.y))
        return Self(field: field)
    }

    /// A field that accelerates items uniformly along `direction`, whose length counts
    /// (`linearGravityField(direction:)`).
    open class func linearGravityField(direction: CGVector) -> Self { Self(field: directed(.linearGravity, direction)) }

    /// A field that gives items the velocity `direction`, overriding their acceleration
    /// (`velocityField(direction:)`).
    open class func velocityField(direction: CGVector) -> Self { Self(field: directed(.velocity, direction)) }

    /// A field of smooth, seeded noise that ignores mass (`noiseField(smoothness:animationSpeed:)`).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        Self(field: animated(.noise, smoothness, speed))
    }

    /// Noise in proportion to an item's speed (`turbulenceField(smoothness:animationSpeed:)`).
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        Self(field: animated(.turbulence, smoothness, speed))
    }

    /// A Hooke's-law field: a force towards its position in proportion to the distance
    /// (`springField()`).
    open class func springField() -> Self { Self(field: DynamicsWorld.Field(kind: .spring)) }

    /// A field pushing charged items away from its position, F = qE (`electricField()`).
    open class func electricField() -> Self { Self(field: DynamicsWorld.Field(kind: .electric)) }

    /// A uniform magnetic field out of the screen, F = qv × B: charged items moving in it
    /// circle counter-clockwise for a positive strength (`magneticField()`).
    open class func magneticField() -> Self { Self(field: DynamicsWorld.Field(kind: .magnetic)) }

    /// A field whose force the app's `block` computes (`field(evaluationBlock:)`), given the
    /// field, an item's centre and velocity (points, points/s), its mass, its charge and the
    /// step's duration; the force it returns is in the units of a push (1 moves a mass of 1
    /// at 100 points/s²).
    open class func field(
        evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> Self {
        let behavior = Self(field: DynamicsWorld.Field(kind: .custom))
        behavior.evaluation = block
        return behavior
    }

    private static func directed(_ kind: DynamicsWorld.Field.Kind, _ direction: CGVector) -> DynamicsWorld.Field {
        var field = DynamicsWorld.Field(kind: kind)
        field.direction = SIMD2(Double(direction.dx), Double(direction.dy))
        return field
    }

    private static func animated(_ kind: DynamicsWorld.Field.Kind, _ smoothness: CGFloat, _ speed: CGFloat) -> DynamicsWorld.Field {
        var field = DynamicsWorld.Field(kind: kind)
        field.smoothness = Double(smoothness)
        field.animationSpeed = Double(speed)
        return field
    }

    // MARK: Items

    /// Adds an item (`addItem(_:)`), once.
    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { settingsChanged() }
    }

    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { settingsChanged() }
    }

    /// The items the field acts on (`items`).
    open var items: [any UIDynamicItem] { itemList.items }

    override var ownItems: [any UIDynamicItem] { itemList.items }

    // MARK: Attributes

    /// The field's centre in the reference coordinates (`position`), (0, 0) unless a radial
    /// gravity field was made at another point.
    open var position: CGPoint {
        get { CGPoint(x: field.position.x, y: field.position.y) }
        set {
            field.position = SIMD2(Double(newValue.x), Double(newValue.y))
            settingsChanged()
        }
    }

    /// Where the field acts, centred on ``position`` (`region`); ``UIRegion/infinite`` by
    /// default.
    open var region: UIRegion = .infinite {
        didSet {
            field.region = region.region
            settingsChanged()
        }
    }

    /// The strength (`strength`), 1 by default; what it means depends on the field.
    open var strength: CGFloat {
        get { CGFloat(field.strength) }
        set { update(\.strength, to: newValue) }
    }

    /// The exponent the strength falls off by with distance (`falloff`), 0 (a uniform field)
    /// by default: the strength is multiplied by (distance / 100 points)^−falloff.
    open var falloff: CGFloat {
        get { CGFloat(field.falloff) }
        set { update(\.falloff, to: newValue) }
    }

    /// The distance below which distances count as this one, in points (`minimumRadius`); a
    /// thousandth of a point by default.
    open var minimumRadius: CGFloat {
        get { CGFloat(field.minimumRadius) }
        set { update(\.minimumRadius, to: newValue) }
    }

    /// The direction of a linear gravity or velocity field (`direction`); the zero vector for
    /// the other fields, which do not keep one.
    open var direction: CGVector {
        get { hasDirection ? CGVector(dx: field.direction.x, dy: field.direction.y) : CGVector(dx: 0, dy: 0) }
        set {
            guard hasDirection else { return }
            field.direction = SIMD2(Double(newValue.dx), Double(newValue.dy))
            settingsChanged()
        }
    }

    /// How smooth a noise or turbulence field is, 0 (noisiest) to 1 (`smoothness`); 0 for the
    /// other fields.
    open var smoothness: CGFloat {
        get { isAnimated ? CGFloat(field.smoothness) : 0 }
        set { if isAnimated { update(\.smoothness, to: newValue) } }
    }

    /// How fast a noise or turbulence field changes (`animationSpeed`), 0 freezing it; always
    /// 0 for the other fields.
    open var animationSpeed: CGFloat {
        get { isAnimated ? CGFloat(field.animationSpeed) : 0 }
        set { if isAnimated { update(\.animationSpeed, to: newValue) } }
    }

    /// Sets one of the field's numbers and asks the animator to run again.
    private func update(_ attribute: WritableKeyPath<DynamicsWorld.Field, Double>, to value: CGFloat) {
        field[keyPath: attribute] = Double(value)
        settingsChanged()
    }

    private var hasDirection: Bool { field.kind == .linearGravity || field.kind == .velocity }
    private var isAnimated: Bool { field.kind == .noise || field.kind == .turbulence }

    // MARK: Stepping

    override func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {
        let time = dynamicAnimator?.elapsed ?? 0
        for item in itemList.items {
            guard let index = body(item) else { continue }
            if let evaluation {
                applyCustomForce(evaluation, to: &world, index: index)
            } else {
                world.apply(field, toBody: index, time: time)
            }
        }
    }

    /// Asks the app's block for the force on the body at `index`, if the region holds it.
    private func applyCustomForce(
        _ evaluation: (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector,
        to world: inout DynamicsWorld, index: Int
    ) {
        let body = world.bodies[index]
        guard !body.isAnchored, field.region.contains(body.center - field.position) else { return }
        let force = evaluation(
            self, CGPoint(x: body.center.x, y: body.center.y), CGVector(dx: body.velocity.x, dy: body.velocity.y),
            CGFloat(body.mass), CGFloat(body.charge), UIDynamicAnimator.stepInterval)
        world.bodies[index].applyForce(SIMD2(Double(force.dx), Double(force.dy)) * DynamicsWorld.pointsPerMetre)
    }
}
