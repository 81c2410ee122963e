import Foundation

/// Supplies the items of a drag that starts in the collection view, as
/// `UICollectionViewDragDelegate` (docs/REFERENCE.md §12).
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a drag starting on `indexPath` carries (`itemsForBeginning`, required);
    /// empty: no drag.
    func collectionView(_ collectionView: CollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [DragItem]
    /// The drag is about to begin (`dragSessionWillBegin`).
    func collectionView(_ collectionView: CollectionView, dragSessionWillBeginWith items: [DragItem])
    /// The drag ended, dropped or not (`dragSessionDidEnd`).
    func collectionView(_ collectionView: CollectionView, dragSessionDidEndWith items: [DragItem])
}

extension CollectionViewDragDelegate {
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBeginWith items: [DragItem]) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEndWith items: [DragItem]) {}
}

/// Decides what a drag over the collection view would do and performs the drop, as
/// `UICollectionViewDropDelegate` (docs/REFERENCE.md §12).
public protocol CollectionViewDropDelegate: AnyObject {
    /// Whether the collection view takes this drag at all (`canHandle`); default true.
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// The drag entered the collection view (`dropSessionDidEnter`).
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    /// The proposal for the drag where it is now (`dropSessionDidUpdate:withDestinationIndexPath:`);
    /// `destinationIndexPath` is nil where no item is. Default `.cancel`: UIKit documents the
    /// drop interaction's missing method as accepting no drop, and we take that for
    /// collection views too.
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal
    /// The drag left without dropping (`dropSessionDidExit`).
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    /// The user dropped with a performing proposal: update the data, through
    /// `performBatchUpdates`, the coordinator's placeholders, and animate the items with
    /// the coordinator (`performDropWith`, required).
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator)
    /// The drop is over (`dropSessionDidEnd`).
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
}

extension CollectionViewDropDelegate {
    /// True.
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    /// `.cancel` (see the requirement).
    public func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal { DropProposal(operation: .cancel) }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
}
