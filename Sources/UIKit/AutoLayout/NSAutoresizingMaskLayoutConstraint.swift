/// UIKit's constraint for a view whose `translatesAutoresizingMaskIntoConstraints` is true:
/// on one axis, its position (`minX`/`minY`) or its length, as its frame and autoresizing
/// mask give them (docs/REFERENCE.md §21.3).
///
/// When the superview's length changes by δ, each flexible part of the axis (leading
/// margin, length, trailing margin) takes a share of δ in proportion to its length, as
/// springs and struts share it (`UIView.stretch`, docs/REFERENCE.md §20); so the position is
/// `x + a·(S − S₀)` and the length `w + b·(S − S₀)`, with `S` the superview's length and `S₀`
/// its length when the frame was set — a constraint on the superview's length when the
/// share is not 0, a constant otherwise. Descriptions show the mask as UIKit does:
/// `h=--& v=--&` (left margin, width, right margin; `&` flexible, `-` fixed; no flexible
/// part counts as a flexible right margin).
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// The axis.
    let axis: NSLayoutConstraint.Axis
    /// Whether this is the position (`minX`/`minY`); else the length.
    let isPosition: Bool
    /// The view's autoresizing mask when the constraint was made.
    let mask: UIView.AutoresizingMask

    /// The constraint for `view`'s `axis`: its position or length `value + share·(S − S₀)`.
    init(view: UIView, axis: NSLayoutConstraint.Axis, isPosition: Bool, value: CGFloat, share: CGFloat, superLength: CGFloat) {
        self.axis = axis
        self.isPosition = isPosition
        self.mask = view.autoresizingMask
        super.init()
        isStructural = true
        storedFirstItem = view
        storedFirstAttribute = isPosition ? (axis == .horizontal ? .left : .top) : (axis == .horizontal ? .width : .height)
        update(value: value, share: share, superLength: superLength, superview: view.layoutParent)
    }

    /// Sets the share and constant: `position or length == share·S + (value − share·S₀)`.
    func update(value: CGFloat, share: CGFloat, superLength: CGFloat, superview: UIView?) {
        if share != 0, let superview {
            storedSecondItem = superview
            storedSecondAttribute = axis == .horizontal ? .width : .height
            storedMultiplier = share
            storedConstant = value - share * superLength
        } else {
            storedSecondItem = nil
            storedSecondAttribute = .notAnAttribute
            storedMultiplier = 1
            storedConstant = value
        }
    }

    /// The axis's three flags, `&` flexible and `-` fixed: leading margin, length, trailing
    /// margin (with none flexible, the trailing margin counts as flexible, as UIKit prints).
    func maskText(_ axis: NSLayoutConstraint.Axis) -> String {
        let flags: [UIView.AutoresizingMask] =
            axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin] : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        var flexible = flags.map { mask.contains($0) }
        if !flexible.contains(true) { flexible[2] = true }
        return String(flexible.map { $0 ? "&" : "-" })
    }
}

/// UIKit's constraint for a view's `intrinsicContentSize` on one axis: the length at most the
/// intrinsic length at the content-hugging priority, and at least it at the
/// compression-resistance priority (docs/REFERENCE.md §21.3). One object stands for the two
/// inequalities, as in UIKit (`width == 42 Hug:250 CompressionResistance:750`).
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    /// The content-hugging priority.
    var hugging: Float
    /// The compression-resistance priority.
    var compressionResistance: Float

    /// The constraint for `view`'s intrinsic `length` on `axis`.
    init(view: UIView, axis: NSLayoutConstraint.Axis, length: CGFloat, hugging: Float, compressionResistance: Float) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        super.init()
        storedFirstItem = view
        storedFirstAttribute = axis == .horizontal ? .width : .height
        storedConstant = length
    }
}
