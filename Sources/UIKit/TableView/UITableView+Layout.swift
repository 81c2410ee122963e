import CollectionLayout

// A table's layout pass (docs/REFERENCE.md §27.2): the counts and heights resolved into a
// `TableLayout`, the visible rows' cells measured when they size themselves, then the cells,
// headers and footers of the bounds placed as subviews and the rest recycled.

extension UITableView {
    /// Resolves the layout if needed, measures the self-sizing rows in the bounds, sets the
    /// content size and shows the visible rows, headers and footers.
    func layOutRows() {
        let counts = resolvedRowCounts()
        var layout = resolvedGeometry(counts)
        // Measuring a row moves the ones below it: measure again until the rows in the
        // bounds are all measured (a row is measured once, so this ends).
        var fresh = Set<IndexPath>()
        while true {
            let unmeasured = layout.rows(in: bounds).filter { needsMeasuring($0) }
            guard !unmeasured.isEmpty else { break }
            for indexPath in unmeasured {
                let cell = shownCells[indexPath] ?? makeCell(at: indexPath, fresh: &fresh)
                let height = selfSizedHeight(of: cell)
                measuredRowHeights[indexPath] = height
                if sectionHeights?.indices.contains(indexPath.section) == true,
                    sectionHeights?[indexPath.section].rows.indices.contains(indexPath.row) == true
                {
                    sectionHeights?[indexPath.section].rows[indexPath.row] = height
                }
            }
            rowGeometry = nil
            layout = resolvedGeometry(counts)
        }
        contentSize = CGSize(width: bounds.width, height: layout.height)
        let visible = layout.rows(in: bounds)
        let shown = Set(visible)
        for (indexPath, cell) in shownCells where !shown.contains(indexPath) {
            shownCells[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        for indexPath in visible {
            let cell = shownCells[indexPath] ?? makeCell(at: indexPath, fresh: &fresh)
            place(cell, at: indexPath, in: layout, rowCount: counts[indexPath.section])
        }
        for indexPath in visible where fresh.contains(indexPath) {
            if let cell = shownCells[indexPath] { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        }
        placeSectionViews(layout)
        updateRowPrefetching(layout)
        backgroundView?.frame = bounds
        tableHeaderView?.frame = layout.tableHeader
        tableFooterView?.frame = layout.tableFooter
    }

    /// The number of rows of each section, asked of the data source once per reload.
    func resolvedRowCounts() -> [Int] {
        if let rowCounts { return rowCounts }
        guard let dataSource else {
            rowCounts = []
            return []
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        rowCounts = counts
        return counts
    }

    /// The layout for `counts`, resolved from the heights once until something changes them.
    /// The heights are asked once too (``sectionHeights``): a measured row changes its own
    /// entry, so measuring rows as they show does not ask the delegate for every row again,
    /// nor measure every header — the layout is then only restacked.
    func resolvedGeometry(_ counts: [Int]) -> TableLayout {
        if let rowGeometry { return rowGeometry }
        let sections =
            sectionHeights
            ?? counts.indices.map { section in
                TableLayout.Section(
                    header: sectionViewHeight(header: true, section),
                    rows: (0..<counts[section]).map { height(ofRowAt: IndexPath(row: $0, section: section)) },
                    footer: sectionViewHeight(header: false, section))
            }
        sectionHeights = sections
        let layout = TableLayout(
            style: style, width: bounds.width, sections: sections, headerTopPadding: resolvedHeaderTopPadding,
            tableHeader: tableHeaderView.map { max(0, $0.frame.height) } ?? 0,
            tableFooter: tableFooterView.map { max(0, $0.frame.height) } ?? 0)
        rowGeometry = layout
        return layout
    }

    /// ``sectionHeaderTopPadding``, its automatic value resolved: 22 points in a plain table,
    /// 0 in the grouped styles (docs/REFERENCE.md §27.2).
    var resolvedHeaderTopPadding: CGFloat {
        let padding = sectionHeaderTopPadding
        if padding >= 0, padding.isFinite { return padding }
        return style == .plain ? 22 : 0
    }

    /// The height the delegate, or ``rowHeight``, asks of a row; nil for ``automaticDimension``
    /// (or any value that is not a height).
    private func askedHeight(ofRowAt indexPath: IndexPath) -> CGFloat? {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return asked >= 0 && asked.isFinite ? asked : nil
    }

    /// Whether the row sizes itself and has not been measured yet.
    private func needsMeasuring(_ indexPath: IndexPath) -> Bool {
        estimatedRowHeight != 0 && measuredRowHeights[indexPath] == nil && askedHeight(ofRowAt: indexPath) == nil
    }

    /// A row's height: the asked one; else its measured height, else the estimate (44 points
    /// for an automatic estimate, and for every self-sizing row when the estimate is 0).
    func height(ofRowAt indexPath: IndexPath) -> CGFloat {
        if let asked = askedHeight(ofRowAt: indexPath) { return asked }
        if estimatedRowHeight != 0, let measured = measuredRowHeights[indexPath] { return measured }
        return estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : ListMetrics.estimatedRowHeight
    }

    /// The height `cell` needs at the row's width: its `systemLayoutSizeFitting` with the width
    /// fixed and the height free; a cell showing list content (a content configuration or
    /// the legacy labels) at least 44 points, as the list layout's rows (docs/REFERENCE.md §14.6).
    func selfSizedHeight(of cell: UITableViewCell) -> CGFloat {
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: rowWidth, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        // UIKit takes a height of zero for a mistake and uses the standard height instead
        // ("Detected a case where constraints ambiguously suggest a height of zero").
        guard fitted.isFinite, fitted > 0 else { return ListMetrics.estimatedRowHeight }
        return cell.showsListContent ? max(fitted, ListConfiguration.minimumRowHeight) : fitted
    }

    /// Asks the data source for the row's cell and shows it: a subview, its selection set,
    /// its configuration updated; noted in `fresh` so it is announced once placed.
    private func makeCell(at indexPath: IndexPath, fresh: inout Set<IndexPath>) -> UITableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.owningTableView = self
        cell.isSelected = selectedRows.contains(indexPath)
        showEditing(of: cell, at: indexPath)
        if cell.superview !== self { insertBehindSectionViews(cell) }
        cell.bounds.size.width = rowWidth
        cell.updateConfigurationIfNeeded()
        shownCells[indexPath] = cell
        fresh.insert(indexPath)
        return cell
    }

    /// Adds a cell's view just above the background view (behind the headers and footers).
    func insertBehindSectionViews(_ cell: UIView) {
        if let backgroundView, backgroundView.superview === self {
            insertSubview(cell, aboveSubview: backgroundView)
        } else {
            insertSubview(cell, at: 0)
        }
    }

    /// Puts a cell at its row: its frame, its separator (below every row but the section's
    /// last, the list's rule, docs/REFERENCE.md §14.6.1) and, in `.insetGrouped`, the rounded
    /// corners of the section's first and last rows.
    private func place(_ cell: UITableViewCell, at indexPath: IndexPath, in layout: TableLayout, rowCount: Int) {
        guard let frame = layout.row(at: indexPath) else { return }
        cell.frame = frame
        let isLast = indexPath.row == rowCount - 1
        if separatorStyle == .singleLine, !isLast {
            let inset = cell.storedSeparatorInset ?? separatorInset
            cell.tableSeparator = (
                ListRows.Separator(leadingInset: inset.left, trailingInset: inset.right, thickness: 1 / pixelScale), separatorColor
            )
        } else {
            cell.tableSeparator = nil
        }
        var corners: CACornerMask = []
        if style == .insetGrouped {
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        cell.roundedCorners = corners
    }

    /// The display's pixels per point, 1 when the traits do not say.
    var pixelScale: CGFloat {
        let scale = traitCollection.displayScale
        return scale.isFinite && scale > 0 ? scale : 1
    }
}
