import CollectionAnimation

/// Keeps its items from overlapping one another and from crossing boundaries
/// (`UICollisionBehavior`): the reference view's bounds (or a collection view layout's
/// content), lines and paths (docs/REFERENCE.md §24.7).
///
/// Deliberate differences: every item collides as its bounds rectangle, unrotated, whatever
/// its ``UIDynamicItem/collisionBoundsType``; a path boundary is the straight lines between
/// its points (a curve is its chord).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with (`UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mode from its bits (`init(rawValue:)`).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// With one another (`items`).
        public static let items = Mode(rawValue: 1 << 0)
        /// With the boundaries (`boundaries`).
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// With both (`everything`), the default.
        public static let everything = Mode(rawValue: .max)
    }

    private var itemList: DynamicItemList
    private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []
    /// The boundary identifier of each segment the last step described.
    private var segmentIdentifiers: [any NSCopying] = []

    /// A collision behaviour for `items` (`init(items:)`).
    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// A collision behaviour for no items yet (`init()`).
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

    /// What the items collide with (`collisionMode`), everything by default.
    open var collisionMode: UICollisionBehavior.Mode = .everything {
        didSet { settingsChanged() }
    }

    /// Whether the reference bounds are a boundary (`translatesReferenceBoundsIntoBoundary`):
    /// the reference view's bounds, or a layout's content rectangle, inset by the insets last
    /// given to ``setTranslatesReferenceBoundsIntoBoundary(with:)``.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet { settingsChanged() }
    }

    private var referenceInsets = UIEdgeInsets.zero

    /// Makes the reference bounds inset by `insets` a boundary
    /// (`setTranslatesReferenceBoundsIntoBoundary(with:)`).
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Told when items touch each other or a boundary and stop touching (`collisionDelegate`).
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    /// Adds a boundary along a path (`addBoundary(withIdentifier:for:)`), replacing one with
    /// the same identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath.copy() as? UIBezierPath ?? bezierPath))
        settingsChanged()
    }

    /// Adds a boundary along the line from `p1` to `p2` (`addBoundary(withIdentifier:from:to:)`).
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of a boundary (`boundary(withIdentifier:)`).
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes a boundary (`removeBoundary(withIdentifier:)`).
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        settingsChanged()
    }

    /// The boundaries' identifiers (`boundaryIdentifiers`), nil when there are none.
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Removes every boundary (`removeAllBoundaries()`).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        settingsChanged()
    }

    override var ownItems: [any UIDynamicItem] { itemList.items }

    /// The identifier of a segment the last step described.
    func identifier(ofSegment index: Int) -> (any NSCopying)? {
        segmentIdentifiers.indices.contains(index) ? segmentIdentifiers[index] : nil
    }

    override func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {
        var group = DynamicsWorld.CollisionGroup(bodies: itemList.items.compactMap(body))
        group.collidesBodies = collisionMode.contains(.items)
        segmentIdentifiers = []
        if collisionMode.contains(.boundaries) {
            if translatesReferenceBoundsIntoBoundary, let rect = referenceBounds()?.inset(by: referenceInsets) {
                group.bounds = (SIMD2(Double(rect.minX), Double(rect.minY)), SIMD2(Double(rect.maxX), Double(rect.maxY)))
            }
            for boundary in boundaries {
                for segment in Self.segments(of: boundary.path) {
                    group.segments.append(segment)
                    segmentIdentifiers.append(boundary.identifier)
                }
            }
        }
        world.collisionGroups.append(group)
    }

    /// The reference view's bounds, or the content rectangle of the animator's layout.
    private func referenceBounds() -> CGRect? {
        guard let animator = dynamicAnimator else { return nil }
        if let layout = animator.collectionViewLayout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return animator.referenceView?.bounds
    }

    /// The straight lines of a path: each line, and each curve's chord, and the line back to
    /// the start of a closed subpath.
    private static func segments(of path: UIBezierPath) -> [(SIMD2<Double>, SIMD2<Double>)] {
        var segments: [(SIMD2<Double>, SIMD2<Double>)] = []
        var start: SIMD2<Double>?, current: SIMD2<Double>?
        path.cgPath.applyWithBlock { pointer in
            let element = pointer.pointee
            let count: Int
            switch element.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            if count == 0 {
                if let from = current, let to = start { segments.append((from, to)) }
                current = start
                return
            }
            let end = element.points[count - 1]
            let point = SIMD2(Double(end.x), Double(end.y))
            if element.type == .moveToPoint {
                start = point
            } else if let from = current {
                segments.append((from, point))
            }
            current = point
        }
        return segments
    }

    /// Whether two boundary identifiers are the same: equal objects, or the same instance.
    static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }
}
