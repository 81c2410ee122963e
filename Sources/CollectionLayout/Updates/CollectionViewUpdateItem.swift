import Foundation

/// One operation of a batch update as the layout sees it, as `UICollectionViewUpdateItem`.
///
/// Section operations carry a one-index path (the section) and ``isSectionOperation`` is
/// true; UIKit marks them with item = NSNotFound.
public struct CollectionViewUpdateItem: Hashable, Sendable, CustomStringConvertible {
    /// What the operation does (`UICollectionViewUpdateItem.Action`).
    public enum Action: String, Hashable, Sendable {
        case insert, delete, reload, move, none
    }

    /// The operation.
    public var updateAction: Action
    /// The path before the update; nil for inserts.
    public var indexPathBeforeUpdate: IndexPath?
    /// The path after the update; nil for deletes.
    public var indexPathAfterUpdate: IndexPath?

    /// An update item from its parts.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
    }

    /// Whether the operation concerns a whole section (its paths have one index).
    public var isSectionOperation: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.count == 1
    }

    /// `move [0, 3] -> [0, 5]`.
    public var description: String {
        func text(_ path: IndexPath?) -> String {
            path.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" } ?? "nil"
        }
        return "\(updateAction.rawValue) \(text(indexPathBeforeUpdate)) -> \(text(indexPathAfterUpdate))"
    }
}
