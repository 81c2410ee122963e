import CollectionAnimation

/// Holds a point of an item at a distance from an anchor or from a point of another item
/// (`UIAttachmentBehavior`): a rigid rod while ``frequency`` is 0 (the default), a spring of
/// that natural frequency in hertz and ``damping`` ratio otherwise (docs/REFERENCE.md §24.7);
/// or, made by the iOS 9 class methods, a rope, a pin, a weld or a slide (§24.11).
///
/// The length is the distance between the two points when the behaviour is made. The points
/// are fixed in their items and turn with them, so an attachment off the centre turns its
/// items (§24.10).
///
/// Deliberate difference: the class methods return `Self`, which Swift builds only through a
/// `required` initializer, so ``init(item:offsetFromCenter:attachedToAnchor:)`` and
/// ``init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`` are `required` here — a
/// subclass that declares its own designated initializer must repeat them.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What an attachment holds to (`UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Int, Sendable {
        /// Two items (`items`).
        case items
        /// An item and an anchor point (`anchor`).
        case anchor
    }

    /// The kind a class method made (docs/REFERENCE.md §24.11).
    enum Kind: Equatable {
        /// A rod or spring of ``length``.
        case distance
        /// At most ``length`` apart.
        case limit
        /// Two items turning about a shared point, within ``attachmentRange`` radians.
        case pin
        /// Two items welded at a point.
        case fixed
        /// Points sliding along an axis (fixed in the second item, or in the world for an
        /// anchor) within ``attachmentRange`` points, the items not turning.
        case slide(axis: SIMD2<Double>)
    }

    private var first: any UIDynamicItem
    private var second: (any UIDynamicItem)?
    /// The attachment points' offsets from the centres, in the items' own (unturned) axes.
    private var firstOffset: SIMD2<Double>
    private var secondOffset: SIMD2<Double> = .zero
    private(set) var kind = Kind.distance
    /// The first item's angle less the second's (or the world's) when the behaviour was made.
    private var referenceAngle = 0.0

    /// Attaches the centre of `item` to `point` (`init(item:attachedToAnchor:)`).
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from the centre of `item` to `point`
    /// (`init(item:offsetFromCenter:attachedToAnchor:)`).
    public required init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        first = item
        second = nil
        firstOffset = SIMD2(Double(offset.horizontal), Double(offset.vertical))
        anchorPoint = point
        attachedBehaviorType = .anchor
        length = 0
        super.init()
        length = Self.distance(self.point(of: item, firstOffset), point)
        referenceAngle = UIDynamicAnimator.angle(of: item.transform)
    }

    /// Attaches the centres of two items (`init(item:attachedTo:)`).
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another
    /// (`init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`).
    public required init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        first = item1
        second = item2
        firstOffset = SIMD2(Double(offset1.horizontal), Double(offset1.vertical))
        secondOffset = SIMD2(Double(offset2.horizontal), Double(offset2.vertical))
        anchorPoint = .zero
        attachedBehaviorType = .items
        length = 0
        super.init()
        length = Self.distance(point(of: item1, firstOffset), point(of: item2, secondOffset))
        referenceAngle = UIDynamicAnimator.angle(of: item1.transform) - UIDynamicAnimator.angle(of: item2.transform)
    }

    // MARK: iOS 9 kinds

    /// Two items whose points at `point` slide along `axis` relative to each other, without
    /// turning relative to each other (`slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)`).
    open class func slidingAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> Self {
        let behavior = Self(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
        behavior.pin(at: point)
        let turn = UIDynamicAnimator.angle(of: item2.transform)
        behavior.kind = .slide(axis: Self.rotate(SIMD2(Double(axis.dx), Double(axis.dy)), by: -turn))
        return behavior
    }

    /// An item whose point at `point` slides along `axis` through it, without turning
    /// (`slidingAttachment(with:attachmentAnchor:axisOfTranslation:)`).
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector)
        -> Self
    {
        let behavior = Self(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
        behavior.pin(at: point)
        behavior.kind = .slide(axis: SIMD2(Double(axis.dx), Double(axis.dy)))
        return behavior
    }

    /// Two items whose points stay at most their present distance apart, like a rope
    /// (`limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)`).
    open class func limitAttachment(
        with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) -> Self {
        let behavior = Self(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        behavior.kind = .limit
        return behavior
    }

    /// Two items welded together at `point` (`fixedAttachment(with:attachedTo:attachmentAnchor:)`).
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint)
        -> Self
    { joint(.fixed, item1, item2, at: point) }

    /// Two items pinned together at `point`, turning about it
    /// (`pinAttachment(with:attachedTo:attachmentAnchor:)`).
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint)
        -> Self
    { joint(.pin, item1, item2, at: point) }

    /// An attachment of `kind` between two items whose points are both at `point`.
    private class func joint(_ kind: Kind, _ item1: any UIDynamicItem, _ item2: any UIDynamicItem, at point: CGPoint) -> Self {
        let behavior = Self(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
        behavior.pin(at: point)
        behavior.kind = kind
        return behavior
    }

    /// Puts the attachment points at `point` in the items' axes, at length 0.
    private func pin(at point: CGPoint) {
        firstOffset = Self.localOffset(of: point, in: first)
        if let second { secondOffset = Self.localOffset(of: point, in: second) }
        length = 0
    }

    // MARK: Settings

    /// The attached items (`items`): one for an anchor attachment, two otherwise.
    open var items: [any UIDynamicItem] { [first] + (second.map { [$0] } ?? []) }

    /// Whether the attachment holds to an anchor or between items (`attachedBehaviorType`).
    open private(set) var attachedBehaviorType: UIAttachmentBehavior.AttachmentType

    /// The anchor (`anchorPoint`), in the animator's coordinates.
    open var anchorPoint: CGPoint {
        didSet { settingsChanged() }
    }

    /// The distance held between the two points (`length`): exactly for a rod or spring, at
    /// most for a limit attachment.
    open var length: CGFloat {
        didSet { settingsChanged() }
    }

    /// The spring's damping ratio (`damping`), 0 by default: 1 is critically damped.
    open var damping: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// The spring's natural frequency in hertz (`frequency`); 0, the default, makes the
    /// attachment rigid. Pins, welds, slides and limits are always rigid here.
    open var frequency: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// The torque resisting the items' turn about the attachment (`frictionTorque`, iOS 9), 0
    /// by default: it slows their relative angular velocity by at most frictionTorque × t ×
    /// (1/I₁ + 1/I₂) over t seconds (docs/REFERENCE.md §24.11, chosen — Apple gives no units).
    open var frictionTorque: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// The range of motion (`attachmentRange`, iOS 9), infinite by default: for a slide the
    /// points it may move along its axis either way from where it started, for a pin the
    /// radians the first item may turn relative to the second, counter-clockwise (minimum,
    /// 0 or less) and clockwise (maximum, 0 or more).
    open var attachmentRange: UIFloatRange = .infinite {
        didSet { settingsChanged() }
    }

    override var ownItems: [any UIDynamicItem] { items }

    override func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {
        guard let index = body(first) else { return }
        var spring: DynamicsWorld.Spring
        if let second {
            guard let other = body(second) else { return }
            spring = DynamicsWorld.Spring(body: index, otherBody: other)
            spring.otherOffset = secondOffset
        } else {
            spring = DynamicsWorld.Spring(body: index, anchor: SIMD2(Double(anchorPoint.x), Double(anchorPoint.y)))
        }
        spring.offset = firstOffset
        spring.length = Double(length)
        spring.referenceAngle = referenceAngle
        spring.frictionTorque = Double(frictionTorque)
        let range = (Double(attachmentRange.minimum), Double(attachmentRange.maximum))
        switch kind {
        case .distance:
            spring.frequency = Double(frequency)
            spring.dampingRatio = Double(damping)
        case .limit: spring.kind = .limit
        case .pin: (spring.minimumAngle, spring.maximumAngle) = range
        case .fixed: (spring.minimumAngle, spring.maximumAngle) = (0, 0)
        case let .slide(axis):
            spring.kind = .slide(axis: axis, minimum: range.0, maximum: range.1)
            (spring.minimumAngle, spring.maximumAngle) = (0, 0)
        }
        world.springs.append(spring)
    }

    /// The point `offset` (in the item's axes) from the item's centre, turned with the item.
    private func point(of item: any UIDynamicItem, _ offset: SIMD2<Double>) -> CGPoint {
        let turned = Self.rotate(offset, by: UIDynamicAnimator.angle(of: item.transform))
        return CGPoint(x: Double(item.center.x) + turned.x, y: Double(item.center.y) + turned.y)
    }

    /// `point`'s offset from the item's centre in the item's own axes.
    private static func localOffset(of point: CGPoint, in item: any UIDynamicItem) -> SIMD2<Double> {
        let offset = SIMD2(Double(point.x - item.center.x), Double(point.y - item.center.y))
        return rotate(offset, by: -UIDynamicAnimator.angle(of: item.transform))
    }

    private static func rotate(_ vector: SIMD2<Double>, by angle: Double) -> SIMD2<Double> { DynamicsWorld.rotate(vector, by: angle) }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = a.x - b.x, dy = a.y - b.y
        let distance = (dx * dx + dy * dy).squareRoot()
        return distance.isFinite ? distance : 0
    }
}
