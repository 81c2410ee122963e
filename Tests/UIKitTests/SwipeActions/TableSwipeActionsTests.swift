import Testing
import UIKit

/// Swipe actions on a table's rows (docs/REFERENCE.md §27.7): which actions a swipe reveals,
/// what a tap or a full swipe runs, and how the handler's completion closes them.
@Suite struct TableSwipeActionsTests {
    private let row1 = IndexPath(row: 1, section: 0)

    @Test func actionsDefaultTheirColourByStyle() {
        let normal = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
        let destructive = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        #expect(normal.backgroundColor == .systemGray)
        #expect(destructive.backgroundColor == .systemRed)
        normal.backgroundColor = .systemBlue
        #expect(normal.backgroundColor == .systemBlue)
        #expect(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
    }

    @Test func aTrailingSwipeOnAnEditableRowRevealsTheTablesDeleteAction() {
        let rows = EditableRows([["A", "B", "C"]])
        let table = makeEditableTable(rows)
        let actions = table.simulateSwipe(onRowAt: row1, direction: .left)
        #expect(actions.map(\.title) == ["Delete"])
        #expect(actions.first?.style == .destructive)
        #expect(table.indexPathForSwipedRow == row1)
        let cell = table.cellForRow(at: row1)
        #expect(cell?.configurationState.isSwiped == true)
        // The content moves left by the button's width, at least 74 points.
        #expect((cell?.bounds.minX ?? 0) >= 74)
        // Tapping it has the data source commit the deletion; the row is gone, the actions closed.
        #expect(table.simulateSwipeActionTap(at: 0))
        #expect(rows.events == ["commit delete 0,1"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.indexPathForSwipedRow == nil)
        #expect(cell?.bounds.minX == 0)
    }

