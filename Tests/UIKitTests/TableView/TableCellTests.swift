import SnapshotTesting
import Testing
import UIKit

/// A table cell's parts and their pixels (docs/REFERENCE.md §27.5): the list accessory rule
/// (§19.3: trailing accessories from the 16-point margin inwards, 8 apart, the disclosure
/// indicator 14 wide, checkmark and detail 24), the legacy labels laid out by the list
/// content rule, separators from the 16-point inset one pixel tall, and inset-grouped
/// rounding.
@Suite struct TableCellTests {
    private func cell(width: CGFloat = 390, _ setUp: (UITableViewCell) -> Void) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        setUp(cell)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func accessoriesTakeTheirRoomAtTheTrailingEdge() {
        #expect(cell { _ in }.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        // 390 − 16 − 14 = 360.
        #expect(cell { $0.accessoryType = .disclosureIndicator }.contentView.frame.width == 360)
        // 390 − 16 − 24 = 350.
        #expect(cell { $0.accessoryType = .checkmark }.contentView.frame.width == 350)
        // The chevron at 360…374, the detail button 8 before it at 328…352: content 328.
        #expect(cell { $0.accessoryType = .detailDisclosureButton }.contentView.frame.width == 328)
        // A view of your own keeps its width: 390 − 16 − 51 = 323, centred vertically.
        let custom = cell { $0.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31)) }
        #expect(custom.contentView.frame.width == 323)
        #expect(custom.accessoryView?.frame == CGRect(x: 323, y: 7, width: 51, height: 31))
    }

    @Test func legacyLabelsFollowTheirStyle() {
        func styled(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.layoutIfNeeded()
            return cell
        }
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        // Subtitle: stacked at the 16-point margin, the detail below the title.
        let subtitle = styled(.subtitle)
        let title = subtitle.textLabel?.frame ?? .zero, detail = subtitle.detailTextLabel?.frame ?? .zero
        #expect(title.minX == 16 && detail.minX == 16 && detail.minY >= title.maxY)
        #expect(subtitle.textLabel?.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(subtitle.detailTextLabel?.textColor == .secondaryLabel)
        // Value 1: side by side, the detail ending at the trailing margin, 390 − 16.
        let value1 = styled(.value1)
        #expect(value1.textLabel?.frame.minX == 16 && value1.detailTextLabel?.frame.maxX == 374)
        #expect(value1.textLabel?.frame.midY == value1.detailTextLabel?.frame.midY)
        // A content configuration hides them.
        value1.contentConfiguration = value1.defaultContentConfiguration()
        #expect(value1.textLabel?.isHidden == true)
    }

    @Test func separatorsRunFromTheInsetBelowEveryRowButTheLast() {
        let table = makeTable(TableRows([3]) { _ in 50 })
        let separators = table.visibleCells.map { $0.subviews.last { !$0.isHidden && $0.frame.height == 1 }?.frame }
        // 1 pixel at scale 1, inside the bottom edge, from 16 to the trailing edge.
        #expect(separators[0] == CGRect(x: 16, y: 49, width: 374, height: 1))
        #expect(separators[1] == CGRect(x: 16, y: 49, width: 374, height: 1))
        #expect(separators[2] == nil)
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { cell in !cell.subviews.contains { !$0.isHidden && $0.frame.height == 1 } })
    }

    /// A separator effect is kept, and separators still draw in their colour: vibrancy draws
    /// nothing of its own here (a deliberate difference, README "Blur effects").
    @Test func aSeparatorEffectIsKeptAndSeparatorsDrawInTheirColour() throws {
        let rows = TableRows([2]) { _ in 50 }
        let table = makeTable(rows, style: .insetGrouped, size: CGSize(width: 200, height: 150))
        #expect(table.separatorEffect == nil)
        let effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular), style: .separator)
        table.separatorEffect = effect
        table.separatorColor = .red
        table.layoutIfNeeded()
        #expect(table.separatorEffect === effect)
        let strategy = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 1))
        let image = try #require(snapshotValue(strategy, table as UIView)?.bitmap)
        pixel(image, 100, 84, is: (255, 0, 0)) // the first row's separator, as without the effect
        withExtendedLifetime(rows) {}
    }

    @Test func aTableDrawsItsRowsSeparatorsAndGroupedBackground() throws {
        let rows = TableRows([2]) { _ in 50 }
        rows.configure = { cell, _ in cell.accessoryType = .checkmark }
        let table = makeTable(rows, style: .insetGrouped, size: CGSize(width: 200, height: 150))
        table.separatorColor = .red
        table.layoutIfNeeded()
        let strategy = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 1))
        let image = try #require(snapshotValue(strategy, table as UIView)?.bitmap)
        #expect(image.width == 200 && image.height == 150)
        let grouped = (0xF2, 0xF2, 0xF7), white = (255, 255, 255), red = (255, 0, 0)
        let expected: [(x: Int, y: Int, colour: (Int, Int, Int))] = [
            (8, 60, grouped), // the grouped background beside the rows (x 16…184, y 35…85 and 85…135)
            (100, 60, white), // the first row
            (100, 84, red), // the first row's separator: y 84, from x 16 + 16 = 32 to 184
            (24, 84, white), // left of the separator's inset
            (100, 134, white), // the last row has no separator
            (16, 134, grouped), // the last row's bottom-left corner, rounded by 10
            (16, 35, grouped), // the first row's top-left corner
        ]
        for point in expected { pixel(image, point.x, point.y, is: point.colour) }
        // The checkmark is drawn in the tint colour between 144 and 168 (184 − 16 − 24).
        let tinted = (144..<168).contains { x in
            (35..<85).contains { y in
                guard let p = image.pixel(x: x, y: y) else { return false }
                return Int(p.b) > 200 && Int(p.r) < 120
            }
        }
        #expect(tinted)
    }

    @Test func aSelectedCellShowsTheListSelectedColour() throws {
        let rows = TableRows([1]) { _ in 50 }
        let table = makeTable(rows, size: CGSize(width: 100, height: 60))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let strategy = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 1))
        let image = try #require(snapshotValue(strategy, table as UIView)?.bitmap)
        pixel(image, 50, 25, is: (0xD1, 0xD1, 0xD6)) // systemGray4 (§20)
        pixel(image, 50, 55, is: (255, 255, 255))
        table.cellForRow(at: IndexPath(row: 0, section: 0))?.selectionStyle = .none
        let plain = try #require(snapshotValue(strategy, table as UIView)?.bitmap)
        pixel(plain, 50, 25, is: (255, 255, 255))
    }
}

