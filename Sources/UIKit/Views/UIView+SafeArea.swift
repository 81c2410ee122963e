// The safe area as UIKit computes it in a window: a window's comes from the device (the
// hosting configuration); every other view's is how far it reaches into its superview's unsafe
// margins, measured from each of its edges (an edge without a margin is open), plus its view
// controller's
// `additionalSafeAreaInsets` and what its container's bars cover, for a root view. Outside a window there is no device to ask, and
// `simulatedSafeAreaInsets` answers.

extension UIView {
    /// The safe area insets (see the file's comment).
    var computedSafeAreaInsets: UIEdgeInsets {
        var insets: UIEdgeInsets
        if let window = self as? UIWindow {
            insets = window.deviceSafeAreaInsets
        } else if let superview, superview.window != nil {
            // The superview's safe region; an edge with no inset is open (nothing unsafe lies
            // beyond it), so a view past it gets no inset there.
            let parent = superview.safeAreaInsetsForSubviews, parentBounds = superview.bounds
            let parentSafe = (
                minX: parent.left > 0 ? parentBounds.minX + parent.left : -CGFloat.infinity,
                minY: parent.top > 0 ? parentBounds.minY + parent.top : -CGFloat.infinity,
                maxX: parent.right > 0 ? parentBounds.maxX - parent.right : CGFloat.infinity,
                maxY: parent.bottom > 0 ? parentBounds.maxY - parent.bottom : CGFloat.infinity
            )
            let frame = CGRect(
                x: center.x - bounds.width * layer.anchorPoint.x, y: center.y - bounds.height * layer.anchorPoint.y,
                width: bounds.width, height: bounds.height)
            insets = UIEdgeInsets(
                top: min(max(0, parentSafe.minY - frame.minY), frame.height),
                left: min(max(0, parentSafe.minX - frame.minX), frame.width),
                bottom: min(max(0, frame.maxY - parentSafe.maxY), frame.height),
                right: min(max(0, frame.maxX - parentSafe.maxX), frame.width))
        } else {
            // Outside a window (a test hosting none): the simulated insets, and at least the
            // part of the superview's safe area the view covers.
            insets = inheritedSafeAreaInsets
        }
        if let controller = owningViewController {
            // No array a call: layout passes read the safe area often.
            let additional = controller.additionalSafeAreaInsets, bars = controller.containerBarInsets
            if additional != .zero || bars != .zero {
                insets = UIEdgeInsets(
                    top: insets.top + additional.top + bars.top, left: insets.left + additional.left + bars.left,
                    bottom: insets.bottom + additional.bottom + bars.bottom, right: insets.right + additional.right + bars.right)
            }
        }
        return insets
    }

    /// Tells this view and the views below it whose safe area changed
    /// (``safeAreaInsetsDidChange()``, and `viewSafeAreaInsetsDidChange()` of a root view's
    /// controller).
    ///
    /// Nothing to tell in a tree none of whose views has a source of safe area or was told of
    /// one (``treeHasSafeArea``): every view in it has zero insets and was last told zero, or
    /// was never told (docs/REFERENCE.md §26.11). A view made in code and put among others
    /// outside a window costs no walk.
    func safeAreaMayHaveChanged() {
        if simulatedSafeAreaInsets != .zero { markSafeAreaInTree() }
        guard treeHasSafeArea else { return }
        var published: [UIView] = []
        reportSafeArea(published: &published)
    }

    /// Whether the tree of this view — its topmost superview and the views below — has a
    /// view that is a source of safe area or was told of insets (`TraitChangeState.hasSafeArea`
    /// of the topmost, which any such view below has marked).
    /// - Complexity: O(d), d the number of this view's superviews.
    var treeHasSafeArea: Bool {
        var top = self
        while let parent = top.storedSuperview { top = parent }
        return top.traitChanges.hasSafeArea
    }

    /// Marks this view and its superviews as having a source of safe area at or below them, up
    /// to the first marked already (whose superviews are).
    func markSafeAreaInTree() {
        var view: UIView? = self
        while let current = view, !current.traitChanges.hasSafeArea {
            current.traitChanges.hasSafeArea = true
            view = current.storedSuperview
        }
    }

    /// ``safeAreaMayHaveChanged()`` for this view, then its subviews.
    ///
    /// A subview's safe area is made from its superview's, which is made from its own
    /// superview's, up to the top: asked view by view, a walk would climb the tree again for
    /// each view. So while the walk visits a view's subviews, the insets it just read for the
    /// view are theirs to read (``safeAreaInsetsForSubviews``) — the same value — as long as no
    /// callback has run since they were read: app code may move views, so a callback withdraws
    /// every value `published` (the views above with theirs out), and those below read afresh.
    private func reportSafeArea(published: inout [UIView]) {
        let now = safeAreaInsets
        let previous = traitChanges.reportedSafeArea ?? .zero
        traitChanges.reportedSafeArea = now
        if now != .zero { markSafeAreaInTree() }
        let calledOut = now != previous
        if calledOut {
            for view in published { view.traitChanges.safeAreaForSubviews = nil }
            published.removeAll()
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
        let children = subviews
        guard !children.isEmpty else { return }
        if !calledOut {
            traitChanges.safeAreaForSubviews = now
            published.append(self)
        }
        for child in children { child.reportSafeArea(published: &published) }
        if published.last === self {
            published.removeLast()
            traitChanges.safeAreaForSubviews = nil
        }
    }

    /// The safe area a subview's is made from: the one a safe-area walk read for this view
    /// while it visits the subviews, else ``safeAreaInsets``.
    var safeAreaInsetsForSubviews: UIEdgeInsets { traitChanges.safeAreaForSubviews ?? safeAreaInsets }
}
