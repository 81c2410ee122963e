/// Told when a collision behaviour's items touch each other or a boundary, and when they
/// stop (`UICollisionBehaviorDelegate`). A boundary made of the reference bounds has the
/// identifier nil, as Apple documents.
///
/// Swift on Linux has no `@objc optional`: the four methods, optional in UIKit, do nothing
/// by default.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    /// Two items began touching (`collisionBehavior(_:beganContactFor:with:at:)`).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem, at p: CGPoint)
    /// Two items stopped touching (`collisionBehavior(_:endedContactFor:with:)`).
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
    /// An item began touching a boundary (`collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)`).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint)
    /// An item stopped touching a boundary (`collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)`).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    /// Nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem, at p: CGPoint
    ) {}
    /// Nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
    {}
    /// Nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint
    ) {}
    /// Nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}
}
