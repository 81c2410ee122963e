import Foundation

/// Checked conversions from floating-point values: the one home for turning a `Double`
/// that input can reach into an integer. Swift's `Int(someDouble)` traps on NaN, infinity
/// and values outside the type's range; these never do.
extension FixedWidthInteger {
    /// `value` rounded by `rule`, or nil when it is NaN, infinite or outside this type's
    /// range.
    /// - Parameters:
    ///   - value: any `Double`.
    ///   - rule: how to round a fractional value; default toward zero, as `Int(_:)` does.
    @inlinable
    package init?(checked value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
        let rounded = value.rounded(rule)
        guard rounded.isFinite else { return nil }
        self.init(exactly: rounded)
    }

    /// `value` rounded by `rule` and clamped to `range`: an index computed from geometry,
    /// where every value beyond the ends means the end (a query rect that starts far
    /// before the content starts at its first line). NaN gives `range.lowerBound`.
    @inlinable
    package init(clamping value: Double, rounding rule: FloatingPointRoundingRule = .towardZero, to range: ClosedRange<Self>) {
        if value.isNaN {
            self = range.lowerBound
        } else if let exact = Self(checked: value, rounding: rule) {
            self = Swift.min(Swift.max(exact, range.lowerBound), range.upperBound)
        } else {
            self = value > 0 ? range.upperBound : range.lowerBound
        }
    }
}
