import Foundation

/// Which points a path encloses, as Core Graphics' `CGPathFillRule`.
public enum FillRule: String, Hashable, Sendable {
    /// Inside where the path winds around the point a non-zero number of times (`winding`),
    /// Core Graphics' and Core Animation's default.
    case nonZero
    /// Inside where a ray from the point crosses the path an odd number of times
    /// (`evenOdd`).
    case evenOdd
}
