import CollectionAnimation

/// Items that move as one rigid body (`UIDynamicItemGroup`, iOS 9): a dynamic item whose
/// bounds enclose its items and whose centre is the middle of those bounds, as Apple
/// documents; add it to behaviours in place of its items (docs/REFERENCE.md §24.14).
///
/// The items' places are taken when the group is made: moving the group's ``center`` moves
/// each item by as much, and turning its ``transform`` turns each item about the group's
/// centre and by the same angle. Deliberate differences: the group weighs and collides as
/// its bounds rectangle (UIKit keeps each item's own collision bounds), and a group inside a
/// group, which UIKit forbids, moves as one of the outer group's items.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// An item with its centre's offset from the group's centre and its angle when the group
    /// was made.
    private struct Member {
        let item: any UIDynamicItem
        let offset: SIMD2<Double>
        let angle: Double
    }

    private let members: [Member]
    private let size: CGSize
    private var centerStorage: CGPoint
    private var transformStorage = CGAffineTransform.identity

    /// A group of `items` (`init(items:)`), which it keeps; its bounds enclose the items'
    /// frames (the upright box of a turned item) and its centre is their middle.
    public init(items: [any UIDynamicItem]) {
        var low = SIMD2(Double.infinity, Double.infinity), high = -low
        for item in items {
            let angle = UIDynamicAnimator.angle(of: item.transform)
            let width = Double(item.bounds.width), height = Double(item.bounds.height)
            let half = SIMD2(abs(width * cos(angle)) + abs(height * sin(angle)), abs(width * sin(angle)) + abs(height * cos(angle))) / 2
            let center = SIMD2(Double(item.center.x), Double(item.center.y))
            guard center.x.isFinite, center.y.isFinite, half.x.isFinite, half.y.isFinite else { continue }
            low = SIMD2(min(low.x, center.x - half.x), min(low.y, center.y - half.y))
            high = SIMD2(max(high.x, center.x + half.x), max(high.y, center.y + half.y))
        }
        let middle = low.x <= high.x ? (low + high) / 2 : .zero
        size = low.x <= high.x ? CGSize(width: high.x - low.x, height: high.y - low.y) : .zero
        centerStorage = CGPoint(x: middle.x, y: middle.y)
        members = items.map { item in
            Member(
                item: item, offset: SIMD2(Double(item.center.x), Double(item.center.y)) - middle,
                angle: UIDynamicAnimator.angle(of: item.transform))
        }
        super.init()
    }

    /// The items (`items`), in the order given.
    open var items: [any UIDynamicItem] { members.map(\.item) }

    /// The centre of the group's bounds (`center`); setting it moves every item by as much.
    open var center: CGPoint {
        get { centerStorage }
        set {
            centerStorage = newValue
            place(turning: false)
        }
    }

    /// A rectangle of the size enclosing the items when the group was made (`bounds`).
    open var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The group's rotation (`transform`); setting it turns every item about the centre by the
    /// rotation's angle, each keeping its own angle on top.
    open var transform: CGAffineTransform {
        get { transformStorage }
        set {
            transformStorage = newValue
            place(turning: true)
        }
    }

    /// Puts each item at its offset from the centre turned by the group's angle, and, when
    /// `turning`, turns it by that angle too.
    private func place(turning: Bool) {
        let angle = UIDynamicAnimator.angle(of: transformStorage)
        let center = SIMD2(Double(centerStorage.x), Double(centerStorage.y))
        guard center.x.isFinite, center.y.isFinite else { return }
        for member in members {
            let point = center + DynamicsWorld.rotate(member.offset, by: angle)
            member.item.center = CGPoint(x: point.x, y: point.y)
            if turning { member.item.transform = CGAffineTransform(rotationAngle: CGFloat(member.angle + angle)) }
        }
    }
}
