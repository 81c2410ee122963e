import Testing
import UIKit

/// `UITableViewDiffableDataSource` and `UITableViewController` (docs/REFERENCE.md §27.3,
/// §27.6): snapshots become row updates that keep the cells of rows that stay, and the
/// controller answers for its table as UIKit's does.
@Suite struct TableDataSourceTests {
    private func diffableTable() -> (UITableView, UITableViewDiffableDataSource<Int, String>) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        return (table, source)
    }

    private func text(_ cell: UITableViewCell?) -> String? { (cell?.contentConfiguration as? UIListContentConfiguration)?.text }

    @Test func snapshotsBecomeRowUpdates() {
        let (table, source) = diffableTable()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3 && text(table.cellForRow(at: IndexPath(row: 2, section: 0))) == "c")
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        // Delete "a", insert "z" after "c", move "b" last: c, z, b.
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["z"])
        snapshot.moveItem("b", afterItem: "z")
        var finished = false
        source.apply(snapshot) { finished = true }
        table.layoutIfNeeded()
        #expect(finished && table.raisedExceptions.isEmpty)
        #expect((0..<3).map { text(table.cellForRow(at: IndexPath(row: $0, section: 0))) } == ["c", "z", "b"])
        // "b" kept its cell through the move.
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellB)
        #expect(
            source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "z" && source.indexPath(for: "b") == IndexPath(row: 2, section: 0))
        #expect(source.sectionIdentifier(for: 0) == 0 && source.index(for: 0) == 0 && source.snapshot().itemIdentifiers == ["c", "z", "b"])
    }

    @Test func reconfiguredItemsKeepTheirCells() {
        let (table, source) = diffableTable()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        snapshot.reconfigureItems(["a"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    }

    @Test func aControllerIsItsTablesDataSourceAndDelegate() {
        final class Fruit: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Fruit \(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        }
        let controller = Fruit(style: .insetGrouped)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        controller.tableView.layoutIfNeeded()
        // 35 above the section, rows 50 tall, inset 16: row 3 at 35 + 150.
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 16, y: 185, width: 358, height: 50))
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Fruit 1")
        // Appearing clears the selection unless told not to.
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.simulateAppearance(animated: false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}
