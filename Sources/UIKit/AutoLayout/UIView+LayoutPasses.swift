import Foundation

/// The layout passes, in UIKit's order (docs/REFERENCE.md §21.3): updating constraints,
/// bottom-up, for the views that asked; then laying out, top-down from the highest ancestor
/// that needs layout, each view's subviews placed at the frames the engine solved before its
/// ``layoutSubviews()`` runs. There is no run loop here: `layoutIfNeeded()` runs both.
extension UIView {
    /// The most rounds one `layoutIfNeeded()` runs while layout keeps being invalidated
    /// (views marking themselves or their ancestors again, sizes that do not settle): then
    /// the pass stops and logs it. UIKit's layout feedback loop debugger uses the same
    /// threshold by default.
    public static let maximumLayoutRounds = 100

    /// Updates constraints where asked (what ``updateConstraintsIfNeeded()`` does): the views of this
    /// subtree that called ``setNeedsUpdateConstraints()`` (and new views), bottom-up, each
    /// sent `updateConstraints()` — a view controller's root view through the controller's
    /// `updateViewConstraints()`. A view whose override does not call super is reported with
    /// UIKit's exception text (recorded in ``LayoutConstraintLog``).
    func updateConstraintsInSubtree() {
        guard needsUpdateConstraintsFlag || descendantNeedsUpdateConstraints else { return }
        descendantNeedsUpdateConstraints = false
        for child in layoutChildren { child.updateConstraintsInSubtree() }
        guard needsUpdateConstraintsFlag else { return }
        if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        let name = LayoutDescriber.className(self)
        LayoutConstraintLog.raise(
            UIKitException(
                reason: "The layout constraints still need update after sending -updateConstraints to "
                    + "\(LayoutDescriber.normalised().objectDescription(self)).\n\(name) or one of its superclasses may have "
                    + "overridden -updateConstraints without calling super. Or, something may have dirtied layout constraints in "
                    + "the middle of updating them.  Both are programming errors."))
    }

    /// Asks for `updateConstraints()` in the next pass (what ``setNeedsUpdateConstraints()`` does).
    func markNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markLayoutAncestors(\.descendantNeedsUpdateConstraints)
    }

    /// `setNeedsLayout()`: marks the view, and its ancestors as having a descendant to lay out.
    func markNeedsLayout() {
        needsLayoutFlag = true
        markLayoutAncestors(\.descendantNeedsLayout)
    }

    /// `layoutIfNeeded()`: rounds of update constraints → solve → lay out from the highest
    /// ancestor that needs layout, until nothing in it needs layout (at most
    /// ``maximumLayoutRounds``).
    func runLayoutPass() {
        let root = layoutRoot
        for _ in 0..<Self.maximumLayoutRounds {
            root.updateConstraintsInSubtree()
            if root.subtreeUsesAutoLayout { root.rootedEngine.markStaleFrames() }
            var top = self
            var current = layoutParent
            while let view = current {
                if view.needsLayoutFlag { top = view }
                current = view.layoutParent
            }
            guard top.needsLayoutFlag || top.descendantNeedsLayout else { return }
            top.layOutSubtree()
        }
        LayoutConstraintLog.print(
            "[LayoutLoop] Degenerate layout!\n\tLayout feedback loop detected in subtree of "
                + "\(LayoutDescriber.normalised().objectDescription(root)): it still needed layout after "
                + "\(Self.maximumLayoutRounds) rounds of one layoutIfNeeded(); the pass stopped there.")
        root.clearLayoutFlags()
    }

    /// Lays out the view if it needs it, then its children that need it, top-down.
    private func layOutSubtree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layer.layoutSublayers()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for child in layoutChildren where child.needsLayoutFlag || child.descendantNeedsLayout { child.layOutSubtree() }
    }

    private func clearLayoutFlags() {
        needsLayoutFlag = false
        descendantNeedsLayout = false
        for child in layoutChildren { child.clearLayoutFlags() }
    }

    /// What the layer's `layoutSublayers()` does for a view, UIKit's order: the controller's
    /// `viewWillLayoutSubviews()`, the frames solved, ``layoutSubviews()``,
    /// `viewDidLayoutSubviews()`.
    func layOutSublayers() {
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        isLayingOut = true
        applyEngineFramesToChildren()
        layoutSubviews()
        isLayingOut = false
        controller?.viewDidLayoutSubviews()
    }

    /// Puts the children Auto Layout places (those that do not translate their masks) at the
    /// frames the hierarchy's engine solved, rounded to the display's pixels.
    func applyEngineFramesToChildren() {
        guard subtreeUsesAutoLayout else { return }
        let root = layoutRoot
        let engine = root.rootedEngine
        engine.syncIfNeeded()
        // The display scale is resolved up the whole trait tree: only for a view with a child to place.
        var scale: CGFloat?
        for child in layoutChildren where !child.translatesAutoresizingMaskIntoConstraints && engine.contains(child) {
            let pixels = scale ?? Self.pixelScale(traitCollection.displayScale)
            scale = pixels
            child.setEngineFrame(engine.frame(of: child), scale: pixels)
        }
        (self as? UIScrollView)?.adoptContentGuideSize(from: engine)
    }

    /// Sets the centre and bounds size for `frame` (UIKit sets them, leaving the transform):
    /// edges rounded to `scale`'s pixels. The size is a whole number of pixels over the scale,
    /// so a view solved 100 points tall is exactly 100 wherever its edges fall (subtracting
    /// the rounded edges in points would leave 100.00000000000001 at y = 84.4 on a 3× screen).
    func setEngineFrame(_ frame: CGRect, scale: CGFloat) {
        func pixels(_ value: CGFloat) -> CGFloat { value.isFinite ? (value * scale).rounded() : 0 }
        let left = pixels(frame.minX), top = pixels(frame.minY)
        let minX = left / scale, minY = top / scale
        let size = CGSize(width: max(0, pixels(frame.maxX) - left) / scale, height: max(0, pixels(frame.maxY) - top) / scale)
        let anchor = layer.anchorPoint
        let center = CGPoint(x: minX + anchor.x * size.width, y: minY + anchor.y * size.height)
        if bounds.size != size { bounds.size = size }
        if self.center != center { self.center = center }
    }

    /// Pixels per point for `scale`: itself when finite and positive, else 1 (frames round to
    /// these pixels; images and pictures are drawn at it).
    static func pixelScale(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? scale : 1 }
}

extension LayoutEngine {
    /// Syncs, then marks for layout the layout parents of the views whose solved frames
    /// differ from their frames (the views the solution moved), and syncs again when a
    /// system guide's insets changed with the frames.
    func markStaleFrames() {
        syncIfNeeded()
        guard revision != checkedRevision else { return }
        checkedRevision = revision
        let scale = UIView.pixelScale(root.traitCollection.displayScale)
        for member in members.values {
            guard let view = member as? UIView, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                let parent = view.layoutParent
            else { continue }
            let solved = frame(of: view)
            let current = view.frame
            if abs(solved.minX - current.minX) * scale >= 0.5 || abs(solved.minY - current.minY) * scale >= 0.5
                || abs(solved.width - current.width) * scale >= 0.5 || abs(solved.height - current.height) * scale >= 0.5
            {
                parent.markNeedsLayout()
            }
        }
    }
}
