import Testing
import UIKit

/// Row, header and footer frames in each style, worked by hand from docs/REFERENCE.md §27.2:
/// rows stacked from the table header's end; 35 points (`ListMetrics.groupedSectionSpacing`,
/// the list layout's rule, §14.6.1) above each section without a header in the grouped
/// styles; rows inset by the layout margin (16 below 414 points wide, 20 from 414) in
/// `.insetGrouped`; 22 points above each header in a plain table (iOS 15's automatic
/// `sectionHeaderTopPadding`).
@Suite struct TableLayoutTests {
    @Test func plainRowsStackFromTheTop() {
        let rows = TableRows([3]) { _ in 50 }
        let table = makeTable(rows)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 100, width: 390, height: 50))
        #expect(table.contentSize == CGSize(width: 390, height: 150))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3 && table.numberOfRows(inSection: 4) == 0)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 75)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == .zero)
        // Every row is on screen, top to bottom, each cell at its row.
        #expect(table.indexPathsForVisibleRows == [0, 1, 2].map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.map(\.frame) == [0, 50, 100].map { CGRect(x: 0, y: $0, width: 390, height: 50) })
        let cell = table.visibleCells[1]
        #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 0) && table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    }

    @Test func groupedSectionsAre35PointsApart() {
        // 35, rows 35 and 79; section 1 starts at 123 + 35 = 158: rows 158 and 202; end 246.
        let table = makeTable(TableRows([2, 2]) { _ in 44 }, style: .grouped)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 202, width: 390, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 123, width: 390, height: 123))
        #expect(table.contentSize.height == 246)
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(makeTable(TableRows([1])).backgroundColor == .systemBackground)
    }

    @Test func insetGroupedRowsKeepTheLayoutMargins() {
        let narrow = makeTable(TableRows([2]) { _ in 44 }, style: .insetGrouped)
        // 390 < 414: 16 on each side, 358 wide.
        #expect(narrow.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 16, y: 79, width: 358, height: 44))
        let wide = makeTable(TableRows([2]) { _ in 44 }, style: .insetGrouped, size: CGSize(width: 414, height: 800))
        #expect(wide.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 374, height: 44))
        // The first row rounds its top corners, the last its bottom ones, 10 points.
        let first = narrow.visibleCells[0], last = narrow.visibleCells[1]
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test func plainHeadersSit22PointsBelowTheirSectionsTop() {
        let rows = TableRows([1, 1]) { _ in 44 }
        rows.headerTitles = [0: "Fruit", 1: "Vegetables"]
        let table = makeTable(rows) { $0.sectionHeaderHeight = 28 }
        // Section 0: padding 22, header 22…50, row 50…94; section 1: header 116…144, row 144.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 390, height: 44))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)
        // The title shows through the plain header configuration, in its view.
        let header = table.headerView(forSection: 0)
        #expect((header?.contentConfiguration as? UIListContentConfiguration)?.text == "Fruit")
        #expect(header?.frame == CGRect(x: 0, y: 22, width: 390, height: 28))
        // No padding when set to 0; a section without a title has no header.
        table.sectionHeaderTopPadding = 0
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        rows.headerTitles = [:]
        table.reloadData()
        #expect(table.rectForHeader(inSection: 0) == .zero && table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    @Test func anAutomaticHeaderIsAsTallAsItsListHeaderConfiguration() {
        let rows = TableRows([1]) { _ in 44 }
        rows.headerTitles = [0: "Fruit"]
        let table = makeTable(rows)
        // The height the plain header configuration's view needs at the table's width (§19.2).
        var configuration = UIListContentConfiguration.plainHeader()
        configuration.text = "Fruit"
        let view = configuration.makeContentView()
        let expected = view.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        #expect(expected > 12)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 390, height: expected))
    }

    @Test func plainHeadersFloatOverTheirSection() {
        let rows = TableRows([10, 10]) { _ in 50 }
        rows.headerTitles = [0: "A", 1: "B"]
        let table = makeTable(rows, size: CGSize(width: 300, height: 200)) {
            $0.sectionHeaderHeight = 30
            $0.sectionHeaderTopPadding = 0
        }
        // Section 0: header 0…30, rows 30…530; section 1: header 530…560.
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Pushed up by the end of its section: 530 − 30 = 500.
        table.contentOffset = CGPoint(x: 0, y: 510)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 500)
        #expect(table.headerView(forSection: 1)?.frame.minY == 530)
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let table = makeTable(TableRows([2]) { _ in 44 }, size: CGSize(width: 320, height: 600)) {
            $0.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
            $0.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        }
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 144, width: 320, height: 44))
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 188, width: 320, height: 40))
        #expect(table.contentSize.height == 228)
    }

    @Test func aDequeuedHeaderShowsItsLabelInTheGroupedHeaderStyle() {
        final class Headers: NSObject, UITableViewDataSource, UITableViewDelegate {
            private(set) var made: [UITableViewHeaderFooterView] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                header?.textLabel?.text = "Settings"
                if let header { made.append(header) }
                return header
            }
        }
        let headers = Headers()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = headers
        table.delegate = headers
        table.layoutIfNeeded()
        let header = table.headerView(forSection: 0)
        #expect(header != nil && header === headers.made.first && header?.reuseIdentifier == "header")
        // The label's text shows through the grouped header configuration (§19.2), and the
        // automatic height fits it: no 35-point gap, the row right below the header.
        let shown = header?.contentConfiguration as? UIListContentConfiguration
        var expected = UIListContentConfiguration.groupedHeader()
        expected.text = "Settings"
        #expect(shown == expected)
        let headerFrame = table.rectForHeader(inSection: 0)
        #expect(headerFrame.minY == 0 && headerFrame.height > 17 + 6)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerFrame.maxY)
        // Reloading recycles it: the next dequeue hands the same view back.
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) === header && headers.made.count == 2)
    }
}
