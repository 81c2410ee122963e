import CollectionLayout

// Updates (UIKit's `UITableView` row and section changes, docs/REFERENCE.md §27.3): the
// changes are gathered, checked against the data source's new counts with UIKit's
// exception text, and take effect at once — cells of rows that stay keep showing,
// moved to their new rows; deleted and reloaded rows' cells are recycled.

extension UITableView {
    /// One change — a single update method's, or one of a diffable data source's — gathered into
    /// the update under way, or applied as an update of its own. A moved row's cell moves with
    /// it. Nothing animates here, so the row animation asked for plays no part.
    func perform(_ operation: BatchOperation) {
        switch operation {
        case let .insertItems(paths): update { $0.insertedRows.formUnion(rowPaths(paths)) }
        case let .deleteItems(paths): update { $0.deletedRows.formUnion(rowPaths(paths)) }
        case let .reloadItems(paths): update { $0.reloadedRows.formUnion(rowPaths(paths)) }
        case let .moveItem(from, to):
            guard rowPaths([from, to]).count == 2 else { return }
            update { $0.movedRows[from] = to }
        case let .insertSections(sections): update { $0.insertedSections.formUnion(sections) }
        case let .deleteSections(sections): update { $0.deletedSections.formUnion(sections) }
        case let .reloadSections(sections): update { $0.reloadedSections.formUnion(sections) }
        case let .moveSection(from, to): update { $0.movedSections[from] = to }
        }
    }

    /// Configures the shown cells of rows again in place (`reconfigureRows(at:)`, iOS 15): the
    /// data source is asked for each row's cell, and dequeueing with its identifier hands back
    /// the cell already shown, without ``UITableViewCell/prepareForReuse()``; self-sized rows
    /// are measured again. Rows not shown are left for when they show.
    func reconfigure(rowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = shownCells[indexPath], let dataSource else { continue }
            reconfiguring = (indexPath, cell)
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguring = nil
            measuredRowHeights[indexPath] = nil
            guard configured !== cell else { continue }
            recycle(cell, at: indexPath)
            configured.owningTableView = self
            insertBehindSectionViews(configured)
            shownCells[indexPath] = configured
        }
        invalidateRowGeometry()
    }

    /// Runs `updates` as one update (`performBatchUpdates(_:completion:)`), then calls
    /// `completion` with true (false when the update was invalid and the table reloaded).
    /// UIKit's own updates (a diffable data source's apply) come here directly, not through
    /// the overridable `performBatchUpdates(_:completion:)`.
    func batchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        openUpdate()
        updates()
        let valid = finishUpdates()
        completion?(valid)
    }

    /// Starts gathering changes into one update (`beginUpdates()`); calls nest.
    func openUpdate() {
        if let nesting = updateNesting {
            updateNesting = (nesting.depth + 1, nesting.counts)
        } else {
            updateNesting = (1, resolvedRowCounts())
            pendingUpdate = TableUpdate()
        }
    }

    /// The index paths of two indexes — section and row — among `indexPaths`; any other
    /// records UIKit's exception and is left out (a table's index paths have exactly two).
    func rowPaths(_ indexPaths: [IndexPath]) -> [IndexPath] {
        let valid = indexPaths.filter { $0.count == 2 }
        if valid.count != indexPaths.count {
            raise(
                "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices "
                    + "specifying the section and row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if "
                    + "possible.")
        }
        return valid
    }

    /// Records one change: inside an update it joins it, otherwise it is an update of its own.
    private func update(_ change: (inout TableUpdate) -> Void) {
        openUpdate()
        change(&pendingUpdate)
        _ = finishUpdates()
    }

    /// Closes one level of updates; the outermost checks and applies them. Returns whether
    /// the update was valid.
    func finishUpdates() -> Bool {
        guard let nesting = updateNesting else { return true }
        guard nesting.depth == 1 else {
            updateNesting = (nesting.depth - 1, nesting.counts)
            return true
        }
        updateNesting = nil
        let change = pendingUpdate
        pendingUpdate = TableUpdate()
        rowCounts = nil
        let after = resolvedRowCounts()
        if let reason = Self.invalidUpdateReason(change, before: nesting.counts, after: after) {
            raise(reason)
            reloadData()
            return false
        }
        apply(change)
        return true
    }

    /// UIKit's exception text for an update whose counts do not add up, or nil when they do.
    static func invalidUpdateReason(_ change: TableUpdate, before: [Int], after: [Int]) -> String? {
        let expectedSections = before.count - change.deletedSections.count + change.insertedSections.count
        if expectedSections != after.count {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update "
                + "(\(after.count)) must be equal to the number of sections contained in the table view before the update "
                + "(\(before.count)), plus or minus the number of sections inserted or deleted (\(change.insertedSections.count) "
                + "inserted, \(change.deletedSections.count) deleted)."
        }
        for (section, count) in before.enumerated() {
            guard let counted = change.expectedCount(ofOldSection: section, before: count),
                let new = change.newSection(section), after.indices.contains(new), after[new] != counted.expected
            else { continue }
            return "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section "
                + "after the update (\(after[new])) must be equal to the number of rows contained in that section before the "
                + "update (\(count)), plus or minus the number of rows inserted or deleted from that section "
                + "(\(counted.inserted) inserted, \(counted.deleted) deleted) and plus or minus the number of rows moved into "
                + "or out of that section (\(counted.movedIn) moved in, \(counted.movedOut) moved out)."
        }
        return nil
    }

    /// Moves the shown cells, the measured heights and the selection to their rows after
    /// `change`, recycling the cells of rows that are gone or reloaded.
    func apply(_ change: TableUpdate) {
        rowChanges += 1
        var cells: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in shownCells {
            if let new = change.newIndexPath(indexPath) { cells[new] = cell } else { recycle(cell, at: indexPath) }
        }
        shownCells = cells
        measuredRowHeights = Dictionary(
            measuredRowHeights.compactMap { key, value in change.newIndexPath(key).map { ($0, value) } }, uniquingKeysWith: { a, _ in a })
        selectedRows = Set(selectedRows.compactMap { change.newIndexPath($0) })
        for view in shownHeaders.values { recycleHeaderFooter(view) }
        for view in shownFooters.values { recycleHeaderFooter(view) }
        shownHeaders = [:]
        shownFooters = [:]
        invalidateRowGeometry()
    }
}

extension UITableView {
    /// `performBatchUpdates(_:completion:)` for a closure written in place. UIKit declares `updates`
    /// `NS_NOESCAPE`, so on iOS such a closure may use `self` implicitly; Swift cannot declare an
    /// optional closure non-escaping, so this overload takes it non-optional (a literal picks it)
    /// and hands it to the optional form, which a subclass overrides.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }
}
