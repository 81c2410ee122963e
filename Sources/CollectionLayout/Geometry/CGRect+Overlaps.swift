import Foundation

extension CGRect {
    /// Whether the two rectangles share interior area, or one zero-size rectangle lies
    /// strictly inside the other: rectangles that only touch along an edge do not overlap.
    ///
    /// This is Apple's `CGRectIntersectsRect` behaviour that collection views rely on (an
    /// element ending exactly at the top of the viewport is not visible). Foundation on
    /// Linux's `intersects(_:)` counts touching edges, so layout code uses this instead.
    @inlinable
    public func overlaps(_ other: CGRect) -> Bool {
        if isNull || other.isNull { return false }
        let a = standardized, b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
