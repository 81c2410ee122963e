// What a table answers about its rows and sections (UIKit's `UITableView` queries), from
// the layout of its last pass, resolved first when it is out of date.

extension UITableView {
    /// The current layout, resolved now when it is out of date.
    var currentLayout: TableLayout { resolvedGeometry(resolvedRowCounts()) }

    /// The number of rows in a section (`numberOfRows(inSection:)`); 0 for a section that
    /// does not exist.
    func rowCount(inSection section: Int) -> Int {
        let counts = resolvedRowCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The frame of a row in the table's content (`rectForRow(at:)`); `.zero` for a row
    /// that does not exist.
    func rowRect(at indexPath: IndexPath) -> CGRect { currentLayout.row(at: indexPath) ?? .zero }

    /// The frame of a whole section, header and footer included (`rect(forSection:)`).
    func sectionRect(_ section: Int) -> CGRect {
        let layout = currentLayout
        return layout.sections.indices.contains(section) ? layout.sections[section] : .zero
    }

    /// The frame of a section's header, where it rests unfloated (`rectForHeader(inSection:)`);
    /// `.zero` without one.
    func headerRect(inSection section: Int) -> CGRect {
        let layout = currentLayout
        return layout.headers.indices.contains(section) ? layout.headers[section] ?? .zero : .zero
    }

    /// The frame of a section's footer, where it rests unfloated (`rectForFooter(inSection:)`).
    func footerRect(inSection section: Int) -> CGRect {
        let layout = currentLayout
        return layout.footers.indices.contains(section) ? layout.footers[section] ?? .zero : .zero
    }

    /// The row at a point in the table's content (`indexPathForRow(at:)`); nil over a header,
    /// footer, gap or outside the rows.
    func row(at point: CGPoint) -> IndexPath? {
        currentLayout.rows(in: CGRect(x: point.x, y: point.y, width: 0, height: 0)).first {
            rowRect(at: $0).contains(point)
        }
    }

    /// Scrolls so the row shows at `scrollPosition` (`scrollToRow(at:at:animated:)`), within
    /// the content's scrollable range; `.none` scrolls as little as shows it. A row that does
    /// not exist records UIKit's exception.
    func scroll(toRowAt indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
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
