/// How a view's content and frame take part in Auto Layout (docs/REFERENCE.md §21.3):
/// content hugging and compression resistance around its intrinsic size, and the
/// constraints its frame and autoresizing mask become.
extension UIView {
    /// One of the two content priorities on `axis`, `unset` for a view with no Auto Layout state.
    @inline(__always)
    func contentPriority(
        _ priorities: KeyPath<AutoLayoutState, AxisPriorities>, _ axis: NSLayoutConstraint.Axis, _ unset: UILayoutPriority
    ) -> UILayoutPriority {
        UILayoutPriority(autoLayoutState?[keyPath: priorities][axis] ?? unset.rawValue)
    }

    /// Sets one of the two content priorities on `axis`; a change re-solves the engines that
    /// hold the view.
    @inline(__always)
    func setContentPriority(
        _ priorities: ReferenceWritableKeyPath<AutoLayoutState, AxisPriorities>, _ axis: NSLayoutConstraint.Axis,
        _ priority: UILayoutPriority
    ) {
        let state = autoLayout
        guard state[keyPath: priorities][axis] != priority.rawValue else { return }
        state[keyPath: priorities][axis] = priority.rawValue
        guard state.engineMemberships > 0 else { return }
        constraintsDidChange()
    }

    /// ``intrinsicContentSize`` as the engine uses it, kept until
    /// `invalidateIntrinsicContentSize()` (a multi-line label's is measured again at each new
    /// width the engine gives it — unless the width still holds the widest line of a plain
    /// label's size measured at a wider one, where it breaks alike: that size is kept,
    /// ``UILabel/wrapsAlike(at:asMeasured:at:)``, docs/REFERENCE.md §21.10).
    func layoutIntrinsicSize() -> CGSize {
        let state = autoLayout
        let width = wrapsAtLayoutWidth ? state.layoutWidth : nil
        if let cached = state.intrinsicSize {
            if cached.width == width { return cached.size }
            if let width, let label = self as? UILabel, label.wrapsAlike(at: width, asMeasured: cached.size, at: cached.width) {
                return cached.size
            }
        }
        let size = intrinsicContentSize
        state.intrinsicSize = (width, size)
        return size
    }

    /// UIKit's content-size constraints for the view: on each axis with an intrinsic length
    /// (not ``noIntrinsicMetric``), `length ≤ intrinsic` at the hugging priority and
    /// `≥ intrinsic` at the compression resistance (`NSContentSizeLayoutConstraint`).
    func contentSizeConstraints() -> [NSLayoutConstraint] {
        let size = layoutIntrinsicSize()
        let state = autoLayout
        var constraints: [NSLayoutConstraint] = []
        for axis in NSLayoutConstraint.Axis.allCases {
            let length = axis == .horizontal ? size.width : size.height
            guard length >= 0, length.isFinite else {
                state.generated[.contentSize(axis)] = nil
                continue
            }
            // Through the methods, which a subclass may override.
            let hugging = contentHuggingPriority(for: axis).rawValue
            let resistance = contentCompressionResistancePriority(for: axis).rawValue
            if let existing = state.generated[.contentSize(axis)] as? NSContentSizeLayoutConstraint {
                existing.storedConstant = length
                existing.hugging = hugging
                existing.compressionResistance = resistance
                constraints.append(existing)
                continue
            }
            let constraint = NSContentSizeLayoutConstraint(
                view: self, axis: axis, length: length, hugging: hugging, compressionResistance: resistance)
            constraint.container = self
            constraint.order = NSLayoutConstraint.ActivationOrder.next()
            state.generated[.contentSize(axis)] = constraint
            constraints.append(constraint)
        }
        return constraints
    }

    /// UIKit's constraints for a view that translates its autoresizing mask: on each axis
    /// its position and length from its frame, stretching with the superview's length as the
    /// mask says (``NSAutoresizingMaskLayoutConstraint``, docs/REFERENCE.md §20).
    func autoresizingConstraints() -> [NSLayoutConstraint] {
        guard let parent = layoutParent else { return [] }
        let state = autoLayout
        let mask = autoresizingMask
        let frame = self.frame
        var constraints: [NSLayoutConstraint] = []
        for axis in NSLayoutConstraint.Axis.allCases {
            let horizontal = axis == .horizontal
            let origin = horizontal ? frame.minX : frame.minY, length = horizontal ? frame.width : frame.height
            let superLength = horizontal ? parent.bounds.width : parent.bounds.height
            let flexible =
                horizontal
                ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            let weights = Self.stretchWeights(origin: origin, length: length, in: superLength, flexible: flexible)
            let shares = weights.map { ($0.weights[0] / $0.total, $0.weights[1] / $0.total) } ?? (0, 0)
            for (isPosition, value, share) in [(true, origin, shares.0), (false, length, shares.1)] {
                let kind: GeneratedConstraintKind = isPosition ? .autoresizingPosition(axis) : .autoresizingLength(axis)
                let finite = { (x: CGFloat) in x.isFinite ? x : 0 }
                if let existing = state.generated[kind] as? NSAutoresizingMaskLayoutConstraint, existing.mask == mask {
                    existing.update(value: finite(value), share: finite(share), superLength: finite(superLength), superview: parent)
                    existing.container = parent
                    constraints.append(existing)
                    continue
                }
                let constraint = NSAutoresizingMaskLayoutConstraint(
                    view: self, axis: axis, isPosition: isPosition, value: finite(value), share: finite(share),
                    superLength: finite(superLength))
                constraint.container = parent
                constraint.order = NSLayoutConstraint.ActivationOrder.next()
                state.generated[kind] = constraint
                constraints.append(constraint)
            }
        }
        return constraints
    }

    /// Where the first (`first`) or last baseline lies: `offset` below the point `fraction` of
    /// the height down from the top. A label's first is its font's ascender below the top and
    /// its last the descender above the bottom (as the renderer's fonts measure them); a text
    /// field's line is centred, so both are an offset from the centre (``UITextField``); a
    /// view without text has them at its top and bottom.
    func baseline(first: Bool) -> (fraction: Double, offset: CGFloat) {
        if let field = self as? UITextField { return (0.5, field.baselineFromTop - bounds.height / 2) }
        guard let label = self as? UILabel, let font = label.font else { return (first ? 0 : 1, 0) }
        return first ? (0, font.ascender) : (1, font.descender)
    }
}
