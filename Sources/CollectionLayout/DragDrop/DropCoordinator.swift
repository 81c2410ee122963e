import Foundation

/// A cell shown where dropped data will go while it loads
/// (`UICollectionViewDropPlaceholder(insertionIndexPath:reuseIdentifier:)`): inserted
/// without a data-source change.
public final class DropPlaceholder {
    /// Where it is inserted (an after-insertion path).
    public let insertionIndexPath: IndexPath
    /// The reuse identifier its cell is dequeued with.
    public let reuseIdentifier: String
    /// Configures its cell (`cellUpdateHandler`).
    public var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    /// A placeholder.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// A placeholder on screen (`UICollectionViewDropPlaceholderContext`).
public final class DropPlaceholderContext {
    /// The dragged item it stands for.
    public let dragItem: DragItem
    let placeholder: DropPlaceholder
    weak var collectionView: CollectionView?

    init(dragItem: DragItem, placeholder: DropPlaceholder, collectionView: CollectionView) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
    }

    /// Replaces the placeholder with the real item (`commitInsertion(dataSourceUpdates:)`):
    /// `dataSourceUpdates` gets the placeholder's current path and updates only the model;
    /// the collection view reloads that item as one batch update. False (nothing called)
    /// when the placeholder is gone.
    /// - Throws: what the batch update throws (the model change did not add one item there).
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) throws -> Bool {
        guard let collectionView, let path = collectionView.phantoms.path(of: placeholder) else { return false }
        collectionView.phantoms.remove(at: path)
        do {
            try collectionView.performBatchUpdates {
                dataSourceUpdates(path)
                try collectionView.reloadItems(at: [path])
            }
        } catch {
            collectionView.phantoms.insert(.placeholder(placeholder), at: path)
            throw error
        }
        return true
    }

    /// Removes the placeholder (`deletePlaceholder()`), as a batch update deleting it; false
    /// when it is gone already.
    @discardableResult
    public func deletePlaceholder() throws -> Bool {
        guard let collectionView, let path = collectionView.phantoms.path(of: placeholder) else { return false }
        collectionView.phantoms.remove(at: path)
        do {
            try collectionView.performBatchUpdates { try collectionView.deleteItems(at: [path]) }
        } catch {
            collectionView.phantoms.insert(.placeholder(placeholder), at: path)
            throw error
        }
        return true
    }

    /// Asks for the placeholder's cell to be configured again (`setNeedsCellUpdate()`).
    public func setNeedsCellUpdate() {
        guard let collectionView, let path = collectionView.phantoms.path(of: placeholder),
            let cell = collectionView.cellForItem(at: path)
        else { return }
        placeholder.cellUpdateHandler?(cell)
    }
}

/// What a drop hands the drop delegate (`UICollectionViewDropCoordinator`): the items, the
/// destination, the proposal and the session; the delegate tells it how each item lands.
public final class DropCoordinator {
    /// One dropped item (`UICollectionViewDropItem`).
    public struct Item: Sendable, Hashable {
        /// The dragged item.
        public var dragItem: DragItem
        /// Its path when it came from this collection view.
        public var sourceIndexPath: IndexPath?
    }

    /// How an item's preview lands, as the delegate asked.
    public enum Landing: Sendable, Hashable {
        /// `drop(_:toItemAt:)`: onto the cell at the path.
        case toItem(DragItem, IndexPath)
        /// `drop(_:intoItemAt:rect:)`: shrunk into a rect of the cell at the path.
        case intoItem(DragItem, IndexPath, CGRect)
        /// `drop(_:to:)` with a placeholder inserted at the path.
        case placeholder(DragItem, IndexPath)
    }

    /// The dropped items.
    public let items: [Item]
    /// Where the drop goes; nil where no item is (append, or refuse).
    public let destinationIndexPath: IndexPath?
    /// The proposal in force when the user dropped.
    public let proposal: DropProposal
    /// The session.
    public let session: DropSession
    /// How each item lands, in the order asked.
    public private(set) var landings: [Landing] = []

    private weak var collectionView: CollectionView?

    init(items: [Item], destinationIndexPath: IndexPath?, proposal: DropProposal, session: DropSession, collectionView: CollectionView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }

    /// Animates the item's preview onto the cell at `indexPath` (`drop(_:toItemAt:)`),
    /// usually after a batch update that put it there.
    public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) {
        landings.append(.toItem(dragItem, indexPath))
    }

    /// Shrinks the item's preview into `rect` of the cell at `indexPath` (`drop(_:intoItemAt:rect:)`).
    public func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) {
        landings.append(.intoItem(dragItem, indexPath, rect))
    }

    /// Inserts `placeholder` (`drop(_:to:)`): a batch update inserting a cell the data
    /// source does not have, configured by its `cellUpdateHandler`.
    /// - Throws: what the batch update throws (an insertion path out of range).
    public func drop(_ dragItem: DragItem, to placeholder: DropPlaceholder) throws -> DropPlaceholderContext? {
        guard let collectionView else { return nil }
        let path = placeholder.insertionIndexPath
        collectionView.phantoms.insert(.placeholder(placeholder), at: path)
        do {
            try collectionView.performBatchUpdates { try collectionView.insertItems(at: [path]) }
        } catch {
            collectionView.phantoms.remove(at: path)
            throw error
        }
        landings.append(.placeholder(dragItem, path))
        return DropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: collectionView)
    }
}
