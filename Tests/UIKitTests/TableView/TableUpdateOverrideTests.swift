import Testing
import UIKit

/// UITableView's update, selection, scrolling and query methods are `open`, as UIKit declares
/// them, so a subclass (a test spy, a table that resizes itself after its updates) overrides
/// them and every caller reaches the override. 44-point rows in a 390 × 844 plain table.
@MainActor @Suite struct TableUpdateOverrideTests {
    final class Spy: UITableView {
        var calls: [String] = []
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            calls.append("performBatchUpdates")
            super.performBatchUpdates(updates, completion: completion)
        }
        override func beginUpdates() {
            calls.append("beginUpdates")
            super.beginUpdates()
        }
        override func endUpdates() {
            calls.append("endUpdates")
            super.endUpdates()
        }
        override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            calls.append("insertRows \(indexPaths.map(\.row))")
            super.insertRows(at: indexPaths, with: animation)
        }
        override func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
            calls.append("selectRow \(indexPath?.row ?? -1)")
            super.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
        override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
            calls.append("cellForRow \(indexPath.row)")
            return super.cellForRow(at: indexPath)
        }
        override var indexPathsForVisibleRows: [IndexPath]? {
            calls.append("indexPathsForVisibleRows")
            return super.indexPathsForVisibleRows
        }
    }

    private func spy(_ rows: TableRows) -> Spy {
        let table = Spy(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func updatesCalledThroughTheBaseTypeReachTheOverrides() {
        let rows = TableRows([3])
        let spy = spy(rows)
        let table: UITableView = spy
        table.performBatchUpdates {
            rows.counts = [4]
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }
        table.beginUpdates()
        table.endUpdates()
        #expect(spy.calls == ["performBatchUpdates", "insertRows [3]", "beginUpdates", "endUpdates"])
        // super did the work: the fourth row is shown, 3 × 44 = 132 down.
        #expect(table.numberOfRows(inSection: 0) == 4 && table.raisedExceptions.isEmpty)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 132)
        withExtendedLifetime(rows) {}
    }

    @Test func selectionAndQueriesReachTheOverrides() {
        let rows = TableRows([5])
        let spy = spy(rows)
        let table: UITableView = spy
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let visible = table.indexPathsForVisibleRows
        #expect(spy.calls == ["selectRow 1", "cellForRow 1", "indexPathsForVisibleRows"])
        #expect(cell?.isSelected == true && visible?.count == 5)
        withExtendedLifetime(rows) {}
    }
}
