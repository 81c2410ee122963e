import UIKit

/// A table data source and delegate whose sections, heights, titles and cells are data, and
/// which records what the table told it.
final class TableRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var height: ((IndexPath) -> CGFloat)?
    var headerTitles: [Int: String] = [:]
    var configure: ((UITableViewCell, IndexPath) -> Void)?
    var identifier = "cell"
    private(set) var asked: [IndexPath] = []
    private(set) var events: [String] = []

    init(_ counts: [Int], height: ((IndexPath) -> CGFloat)? = nil) {
        self.counts = counts
        self.height = height
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        height?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.section),\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section),\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section),\(indexPath.row)")
    }
}

/// A laid-out table of `size` in `style` showing `rows` (its data source and delegate),
/// cells of `cellClass` registered as "cell", set up by `prepare` before it is given its rows.
func makeTable(
    _ rows: TableRows, style: UITableView.Style = .plain, size: CGSize = CGSize(width: 390, height: 844),
    cellClass: AnyClass = UITableViewCell.self, prepare: (UITableView) -> Void = { _ in }
) -> UITableView {
    let table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    prepare(table)
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    return table
}

/// A cell sized by Auto Layout: a box pinned 10 points inside its content view on every side,
/// 60 points tall.
final class BoxCell: UITableViewCell {
    let box = UIView()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let views = ["box": box]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[box]-10-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[box(60)]-10-|", metrics: nil, views: views))
    }

    required init?(coder: NSCoder) { nil }
}

/// A cell that counts its reuses.
final class CountingCell: UITableViewCell {
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}
