// Where a search bar's parts go and what it draws behind them (docs/REFERENCE.md §25.6): the
// field in the bar's row, 8 points in from the edges, the cancel button at the row's trailing
// end, the scope bar in a row under it; the background of the bar's style.

extension UISearchBar {
    /// Whether the scope bar shows: ``UISearchBar/showsScopeBar`` with at least one title.
    var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// The bar's height: 56 points, and the scope row under it when it shows.
    var fittingHeight: CGFloat { SearchMetrics.barHeight + (showsScope ? SearchMetrics.scopeRowHeight : 0) }

    /// Lays out the parts: the row is the bounds less the scope row; the field is 36 points tall
    /// (less in a shorter row), centred in it, from 8 points in to 8 points before the cancel
    /// button (else the trailing edge); the cancel button at its own size, centred, 8 points
    /// in from the trailing edge; the scope bar 32 tall, centred in its row, 8 points in from
    /// both edges. Mirrored in a right-to-left layout.
    func layOutParts() {
        let inset = SearchMetrics.edgeInset
        let row = max(0, bounds.height - (showsScope ? SearchMetrics.scopeRowHeight : 0))
        var trailing = bounds.width - inset
        var frames: [(UIView, CGRect)] = []
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            let frame = CGRect(x: trailing - size.width, y: (row - size.height) / 2, width: size.width, height: size.height)
            frames.append((cancelButton, frame))
            trailing = frame.minX - inset
        }
        let fieldHeight = min(SearchMetrics.fieldHeight, row)
        frames.append((searchTextField, CGRect(x: inset, y: (row - fieldHeight) / 2, width: max(0, trailing - inset), height: fieldHeight)))
        scopeBar.isHidden = !showsScope
        if showsScope {
            let height = ControlMetrics.segmentedHeight
            frames.append(
                (
                    scopeBar,
                    CGRect(
                        x: inset, y: row + (SearchMetrics.scopeRowHeight - height) / 2, width: max(0, bounds.width - 2 * inset),
                        height: height)
                ))
        }
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (view, frame) in frames {
            view.frame = mirrored ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
    }

    /// Shows or hides the cancel button, laying the bar out again when that changes.
    func showCancelButton(_ shows: Bool) {
        guard cancelButton.isHidden == shows else { return }
        cancelButton.isHidden = !shows
        setNeedsLayout()
    }

    /// The scope bar's titles or visibility changed: the bar's size may change, and a
    /// navigation bar showing it grows or shrinks with it.
    func scopeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if let navigationBar = superview as? UINavigationBar { navigationBar.contentDidChange() } else { superview?.setNeedsLayout() }
    }

    /// Fills the bounds with the background of the bar's style: none for `.minimal` or inside a
    /// navigation bar (which draws its own); else the background image for the bar's position
    /// (§20.23), stretched over the bounds; else ``UISearchBar/barTintColor``, or the light bar
    /// background, dark for a `.black` ``UISearchBar/barStyle``: a navigation bar's flat stand-ins
    /// for its blur (chosen, docs/REFERENCE.md §20.4).
    func drawBackground() {
        guard searchBarStyle != .minimal, !(superview is UINavigationBar) else { return }
        if let image = drawnBackgroundImage {
            image.draw(in: bounds)
            return
        }
        let color = barTintColor ?? barStyle.barFill
        color.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}

extension UISearchBar: UIBarPositioning {
    /// Where the bar is (`barPosition`, docs/REFERENCE.md §20.23): what its ``UISearchBar/delegate``
    /// says, `.top` when it has none or says `.any`.
    public var barPosition: UIBarPosition {
        position(from: delegate, else: .top)
    }
}
