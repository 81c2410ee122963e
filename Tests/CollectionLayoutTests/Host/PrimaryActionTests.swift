import Foundation
import Testing

@testable import CollectionLayout

/// Records the selection, highlight and primary-action calls of a tap.
private final class PrimaryActionDelegate: CollectionViewDelegate {
    var calls: [String] = []
    var vetoSelect: Set<Int> = []
    /// nil: the protocol's default answers `canPerformPrimaryActionForItemAt`.
    var canPerform: ((CollectionView, Int) -> Bool)?

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return !vetoSelect.contains(indexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        calls.append("canPerformPrimaryAction \(indexPath.item)")
        return canPerform?(collectionView, indexPath.item) ?? !collectionView.isEditing
    }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        calls.append("performPrimaryAction \(indexPath.item) selected=\(collectionView.indexPathsForSelectedItems.map(\.item))")
    }
}

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

    private func host(_ delegate: any CollectionViewDelegate) throws -> ListHost {
        let host = ListHost()
        host.view.delegate = delegate
        try host.view.layoutIfNeeded()
        return host
    }

    @Test func aTapSelectsThenPerformsThePrimaryActionThenUnhighlights() throws {
        let delegate = PrimaryActionDelegate()
        let host = try host(delegate)
        host.view.tap(at: path(1))
        // The item is already the whole selection when its primary action runs.
        #expect(
            delegate.calls == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didSelect 1", "canPerformPrimaryAction 1",
                "performPrimaryAction 1 selected=[1]", "didUnhighlight 1",
            ])
    }

    @Test func aRefusedSelectionKeepsTheOldOneAndStillPerforms() throws {
        let delegate = PrimaryActionDelegate()
        delegate.vetoSelect = [2]
        let host = try host(delegate)
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
        let delegate = PrimaryActionDelegate()
        delegate.canPerform = { _, item in item != 1 }
        let host = try host(delegate)
        host.view.tap(at: path(1))
        #expect(
            delegate.calls == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didSelect 1", "canPerformPrimaryAction 1",
                "didUnhighlight 1",
            ])
        #expect(host.view.indexPathsForSelectedItems == [path(1)])
    }

    @Test func multipleSelectionTapsExtendTheSelectionSoPerformNothing() throws {
        let delegate = PrimaryActionDelegate()
        let host = try host(delegate)
        host.view.allowsMultipleSelection = true
        host.view.tap(at: path(0))
        host.view.tap(at: path(1))
        #expect(!delegate.calls.contains { $0.hasPrefix("canPerformPrimaryAction") || $0.hasPrefix("performPrimaryAction") })
        #expect(host.view.indexPathsForSelectedItems == [path(0), path(1)])
    }

    @Test func theDefaultPerformsOutsideEditingAndNotInIt() throws {
        let delegate = DefaultingDelegate()
        let host = try host(delegate)
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
