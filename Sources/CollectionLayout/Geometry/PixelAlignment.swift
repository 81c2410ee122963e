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

extension CGPoint {
    /// The point with both coordinates rounded to the pixel grid of `scale`.
    public func roundedToPixels(scale: CGFloat) -> CGPoint {
        CGPoint(x: roundToPixel(x, scale: scale), y: roundToPixel(y, scale: scale))
    }
}
