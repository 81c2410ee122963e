import Foundation

@testable import CollectionLayout

/// Records every selection and highlight call of a tap, and vetoes what it is told to. With
/// ``primaryActions`` set it also answers and records the primary-action calls, logging the
/// selection the primary action sees; without, it refuses them silently.
final class TapRecordingDelegate: CollectionViewDelegate {
    var calls: [String] = []
    var vetoHighlight: Set<Int> = []
    var vetoSelect: Set<Int> = []
    var vetoDeselect: Set<Int> = []
    /// The answer to `canPerformPrimaryActionForItemAt` by item; nil: refuse, unrecorded.
    var primaryActions: ((Int) -> Bool)?

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return !vetoHighlight.contains(indexPath.item)
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
        return !vetoDeselect.contains(indexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        guard let primaryActions else { return false }
        calls.append("canPerformPrimaryAction \(indexPath.item)")
        return primaryActions(indexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        calls.append("performPrimaryAction \(indexPath.item) selected=\(collectionView.indexPathsForSelectedItems.map(\.item))")
    }
}
