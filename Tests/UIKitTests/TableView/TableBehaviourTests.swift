import Testing
import UIKit

/// Self-sizing, reuse, selection and updates of a table (docs/REFERENCE.md §27.3, §27.4),
/// with values worked by hand.
@Suite struct TableBehaviourTests {
    @Test func automaticRowsSizeThemselvesWhenShown() {
        // A 100-point table of 5 self-sizing rows of 10 + 60 + 10 = 80: at first every row is
        // estimated at 44, so rows 0, 1 and 2 (0…132) are measured; then rows 0 and 1 fill the
        // bounds and rows 3 and 4 keep the estimate: 3 × 80 + 2 × 44 = 328.
        let rows = TableRows([5])
        let table = makeTable(rows, size: CGSize(width: 320, height: 100), cellClass: BoxCell.self)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: 320, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 240, width: 320, height: 44))
        #expect(table.contentSize.height == 328)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        // Scrolling to the end measures the rest: 5 × 80.
        table.contentOffset = CGPoint(x: 0, y: 228)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).height == 80)
        #expect(table.contentSize.height >= 5 * 80 - 44 && table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 80)
    }

    @Test func cellsWithoutConstraintsTakeTheStandardHeight() {
        // Nothing decides the height: UIKit takes the standard 44 instead of zero.
        let table = makeTable(TableRows([2]))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 44))
        // An explicit row height wins; 0 estimates turn self-sizing off (44).
        table.rowHeight = 60
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
    }

    @Test func listContentRowsAreAtLeast44Tall() {
        let rows = TableRows([2])
        rows.configure = { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = indexPath.row == 0 ? "One line" : (1...12).map { "word\($0)" }.joined(separator: " ")
            cell.contentConfiguration = content
        }
        let table = makeTable(rows, size: CGSize(width: 200, height: 600))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        // Twelve words wrap in 200 − 32 points: more than one line, so taller than 44.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 44)
    }

    @Test func cellsAreReusedAsRowsScrollOut() {
        let rows = TableRows([10]) { _ in 50 }
        var cells: [ObjectIdentifier] = []
        rows.configure = { cell, _ in if !cells.contains(ObjectIdentifier(cell)) { cells.append(ObjectIdentifier(cell)) } }
        let table = makeTable(rows, size: CGSize(width: 320, height: 100), cellClass: CountingCell.self)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        // Rows 4 and 5 show in the two cells rows 0 and 1 gave back, each reused once.
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 4, section: 0), IndexPath(row: 5, section: 0)])
        #expect(cells.count == 2)
        #expect(table.visibleCells.compactMap { ($0 as? CountingCell)?.reuses } == [1, 1])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        // willDisplay once for each row shown.
        #expect(rows.events == ["willDisplay 0,0", "willDisplay 0,1", "willDisplay 0,4", "willDisplay 0,5"])
        // An unregistered identifier: UIKit's exception, and nil without `for:`.
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        #expect(
            table.raisedExceptions.map(\.reason) == [
                "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or "
                    + "connect a prototype cell in a storyboard"
            ])
    }

    @Test func selectionInCodeAndByTap() {
        let rows = TableRows([3]) { _ in 44 }
        let table = makeTable(rows)
        let first = IndexPath(row: 0, section: 0), second = IndexPath(row: 1, section: 0)
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == first && table.cellForRow(at: first)?.isSelected == true)
        // Code does not tell the delegate; one selection replaces another.
        table.selectRow(at: second, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [second] && table.cellForRow(at: first)?.isSelected == false)
        #expect(rows.events.allSatisfy { $0.hasPrefix("willDisplay") })
        // A tap deselects the other row and selects its own through the delegate.
        table.simulateTap(onRowAt: first)
        #expect(rows.events.filter { !$0.hasPrefix("willDisplay") } == ["didDeselect 0,1", "didSelect 0,0"])
        // With multiple selection a tap adds a row, and a tap on a selected row deselects it.
        table.allowsMultipleSelection = true
        table.simulateTap(onRowAt: second)
        #expect(table.indexPathsForSelectedRows == [first, second])
        table.simulateTap(onRowAt: first)
        #expect(table.indexPathsForSelectedRows == [second] && rows.events.last == "didDeselect 0,0")
        table.deselectRow(at: second, animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        // Turning multiple selection off deselects every row.
        table.allowsMultipleSelection = false
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsSelection = false
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func scrollToRowPlacesItAtThePosition() {
        let table = makeTable(TableRows([20]) { _ in 50 }, size: CGSize(width: 320, height: 200))
        // Row 10 is 500…550: top puts 500 at the top, middle 525 in the middle (425), bottom 550
        // at the bottom (350); the last row cannot go further than the end (1000 − 200 = 800).
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 500)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 425)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 350)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 800)
    }

    @Test func batchUpdatesTakeAClosureOrNil() {
        // `updates` is optional, so escaping, as Swift imports UIKit's; nil is an update with no
        // changes, which completes.
        let rows = TableRows([2]) { _ in 44 }
        let table = makeTable(rows)
        table.performBatchUpdates {
            rows.counts = [3]
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        }
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3 && table.raisedExceptions.isEmpty)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 88)
        var finished: Bool?
        table.performBatchUpdates(nil) { finished = $0 }
        #expect(finished == true)
    }

    @Test func batchUpdatesMoveTheShownCells() {
        let rows = TableRows([3]) { _ in 44 }
        let table = makeTable(rows)
        let oldFirst = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let oldLast = table.cellForRow(at: IndexPath(row: 2, section: 0))
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        var finished: Bool?
        table.performBatchUpdates(
            {
                rows.counts = [3]
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        table.layoutIfNeeded()
        // Old row 0 moves to 1, old row 1 goes, old row 2 stays at 2 (deleted 1, inserted 0).
        #expect(finished == true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === oldFirst)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === oldLast)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.raisedExceptions.isEmpty)
        // beginUpdates/endUpdates: an insert the data source does not match is UIKit's exception.
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        table.endUpdates()
        #expect(
            table.raisedExceptions.map(\.reason) == [
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after "
                    + "the update (3) must be equal to the number of rows contained in that section before the update (3), plus "
                    + "or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus "
                    + "the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            ])
    }

    @Test func malformedIndexPathsAreRefusedWithUIKitsException() {
        let rows = TableRows([2]) { _ in 44 }
        let table = makeTable(rows)
        let reason =
            "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices "
            + "specifying the section and row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible."
        table.deleteRows(at: [IndexPath(index: 0)], with: .fade)
        table.scrollToRow(at: IndexPath(indexes: [0, 0, 0]), at: .top, animated: false)
        table.selectRow(at: IndexPath(index: 1), animated: false, scrollPosition: .top)
        #expect(table.raisedExceptions.map(\.reason) == [reason, reason])
        #expect(table.numberOfRows(inSection: 0) == 2 && table.indexPathForSelectedRow == nil)
        // A row past the end: UIKit's out-of-bounds exception, no scroll.
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        #expect(table.raisedExceptions.last?.reason.hasPrefix("Attempted to scroll the table view to an out-of-bounds row (5)") == true)
        #expect(table.contentOffset.y == 0)
    }

    @Test func anEmptyUpdateAsksForTheHeightsAgain() {
        // The common idiom: change what heightForRowAt answers, then beginUpdates/endUpdates.
        var tall = false
        let rows = TableRows([2]) { _ in tall ? 80 : 44 }
        let table = makeTable(rows)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        tall = true
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
        table.beginUpdates()
        table.endUpdates()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: 390, height: 80))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell && table.raisedExceptions.isEmpty)
    }
}
