import Foundation
import Testing

@testable import CollectionLayout

/// Selection while editing (iOS 14): a touch follows `allowsSelectionDuringEditing` and
/// `allowsMultipleSelectionDuringEditing` instead of `allowsSelection` and
/// `allowsMultipleSelection` (docs/REFERENCE.md §17).
@Suite struct EditingSelectionTests {
    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    private func editingHost() throws -> ListHost {
        let host = try ListHost.laidOut()
        host.view.isEditing = true
        return host
    }

    @Test func theDuringEditingFlagsDefaultToFalse() {
        let view = ListHost().view
        #expect(view.isEditing == false)
        #expect(view.allowsSelectionDuringEditing == false)
        #expect(view.allowsMultipleSelectionDuringEditing == false)
    }

    @Test func editingWithoutSelectionDuringEditingSelectsNothing() throws {
        let view = try editingHost().view
        // allowsSelection is true (its default) but does not apply while editing.
        view.tap(at: path(0))
        view.selectItem(at: path(1))
        #expect(view.indexPathsForSelectedItems.isEmpty)
        #expect(view.cellForItem(at: path(0))?.isHighlighted == false)
    }

    @Test func selectionDuringEditingIsSingleUnlessTheMultipleFlagIsOn() throws {
        let view = try editingHost().view
        view.allowsMultipleSelection = true // the flag for outside editing: ignored here
        view.allowsSelectionDuringEditing = true
        view.tap(at: path(0))
        view.tap(at: path(1))
        #expect(view.indexPathsForSelectedItems == [path(1)])
        view.allowsMultipleSelectionDuringEditing = true
        view.tap(at: path(2))
        #expect(view.indexPathsForSelectedItems == [path(1), path(2)])
        // A second tap toggles the item out, as multiple selection does.
        view.tap(at: path(1))
        #expect(view.indexPathsForSelectedItems == [path(2)])
    }

    @Test func theMultipleFlagAloneAllowsSelectionWhileEditing() throws {
        let view = try editingHost().view
        view.allowsMultipleSelectionDuringEditing = true
        view.tap(at: path(0))
        view.tap(at: path(3))
        #expect(view.indexPathsForSelectedItems == [path(0), path(3)])
    }

    @Test func leavingEditingRestoresTheOrdinaryFlags() throws {
        let view = try editingHost().view
        view.isEditing = false
        view.allowsSelection = false
        view.allowsSelectionDuringEditing = true
        view.tap(at: path(0))
        #expect(view.indexPathsForSelectedItems.isEmpty)
        view.allowsSelection = true
        view.tap(at: path(0))
        view.tap(at: path(1))
        #expect(view.indexPathsForSelectedItems == [path(1)])
    }
}
