import CoreGraphics

// A split view controller's view: collapsed, the one controller shown fills it; expanded, the
// columns lie where the display mode puts them, the sidebars with a compact horizontal size
// class (docs/REFERENCE.md §20.17, §20.18). Its layout pass collapses or expands the interface
// when the horizontal size class has changed, as UIKit does on a trait change.

/// The view of a ``UISplitViewController``: lays out its columns.
final class SplitContainerView: UIView {
    /// The controller whose view this is.
    private weak var controller: UISplitViewController?

    init(controller: UISplitViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Collapses or expands the interface if the size class changed, then places the columns.
    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns(in: self)
    }
}

extension UISplitViewController {
    /// Collapses (a compact horizontal size class) or expands (any other) the interface when it
    /// changed, then places the controllers shown and sets the sidebars' traits.
    func layoutColumns(in container: UIView) {
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact, !isCollapsed { collapse() } else if !compact, isCollapsed { expand(in: container.bounds.size) }
        guard !isCollapsed else {
            place(collapsedController.map { [($0, container.bounds)] } ?? [], in: container)
            return setSidebarTraits(compact: [])
        }
        settleArrangement(for: container.bounds.size)
        let width = container.bounds.width
        arrangement.primaryWidth = SplitColumnLayout.sidebarWidth(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, in: width)
        arrangement.supplementaryWidth =
            style == .tripleColumn
            ? SplitColumnLayout.sidebarWidth(
                preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, in: width) : 0
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let layout = SplitColumnLayout.make(
            bounds: container.bounds, tripleColumn: style == .tripleColumn, mode: displayMode,
            primaryWidth: arrangement.primaryWidth, supplementaryWidth: arrangement.supplementaryWidth,
            mirrored: (primaryEdge == .trailing) != rightToLeft)
        place(layout.columns.compactMap { entry in columnController(entry.column).map { ($0, entry.frame) } }, in: container)
        setSidebarTraits(compact: usesColumns ? [.primary, .supplementary].compactMap { columns.navigation[$0] } : [])
    }

    /// The controller showing `column` while expanded: its navigation controller, or a classic
    /// split view's primary or secondary.
    func columnController(_ column: Column) -> UIViewController? {
        guard usesColumns else {
            let index = column == .primary ? 0 : column == .secondary ? 1 : nil
            return index.flatMap { columns.classic.indices.contains($0) ? columns.classic[$0] : nil }
        }
        return columns.navigation[column]
    }

    /// Collapses: the controllers come together (UISplitViewController+Columns.swift) and the
    /// delegate hears `splitViewControllerDidCollapse(_:)`.
    private func collapse() {
        arrangement.collapsed = true
        collapseControllers()
        if usesColumns { delegate?.splitViewControllerDidCollapse(self) }
    }

    /// Expands: the controllers go back to their columns, the delegate may change the display
    /// mode proposed for `size` (`displayModeForExpandingToProposedDisplayMode`), then hears
    /// `splitViewControllerDidExpand(_:)`.
    private func expand(in size: CGSize) {
        arrangement.collapsed = false
        expandControllers()
        guard usesColumns else { return }
        settleArrangement(for: size)
        let proposed = displayMode
        if let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed),
            mode != proposed, mode != .automatic
        {
            ask(mode)
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Puts the views of `shown` at their frames in `container`, back to front; views no longer
    /// shown leave. On screen, a controller leaving or joining disappears or appears; while the
    /// split view appears, a joining one begins appearing and ends with it.
    private func place(_ shown: [(controller: UIViewController, frame: CGRect)], in container: UIView) {
        let onScreen = appearanceState == .appeared
        var visible = onScreen
        if case .appearing = appearanceState { visible = true }
        for child in children where child.viewIfLoaded?.superview === container {
            guard !shown.contains(where: { $0.controller === child }) else { continue }
            if visible { child.beginAppearanceTransition(false, animated: false) }
            child.viewIfLoaded?.removeFromSuperview()
            if visible { child.endAppearanceTransition() }
        }
        for (controller, frame) in shown {
            let view: UIView = controller.view
            let joining = view.superview !== container
            if joining, visible { controller.beginAppearanceTransition(true, animated: false) }
            if joining { container.addSubview(view) }
            if view.frame != frame { view.frame = frame }
            if joining, onScreen { controller.endAppearanceTransition() }
        }
        let views = shown.map { $0.controller.view as UIView }
        if container.subviews.filter({ view in views.contains { $0 === view } }) != views {
            for view in views { container.bringSubviewToFront(view) }
        }
    }

    /// Gives the controllers in `sidebars` a compact horizontal size class and takes it from the
    /// other children (§20.17).
    private func setSidebarTraits(compact sidebars: [UIViewController]) {
        for child in children {
            let wanted = sidebars.contains { $0 === child } ? UITraitCollection(horizontalSizeClass: .compact) : nil
            if overrideTraitCollection(forChild: child)?.horizontalSizeClass != wanted?.horizontalSizeClass {
                setOverrideTraitCollection(wanted, forChild: child)
            }
        }
    }
}
