import UIKit

/// A table data source and delegate whose rows are names in sections, which deletes,
/// inserts and moves them as the table asks and records what it was told; the editing
/// answers (`canEdit`, `style`, `indents`, swipe configurations) are data.
final class EditableRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var canEdit: (IndexPath) -> Bool = { _ in true }
    var canMove: (IndexPath) -> Bool = { _ in true }
    var style: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
    var indents = true
    var deleteTitle: String?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var redirect: ((IndexPath) -> IndexPath)?
    private(set) var events: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.section),\(indexPath.row)")
        guard editingStyle == .delete else { return }
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append(
            "move \(sourceIndexPath.section),\(sourceIndexPath.row) to \(destinationIndexPath.section),\(destinationIndexPath.row)")
        let name = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(name, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        style(indexPath)
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { indents }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { leading?(indexPath) }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { trailing?(indexPath) }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { redirect?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath }
}

/// A laid-out 390 × 844 plain table showing `rows`, with cells of `cellClass` registered as "cell".
func makeEditableTable(_ rows: EditableRows, cellClass: AnyClass = UITableViewCell.self) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    return table
}

/// An action that records its runs in `log` and keeps its completion in `completion`.
final class RecordedAction {
    var log: [String] = []
    var completion: ((Bool) -> Void)?

    func action(_ title: String?, style: UIContextualAction.Style = .normal) -> UIContextualAction {
        UIContextualAction(style: style, title: title) { [unowned self] action, _, completion in
            log.append(action.title ?? "image")
            self.completion = completion
        }
    }
}
