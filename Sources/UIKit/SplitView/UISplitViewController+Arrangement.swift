import CoreGraphics

// How a split view controller settles its display mode and behavior (docs/REFERENCE.md §20.17):
// from the preferred ones and its size at each layout, or from `show(_:)`, `hide(_:)`, the
// display mode button or the delegate until a preference or the size changes; and who is told.

extension UISplitViewController {
    /// A preferred display mode or behavior was set: what was asked since is dropped and the
    /// columns are arranged again.
    func preferencesDidChange() {
        arrangement.asked = nil
        arrangement.size = nil
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
    }

    /// Settles the display mode and behavior for a view of `size`; a change tells the delegate
    /// `willChangeTo` and — unless `told` is false (`show(_:)` and `hide(_:)`) — `willShow` and
    /// `willHide` for the sidebars that come and go.
    func settleArrangement(for size: CGSize, tellingColumns told: Bool = true) {
        if arrangement.size != size { arrangement.asked = nil }
        arrangement.size = size
        let settled = SplitColumnLayout.resolve(
            behavior: preferredSplitBehavior, mode: preferredDisplayMode, tripleColumn: style == .tripleColumn, size: size)
        arrangement.behavior = settled.behavior
        let mode = arrangement.asked.map { settled.behavior.displayMode(showing: $0.sidebarCount) } ?? settled.mode
        change(to: mode, tellingColumns: told)
    }

    /// Makes `mode` the display mode, telling the delegate of a change.
    func change(to mode: DisplayMode, tellingColumns told: Bool) {
        let old = arrangement.mode
        guard mode != old else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        if told, usesColumns {
            for column in sidebars(of: old) where !sidebars(of: mode).contains(column) {
                delegate?.splitViewController(self, willHide: column)
            }
            for column in sidebars(of: mode) where !sidebars(of: old).contains(column) {
                delegate?.splitViewController(self, willShow: column)
            }
        }
        arrangement.mode = mode
    }

    /// The sidebars `mode` shows: the primary with two columns, the supplementary then the
    /// primary with three (§20.17).
    func sidebars(of mode: DisplayMode) -> [Column] {
        switch (mode.sidebarCount, style == .tripleColumn) {
        case (0, _): return []
        case (1, true): return [.supplementary]
        case (_, true): return [.supplementary, .primary]
        default: return [.primary]
        }
    }

    /// `show(_:)` (`showing`) or `hide(_:)`: the closest mode of the current behavior with the
    /// column fully visible, or without it (§20.17). Nothing while collapsed.
    func reveal(_ column: Column, showing: Bool) {
        guard !isCollapsed else { return }
        let now = displayMode.sidebarCount, triple = style == .tripleColumn
        let count: Int
        switch (column, showing) {
        case (.primary, true): count = triple ? 2 : 1
        case (.primary, false): count = triple ? min(now, 1) : 0
        case (.supplementary, true): count = triple ? max(now, 1) : now
        case (.supplementary, false): count = triple ? 0 : now
        case (.secondary, true):
            // Fully visible: beside the sidebars when tiling, else with none over it or one beside it.
            count = splitBehavior == .tile ? now : splitBehavior == .displace ? min(now, 1) : 0
        case (.secondary, false), (.compact, _): count = now
        }
        ask(splitBehavior.displayMode(showing: count), tellingColumns: false)
    }

    /// The display mode button's tap: shows the sidebars when none shows, else hides them.
    func toggleSidebars() {
        guard !isCollapsed else { return }
        ask(splitBehavior.displayMode(showing: displayMode.sidebarCount == 0 ? (style == .tripleColumn ? 2 : 1) : 0))
    }

    /// Makes `mode` the display mode until a preference or the size changes, and lays out.
    func ask(_ mode: DisplayMode, tellingColumns told: Bool = true) {
        arrangement.asked = mode
        change(to: mode, tellingColumns: told)
        viewIfLoaded?.setNeedsLayout()
    }
}
