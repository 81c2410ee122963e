/// A width or height of a view or layout guide (`NSLayoutDimension`): relates to other
/// dimensions, to constants, and with a multiplier.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c` (`constraint(equalToConstant:)`).
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, nil, constant: c)
    }

    /// `self >= c` (`constraint(greaterThanOrEqualToConstant:)`).
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c` (`constraint(lessThanOrEqualToConstant:)`).
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor` (`constraint(equalTo:multiplier:)`).
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= m × anchor` (`constraint(greaterThanOrEqualTo:multiplier:)`).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= m × anchor` (`constraint(lessThanOrEqualTo:multiplier:)`).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c` (`constraint(equalTo:multiplier:constant:)`).
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c` (`constraint(greaterThanOrEqualTo:multiplier:constant:)`).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c` (`constraint(lessThanOrEqualTo:multiplier:constant:)`).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