/// A content configuration in a table cell keeps the list margins of the cell's width, not
/// of its narrower content view (docs/REFERENCE.md §19.2): 20 points in a 414-point row even
/// when a disclosure indicator leaves the content view 414 − 20 − 14 = 380 wide.
@Suite struct TableCellContentTests {
    @Test func contentKeepsTheMarginOfTheCellsWidth() throws {
        let rows = TableRows([1]) { _ in 44 }
        rows.configure = { cell, _ in
            cell.accessoryType = .disclosureIndicator
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
        }
        let table = makeTable(rows, size: CGSize(width: 414, height: 200))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 380)
        let label = try #require(cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Wi-Fi" })
        #expect(label.frame.minX == 20)
    }
}

/// What a table draws behind and over its rows (docs/REFERENCE.md §27.2): a plain header's
/// list background (`systemBackground`, white) hides the rows it floats over; the table's
/// background view is behind every row.
@Suite struct TableBackgroundTests {
    @Test func aFloatingHeaderHidesTheRowsUnderIt() throws {
        let rows = TableRows([10]) { _ in 50 }
        rows.headerTitles = [0: "A"]
        rows.configure = { cell, _ in cell.backgroundColor = .red }
        let table = makeTable(rows, size: CGSize(width: 100, height: 100)) {
            $0.sectionHeaderHeight = 30
            $0.sectionHeaderTopPadding = 0
            $0.separatorStyle = .none
        }
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        let strategy = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 1))
        let image = try #require(snapshotValue(strategy, table as UIView)?.bitmap)
        // The header floats at 200…230 (0…30 on screen) over red rows; its text is at the
        // leading margin, so the right end shows its white background.
        pixel(image, 95, 15, is: (255, 255, 255))
        pixel(image, 95, 50, is: (255, 0, 0))
    }

    @Test func theBackgroundViewIsBehindTheRows() {
        let table = makeTable(TableRows([2]) { _ in 44 }, size: CGSize(width: 100, height: 100)) {
            $0.backgroundView = UIView()
        }
        table.contentOffset = CGPoint(x: 0, y: 10)
        table.layoutIfNeeded()
        #expect(table.backgroundView?.frame == CGRect(x: 0, y: 10, width: 100, height: 100))
        let order = table.subviews.map { ObjectIdentifier($0) }
        let background = table.backgroundView.map { ObjectIdentifier($0) }
        let cells = table.visibleCells.map { ObjectIdentifier($0) }
        #expect(order.first == background && cells.allSatisfy { order.contains($0) })
    }
}
