// Editing mode (docs/REFERENCE.md §27.8): the table asks its data source and delegate what
// each row shows while editing, tells its cells, and carries out what the user asks through
// the editing controls — a deletion or insertion committed by the data source, a row moved
// where the delegate allows.

extension UITableView {
    /// Tells a cell the table's editing mode and, while editing, what its row shows (the data
    /// source and delegate are asked only then).
    func showEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool = false) {
        cell.editingParts = editingMode ? editingParts(at: indexPath) : UITableViewCell.EditingParts()
        cell.setEditing(editingMode, animated: animated)
    }

    /// What a row shows while editing: for an editable row (`canEditRowAt`) the delegate's
    /// editing style and indentation; a reorder control when `canMoveRowAt` allows.
    func editingParts(at indexPath: IndexPath) -> UITableViewCell.EditingParts {
        let editable = canEdit(indexPath)
        return UITableViewCell.EditingParts(
            style: editable ? delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none,
            indents: editable && delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true,
            movable: dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
    }

    /// Whether the data source lets a row be edited (none without a data source).
    func canEdit(_ indexPath: IndexPath) -> Bool { dataSource?.tableView(self, canEditRowAt: indexPath) ?? false }

    /// Taps a row's editing control as a finger would (our testing extension): a delete
    /// control reveals the row's trailing swipe actions — the Delete button unless the
    /// delegate gives others — and an insert control has the data source commit the
    /// insertion. Returns whether the row had a control; nothing happens outside editing mode.
    @discardableResult
    public func simulateEditingControlTap(onRowAt indexPath: IndexPath) -> Bool {
        guard editingMode, isRow(indexPath) else { return false }
        switch editingParts(at: indexPath).style {
        case .none: return false
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
            return true
        case .delete:
            let onRight = effectiveUserInterfaceLayoutDirection == .leftToRight
            return !revealSwipeActions(trailingSwipeActions(at: indexPath), at: indexPath, onRight: onRight, fully: false).isEmpty
        }
    }

    /// Moves a row with its reorder control as a finger would (our testing extension): the
    /// delegate's `targetIndexPathForMoveFromRowAt` may redirect the proposed index path; the
    /// table tells the data source `moveRowAt`, then moves the row, with its cell and
    /// selection, unless the data source updated the rows itself meanwhile. Returns the index path the row went to; nil when the table is not editing,
    /// the row cannot move, or the target is not a place in the table, which records UIKit's
    /// exception (docs/REFERENCE.md §27.8).
    @discardableResult
    public func simulateMove(ofRowAt indexPath: IndexPath, to proposedIndexPath: IndexPath) -> IndexPath? {
        guard editingMode, isRow(indexPath), dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false else { return nil }
        closeSwipeActions()
        let target =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: indexPath, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
        if let reason = invalidMoveReason(from: indexPath, to: target) {
            raise(reason)
            return nil
        }
        // The data source hears of the move first: one that applies a snapshot of its own (as
        // Apple's diffable sample does) updates the rows itself, and the table must not move
        // them a second time; otherwise the table moves the row, its cell and selection.
        let changes = rowChanges
        dataSource?.tableView(self, moveRowAt: indexPath, to: target)
        rowCounts = nil
        if rowChanges == changes, target != indexPath {
            var move = TableUpdate()
            move.movedRows[indexPath] = target
            apply(move)
        }
        return target
    }

    /// UIKit's exception text when a moved row cannot land at `target` — a section of the
    /// table, and a row from 0 to the rows the section has after the move — or nil when it
    /// can. The text follows UIKit's assertion for a batch move to an index path that does not
    /// exist (docs/REFERENCE.md §27.8).
    private func invalidMoveReason(from source: IndexPath, to target: IndexPath) -> String? {
        let prefix =
            "attempt to move index path (\(UIKitException.describe(source))) to index path "
            + "(\(UIKitException.describe(target))) that does not exist - there are only "
        let sections = numberOfSections
        guard target.count == 2, target.section >= 0, target.section < sections else {
            return prefix + "\(sections) sections after the update"
        }
        let rowsAfter = numberOfRows(inSection: target.section) + (target.section == source.section ? 0 : 1)
        guard target.row < 0 || target.row >= rowsAfter else { return nil }
        return prefix + "\(rowsAfter) rows in section \(target.section) after the update"
    }
}
