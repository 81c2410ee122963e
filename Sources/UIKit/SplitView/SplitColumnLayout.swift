import CoreGraphics

// Where an expanded split view controller puts its columns, as pure values: the width a
// sidebar gets from its preferred width, fraction, minimum and maximum; the behavior and
// display mode it settles on from the preferred ones and its size; and each column's frame
// for a display mode (docs/REFERENCE.md §20.17, §20.18).

/// The columns of an expanded split view: the frame of each column on screen, back to front.
struct SplitColumnLayout: Equatable {
    /// The columns on screen with their frames in the split view's bounds, back to front (the
    /// secondary first, then the sidebars lying over or beside it).
    var columns: [(column: UISplitViewController.Column, frame: CGRect)]

    static func == (lhs: SplitColumnLayout, rhs: SplitColumnLayout) -> Bool {
        lhs.columns.map(\.column) == rhs.columns.map(\.column) && lhs.columns.map(\.frame) == rhs.columns.map(\.frame)
    }

    /// The frame of `column`, nil when it is off screen.
    func frame(of column: UISplitViewController.Column) -> CGRect? { columns.first { $0.column == column }?.frame }

    /// The columns for `mode` in `bounds`: the sidebars from the primary edge, `primaryWidth` and
    /// `supplementaryWidth` wide; the secondary beside them (`tile`, `oneBesideSecondary` of
    /// `displace`), under them at the full width (`overlay`), or pushed aside by the primary
    /// keeping its `oneBesideSecondary` width (`twoDisplaceSecondary`). With two columns the one
    /// sidebar is the primary, with three the supplementary (Apple's documentation of the
    /// display modes). `mirrored` lays them out from the right (a trailing primary edge, or a
    /// leading one right to left).
    static func make(
        bounds: CGRect, tripleColumn: Bool, mode: UISplitViewController.DisplayMode, primaryWidth: CGFloat,
        supplementaryWidth: CGFloat, mirrored: Bool
    ) -> SplitColumnLayout {
        let width = bounds.width, height = bounds.height
        // Two columns have one sidebar: a two-sidebar mode shows it alone.
        let mode = tripleColumn || mode.sidebarCount < 2 ? mode : mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        let oneSidebar: UISplitViewController.Column = tripleColumn ? .supplementary : .primary
        let oneWidth = tripleColumn ? supplementaryWidth : primaryWidth
        func strip(_ x: CGFloat, _ stripWidth: CGFloat) -> CGRect {
            let clamped = max(0, stripWidth)
            let left = mirrored ? width - x - clamped : x
            return CGRect(x: bounds.minX + left, y: bounds.minY, width: clamped, height: height)
        }
        switch mode {
        case .automatic, .secondaryOnly:
            return SplitColumnLayout(columns: [(.secondary, strip(0, width))])
        case .oneBesideSecondary:
            return SplitColumnLayout(columns: [(.secondary, strip(oneWidth, width - oneWidth)), (oneSidebar, strip(0, oneWidth))])
        case .oneOverSecondary:
            return SplitColumnLayout(columns: [(.secondary, strip(0, width)), (oneSidebar, strip(0, oneWidth))])
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            let both = primaryWidth + supplementaryWidth
            let secondary: CGRect
            switch mode {
            case .twoBesideSecondary: secondary = strip(both, width - both)
            case .twoDisplaceSecondary: secondary = strip(both, width - supplementaryWidth)
            default: secondary = strip(0, width)
            }
            return SplitColumnLayout(columns: [
                (.secondary, secondary), (.supplementary, strip(primaryWidth, supplementaryWidth)), (.primary, strip(0, primaryWidth)),
            ])
        }
    }

    /// A sidebar's width in a split view `width` wide: the preferred width, else the fraction of
    /// the width, else the maximum; then at least the minimum and at most the maximum and the
    /// split view's width. `UISplitViewController.automaticDimension` — or a value that is not a
    /// finite number of points at least 0 — means the default: a minimum of 0 and a maximum of
    /// 320 (§20.18).
    static func sidebarWidth(
        preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, in width: CGFloat
    ) -> CGFloat {
        func given(_ value: CGFloat) -> CGFloat? { value.isFinite && value >= 0 ? value : nil }
        let low = given(minimum) ?? 0, high = given(maximum) ?? 320
        let split = given(width) ?? 0
        let wanted = given(preferred) ?? given(fraction).map { min($0, 1) * split } ?? high
        return min(max(min(wanted, high), low), split)
    }

    /// The behavior and display mode an expanded split view settles on (§20.17): the preferred
    /// behavior, or — automatic — the one offering the preferred display mode, else tiling when
    /// the view is wider than tall and overlaying otherwise; then the mode of that behavior
    /// showing as many sidebars as the preferred mode (at most one with two columns), or — an
    /// automatic mode — every sidebar when tiling and none otherwise.
    static func resolve(
        behavior preferredBehavior: UISplitViewController.SplitBehavior, mode preferredMode: UISplitViewController.DisplayMode,
        tripleColumn: Bool, size: CGSize
    ) -> (behavior: UISplitViewController.SplitBehavior, mode: UISplitViewController.DisplayMode) {
        let landscape = size.width > size.height
        let behavior: UISplitViewController.SplitBehavior =
            preferredBehavior != .automatic
            ? preferredBehavior : UISplitViewController.SplitBehavior.offering(preferredMode) ?? (landscape ? .tile : .overlay)
        let most = tripleColumn ? 2 : 1
        let count = preferredMode == .automatic ? (behavior == .tile ? most : 0) : min(preferredMode.sidebarCount, most)
        return (behavior, behavior.displayMode(showing: count))
    }
}
