import Testing
import UIKit

/// A table in editing mode (docs/REFERENCE.md §27.8): the controls its rows show, where their
/// content goes, and what the controls do. Frames worked by hand from the list accessory rule
/// (§19.3) in a 390-point row: layout margin 16, delete and reorder controls 24 wide.
@Suite struct TableEditingTests {
    private let row0 = IndexPath(row: 0, section: 0), row1 = IndexPath(row: 1, section: 0)

    @Test func editingShowsTheDeleteAndReorderControlsAndIndentsTheContent() {
        let rows = EditableRows([["A", "B"]])
        let table = makeEditableTable(rows)
        let cell = table.cellForRow(at: row0)
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        table.setEditing(true, animated: true)
        table.layoutIfNeeded()
        #expect(table.isEditing)
        #expect(cell?.isEditing == true)
        #expect(cell?.editingStyle == .delete)
        #expect(cell?.configurationState.isEditing == true)
        // Delete control at 16, 24 wide: content from 40. Reorder control at 390 − 16 − 24 =
        // 350: content to 350, 310 wide.
        #expect(cell?.contentView.frame == CGRect(x: 40, y: 0, width: 310, height: 44))
        table.isEditing = false
        #expect(cell?.isEditing == false)
        #expect(cell?.editingStyle == UITableViewCell.EditingStyle.none)
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func theEditingAccessoryReplacesTheAccessoryWhileEditing() throws {
        let rows = EditableRows([["A"]])
        let table = makeEditableTable(rows)
        let cell = try #require(table.cellForRow(at: row0))
        cell.accessoryType = .disclosureIndicator
        cell.editingAccessoryType = .checkmark
        // Not editing: the 14-point disclosure indicator at 390 − 16 − 14 = 360.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 360, height: 44))
        // Editing: the reorder control at 350, then 8 apart the 24-point checkmark at 318.
        table.isEditing = true
        #expect(cell.contentView.frame == CGRect(x: 40, y: 0, width: 278, height: 44))
        // An editing accessory view, 30 wide, in place of the checkmark: 350 − 8 − 30 = 312.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.editingAccessoryView = view
        #expect(view.superview === cell)
        #expect(view.frame == CGRect(x: 312, y: 12, width: 30, height: 20))
        #expect(cell.contentView.frame == CGRect(x: 40, y: 0, width: 272, height: 44))
        table.isEditing = false
        #expect(view.superview == nil)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 360, height: 44))
    }

    @Test func theDataSourceIsAskedAboutEditingOnlyWhileEditing() {
        var asked: [Int] = []
        let rows = EditableRows([["A", "B"]])
        rows.canEdit = {
            asked.append($0.row); return true
        }
        let table = makeEditableTable(rows)
        #expect(asked.isEmpty)
        table.isEditing = true
        #expect(asked.sorted() == [0, 1])
    }

    @Test func rowsThatCannotEditOrMoveShowNoControls() {
        // Row 0 cannot be edited (no control, no indentation); row 1 cannot move (no reorder).
        let rows = EditableRows([["A", "B"]])
        rows.canEdit = { $0.row != 0 }
        rows.canMove = { $0.row != 1 }
        let table = makeEditableTable(rows)
        table.isEditing = true
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: row0)?.editingStyle == UITableViewCell.EditingStyle.none)
        #expect(table.cellForRow(at: row0)?.contentView.frame == CGRect(x: 0, y: 0, width: 350, height: 44))
        #expect(table.cellForRow(at: row1)?.contentView.frame == CGRect(x: 40, y: 0, width: 350, height: 44))
    }

    @Test func theDelegateDecidesStyleAndIndentation() {
        let rows = EditableRows([["A", "B"]])
        rows.canMove = { _ in false }
        rows.style = { $0.row == 0 ? .none : .insert }
        let table = makeEditableTable(rows)
        table.isEditing = true
        table.layoutIfNeeded()
        // A row without a control indents by a delete control's room (chosen): 16 + 24.
        #expect(table.cellForRow(at: row0)?.contentView.frame.minX == 40)
        #expect(table.cellForRow(at: row1)?.editingStyle == .insert)
        // Not indenting: the control shows, the content stays at the edge.
        rows.indents = false
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: row0)?.contentView.frame.minX == 0)
        #expect(table.cellForRow(at: row1)?.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func theEditingControlsCommitThroughTheDataSource() {
        let rows = EditableRows([["A", "B", "C"]])
        rows.style = { $0.row == 2 ? .insert : .delete }
        let table = makeEditableTable(rows)
        #expect(!table.simulateEditingControlTap(onRowAt: row0))
        table.isEditing = true
        // The insert control commits at once; the delete control reveals the Delete button.
        #expect(table.simulateEditingControlTap(onRowAt: IndexPath(row: 2, section: 0)))
        #expect(rows.events == ["commit insert 0,2"])
        #expect(table.simulateEditingControlTap(onRowAt: row1))
        #expect(table.indexPathForSwipedRow == row1)
        #expect(table.simulateSwipeActionTap(at: 0))
        #expect(rows.events == ["commit insert 0,2", "commit delete 0,1"])
        #expect(rows.sections == [["A", "C"]])
        // No swiping while editing.
        #expect(table.simulateSwipe(onRowAt: row0, direction: .left).isEmpty)
    }

    @Test func movingARowTellsTheDataSourceAndKeepsTheCell() {
        let rows = EditableRows([["A", "B", "C"], ["D"]])
        let table = makeEditableTable(rows)
        #expect(table.simulateMove(ofRowAt: row0, to: IndexPath(row: 2, section: 0)) == nil)
        table.isEditing = true
        let moved = table.cellForRow(at: row0)
        #expect(table.simulateMove(ofRowAt: row0, to: IndexPath(row: 2, section: 0)) == IndexPath(row: 2, section: 0))
        #expect(rows.events == ["move 0,0 to 0,2"])
        #expect(rows.sections == [["B", "C", "A"], ["D"]])
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moved)
        // Into another section: its last place is after its one row.
        #expect(table.simulateMove(ofRowAt: row0, to: IndexPath(row: 1, section: 1)) == IndexPath(row: 1, section: 1))
        #expect(rows.sections == [["C", "A"], ["D", "B"]])
    }

    @Test func theDelegateRedirectsAMoveAndAnImpossibleOneRaises() {
        let rows = EditableRows([["A", "B", "C"]])
        rows.redirect = { _ in IndexPath(row: 1, section: 0) }
        let table = makeEditableTable(rows)
        table.isEditing = true
        #expect(table.simulateMove(ofRowAt: row0, to: IndexPath(row: 2, section: 0)) == row1)
        #expect(rows.sections == [["B", "A", "C"]])
        // Three rows in the section after the move: row 3 does not exist.
        rows.redirect = nil
        #expect(table.simulateMove(ofRowAt: row0, to: IndexPath(row: 3, section: 0)) == nil)
        #expect(
            table.raisedExceptions.last?.reason
                == "attempt to move index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0}) to index path "
                + "(<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 3}) that does not exist - there are only 3 rows in "
                + "section 0 after the update")
        #expect(table.simulateMove(ofRowAt: row0, to: IndexPath(row: 0, section: 4)) == nil)
        #expect(table.raisedExceptions.last?.reason.hasSuffix("there are only 1 sections after the update") == true)
        #expect(rows.sections == [["B", "A", "C"]])
    }

    @Test func selectionWhileEditingFollowsTheDuringEditingFlags() {
        let rows = EditableRows([["A", "B"]])
        let table = makeEditableTable(rows)
        table.isEditing = true
        table.simulateTap(onRowAt: row0)
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsMultipleSelectionDuringEditing = true
        table.simulateTap(onRowAt: row0)
        table.simulateTap(onRowAt: row1)
        #expect(table.indexPathsForSelectedRows == [row0, row1])
    }

    @Test func theControllerPassesEditingToItsTable() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }

    @Test func aDataSourceThatAppliesItsOwnSnapshotMovesTheRowOnce() throws {
        // As Apple's table editing sample: `moveRowAt` applies a snapshot with the item moved.
        final class Source: UITableViewDiffableDataSource<Int, String> {
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                guard let item = itemIdentifier(for: sourceIndexPath) else { return }
                var snapshot = snapshot()
                snapshot.deleteItems([item])
                snapshot.appendItems([item], toSection: 0)
                apply(snapshot, animatingDifferences: false)
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Source(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        table.isEditing = true
        #expect(table.simulateMove(ofRowAt: row0, to: IndexPath(row: 2, section: 0)) == IndexPath(row: 2, section: 0))
        table.layoutIfNeeded()
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a"])
        let texts = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        #expect(texts == ["b", "c", "a"])
        #expect(table.raisedExceptions.isEmpty)
    }

    @Test func aDiffableDataSourceMovesTheItemInItsSnapshot() {
        final class Source: UITableViewDiffableDataSource<Int, String> {
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Source(tableView: table) { table, indexPath, _ in table.dequeueReusableCell(withIdentifier: "cell", for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        // Not editable by default: no Delete on a swipe.
        #expect(table.simulateSwipe(onRowAt: row0, direction: .left).isEmpty)
        table.isEditing = true
        #expect(table.simulateMove(ofRowAt: row0, to: IndexPath(row: 1, section: 1)) == IndexPath(row: 1, section: 1))
        #expect(source.snapshot().itemIdentifiers(inSection: 0) == ["b"])
        #expect(source.snapshot().itemIdentifiers(inSection: 1) == ["c", "a"])
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.raisedExceptions.isEmpty)
    }
}
