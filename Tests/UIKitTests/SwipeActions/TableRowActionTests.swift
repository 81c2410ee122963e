import Testing
import UIKit

/// `UITableViewRowAction` and the delegate's `tableView(_:editActionsForRowAt:)`
/// (docs/REFERENCE.md §27.10): the row actions show on the trailing edge when there is no
/// trailing swipe configuration, first outermost, in §27.7's colours; a tap runs the handler
/// with the row's index path and leaves them revealed until editing ends; a full swipe only
/// reveals them.
@MainActor @Suite struct TableRowActionTests {
    /// Three editable rows whose delegate gives `rowActions` and, when set, a trailing configuration.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rowActions: [UITableViewRowAction]?
        var trailing: UISwipeActionsConfiguration?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { rowActions }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        { trailing }
    }

    private let row1 = IndexPath(row: 1, section: 0)

    private func table(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func theStylesHaveUIKitsValues() {
        #expect(UITableViewRowAction.Style.default.rawValue == 0 && UITableViewRowAction.Style.normal.rawValue == 1)
        #expect(UITableViewRowAction.Style.destructive == .default)
        let action = UITableViewRowAction(style: .normal, title: "More") { _, _ in }
        action.backgroundColor = .systemBlue
        let copy = action.copy() as? UITableViewRowAction
        #expect(copy !== action && copy?.title == "More" && copy?.style == .normal && copy?.backgroundColor == .systemBlue)
    }

    @Test func rowActionsShowInsteadOfTheDeleteActionAndRunWithTheIndexPath() {
        let rows = Rows()
        var ran: [String] = []
        let delete = UITableViewRowAction(style: .destructive, title: "Remove") { action, indexPath in
            ran.append("\(action.title ?? "") \(indexPath.row)")
        }
        let more = UITableViewRowAction(style: .normal, title: "More") { action, indexPath in
            ran.append("\(action.title ?? "") \(indexPath.row)")
        }
        let share = UITableViewRowAction(style: .normal, title: "Share") { _, _ in }
        share.backgroundColor = .systemBlue
        rows.rowActions = [delete, more, share]
        let table = table(rows)
        let actions = table.simulateSwipe(onRowAt: row1, direction: .left)
        #expect(actions.map(\.title) == ["Remove", "More", "Share"])
        #expect(actions.map(\.backgroundColor) == [.systemRed, .systemGray, .systemBlue])
        #expect(table.simulateSwipeActionTap(at: 1))
        #expect(ran == ["More 1"])
        // Still revealed until editing ends.
        #expect(table.indexPathForSwipedRow == row1)
        table.setEditing(false, animated: false)
        #expect(table.indexPathForSwipedRow == nil)
    }

    @Test func aFullSwipeOnlyRevealsThem() {
        let rows = Rows()
        var ran = 0
        rows.rowActions = [UITableViewRowAction(style: .default, title: "Delete") { _, _ in ran += 1 }]
        let table = table(rows)
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left, fully: true).count == 1)
        #expect(ran == 0 && table.indexPathForSwipedRow == row1)
    }

    @Test func aTrailingConfigurationWinsAndNoRowActionsLeaveTheDeleteAction() {
        let rows = Rows()
        rows.rowActions = [UITableViewRowAction(style: .normal, title: "More") { _, _ in }]
        rows.trailing = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }])
        let table = table(rows)
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).map(\.title) == ["Flag"])
        rows.trailing = nil
        rows.rowActions = []
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).map(\.title) == ["Delete"])
    }
}
