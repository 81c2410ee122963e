/// A horizontal position of a view or layout guide (`NSLayoutXAxisAnchor`): its leading,
/// trailing, left, right or centre, relating only to other horizontal positions.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` as a dimension
    /// (`anchorWithOffset(to:)`, iOS 10): `otherAnchor − self`, measured in the reading
    /// direction when either is a leading or trailing edge. Constrain it like a width — to a
    /// constant, or to another dimension with a multiplier (two gaps kept equal, a gap a
    /// quarter of a view's width).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        offsetDimension(to: otherAnchor)
    }

    /// `self == anchor + multiplier × system spacing`
    /// (`constraint(equalToSystemSpacingAfter:multiplier:)`, iOS 11): the receiver that far
    /// after `anchor` in the reading direction. The system spacing here is 8 points (UIKit's
    /// standard spacing between views; docs/REFERENCE.md §21.2).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeSystemSpacingConstraint(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`
    /// (`constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`).
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeSystemSpacingConstraint(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`
    /// (`constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`).
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeSystemSpacingConstraint(.lessThanOrEqual, anchor, multiplier)
    }
}
