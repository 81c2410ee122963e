import Foundation
import Testing

@testable import CollectionLayout

/// Only the primary-action methods, leaving `canPerformPrimaryActionForItemAt` to the default.
private final class DefaultingDelegate: CollectionViewDelegate {
    var performed: [Int] = []
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        performed.append(indexPath.item)
    }
}

/// Primary actions (iOS 16): a tap that does not extend the selection performs the item's
/// primary action after `shouldSelect` and `didSelect`, whether or not the selection
/// changed, and before the unhighlight (docs/REFERENCE.md §17).
@Suite struct PrimaryActionTests {
    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// A delegate answering `canPerformPrimaryActionForItemAt` with `canPerform`.
    private func recorder(_ canPerform: @escaping (Int) -> Bool = { _ in true }) -> TapRecordingDelegate {
        let delegate = TapRecordingDelegate()
        delegate.primaryActions = canPerform
        return delegate
    }

    @Test func aTapSelectsThenPerformsThePrimaryActionThenUnhighlights() throws {
        let delegate = recorder()
        let host = try ListHost.laidOut(delegate: delegate)
        host.view.tap(at: path(1))
        // The item is already the whole selection when its primary action runs.
        #expect(
            delegate.calls == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didSelect 1", "canPerformPrimaryAction 1",
                "performPrimaryAction 1 selected=[1]", "didUnhighlight 1",
            ])
    }

    @Test func aRefusedSelectionKeepsTheOldOneAndStillPerforms() throws {
        let delegate = recorder()
        delegate.vetoSelect = [2]
        let host = try ListHost.laidOut(delegate: delegate)
        host.view.tap(at: path(0))
        delegate.calls = []
        host.view.tap(at: path(2))
        // Button-style item: no selection change (item 0 stays selected), the action runs.
        #expect(
            delegate.calls == [
                "shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "canPerformPrimaryAction 2",
                "performPrimaryAction 2 selected=[0]", "didUnhighlight 2",
            ])
    }

    @Test func canPerformFalseSelectsWithoutAPrimaryAction() throws {
        let delegate = recorder { $0 != 1 }
        let host = try ListHost.laidOut(delegate: delegate)
        host.view.tap(at: path(1))
        #expect(
            delegate.calls == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didSelect 1", "canPerformPrimaryAction 1",
                "didUnhighlight 1",
            ])
        #expect(host.view.indexPathsForSelectedItems == [path(1)])
    }

    @Test func multipleSelectionTapsExtendTheSelectionSoPerformNothing() throws {
        let delegate = recorder()
        let host = try ListHost.laidOut(delegate: delegate)
        host.view.allowsMultipleSelection = true
        host.view.tap(at: path(0))
        host.view.tap(at: path(1))
        #expect(!delegate.calls.contains { $0.contains("PrimaryAction") })
        #expect(host.view.indexPathsForSelectedItems == [path(0), path(1)])
    }

    @Test func theDefaultPerformsOutsideEditingAndNotInIt() throws {
        let delegate = DefaultingDelegate()
        let host = try ListHost.laidOut(delegate: delegate)
        host.view.tap(at: path(3))
        #expect(delegate.performed == [3])
        host.view.isEditing = true
        host.view.allowsSelectionDuringEditing = true
        host.view.tap(at: path(4))
        // Selected (during-editing flag on) but no primary action: the default says false.
        #expect(delegate.performed == [3])
        #expect(host.view.indexPathsForSelectedItems == [path(4)])
    }
}
