import Testing
import UIKit

/// `UICollectionViewListCell` in a list layout: self-sizing by its content configuration,
/// accessories in UIKit's order taking room from the content, editing-only accessories,
/// outline disclosure and indentation (docs/REFERENCE.md §19). Body text (17 pt) is measured with
/// `ApproximateTextLayout` (`.approximateTextMetrics`): 10.2 per character, 20.4 → 21 per line; subheadline 18 per line.
@Suite(.approximateTextMetrics) struct ListCellTests {
    @Test func listCellsSizeThemselvesByTheirContent() throws {
        let fixture = ListCellFixture { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item == "Two" ? "First\nSecond" : item
            content.secondaryText = item == "Sub" ? "Detail" : nil
            cell.contentConfiguration = content
        }
        fixture.apply(["One", "Two", "Sub"])
        // One line: 11 + 21 + 11 = 43, raised to the 44-point minimum row.
        let one = try #require(fixture.cell(0))
        #expect(one.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        // Two lines: 2 × 20.4 = 40.8 → 41; 11 + 41 + 11 = 63, at y 44.
        #expect(fixture.cell(1)?.frame == CGRect(x: 0, y: 44, width: 320, height: 63))
        // Text and secondary text: 11 + 21 + 3 + 18 + 11 = 64, at 44 + 63 = 107.
        #expect(fixture.cell(2)?.frame == CGRect(x: 0, y: 107, width: 320, height: 64))
        // The content view fills the cell; the configuration's view fills the content view.
        let content = try #require(one.contentView.subviews.first as? UIListContentView)
        #expect(one.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(content.frame == one.contentView.bounds)
        #expect(listContent(one)?.text == "One")
    }

    @Test func accessoriesTakeUIKitsOrderAndRoomFromTheContent() throws {
        let fixture = ListCellFixture { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .checkmark(), .label(text: "Hi"), .outlineDisclosure()]
        }
        fixture.apply(["a"])
        let labels = fixture.accessoryLabels(0)
        #expect(labels.map(\.text) == ["›", "✓", "Hi", "›"])
        // Leading: the outline disclosure, 14 wide at the 16-point margin.
        #expect(labels[3].frame == CGRect(x: 16, y: 0, width: 14, height: 44))
        // Trailing from 320 − 16 = 304 inwards, 8 apart: disclosure 290…304, checkmark
        // 258…282, label ("Hi" 2 × 10.2 = 20.4 → 21) 229…250.
        #expect(labels[0].frame == CGRect(x: 290, y: 0, width: 14, height: 44))
        #expect(labels[1].frame == CGRect(x: 258, y: 0, width: 24, height: 44))
        #expect(labels[2].frame == CGRect(x: 229, y: 0, width: 21, height: 44))
        // The content view spans 30…229.
        #expect(fixture.cell(0)?.contentView.frame == CGRect(x: 30, y: 0, width: 199, height: 44))
        #expect(labels[2].textColor.color == .secondaryLabel && labels[0].textColor.color == .systemGray)
    }

    @Test func reservedWidthsAndHiddenAccessoriesKeepTheirRoom() throws {
        let fixture = ListCellFixture { cell, _ in
            cell.accessories = [
                .checkmark(options: .init(reservedLayoutWidth: .actual)),
                .disclosureIndicator(options: .init(isHidden: true)),
                .label(text: "Hi", options: .init(reservedLayoutWidth: .custom(30))),
            ]
        }
        fixture.apply(["a"])
        let labels = fixture.accessoryLabels(0)
        // The hidden disclosure keeps 290…304; the checkmark's actual width is one body
        // character, 10.2 → 11: 271…282; the label a custom 30: 233…263.
        #expect(labels.map(\.isHidden) == [false, true, false])
        #expect(labels[1].frame.minX == 290)
        #expect(labels[0].frame == CGRect(x: 271, y: 0, width: 11, height: 44))
        #expect(labels[2].frame == CGRect(x: 233, y: 0, width: 30, height: 44))
        #expect(fixture.cell(0)?.contentView.frame == CGRect(x: 0, y: 0, width: 233, height: 44))
    }

    @Test func editingAccessoriesShowOnlyWhileEditing() throws {
        let fixture = ListCellFixture { cell, _ in
            cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        fixture.apply(["a"])
        var labels = fixture.accessoryLabels(0)
        #expect(labels.map(\.isHidden) == [true, true, false])
        // Not editing: only the disclosure (290…304); content 0…290.
        #expect(fixture.cell(0)?.contentView.frame == CGRect(x: 0, y: 0, width: 290, height: 44))
        fixture.view.isEditing = true
        fixture.view.layoutIfNeeded()
        labels = fixture.accessoryLabels(0)
        #expect(labels.map(\.isHidden) == [false, false, true])
        // Editing: delete 16…40 leading, reorder 280…304 trailing; content 40…280.
        #expect(labels[0].frame.minX == 16 && labels[1].frame.minX == 280)
        #expect(fixture.cell(0)?.contentView.frame == CGRect(x: 40, y: 0, width: 240, height: 44))
        #expect(labels[0].text == "⊖" && labels[1].text == "≡")
    }

    @Test func theOutlineDisclosureExpandsItsParentAndChildrenAreIndented() throws {
        let fixture = ListCellFixture { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        fixture.apply(["x"])
        applyFruitOutline(to: fixture.dataSource, in: fixture.view)
        #expect(fixture.accessoryLabels(0).first?.text == "›")
        #expect(fixture.view.simulateAccessoryTap(.outlineDisclosure, at: IndexPath(item: 0, section: 0)))
        fixture.view.layoutIfNeeded()
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(fixture.dataSource.snapshot(for: "s").isExpanded("Fruit"))
        #expect(fixture.accessoryLabels(0).first?.text == "⌄")
        // Apple is at level 1: indented 10; its disclosure at 16 + 10 = 26, content from 40.
        let apple = try #require(fixture.cell(1))
        #expect(apple.indentationLevel == 1 && fixture.cell(0)?.indentationLevel == 0)
        #expect(fixture.accessoryLabels(1).first?.frame.minX == 26)
        #expect(apple.contentView.frame.minX == 40 && fixture.cell(0)?.contentView.frame.minX == 30)
        // No such accessory: nothing tapped.
        #expect(!fixture.view.simulateAccessoryTap(.checkmark, at: IndexPath(item: 0, section: 0)))
    }

    @Test func anOutlineDisclosureHandlerRunsInsteadOfExpanding() {
        final class Count { var taps = 0 }
        let count = Count()
        let fixture = ListCellFixture { cell, _ in
            cell.accessories = [.outlineDisclosure(actionHandler: { count.taps += 1 })]
        }
        fixture.apply(["a"])
        #expect(fixture.view.simulateAccessoryTap(.outlineDisclosure, at: IndexPath(item: 0, section: 0)))
        #expect(count.taps == 1)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["a"])
    }

    @Test func rightToLeftPutsLeadingAccessoriesOnTheRight() throws {
        let fixture = ListCellFixture { cell, _ in cell.accessories = [.outlineDisclosure(), .checkmark()] }
        fixture.view.semanticContentAttribute = .forceRightToLeft
        fixture.apply(["a"])
        let labels = fixture.accessoryLabels(0)
        // Mirrored: outline 16…30 → 290…304; checkmark 280…304 → 16…40; content 40…290.
        #expect(labels[0].frame.minX == 290 && labels[1].frame.minX == 16)
        #expect(fixture.cell(0)?.contentView.frame == CGRect(x: 40, y: 0, width: 250, height: 44))
    }
}