    @Test func theDeleteTitleComesFromTheDelegate() {
        let rows = EditableRows([["A", "B"]])
        rows.deleteTitle = "Remove"
        let table = makeEditableTable(rows)
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).map(\.title) == ["Remove"])
    }

    @Test func rowsThatCannotBeDeletedDoNotSwipe() {
        // Not editable, or an insert style: no Delete action; no leading actions by default.
        let rows = EditableRows([["A", "B"]])
        rows.canEdit = { $0.row != 1 }
        let table = makeEditableTable(rows)
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).isEmpty)
        #expect(table.simulateSwipe(onRowAt: IndexPath(row: 0, section: 0), direction: .right).isEmpty)
        rows.canEdit = { _ in true }
        rows.style = { _ in .insert }
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).isEmpty)
        #expect(table.indexPathForSwipedRow == nil)
        // An empty configuration reveals nothing either.
        rows.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).isEmpty)
    }

    @Test func theHandlersCompletionClosesTheActionsOnce() {
        let recorder = RecordedAction()
        let rows = EditableRows([["A", "B"]])
        rows.leading = { _ in UISwipeActionsConfiguration(actions: [recorder.action("Star"), recorder.action("Pin")]) }
        let table = makeEditableTable(rows)
        #expect(table.simulateSwipe(onRowAt: row1, direction: .right).map(\.title) == ["Star", "Pin"])
        // The content moves right (a negative bounds origin).
        #expect((table.cellForRow(at: row1)?.bounds.minX ?? 0) <= -148)
        #expect(table.simulateSwipeActionTap(at: 1))
        #expect(recorder.log == ["Pin"])
        // Until the handler calls its completion the actions stay.
        #expect(table.indexPathForSwipedRow == row1)
        recorder.completion?(false)
        #expect(table.indexPathForSwipedRow == nil)
        #expect(table.cellForRow(at: row1)?.bounds.minX == 0)
        #expect(table.cellForRow(at: row1)?.configurationState.isSwiped == false)
        // A second call, or a tap after closing, does nothing.
        recorder.completion?(true)
        #expect(!table.simulateSwipeActionTap(at: 0))
        #expect(recorder.log == ["Pin"])
    }

    @Test func aFullSwipePerformsTheFirstActionWhenTheConfigurationAllows() {
        let recorder = RecordedAction()
        let rows = EditableRows([["A", "B"]])
        var performsFirst = true
        rows.trailing = { _ in
            let configuration = UISwipeActionsConfiguration(actions: [recorder.action("Archive"), recorder.action("More")])
            configuration.performsFirstActionWithFullSwipe = performsFirst
            return configuration
        }
        let table = makeEditableTable(rows)
        table.simulateSwipe(onRowAt: row1, direction: .left, fully: true)
        #expect(recorder.log == ["Archive"])
        // The first button covers the row until the completion closes it.
        #expect(table.cellForRow(at: row1)?.bounds.minX == 390)
        recorder.completion?(true)
        #expect(table.cellForRow(at: row1)?.bounds.minX == 0)
        // Not allowed: a full swipe only reveals the actions.
        performsFirst = false
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left, fully: true).count == 2)
        #expect(recorder.log == ["Archive"])
        #expect(table.indexPathForSwipedRow == row1)
    }

    @Test func aTapElsewhereClosesTheActionsWithoutSelecting() {
        let rows = EditableRows([["A", "B"]])
        let table = makeEditableTable(rows)
        table.simulateSwipe(onRowAt: row1, direction: .left)
        table.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSwipedRow == nil)
        #expect(table.indexPathForSelectedRow == nil)
        table.simulateSwipe(onRowAt: row1, direction: .left)
        table.simulateSwipeDismissal()
        #expect(table.indexPathForSwipedRow == nil)
        #expect(rows.events.isEmpty)
    }

    @Test func rightToLeftSwipesRevealTheOtherEdge() {
        // In a right-to-left table the trailing edge is the left: a swipe to the right reveals
        // the trailing actions, a swipe to the left the leading ones.
        let rows = EditableRows([["A", "B"]])
        rows.leading = { _ in UISwipeActionsConfiguration(actions: [RecordedAction().action("Lead")]) }
        let table = makeEditableTable(rows)
        table.semanticContentAttribute = .forceRightToLeft
        #expect(table.simulateSwipe(onRowAt: row1, direction: .right).map(\.title) == ["Delete"])
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).map(\.title) == ["Lead"])
    }

    @Test func aListSwipesThroughItsConfigurationsProviders() {
        let recorder = RecordedAction()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            indexPath.item == 0 ? nil : UISwipeActionsConfiguration(actions: [recorder.action(nil)])
        }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([10, 11])
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        // No provider for the leading edge, nothing for item 0; item 1's image action: 74 points.
        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 1, section: 0), direction: .right).isEmpty)
        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), direction: .left).isEmpty)
        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 1, section: 0), direction: .left).count == 1)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.bounds.minX == 74)
        #expect(cell?.configurationState.isSwiped == true)
        // A layout pass keeps the content aside while the actions show.
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(cell?.bounds.minX == 74)
        #expect(view.simulateSwipeActionTap(at: 0))
        #expect(recorder.log == ["image"])
        recorder.completion?(true)
        #expect(view.indexPathForSwipedItem == nil)
        #expect(cell?.bounds.minX == 0)
        #expect(cell?.configurationState.isSwiped == false)
        // Reloading, or entering editing mode, closes revealed actions.
        view.simulateSwipe(onItemAt: IndexPath(item: 1, section: 0), direction: .left)
        view.reloadData()
        #expect(view.indexPathForSwipedItem == nil)
        #expect(cell?.bounds.minX == 0)
        view.layoutIfNeeded()
        view.simulateSwipe(onItemAt: IndexPath(item: 1, section: 0), direction: .left)
        view.isEditing = true
        #expect(view.indexPathForSwipedItem == nil)
        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 1, section: 0), direction: .left).isEmpty)
    }
}
