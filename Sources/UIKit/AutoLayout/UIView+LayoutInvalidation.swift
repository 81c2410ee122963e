/// What marks layout and the engines: changes of geometry, of the view tree, of margins and
/// safe area, of a view's translation of its mask and of its intrinsic size
/// (docs/REFERENCE.md §21.2).
extension UIView {
    /// The bounds changed: the view needs layout, and its superview too unless the superview
    /// is laying out (UIKit marks both when a view's geometry changes). Engines that translate
    /// the view's frame, or its system guides' insets, sync again.
    func geometryDidChange() {
        markNeedsLayout()
        if let parent = layoutParent, !parent.isLayingOut { parent.markNeedsLayout() }
        frameInputsDidChange()
    }

    /// The centre moved: engines that translate the view's frame sync again.
    func positionDidChange() {
        frameInputsDidChange()
    }

    private func frameInputsDidChange() {
        guard let state = autoLayoutState, state.engineMemberships > 0 else { return }
        if translatesAutoresizingMaskIntoConstraints || hasSystemGuides || layoutChildren.contains(where: \.hasSystemGuides) {
            for engine in enginesAbove { engine.needsSync = true }
        }
    }

    /// Whether the view made any of its system guides.
    var hasSystemGuides: Bool {
        guard let state = autoLayoutState else { return false }
        return state.marginsGuide != nil || state.safeAreaGuide != nil || state.readableGuide != nil
    }

    /// The view joined (`oldParent` nil) or left (`oldParent`) a superview: a removed view's
    /// constraints with the views it left are deactivated, as in UIKit; both hierarchies need
    /// layout and their engines sync again; a joining subtree's pending work is marked above.
    func didMoveInLayoutTree(from oldParent: UIView?) {
        if let oldParent {
            (oldParent as? UIStackView)?.removeArrangedSubview(self)
            oldParent.uninstallConstraints(reaching: self)
            for engine in oldParent.enginesAbove { engine.needsSync = true }
            oldParent.markNeedsLayout()
            return
        }
        guard let parent = layoutParent else { return }
        for engine in parent.enginesAbove { engine.needsSync = true }
        parent.markNeedsLayout()
        if subtreeUsesAutoLayout { parent.markUsesAutoLayout() }
        if needsLayoutFlag || descendantNeedsLayout { markNeedsLayoutAbove() }
        if needsUpdateConstraintsFlag || descendantNeedsUpdateConstraints { setNeedsUpdateConstraintsAbove() }
    }

    private func markNeedsLayoutAbove() {
        var current = layoutParent
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.layoutParent
        }
    }

    private func setNeedsUpdateConstraintsAbove() {
        var current = layoutParent
        while let view = current, !view.descendantNeedsUpdateConstraints {
            view.descendantNeedsUpdateConstraints = true
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
        for engine in enginesAbove { engine.needsSync = true }
        layoutParent?.markNeedsLayout()
    }

    /// With `.enabledIncludingConstraints`, an Auto Layout change inside a cell sizes the
    /// cell again.
    func invalidateSelfSizingForConstraints() {
        guard let cell = layoutRoot as? UICollectionViewCell,
            cell.owningCollectionView?.selfSizingInvalidation == .enabledIncludingConstraints
        else { return }
        cell.invalidateSelfSizing()
    }
}
