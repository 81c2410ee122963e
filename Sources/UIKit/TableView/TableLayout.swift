import CollectionLayout

/// Where a table view's rows, section headers and footers and its own header and footer go:
/// the one home of the table's stacking rule (docs/REFERENCE.md §27.2), a value computed
/// from the heights ``UITableView`` resolved, without views.
///
/// Top to bottom: the table header view; then each section — in the grouped styles
/// ``ListMetrics/groupedSectionSpacing`` above a section without a header, the header
/// (after `headerTopPadding` when it has one), the rows, the footer — then the table footer
/// view. Rows, headers and footers span the width, less the layout margin on each side in
/// `.insetGrouped`; the table's header and footer views always span it.
struct TableLayout: Equatable {
    /// The heights of one section's parts; 0 for a header or footer it does not have.
    struct Section: Equatable {
        /// The header's height.
        var header: CGFloat = 0
        /// Each row's height.
        var rows: [CGFloat] = []
        /// The footer's height.
        var footer: CGFloat = 0
    }

    /// Each section's header frame; nil without a header.
    private(set) var headers: [CGRect?] = []
    /// Each section's row frames.
    private(set) var rows: [[CGRect]] = []
    /// Each section's footer frame; nil without a footer.
    private(set) var footers: [CGRect?] = []
    /// Each section's extent, from its top (spacing and padding included) to its footer's end.
    private(set) var sections: [CGRect] = []
    /// The table header view's frame.
    private(set) var tableHeader = CGRect.zero
    /// The table footer view's frame.
    private(set) var tableFooter = CGRect.zero
    /// The content's height.
    private(set) var height: CGFloat = 0

    /// An empty table.
    init() {}

    /// The layout of `sections` in a table `width` wide.
    /// - Parameters:
    ///   - style: the table's style.
    ///   - width: the table's width.
    ///   - sections: each section's heights.
    ///   - headerTopPadding: the space above each header.
    ///   - tableHeader: the table header view's height.
    ///   - tableFooter: the table footer view's height.
    /// - Complexity: O(rows).
    init(
        style: UITableView.Style, width: CGFloat, sections: [Section], headerTopPadding: CGFloat, tableHeader: CGFloat,
        tableFooter: CGFloat
    ) {
        let inset = style == .insetGrouped ? ListMetrics.layoutMargin(forWidth: width) : 0
        let x = inset, rowWidth = max(0, width - 2 * inset)
        func band(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: x, y: y, width: rowWidth, height: height) }
        self.tableHeader = CGRect(x: 0, y: 0, width: width, height: tableHeader)
        var y = tableHeader
        for section in sections {
            let top = y
            if section.header > 0 {
                y += headerTopPadding
                headers.append(band(y, section.header))
                y += section.header
            } else {
                if style != .plain { y += ListMetrics.groupedSectionSpacing }
                headers.append(nil)
            }
            rows.append(
                section.rows.map { height in
                    defer { y += height }
                    return band(y, height)
                })
            if section.footer > 0 {
                footers.append(band(y, section.footer))
                y += section.footer
            } else {
                footers.append(nil)
            }
            self.sections.append(CGRect(x: 0, y: top, width: width, height: y - top))
        }
        self.tableFooter = CGRect(x: 0, y: y, width: width, height: tableFooter)
        height = y + tableFooter
    }

    /// The index paths of the rows that intersect `rect`, in order.
    /// - Complexity: O(log rows) per section plus the rows found.
    func rows(in rect: CGRect) -> [IndexPath] {
        var found: [IndexPath] = []
        for (section, extent) in sections.enumerated() where extent.minY < rect.maxY && extent.maxY > rect.minY {
            let frames = rows[section]
            // The first row whose bottom is below the rect's top: rows are stacked in order.
            var low = 0, high = frames.count
            while low < high {
                let mid = (low + high) / 2
                if frames[mid].maxY <= rect.minY { low = mid + 1 } else { high = mid }
            }
            var row = low
            while row < frames.count, frames[row].minY < rect.maxY {
                if frames[row].height > 0 || frames[row].minY >= rect.minY { found.append(IndexPath(row: row, section: section)) }
                row += 1
            }
        }
        return found
    }

    /// The frame of the row at `indexPath`, or nil when there is none.
    func row(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return rows[indexPath.section][indexPath.row]
    }
}
