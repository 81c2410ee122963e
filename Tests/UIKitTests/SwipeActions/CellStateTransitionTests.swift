import Testing
import UIKit

/// A table cell is told `willTransition(to:)` and `didTransition(to:)` as it enters and leaves
/// editing mode and as its swipe actions show and close, with UIKit's `StateMask`
/// (docs/REFERENCE.md §27.8).
@Suite struct CellStateTransitionTests {
    /// A cell logging each transition with the editing and swiped state it had at the time.
    final class TransitionCell: UITableViewCell {
        var log: [String] = []

        override func willTransition(to state: StateMask) {
            super.willTransition(to: state)
            log.append("will \(state.rawValue) editing \(isEditing) swiped \(showingDeleteConfirmation)")
        }
        override func didTransition(to state: StateMask) {
            super.didTransition(to: state)
            log.append("did \(state.rawValue) editing \(isEditing) swiped \(showingDeleteConfirmation)")
        }
    }

    private let row1 = IndexPath(row: 1, section: 0)

    @Test func theMaskHasUIKitsBits() {
        // UITableViewCellStateShowingEditControlMask = 1 << 0, …DeleteConfirmationMask = 1 << 1.
        #expect(UITableViewCell.StateMask.showingEditControl.rawValue == 1)
        #expect(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
    }

    @Test func editingModeIsAnnouncedBeforeAndAfterTheChange() throws {
        let rows = EditableRows([["A", "B", "C"]])
        let table = makeEditableTable(rows, cellClass: TransitionCell.self)
        let cell = try #require(table.cellForRow(at: row1) as? TransitionCell)
        table.setEditing(true, animated: false)
        #expect(cell.log == ["will 1 editing false swiped false", "did 1 editing true swiped false"])
        cell.log = []
        table.setEditing(false, animated: false)
        #expect(cell.log == ["will 0 editing true swiped false", "did 0 editing false swiped false"])
    }

    @Test func aSwipeShowsTheDeleteConfirmationWithoutTheEditControl() throws {
        // As Apple documents: a swipe to delete moves the cell to showingDeleteConfirmation
        // alone; closing the actions returns it to the normal state.
        let rows = EditableRows([["A", "B", "C"]])
        let table = makeEditableTable(rows, cellClass: TransitionCell.self)
        let cell = try #require(table.cellForRow(at: row1) as? TransitionCell)
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).map(\.title) == ["Delete"])
        #expect(cell.log == ["will 2 editing false swiped false", "did 2 editing false swiped true"])
        cell.log = []
        table.simulateSwipeDismissal()
        #expect(cell.log == ["will 0 editing false swiped true", "did 0 editing false swiped false"])
        #expect(!cell.showingDeleteConfirmation)
    }

    @Test func aRowWithoutActionsIsToldNothing() throws {
        let rows = EditableRows([["A", "B", "C"]])
        rows.canEdit = { _ in false }
        let table = makeEditableTable(rows, cellClass: TransitionCell.self)
        let cell = try #require(table.cellForRow(at: row1) as? TransitionCell)
        #expect(table.simulateSwipe(onRowAt: row1, direction: .left).isEmpty)
        #expect(cell.log.isEmpty)
    }

    @Test func theDeleteControlAddsTheConfirmationToTheEditControl() throws {
        // In editing mode a tap on the delete control shows the Delete button: both bits.
        let rows = EditableRows([["A", "B", "C"]])
        let table = makeEditableTable(rows, cellClass: TransitionCell.self)
        let cell = try #require(table.cellForRow(at: row1) as? TransitionCell)
        table.setEditing(true, animated: false)
        cell.log = []
        #expect(table.simulateEditingControlTap(onRowAt: row1))
        #expect(cell.log == ["will 3 editing true swiped false", "did 3 editing true swiped true"])
    }
}
