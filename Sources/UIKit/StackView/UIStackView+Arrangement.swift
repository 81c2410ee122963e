/// The constraints a stack view makes for its arrangement, as UIKit makes them — their
/// identifiers, relations, priorities and which item comes first follow UIKit's as printed
/// from a real `UIStackView` (Alexander Grebenyuk, "Let's Build UIStackView", 2017;
/// docs/REFERENCE.md §21.4). Along the axis: `UISV-canvas-connection` (the stack's leading
/// edge to the first view's, the last view's trailing edge to the stack's), `UISV-spacing`
/// (`≥` for the equal-spacing distributions), and per distribution `UISV-fill-equally`,
/// `UISV-fill-proportionally` (priorities 999, 998… by index), or gap guides with
/// `UISV-distributing-edge`. Across it, per alignment, `UISV-alignment` to the first view,
/// and for the alignments that do not fill a spanning guide with `UISV-spanning-boundary`
/// (999.5 on the aligned edge), `UISV-spanning-fit` (51), `UISV-ambiguity-suppression` (25),
/// and for baselines `UISV-canvas-fit` (49) and `UISV-text-width-disambiguation` (760). A
/// hidden view gets `UISV-hiding` (length 0) and no spacing before it.
extension UIStackView {
    /// The edges of one axis, as attributes.
    private struct AxisAttributes {
        let leading, trailing, length, center: NSLayoutConstraint.Attribute
        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// Replaces the arrangement's constraints and guides with those for the current
    /// arranged views and settings.
    func rebuildArrangement() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangement.constraints)
        for guide in arrangement.guides { removeLayoutGuide(guide) }
        var builder = ArrangementBuilder(stack: self)
        builder.build()
        arrangement = (builder.constraints, builder.guides, builder.spacings)
        activateArrangement(builder.constraints)
    }

    /// Activates the arrangement's `constraints` as `NSLayoutConstraint.activate(_:)` does —
    /// each on its items' nearest common ancestor, in order, each view that takes some told
    /// once — without searching for that ancestor (a performance measure): the items are the
    /// stack view, its arranged views (its subviews) and its guides, so it is the stack view,
    /// or the one view a constraint of a single view holds (`UISV-hiding`,
    /// `UISV-ambiguity-suppression`). A constraint with any other item is activated the general way.
    private func activateArrangement(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints) { arrangementHolder(of: $0) ?? $0.installationView() }
    }

    /// The view activation installs `constraint` on when its items are the stack view, its
    /// subviews or its guides (their nearest common ancestor); nil otherwise.
    private func arrangementHolder(of constraint: NSLayoutConstraint) -> UIView? {
        guard !constraint.isMalformed, constraint.firstOrigin == nil, constraint.secondOrigin == nil,
            let first = arrangementContainer(of: constraint.storedFirstItem)
        else { return nil }
        guard let secondItem = constraint.storedSecondItem else { return first }
        guard let second = arrangementContainer(of: secondItem) else { return nil }
        return first === second ? first : self
    }

    /// The view `item` stands for in the view tree (a guide: its owning view) when it is the
    /// stack view or one of its layout children; nil otherwise.
    private func arrangementContainer(of item: AnyObject?) -> UIView? {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        guard let view, view === self || view.layoutParent === self else { return nil }
        return view
    }

    /// Makes one arrangement.
    private struct ArrangementBuilder {
        let stack: UIStackView
        let views: [UIView]
        let visible: [UIView]
        let canvas: AnyObject
        let along: AxisAttributes
        let across: AxisAttributes
        var constraints: [NSLayoutConstraint] = []
        var guides: [UILayoutGuide] = []
        var spacings: [(NSLayoutConstraint, UIView?)] = []

        init(stack: UIStackView) {
            self.stack = stack
            views = stack.arrangedSubviews
            visible = views.filter { !$0.isHidden }
            canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
            along = AxisAttributes(stack.axis)
            across = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
        }

        mutating func build() {
            guard let first = views.first, let last = views.last else { return }
            add(canvas, along.leading, .equal, first, along.leading, "UISV-canvas-connection")
            add(last, along.trailing, .equal, canvas, along.trailing, "UISV-canvas-connection")
            buildSpacing()
            buildDistribution()
            buildAlignment()
        }

        /// `UISV-spacing` between neighbours (none before a hidden view, nor after hidden
        /// views at the start) and `UISV-hiding` for hidden views.
        private mutating func buildSpacing() {
            let equalSpacing = [.equalSpacing, .equalCentering].contains(stack.distribution)
            var previousVisible: UIView?
            for (a, b) in zip(views, views.dropFirst()) {
                if !a.isHidden { previousVisible = a }
                var gap: (value: CGFloat, isSystem: Bool) = (0, false)
                let before = b.isHidden ? nil : previousVisible
                if let before { gap = stack.spacing(after: before) }
                let relation: NSLayoutConstraint.Relation = equalSpacing ? .greaterThanOrEqual : .equal
                let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
                let constraint =
                    baselines
                    ? add(b, .firstBaseline, relation, a, .lastBaseline, constant: gap.value, "UISV-spacing")
                    : add(b, along.leading, relation, a, along.trailing, constant: gap.value, "UISV-spacing")
                if gap.isSystem { constraint.systemSpacingMultiplier = 1 }
                spacings.append((constraint, before))
            }
            for view in views where view.isHidden {
                add(view, along.length, .equal, nil, .notAnAttribute, "UISV-hiding")
            }
        }

        private mutating func buildDistribution() {
            guard let first = visible.first else { return }
            switch stack.distribution {
            case .fill:
                break
            case .fillEqually:
                for view in visible.dropFirst() { add(view, along.length, .equal, first, along.length, "UISV-fill-equally") }
            case .fillProportionally:
                let lengths = visible.map { view -> CGFloat in
                    let size = view.layoutIntrinsicSize()
                    return max(0, stack.axis == .horizontal ? size.width : size.height)
                }
                let spacings = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.spacing(after: $1.0).value }
                let total = lengths.reduce(0, +) + spacings
                guard total > 0 else { return }
                for (index, (view, length)) in zip(visible, lengths).enumerated() {
                    add(
                        view, along.length, .equal, canvas, along.length, multiplier: length / total,
                        priority: Float(max(1, 999 - index)), "UISV-fill-proportionally")
                }
            case .equalSpacing, .equalCentering:
                let centering = stack.distribution == .equalCentering
                var gaps: [UILayoutGuide] = []
                for (a, b) in zip(visible, visible.dropFirst()) {
                    let gap = UILayoutGuide()
                    stack.addLayoutGuide(gap)
                    guides.append(gap)
                    gaps.append(gap)
                    if centering {
                        add(gap, along.leading, .equal, a, along.center, "UISV-distributing-edge")
                        add(gap, along.trailing, .equal, b, along.center, "UISV-distributing-edge")
                    } else {
                        add(gap, along.leading, .equal, a, along.trailing, "UISV-distributing-edge")
                        add(b, along.leading, .equal, gap, along.trailing, "UISV-distributing-edge")
                    }
                }
                for gap in gaps.dropFirst() {
                    add(gap, along.length, .equal, gaps[0], along.length, priority: centering ? 149 : 1000, "UISV-fill-equally")
                }
            }
        }

        private mutating func buildAlignment() {
            guard let first = views.first else { return }
            var alignment = stack.alignment
            if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
            let others = views.dropFirst()
            switch alignment {
            case .fill:
                for view in others {
                    add(first, across.leading, .equal, view, across.leading, "UISV-alignment")
                    add(first, across.trailing, .equal, view, across.trailing, "UISV-alignment")
                }
                add(canvas, across.leading, .equal, first, across.leading, "UISV-canvas-connection")
                add(first, across.trailing, .equal, canvas, across.trailing, "UISV-canvas-connection")
                return
            case .leading:
                for view in others { add(first, across.leading, .equal, view, across.leading, "UISV-alignment") }
                add(canvas, across.leading, .equal, first, across.leading, "UISV-canvas-connection")
            case .trailing:
                for view in others { add(first, across.trailing, .equal, view, across.trailing, "UISV-alignment") }
                add(first, across.trailing, .equal, canvas, across.trailing, "UISV-canvas-connection")
            case .center:
                for view in others { add(first, across.center, .equal, view, across.center, "UISV-alignment") }
                add(canvas, across.center, .equal, first, across.center, "UISV-canvas-connection")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                for view in others { add(first, baseline, .equal, view, baseline, "UISV-alignment") }
                add(stack, across.length, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
                let share = 1 / CGFloat(max(1, visible.count))
                for view in visible {
                    add(view, along.length, .equal, stack, along.length, multiplier: share, priority: 760, "UISV-text-width-disambiguation")
                }
            }
            buildSpanner(alignment)
        }

        /// The spanning guide across the axis: as long as the tallest visible view, its edges
        /// the canvas's where the alignment does not pin a view there.
        private mutating func buildSpanner(_ alignment: Alignment) {
            let spanner = UILayoutGuide()
            spanner.identifier = "UISV-alignment-spanner"
            stack.addLayoutGuide(spanner)
            guides.append(spanner)
            for view in visible {
                if alignment == .leading {
                    add(spanner, across.leading, .equal, view, across.leading, priority: 999.5, "UISV-spanning-boundary")
                } else {
                    add(spanner, across.leading, .lessThanOrEqual, view, across.leading, "UISV-spanning-boundary")
                }
                if alignment == .trailing {
                    add(spanner, across.trailing, .equal, view, across.trailing, priority: 999.5, "UISV-spanning-boundary")
                } else {
                    add(spanner, across.trailing, .greaterThanOrEqual, view, across.trailing, "UISV-spanning-boundary")
                }
            }
            add(spanner, across.length, .equal, nil, .notAnAttribute, priority: 51, "UISV-spanning-fit")
            if alignment != .leading { add(canvas, across.leading, .equal, spanner, across.leading, "UISV-canvas-connection") }
            if alignment == .lastBaseline, let first = views.first {
                add(canvas, across.trailing, .greaterThanOrEqual, first, across.trailing, "UISV-canvas-connection")
            } else if alignment != .trailing {
                add(spanner, across.trailing, .equal, canvas, across.trailing, "UISV-canvas-connection")
            }
            for view in views { add(view, across.length, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression") }
        }

        /// Records `first.a1 ⋈ multiplier × second.a2 + constant` at `priority`, identified.
        @discardableResult
        private mutating func add(
            _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
            _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000,
            _ identifier: String
        ) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(anchorItem: first, a1, relation, second, a2, multiplier: multiplier, constant: constant)
            constraint.storedPriority = UILayoutPriority(priority)
            constraint.identifier = identifier
            constraints.append(constraint)
            return constraint
        }
    }
}
