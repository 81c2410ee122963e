/// A vertical position of a view or layout guide (`NSLayoutYAxisAnchor`): its top, bottom,
/// centre or a baseline, relating only to other vertical positions.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor down to `otherAnchor` as a dimension
    /// (`anchorWithOffset(to:)`, iOS 10): `otherAnchor − self`. Constrain it like a height.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        offsetDimension(to: otherAnchor)
    }

    /// `self == anchor + multiplier × system spacing`
    /// (`constraint(equalToSystemSpacingBelow:multiplier:)`, iOS 11): the receiver that far
    /// below `anchor`. The system spacing here is 8 points, baselines included (UIKit derives
    /// the spacing between baselines from the fonts; that is not modelled:
    /// docs/REFERENCE.md §21.2).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeSystemSpacingConstraint(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`
    /// (`constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`).
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeSystemSpacingConstraint(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`
    /// (`constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`).
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeSystemSpacingConstraint(.lessThanOrEqual, anchor, multiplier)
    }
}

extension NSLayoutConstraint {
    /// UIKit's standard spacing between sibling views, 8 points (the `-` of the visual
    /// format; Apple's Auto Layout Guide).
    static let standardSpacing: CGFloat = 8

    /// The system spacing a system-spacing constraint multiplies.
    var systemSpacing: CGFloat { Self.standardSpacing }
}
