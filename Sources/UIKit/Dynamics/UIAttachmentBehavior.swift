import CollectionAnimation

/// Holds a point of an item at a distance from an anchor or from a point of another item
/// (`UIAttachmentBehavior`): a rigid rod while ``frequency`` is 0 (the default), a spring of
/// that natural frequency in hertz and ``damping`` ratio otherwise (docs/REFERENCE.md §24.7).
///
/// The length is the distance between the two points when the behaviour is made. The points
/// are fixed in their items and turn with them, so an attachment off the centre turns its
/// items (§24.8).
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What an attachment holds to (`UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Int, Sendable {
        /// Two items (`items`).
        case items
        /// An item and an anchor point (`anchor`).
        case anchor
    }

    private let first: any UIDynamicItem
    private let second: (any UIDynamicItem)?
    private let firstOffset: UIOffset
    private let secondOffset: UIOffset

    /// Attaches the centre of `item` to `point` (`init(item:attachedToAnchor:)`).
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from the centre of `item` to `point`
    /// (`init(item:offsetFromCenter:attachedToAnchor:)`).
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        first = item
        second = nil
        firstOffset = offset
        secondOffset = .zero
        anchorPoint = point
        attachedBehaviorType = .anchor
        length = Self.distance(Self.point(of: item, offset), point)
        super.init()
    }

    /// Attaches the centres of two items (`init(item:attachedTo:)`).
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another
    /// (`init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`).
    public init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        first = item1
        second = item2
        firstOffset = offset1
        secondOffset = offset2
        anchorPoint = .zero
        attachedBehaviorType = .items
        length = Self.distance(Self.point(of: item1, offset1), Self.point(of: item2, offset2))
        super.init()
    }

    /// The attached items (`items`): one for an anchor attachment, two otherwise.
    open var items: [any UIDynamicItem] { [first] + (second.map { [$0] } ?? []) }

    /// Whether the attachment holds to an anchor or between items (`attachedBehaviorType`).
    open private(set) var attachedBehaviorType: UIAttachmentBehavior.AttachmentType

    /// The anchor (`anchorPoint`), in the animator's coordinates.
    open var anchorPoint: CGPoint {
        didSet { settingsChanged() }
    }

    /// The distance held between the two points (`length`).
    open var length: CGFloat {
        didSet { settingsChanged() }
    }

    /// The spring's damping ratio (`damping`), 0 by default: 1 is critically damped.
    open var damping: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// The spring's natural frequency in hertz (`frequency`); 0, the default, makes the
    /// attachment rigid.
    open var frequency: CGFloat = 0 {
        didSet { settingsChanged() }
    }

    /// The torque resisting rotation about the attachment (`frictionTorque`, iOS 9), 0 by
    /// default; kept, with no effect here (items do not rotate).
    open var frictionTorque: CGFloat = 0

    override var ownItems: [any UIDynamicItem] { items }

    override func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {
        guard let index = body(first) else { return }
        var spring: DynamicsWorld.Spring
        if let second {
            guard let other = body(second) else { return }
            spring = DynamicsWorld.Spring(body: index, otherBody: other)
            spring.otherOffset = SIMD2(Double(secondOffset.horizontal), Double(secondOffset.vertical))
        } else {
            spring = DynamicsWorld.Spring(body: index, anchor: SIMD2(Double(anchorPoint.x), Double(anchorPoint.y)))
        }
        spring.offset = SIMD2(Double(firstOffset.horizontal), Double(firstOffset.vertical))
        spring.length = Double(length)
        spring.frequency = Double(frequency)
        spring.dampingRatio = Double(damping)
        world.springs.append(spring)
    }

    private static func point(of item: any UIDynamicItem, _ offset: UIOffset) -> CGPoint {
        CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = a.x - b.x, dy = a.y - b.y
        let distance = (dx * dx + dy * dy).squareRoot()
        return distance.isFinite ? distance : 0
    }
}
