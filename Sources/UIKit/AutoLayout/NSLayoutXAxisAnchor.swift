/// A horizontal position of a view or layout guide (`NSLayoutXAxisAnchor`): its leading,
/// trailing, left, right or centre, relating only to other horizontal positions.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`
    /// (`constraint(equalToSystemSpacingAfter:multiplier:)`, iOS 11): the receiver that far
    /// after `anchor` in the reading direction. The system spacing here is 8 points (UIKit's
    /// standard spacing between views; docs/REFERENCE.md §21.2).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`
    /// (`constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`).
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`
    /// (`constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`).
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.lessThanOrEqual, anchor, multiplier)
    }

    private func systemSpacing(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutXAxisAnchor, _ multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        let constraint = makeConstraint(relation, anchor, constant: multiplier * NSLayoutConstraint.standardSpacing)
        if multiplier.isFinite { constraint.systemSpacingMultiplier = multiplier }
        return constraint
    }
}

/// A vertical position of a view or layout guide (`NSLayoutYAxisAnchor`): its top, bottom,
/// centre or a baseline, relating only to other vertical positions.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`
    /// (`constraint(equalToSystemSpacingBelow:multiplier:)`, iOS 11): the receiver that far
    /// below `anchor`. The system spacing here is 8 points, baselines included (UIKit derives
    /// the spacing between baselines from the fonts; that is not modelled:
    /// docs/REFERENCE.md §21.2).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`
    /// (`constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`).
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`
    /// (`constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`).
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        systemSpacing(.lessThanOrEqual, anchor, multiplier)
    }

    private func systemSpacing(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor, _ multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        let constraint = makeConstraint(relation, anchor, constant: multiplier * NSLayoutConstraint.standardSpacing)
        if multiplier.isFinite { constraint.systemSpacingMultiplier = multiplier }
        return constraint
    }
}

extension NSLayoutConstraint {
    /// UIKit's standard spacing between sibling views, 8 points (the `-` of the visual
    /// format; Apple's Auto Layout Guide).
    static let standardSpacing: CGFloat = 8

    /// The system spacing a system-spacing constraint multiplies.
    var systemSpacing: CGFloat { Self.standardSpacing }
}
