// What a table answers about its rows and sections (UIKit's `UITableView` queries), from
// the layout of its last pass, resolved first when it is out of date.

extension UITableView {
    /// The current layout, resolved now when it is out of date.
    private var currentLayout: TableLayout { resolvedGeometry(resolvedRowCounts()) }

    /// The number of sections (`numberOfSections`), as the data source last said.
    public var numberOfSections: Int { resolvedRowCounts().count }

    /// The number of rows in a section (`numberOfRows(inSection:)`); 0 for a section that
    /// does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        let counts = resolvedRowCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The frame of a row in the table's content (`rectForRow(at:)`); `.zero` for a row
    /// that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect { currentLayout.row(at: indexPath) ?? .zero }

    /// The frame of a whole section, header and footer included (`rect(forSection:)`).
    public func rect(forSection section: Int) -> CGRect {
        let layout = currentLayout
        return layout.sections.indices.contains(section) ? layout.sections[section] : .zero
    }

    /// The frame of a section's header, where it rests unfloated (`rectForHeader(inSection:)`);
    /// `.zero` without one.
    public func rectForHeader(inSection section: Int) -> CGRect {
        let layout = currentLayout
        return layout.headers.indices.contains(section) ? layout.headers[section] ?? .zero : .zero
    }

    /// The frame of a section's footer, where it rests unfloated (`rectForFooter(inSection:)`).
    public func rectForFooter(inSection section: Int) -> CGRect {
        let layout = currentLayout
        return layout.footers.indices.contains(section) ? layout.footers[section] ?? .zero : .zero
    }

    /// The row at a point in the table's content (`indexPathForRow(at:)`); nil over a header,
    /// footer, gap or outside the rows.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        currentLayout.rows(in: CGRect(x: point.x, y: point.y, width: 0, height: 0)).first {
            rectForRow(at: $0).contains(point)
        }
    }

    /// The rows whose frames meet `rect` (`indexPathsForRows(in:)`), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { currentLayout.rows(in: rect) }

    /// The cell shown for a row (`cellForRow(at:)`); nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }

    /// The row a shown cell is at (`indexPath(for:)`); nil for a cell not shown.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The cells on screen (`visibleCells`), top to bottom.
    public var visibleCells: [UITableViewCell] { shownCells.sorted { $0.key < $1.key }.map(\.value) }

    /// The rows on screen (`indexPathsForVisibleRows`), top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? { shownCells.keys.sorted() }

    /// Scrolls so the row shows at `scrollPosition` (`scrollToRow(at:at:animated:)`), within
    /// the content's scrollable range; `.none` scrolls as little as shows it. A row that does
    /// not exist records UIKit's exception.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard rowPaths([indexPath]).count == 1 else { return }
        guard let row = currentLayout.row(at: indexPath) else {
            raise(
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only "
                    + "\(numberOfRows(inSection: indexPath.section)) rows in section \(indexPath.section).")
            return
        }
        scroll(toShow: row, at: scrollPosition, animated: animated)
    }

    /// Scrolls to show `row` (content coordinates) at `position` inside the bounds less the
    /// adjusted content inset, clamped to the scrollable range.
    func scroll(toShow row: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch position {
        case .none:
            scrollRectToVisible(row, animated: animated)
            return
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - visibleHeight / 2 - inset.top
        case .bottom: y = row.maxY - visibleHeight - inset.top
        }
        let lowest = -inset.top, highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, lowest), highest)), animated: animated)
    }
}
