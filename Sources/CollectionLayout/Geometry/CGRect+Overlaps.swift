import Foundation

extension CGRect {
    /// Whether the two rectangles share interior area, or one zero-size rectangle lies
    /// strictly inside the other: rectangles that only touch along an edge do not overlap.
    ///
    /// This is Apple's `CGRectIntersectsRect` behaviour that collection views rely on (an
    /// element ending exactly at the top of the viewport is not visible). Foundation on
    /// Linux's `intersects(_:)` counts touching edges, so layout code uses this instead.
    ///
    /// A null rectangle (an origin coordinate at +infinity, as `CGRect.null` has) overlaps
    /// nothing; a negative width or height counts from its other edge, as `standardized` does.
    /// The edges are worked out here rather than through Foundation's `isNull`, `standardized`
    /// and `minX`…`maxY`, which on Linux are calls into Foundation that the compiler cannot
    /// inline: the flow layout asks this of every element a rect query meets.
    @inlinable
    public func overlaps(_ other: CGRect) -> Bool {
        if origin.x == .infinity || origin.y == .infinity || other.origin.x == .infinity || other.origin.y == .infinity {
            return false
        }
        let (aMinX, aMaxX) = Self.edges(origin.x, size.width), (bMinX, bMaxX) = Self.edges(other.origin.x, other.size.width)
        let (aMinY, aMaxY) = Self.edges(origin.y, size.height), (bMinY, bMaxY) = Self.edges(other.origin.y, other.size.height)
        return aMinX < bMaxX && bMinX < aMaxX && aMinY < bMaxY && bMinY < aMaxY
    }

    /// The low and high edge of a span from `start` over `length` (negative: backwards).
    @inlinable
    static func edges(_ start: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
        length < 0 ? (start + length, start) : (start, start + length)
    }
}
