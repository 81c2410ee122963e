import CollectionAnimation
import CollectionLayout
import Foundation

/// The app's side of a scene's `drop` step: the step's proposal wherever the touch is, and
/// in `performDropWith` the data change an app typically makes, as one batch update, then
/// the landing through the coordinator:
/// - `intent: insert` — a moved item of the view goes to the destination (`moveItem`); a
///   copied one or an outside item is inserted there; with no destination, at the end of
///   the last section; the preview lands on it (`drop(_:toItemAt:)`);
/// - `intent: into` — the item goes into the destination item (a folder): a moved item of
///   the view is deleted, nothing else changes; the preview shrinks into the target
///   (`drop(_:intoItemAt:rect:)`); with no destination nothing happens;
/// - `intent: unspecified` — nothing changes.
final class SceneDropDelegate: CollectionViewDragDelegate, CollectionViewDropDelegate {
    let step: DropStep
    let dataSource: SceneDataSource

    init(step: DropStep, dataSource: SceneDataSource) {
        self.step = step
        self.dataSource = dataSource
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [DragItem] {
        let name = dataSource.item(at: indexPath)?.title ?? "item [\(indexPath.section), \(indexPath.item)]"
        return [DragItem(identifier: name, sourceIndexPath: indexPath)]
    }

    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal { step.script.proposal }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        guard let dropped = coordinator.items.first else { return }
        let source = dropped.sourceIndexPath
        let spec = step.external ?? source.flatMap { dataSource.item(at: $0) } ?? ItemSpec()
        let move = coordinator.proposal.operation == .move && source != nil
        switch coordinator.proposal.intent {
        case .insertAtDestinationIndexPath:
            let sections = dataSource.sections.count
            guard sections > 0 else { return }
            let fallback = IndexPath(item: dataSource.sections[sections - 1].items.count - (move ? 1 : 0), section: sections - 1)
            let destination = coordinator.destinationIndexPath ?? fallback
            let done = try? collectionView.performBatchUpdates {
                if move, let source {
                    self.dataSource.collectionView(collectionView, moveItemAt: source, to: destination)
                    try collectionView.moveItem(at: source, to: destination)
                } else {
                    self.insert(spec, at: destination)
                    try collectionView.insertItems(at: [destination])
                }
            }
            if done != nil { coordinator.drop(dropped.dragItem, toItemAt: destination) }
        case .insertIntoDestinationIndexPath:
            guard let target = coordinator.destinationIndexPath, let frame = collectionView.layoutAttributesForItem(at: target)?.frame
            else { return }
            if move, let source {
                _ = try? collectionView.performBatchUpdates {
                    self.remove(at: source)
                    try collectionView.deleteItems(at: [source])
                }
            }
            // The target may have shifted when the source before it went.
            let landing =
                move && source.map { $0.section == target.section && $0.item < target.item } == true
                ? IndexPath(item: target.item - 1, section: target.section) : target
            coordinator.drop(
                dropped.dragItem, intoItemAt: landing,
                rect: CGRect(origin: .zero, size: frame.size).insetBy(dx: frame.width / 4, dy: frame.height / 4))
        case .unspecified:
            break
        }
    }

    private func insert(_ spec: ItemSpec, at path: IndexPath) {
        guard dataSource.sections.indices.contains(path.section) else { return }
        dataSource.sections[path.section].items = dataSource.sections[path.section].items.inserting(spec, at: path.item)
    }

    private func remove(at path: IndexPath) {
        guard dataSource.sections.indices.contains(path.section) else { return }
        dataSource.sections[path.section].items = dataSource.sections[path.section].items.removing(at: path.item)
    }
}
