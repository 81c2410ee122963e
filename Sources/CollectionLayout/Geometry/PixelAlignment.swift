import Foundation

/// Rounds a coordinate to the pixel grid of a screen with `scale` pixels per point, as
/// UIKit does for flow-layout origins: `round(v · scale) / scale`.
///
/// A non-positive or non-finite scale leaves the value unchanged.
@inlinable
public func roundToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard scale > 0, scale.isFinite else { return value }
    return (value * scale).rounded() / scale
}

/// Moves a length down to the pixel grid of a screen with `scale` pixels per point:
/// `floor(v · scale) / scale`, with a tolerance of a millionth of a pixel so that a length
/// already on the grid up to floating-point error stays where it is. UIKit's compositional
/// layout shares a `subitem:count:` group's length this way (docs/REFERENCE.md §14.8).
///
/// A non-positive or non-finite scale leaves the value unchanged.
@inlinable
public func floorToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard scale > 0, scale.isFinite else { return value }
    return (value * scale + 1e-6).rounded(.down) / scale
}

extension CGPoint {
    /// The point with both coordinates rounded to the pixel grid of `scale`.
    public func roundedToPixels(scale: CGFloat) -> CGPoint {
        CGPoint(x: roundToPixel(x, scale: scale), y: roundToPixel(y, scale: scale))
    }
}
