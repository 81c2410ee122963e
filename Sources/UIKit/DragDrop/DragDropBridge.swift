import CollectionLayout

/// The core collection view's drag and drop delegate on behalf of a ``UICollectionView``:
/// core calls go to the UIKit delegates with UIKit's objects (drag items, sessions, the
/// coordinator), and their answers come back as the core's values.
@preconcurrency @MainActor
final class DragDropBridge: @preconcurrency CollectionViewDragDelegate, @preconcurrency CollectionViewDropDelegate {
    weak var owner: UICollectionView?
    /// The UIKit drag items behind the core items, by the core items' identifiers.
    var dragItems: [String: UIDragItem] = [:]
    /// The session of the drag or drop under way.
    var session: SimulatedDragDropSession?

    /// Core items for UIKit ones, registered so the coordinator can hand them back.
    func register(_ items: [UIDragItem], source: IndexPath?) -> [DragItem] {
        items.map { item in
            let id = "drag-item-\(dragItems.count)"
            dragItems[id] = item
            return DragItem(identifier: id, sourceIndexPath: source)
        }
    }

    private func uikitItems(_ items: [DragItem]) -> [UIDragItem] { items.compactMap { dragItems[$0.identifier] } }

    /// The UIKit session for a core one, made on first use.
    private func uikitSession(_ core: DropSession) -> SimulatedDragDropSession? {
        guard let owner else { return nil }
        let current = session ?? SimulatedDragDropSession(items: uikitItems(core.items), isLocal: core.isLocal, collectionView: owner)
        current.location = core.location
        session = current
        return current
    }

    // MARK: Drag

    func collectionView(_ collectionView: CollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [DragItem] {
        guard let owner, let delegate = owner.dragDelegate else { return [] }
        let drag = session ?? SimulatedDragDropSession(items: [], isLocal: true, collectionView: owner)
        session = drag
        let items = delegate.collectionView(owner, itemsForBeginning: drag, at: indexPath)
        drag.items += items
        return register(items, source: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, dragSessionWillBeginWith items: [DragItem]) {
        guard let owner, let delegate = owner.dragDelegate, let session else { return }
        delegate.collectionView(owner, dragSessionWillBegin: session)
    }

    func collectionView(_ collectionView: CollectionView, dragSessionDidEndWith items: [DragItem]) {
        defer { session = nil; dragItems = [:] }
        guard let owner, let delegate = owner.dragDelegate, let session else { return }
        delegate.collectionView(owner, dragSessionDidEnd: session)
    }

    // MARK: Drop

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
        guard let owner, let delegate = owner.dropDelegate, let uikit = uikitSession(session) else { return false }
        return delegate.collectionView(owner, canHandle: uikit)
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {
        guard let owner, let delegate = owner.dropDelegate, let uikit = uikitSession(session) else { return }
        delegate.collectionView(owner, dropSessionDidEnter: uikit)
    }

    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        guard let owner, let delegate = owner.dropDelegate, let uikit = uikitSession(session) else {
            return DropProposal(operation: .cancel)
        }
        let proposal = delegate.collectionView(owner, dropSessionDidUpdate: uikit, withDestinationIndexPath: destinationIndexPath)
        lastProposal = proposal
        return proposal.core
    }

    /// The last proposal object, handed back in the coordinator.
    private var lastProposal: UICollectionViewDropProposal?

    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {
        guard let owner, let delegate = owner.dropDelegate, let uikit = uikitSession(session) else { return }
        delegate.collectionView(owner, dropSessionDidExit: uikit)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        guard let owner, let delegate = owner.dropDelegate, let uikit = uikitSession(coordinator.session) else { return }
        let items = coordinator.items.compactMap { item -> (any UICollectionViewDropItem)? in
            guard let dragItem = dragItems[item.dragItem.identifier] else { return nil }
            let size = item.sourceIndexPath.flatMap { collectionView.layoutAttributesForItem(at: $0)?.size } ?? .zero
            return DropItemBridge(dragItem: dragItem, sourceIndexPath: item.sourceIndexPath, previewSize: size)
        }
        let proposal = lastProposal ?? UICollectionViewDropProposal(operation: .cancel)
        delegate.collectionView(
            owner,
            performDropWith: DropCoordinatorBridge(
                core: coordinator, items: items, proposal: proposal, session: uikit, dragItems: dragItems, owner: owner))
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {
        guard let owner, let delegate = owner.dropDelegate, let uikit = uikitSession(session) else { return }
        delegate.collectionView(owner, dropSessionDidEnd: uikit)
        lastProposal = nil
        if !session.isLocal {
            self.session = nil
            dragItems = [:]
        }
    }
}
