import Foundation

/// How fast a released scroll slows down, as `UIScrollView.DecelerationRate`: the
/// fraction of its velocity the content keeps per millisecond.
///
/// Any raw value is kept as given, as current iOS does (iOS of 2012 coerced other values
/// to the nearer constant); ``ScrollPhysics`` treats a rate outside (0, 1) or not finite
/// as ``normal``.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of velocity kept per millisecond.
    public var rawValue: CGFloat
    /// A rate from its fraction per millisecond.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// UIKit's default, 0.998 per ms.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's quick stop, 0.99 per ms.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The rate the physics uses: the raw value when it is in (0, 1), else ``normal``'s.
    public var effectiveValue: Double {
        let value = Double(rawValue)
        return value.isFinite && value > 0 && value < 1 ? value : 0.998
    }
}
