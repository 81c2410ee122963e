/// An object UIKit Dynamics can move (`UIDynamicItem`): its centre, bounds and transform.
/// ``UIView`` and ``UICollectionViewLayoutAttributes`` are dynamic items, as in UIKit.
///
/// Swift on Linux has no `@objc optional`: ``collisionBoundsType`` and
/// ``collisionBoundingPath``, optional in UIKit, have defaults in an extension (a rectangle,
/// and an empty path); an item that declares them is asked for its own.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The centre, in the animator's reference coordinates (`center`), which the animator sets.
    var center: CGPoint { get set }
    /// The bounds (`bounds`); their size is the item's size in the simulation.
    var bounds: CGRect { get }
    /// The rotation (`transform`): the animator reads only its rotation and, once it turns the
    /// item, sets it to a pure rotation (docs/REFERENCE.md §24.10).
    var transform: CGAffineTransform { get set }
    /// The shape collisions use (`collisionBoundsType`, iOS 9; optional in UIKit): a
    /// rectangle by default.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The path collisions use with ``UIDynamicItemCollisionBoundsType/path``
    /// (`collisionBoundingPath`, iOS 9; optional in UIKit).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// A rectangle, UIKit's default.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// An empty path.
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

/// The shape of an item's collision bounds (`UIDynamicItemCollisionBoundsType`, iOS 9).
///
/// Rectangles and ellipses collide as such; a path collides as the bounds rectangle here
/// (docs/REFERENCE.md §24.12).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The bounds rectangle (`rectangle`).
    case rectangle
    /// The ellipse inscribed in the bounds (`ellipse`).
    case ellipse
    /// The item's ``UIDynamicItem/collisionBoundingPath`` (`path`).
    case path
}
