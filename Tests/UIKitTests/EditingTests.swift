import Foundation
import Testing
import UIKit

/// A cell that records the editing state of each configuration update.
private final class EditingCell: UICollectionViewCell {
    var editingStates: [Bool] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        editingStates.append(state.isEditing)
    }
}

/// Lets every item but item 1 edit.
private final class EditDelegate: NSObject, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { indexPath.item != 1 }
}

/// Editing mode (iOS 14): UIKit's defaults, the during-editing selection flags, and the
/// cells' `configurationState.isEditing` (docs/REFERENCE.md §17). A flow layout of 50 × 50
/// items in a 320 × 480 view shows all six items.
@Suite struct EditingTests {
    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    private func editingView(_ counts: Counts) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flowLayout())
        view.register(EditingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = counts
        view.layoutIfNeeded()
        return view
    }

    private func cell(_ view: UICollectionView, _ item: Int) -> EditingCell? {
        view.cellForItem(at: path(item)) as? EditingCell
    }

    @Test func uikitsDefaults() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!view.isEditing)
        #expect(!view.allowsSelectionDuringEditing)
        #expect(!view.allowsMultipleSelectionDuringEditing)
        let delegate = EditDelegate()
        #expect(delegate.collectionView(view, canPerformPrimaryActionForItemAt: path(0)))
    }

    @Test func editingUpdatesTheVisibleCellsConfiguration() throws {
        let counts = Counts([6])
        let view = editingView(counts)
        let delegate = EditDelegate()
        view.delegate = delegate
        let first = try #require(cell(view, 0)), second = try #require(cell(view, 1))
        #expect(first.editingStates == [false], "configured once before it showed")
        view.isEditing = true
        // Every visible cell is updated; item 1's delegate answer keeps it out of editing.
        #expect(first.editingStates == [false, true])
        #expect(second.editingStates == [false, false])
        #expect(first.configurationState.isEditing)
        #expect(!second.configurationState.isEditing)
        view.isEditing = true // no change, no update
        #expect(first.editingStates.count == 2)
        view.isEditing = false
        #expect(first.editingStates == [false, true, false])
        #expect(!first.configurationState.isEditing)
        withExtendedLifetime(counts) {}
    }

    @Test func selectionWhileEditingFollowsTheDuringEditingFlags() {
        let counts = Counts([6])
        let view = editingView(counts)
        view.isEditing = true
        view.simulateTap(at: path(0))
        #expect(view.indexPathsForSelectedItems == [], "allowsSelectionDuringEditing is false by default")
        view.allowsSelectionDuringEditing = true
        view.simulateTap(at: path(0))
        view.simulateTap(at: path(2))
        #expect(view.indexPathsForSelectedItems == [path(2)], "single selection while editing")
        view.allowsMultipleSelectionDuringEditing = true
        view.simulateTap(at: path(4))
        #expect(view.indexPathsForSelectedItems == [path(2), path(4)])
        #expect(view.cellForItem(at: path(4))?.isSelected == true)
        view.isEditing = false
        view.simulateTap(at: path(5))
        #expect(view.indexPathsForSelectedItems == [path(5)], "allowsMultipleSelection (false) applies again")
        withExtendedLifetime(counts) {}
    }
}
