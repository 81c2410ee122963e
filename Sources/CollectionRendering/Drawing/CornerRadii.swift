import Foundation

/// A radius for each corner of a rectangle, as a view's corner configuration resolves them
/// (UIKit's `UIView.cornerConfiguration`, iOS 26): replaces a layer's one `cornerRadius` on
/// its `maskedCorners` when corners differ. A corner of radius 0, negative or non-finite is
/// square.
public struct CornerRadii: Hashable, Sendable {
    /// The top-left corner's radius (y down).
    public var topLeft: CGFloat
    /// The top-right corner's radius.
    public var topRight: CGFloat
    /// The bottom-left corner's radius.
    public var bottomLeft: CGFloat
    /// The bottom-right corner's radius.
    public var bottomRight: CGFloat

    /// The four radii.
    public init(topLeft: CGFloat, topRight: CGFloat, bottomLeft: CGFloat, bottomRight: CGFloat) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomLeft = bottomLeft; self.bottomRight = bottomRight
    }

    /// The radius of `corner`, one of the four single corners (the top-left for a set of them).
    public func radius(of corner: Corners) -> CGFloat {
        switch corner {
        case .maxXMinY: topRight
        case .maxXMaxY: bottomRight
        case .minXMaxY: bottomLeft
        default: topLeft
        }
    }

    /// The largest radius, 0 when every corner is square.
    public var largest: CGFloat {
        [topLeft, topRight, bottomLeft, bottomRight].reduce(0) { $1.isFinite ? max($0, $1) : $0 }
    }

    /// Each radius, at most `limit`, made smaller by `amount` and none below 0 (a border's
    /// centre line inside the outline; `limit` is half the shorter side).
    public func inset(by amount: CGFloat, limit: CGFloat) -> CornerRadii {
        func less(_ r: CGFloat) -> CGFloat { r.isFinite ? max(0, min(r, limit) - amount) : 0 }
        return CornerRadii(topLeft: less(topLeft), topRight: less(topRight), bottomLeft: less(bottomLeft), bottomRight: less(bottomRight))
    }
}
