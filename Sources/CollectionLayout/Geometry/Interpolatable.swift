import Foundation

/// A value that can be blended with another of its type: the one protocol through which
/// everything animatable interpolates.
///
/// `fraction` 0 gives `self`, 1 gives `other`; values outside [0, 1] extrapolate (springs
/// overshoot).
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `other`.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation.
    @inlinable
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}

extension CGFloat: Interpolatable {
    /// Linear interpolation.
    @inlinable
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
        self + (other - self) * CGFloat(fraction)
    }
}

extension CGPoint: Interpolatable {
    /// Component-wise linear interpolation.
    public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(
            x: x.interpolated(to: other.x, fraction: fraction),
            y: y.interpolated(to: other.y, fraction: fraction))
    }
}

extension CGSize: Interpolatable {
    /// Component-wise linear interpolation.
    public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
        CGSize(
            width: width.interpolated(to: other.width, fraction: fraction),
            height: height.interpolated(to: other.height, fraction: fraction))
    }
}

extension CGRect: Interpolatable {
    /// Origin and size interpolated linearly.
    public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: other.origin, fraction: fraction),
            size: size.interpolated(to: other.size, fraction: fraction))
    }
}
