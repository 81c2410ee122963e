import Foundation
import Testing
import UIKit

/// Records a tap's delegate calls, with whether the tapped cell showed selected when its
/// primary action ran.
private final class TapRecorder: NSObject, UICollectionViewDelegate {
    var calls: [String] = []
    var refusePrimaryAction: Set<Int> = []

    private func log(_ call: String, _ indexPath: IndexPath) { calls.append("\(call) \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log("shouldHighlight", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log("didHighlight", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log("didUnhighlight", indexPath) }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log("shouldSelect", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log("didSelect", indexPath) }
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        log("canPerformPrimaryAction", indexPath)
        return !refusePrimaryAction.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        log("performPrimaryAction", indexPath)
        calls.append("cellSelected=\(collectionView.cellForItem(at: indexPath)?.isSelected ?? false)")
    }
}

/// Implements only `performPrimaryActionForItemAt`, so UIKit's default answers
/// `canPerformPrimaryActionForItemAt` (true unless editing).
private final class NavigatingDelegate: NSObject, UICollectionViewDelegate {
    var performed: [Int] = []
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        performed.append(indexPath.item)
    }
}

/// Primary actions through `simulateTap(at:)` (iOS 16; docs/REFERENCE.md §17), on a flow
/// layout of 50 × 50 items.
@Suite struct UIKitPrimaryActionTests {
    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func aTapCallsTheDelegateInUIKitsOrder() {
        let counts = Counts([6])
        let view = makeView(flowLayout(), counts: counts)
        let delegate = TapRecorder()
        view.delegate = delegate
        view.simulateTap(at: path(2))
        // shouldSelect → didSelect, then the primary action (the cell already shows selected),
        // then the unhighlight, which UIKit's header puts last.
        #expect(
            delegate.calls == [
                "shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didSelect 2", "canPerformPrimaryAction 2",
                "performPrimaryAction 2", "cellSelected=true", "didUnhighlight 2",
            ])
        withExtendedLifetime(counts) {}
    }

    @Test func aRefusedPrimaryActionIsNotPerformed() {
        let counts = Counts([6])
        let view = makeView(flowLayout(), counts: counts)
        let delegate = TapRecorder()
        delegate.refusePrimaryAction = [1]
        view.delegate = delegate
        view.simulateTap(at: path(1))
        #expect(!delegate.calls.contains { $0.hasPrefix("performPrimaryAction") })
        #expect(view.indexPathsForSelectedItems == [path(1)])
        withExtendedLifetime(counts) {}
    }

    @Test func theDefaultAllowsPrimaryActionsOnlyOutsideEditing() {
        let counts = Counts([6])
        let view = makeView(flowLayout(), counts: counts)
        let delegate = NavigatingDelegate()
        view.delegate = delegate
        #expect(delegate.collectionView(view, canPerformPrimaryActionForItemAt: path(0)))
        view.simulateTap(at: path(0))
        #expect(delegate.performed == [0])
        view.isEditing = true
        view.allowsSelectionDuringEditing = true
        #expect(!delegate.collectionView(view, canPerformPrimaryActionForItemAt: path(0)))
        view.simulateTap(at: path(4))
        #expect(delegate.performed == [0])
        #expect(view.indexPathsForSelectedItems == [path(4)])
        withExtendedLifetime(counts) {}
    }
}
