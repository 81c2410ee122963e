/// One operation of a batch update as a layout sees it, as UIKit's
/// `UICollectionViewUpdateItem`.
///
/// Section operations carry item `NSNotFound`, as in UIKit: `IndexPath(item: NSNotFound,
/// section: s)`, so `indexPathAfterUpdate?.item == NSNotFound` tells them apart.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the operation does, as `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        /// An insert.
        case insert
        /// A delete.
        case delete
        /// A reload.
        case reload
        /// A move.
        case move
        /// No operation.
        case none
    }

    /// The core update item.
    public let coreItem: CollectionViewUpdateItem

    /// An update item around a core one.
    public init(_ coreItem: CollectionViewUpdateItem) {
        self.coreItem = coreItem
        super.init()
    }

    /// The operation (`updateAction`).
    open var updateAction: Action {
        switch coreItem.updateAction {
        case .insert: return .insert
        case .delete: return .delete
        case .reload: return .reload
        case .move: return .move
        case .none: return .none
        }
    }

    /// The path before the update (`indexPathBeforeUpdate`); nil for inserts.
    open var indexPathBeforeUpdate: IndexPath? { uikitPath(coreItem.indexPathBeforeUpdate) }

    /// The path after the update (`indexPathAfterUpdate`); nil for deletes.
    open var indexPathAfterUpdate: IndexPath? { uikitPath(coreItem.indexPathAfterUpdate) }

    /// `move [0, 3] -> [0, 5]`.
    open override var description: String { coreItem.description }

    private func uikitPath(_ path: IndexPath?) -> IndexPath? {
        guard let path else { return nil }
        return path.count == 1 ? IndexPath(item: NSNotFound, section: path[0]) : path
    }
}
