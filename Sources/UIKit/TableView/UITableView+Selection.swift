// Selection (UIKit's `UITableView` selection API, docs/REFERENCE.md §27.4): the table keeps
// the selected rows and tells their cells; a selection made in code does not ask or tell
// the delegate, as in UIKit; a tap (`simulateTap(onRowAt:)`) asks and tells it.

extension UITableView {
    /// Selects a row in code (`selectRow(at:animated:scrollPosition:)`) without asking or
    /// telling the delegate: without multiple selection the other rows are deselected; nil
    /// deselects every row. Scrolls to it unless `scrollPosition` is `.none`. Nothing happens
    /// while selection is not allowed or for a row that does not exist.
    func select(rowAt indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll() }
        guard allowsSelection, isRow(indexPath) else { return }
        if !allowsMultipleSelection { for other in selectedRows where other != indexPath { setSelection(false, at: other) } }
        setSelection(true, at: indexPath)
        if scrollPosition != .none { scroll(toRowAt: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Taps a row as a finger would (our testing extension): highlights it when the delegate
    /// allows, then selects it — asking `willSelectRowAt` for the row to select and telling
    /// `didSelectRowAt` — or, when it is selected in a multiple-selection table, deselects it
    /// through `willDeselectRowAt` and `didDeselectRowAt`. Without multiple selection the rows
    /// selected before are deselected through the delegate first.
    ///
    /// While editing, `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing`
    /// stand for the two flags (the multiple flag allowing selection on its own); while swipe
    /// actions are revealed the tap only closes them (docs/REFERENCE.md §27.7, §27.8).
    public func simulateTap(onRowAt indexPath: IndexPath) {
        if indexPathForSwipedRow != nil { return closeSwipeActions() }
        let multiple = editingMode ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        let selects = editingMode ? allowsSelectionDuringEditing || multiple : allowsSelection
        guard selects, isRow(indexPath),
            delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        if multiple, selectedRows.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath, isRow(target) else {
                return
            }
            setSelection(false, at: target)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath, isRow(target) else { return }
        if !multiple {
            for other in selectedRows.sorted() where other != target {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: other) }) ?? other, isRow(deselected) else {
                    continue
                }
                setSelection(false, at: deselected)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        setSelection(true, at: target)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// Whether a row exists at `indexPath`.
    func isRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
    }

    /// Marks a row selected or not and tells its cell, if shown.
    func setSelection(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        shownCells[indexPath]?.setSelected(selected, animated: false)
    }

    /// Deselects every row.
    func deselectAll() {
        for indexPath in selectedRows { setSelection(false, at: indexPath) }
    }
}
