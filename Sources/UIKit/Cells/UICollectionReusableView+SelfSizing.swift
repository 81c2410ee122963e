/// Self-sizing from constraints (docs/REFERENCE.md §16, §21.3): what
/// `preferredLayoutAttributesFitting(_:)` asks of `systemLayoutSizeFitting`.
extension UICollectionReusableView {
    /// The size the view wants for `size`: free axes at `fittingSizeLevel`, fixed ones
    /// `required`; a free axis longer than `sizing` allows is held at its maximum and the
    /// other axis fitted again (a label wraps at that width).
    func fittingSize(for size: CGSize, sizing: SelfSizing) -> CGSize {
        func fit(_ target: CGSize, width: Bool, height: Bool) -> CGSize {
            systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: width ? .fittingSizeLevel : .required,
                verticalFittingPriority: height ? .fittingSizeLevel : .required)
        }
        var fitted = fit(size, width: sizing.fitsWidth, height: sizing.fitsHeight)
        let maximum = sizing.maximumSize
        if sizing.fitsWidth, fitted.width > maximum.width {
            fitted = fit(CGSize(width: maximum.width, height: size.height), width: false, height: sizing.fitsHeight)
        } else if sizing.fitsHeight, fitted.height > maximum.height {
            fitted = fit(CGSize(width: size.width, height: maximum.height), width: sizing.fitsWidth, height: false)
        }
        reportAmbiguousFitting(size)
        return CGSize(width: min(fitted.width, maximum.width), height: min(fitted.height, maximum.height))
    }

    /// Says once, for a view sized by Auto Layout, that its constraints left a free axis
    /// undecided, so it keeps the length the layout gave it.
    private func reportAmbiguousFitting(_ size: CGSize) {
        guard subtreeUsesAutoLayout, let engine = autoLayoutState?.engine, let axis = engine.lastFittingAmbiguity.first,
            !autoLayout.reportedAmbiguousFitting
        else { return }
        autoLayout.reportedAmbiguousFitting = true
        let length = axis == .horizontal ? size.width : size.height
        LayoutConstraintLog.print(
            "CollectionReel: the constraints of \(LayoutDescriber.normalised().objectDescription(self)) do not decide its "
                + "\(axis == .horizontal ? "width" : "height") (its layout is ambiguous), so it keeps the "
                + "\(axis == .horizontal ? "width" : "height") the layout gave it, \(LayoutDescriber.normalised().number(length)). "
                + "Constrain its content view's subviews from edge to edge along that axis.")
    }
}
