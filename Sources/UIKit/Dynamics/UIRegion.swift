import CollectionAnimation

/// A shape for field behaviours (`UIRegion`, iOS 9): a circle or rectangle centred on its
/// origin, everything (``infinite``), and what inverses, unions, differences and intersections
/// of them make (docs/REFERENCE.md §24.13). A ``UIFieldBehavior`` acts only on items whose
/// centre its region, placed at the field's position, contains.
///
/// Regions are immutable, so a copy is the region itself. Combinations nest at most 256 deep;
/// one that would go deeper returns the receiver unchanged. Deliberate difference: `NSCoding`
/// is not adopted (nothing here archives regions).
@preconcurrency @MainActor
open class UIRegion: NSObject, @preconcurrency NSCopying {
    /// The shape.
    let region: DynamicsWorld.Region

    /// A region of `region`'s shape: the initializer the combining methods build `Self`
    /// through (Swift needs a `required` one; UIKit has none to spare).
    @_spi(UIKitDynamics)
    public required init(region: DynamicsWorld.Region) {
        self.region = region
        super.init()
    }

    /// The disc of `radius` points around the origin (`init(radius:)`).
    public init(radius: CGFloat) {
        region = .circle(radius: Double(radius))
        super.init()
    }

    /// The rectangle of `size` centred on the origin (`init(size:)`).
    public init(size: CGSize) {
        region = .rectangle(size: SIMD2(Double(size.width), Double(size.height)))
        super.init()
    }

    private static let sharedInfinite = UIRegion(region: .infinite)

    /// The region that holds every point (`infinite`), one shared object.
    open class var infinite: UIRegion { sharedInfinite }

    /// The points not in this region (`inverse()`); the inverse of ``infinite`` holds none.
    open func inverse() -> Self { Self(region: region.inverse()) }

    /// The points in this region or in `region` (`byUnion(with:)`).
    open func byUnion(with region: UIRegion) -> Self { Self(region: self.region.union(region.region)) }

    /// The points in this region and not in `region` (`byDifference(from:)`).
    open func byDifference(from region: UIRegion) -> Self { Self(region: self.region.subtracting(region.region)) }

    /// The points in both this region and `region` (`byIntersection(with:)`).
    open func byIntersection(with region: UIRegion) -> Self { Self(region: self.region.intersection(region.region)) }

    /// Whether `point`, in the region's coordinates (the origin at its centre), is inside it
    /// (`contains(_:)`); edges are inside.
    open func contains(_ point: CGPoint) -> Bool { region.contains(SIMD2(Double(point.x), Double(point.y))) }

    /// The region itself, as regions do not change (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
