/// What marks layout and the engines: changes of geometry, of the view tree, of margins and
/// safe area, of a view's translation of its mask and of its intrinsic size
/// (docs/REFERENCE.md §21.3).
extension UIView {
    /// The bounds changed: the view needs layout, and its superview too unless the superview
    /// is laying out (UIKit marks both when a view's geometry changes). Engines that translate
    /// the view's frame, or its system guides' insets, sync again.
    func geometryDidChange() {
        markNeedsLayout()
        if let parent = layoutParent, !parent.isLayingOut { parent.markNeedsLayout() }
        frameInputsDidChange()
        observableValueDidChange()
    }

    /// The centre moved: engines that translate the view's frame sync again.
    func positionDidChange() {
        frameInputsDidChange()
        observableValueDidChange()
    }

    /// The frame changed: the constraints translated from it — a root's size pins, a view's
    /// autoresizing-mask constraints — and its system guides' edges take their new constants
    /// in place in the engines above (a change of their shape makes an engine sync). Only
    /// those whose constant, multiplier or second item changed are handed on: a move leaves
    /// the size pins and the guides' edges as they were, and the engines with nothing to do.
    private func frameInputsDidChange() {
        guard let state = autoLayoutState, state.engineMemberships > 0 else { return }
        var changed: [NSLayoutConstraint] = []
        /// Refreshes a group of UIKit's constraints (`held`, as they were) and keeps those
        /// whose inputs changed, or which the refresh made.
        func update(_ held: [NSLayoutConstraint], _ refresh: () -> [NSLayoutConstraint]) {
            let before = held.map(\.translatedInputs)
            for constraint in refresh() where !before.contains(constraint.translatedInputs) { changed.append(constraint) }
        }
        if translatesAutoresizingMaskIntoConstraints {
            if let width = state.generated[.encapsulatedSize(.horizontal)] {
                let height = state.generated[.encapsulatedSize(.vertical)]
                update(height.map { [width, $0] } ?? [width]) { encapsulatedSizeConstraints() }
            }
            if state.generated[.autoresizingPosition(.horizontal)] != nil {
                let kinds: [GeneratedConstraintKind] = [
                    .autoresizingPosition(.horizontal), .autoresizingLength(.horizontal), .autoresizingPosition(.vertical),
                    .autoresizingLength(.vertical),
                ]
                update(kinds.compactMap { state.generated[$0] }) { autoresizingConstraints() }
            }
        }
        func updateGuides(of view: UIView) {
            guard view.hasSystemGuides, let guides = view.autoLayoutState?.guideConstraints else { return }
            for (role, constraints) in guides {
                guard let guide = (constraints.first?.firstItem ?? nil) as? UILayoutGuide else { continue }
                update(constraints) { view.systemGuideConstraints(role, guide: guide) }
            }
        }
        updateGuides(of: self)
        for child in layoutChildren { updateGuides(of: child) }
        guard !changed.isEmpty else { return }
        forEachEngineAbove { engine in
            for constraint in changed where engine.entries[ObjectIdentifier(constraint)] != nil {
                engine.constantDidChange(of: constraint)
            }
        }
    }

    /// Whether the view made any of its system guides.
    var hasSystemGuides: Bool {
        guard let state = autoLayoutState else { return false }
        return state.marginsGuide != nil || state.safeAreaGuide != nil || state.readableGuide != nil || state.contentGuide != nil
            || state.frameGuide != nil
    }

    /// The view joined (`oldParent` nil) or left (`oldParent`) a superview: a removed view's
    /// constraints with the views it left are deactivated, as in UIKit; both hierarchies need
    /// layout and their engines sync again; a joining subtree's pending work is marked above.
    func didMoveInLayoutTree(from oldParent: UIView?) {
        if let oldParent {
            (oldParent as? UIStackView)?.removeArrangedSubview(self)
            oldParent.uninstallConstraints(reaching: self)
            oldParent.forEachEngineAbove { $0.needsSync = true }
            oldParent.markNeedsLayout()
            return
        }
        guard let parent = layoutParent else { return }
        parent.forEachEngineAbove { $0.needsSync = true }
        parent.markNeedsLayout()
        if subtreeUsesAutoLayout { parent.markUsesAutoLayout() }
        if needsLayoutFlag || descendantNeedsLayout { markLayoutAncestors(\.descendantNeedsLayout) }
        if needsUpdateConstraintsFlag || descendantNeedsUpdateConstraints { markLayoutAncestors(\.descendantNeedsUpdateConstraints) }
    }

    /// Sets `flag` on each layout ancestor, up to the first that has it set already (those
    /// above it have it too): how pending work below a view is marked on the way to the root.
    /// Inlined, so that each caller's key path is a literal the optimiser folds into a direct
    /// access (`setNeedsLayout()` runs it for every change).
    @inline(__always)
    func markLayoutAncestors(_ flag: ReferenceWritableKeyPath<UIView, Bool>) {
        var current = layoutParent
        while let view = current, !view[keyPath: flag] {
            view[keyPath: flag] = true
            current = view.layoutParent
        }
    }

    /// The margins, safe area or how they combine changed.
    func insetsDidChange() {
        guard subtreeUsesAutoLayout || hasSystemGuides else { return }
        constraintsDidChange()
        markNeedsLayout()
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed.
    func translationDidChange() {
        markUsesAutoLayout()
        constraintsDidChange()
        layoutParent?.markNeedsLayout()
    }

    /// `isHidden` changed: a stack view arranging the view arranges again.
    func visibilityDidChange() {
        observableValueDidChange()
        guard let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        stack.arrangementDidChange()
    }

    /// `invalidateIntrinsicContentSize()`: measured again at the next sync; a stack view
    /// filling proportionally arranges again.
    func intrinsicContentSizeDidChange() {
        if let stack = superview as? UIStackView, stack.distribution == .fillProportionally { stack.arrangementDidChange() }
        guard let state = autoLayoutState else { return }
        state.intrinsicSize = nil
        guard state.engineMemberships > 0 else { return }
        refreshContentSizeConstraints()
        layoutParent?.markNeedsLayout()
    }

    /// Measures the view again and sets its content-size constraints' constants in place in
    /// the engines above; an axis that gains or loses an intrinsic length makes them sync.
    private func refreshContentSizeConstraints() {
        guard !translatesAutoresizingMaskIntoConstraints, let state = autoLayoutState else {
            return forEachEngineAbove { $0.needsSync = true }
        }
        let size = layoutIntrinsicSize()
        for axis in NSLayoutConstraint.Axis.allCases {
            let length = axis == .horizontal ? size.width : size.height
            let measured = length >= 0 && length.isFinite
            guard let constraint = state.generated[.contentSize(axis)], measured else {
                if measured || state.generated[.contentSize(axis)] != nil { forEachEngineAbove { $0.needsSync = true } }
                continue
            }
            guard constraint.storedConstant != length else { continue }
            constraint.storedConstant = length
            forEachEngineAbove { $0.constantDidChange(of: constraint) }
        }
    }

    /// With `.enabledIncludingConstraints`, an Auto Layout change inside a cell sizes the
    /// cell again (`asLayoutRoot`: this view is known to be its tree's topmost).
    func invalidateSelfSizingForConstraints(asLayoutRoot: Bool = false) {
        guard let cell = (asLayoutRoot ? self : layoutRoot) as? UICollectionViewCell,
            cell.owningCollectionView?.selfSizingInvalidation == .enabledIncludingConstraints
        else { return }
        cell.invalidateSelfSizing()
    }
}
