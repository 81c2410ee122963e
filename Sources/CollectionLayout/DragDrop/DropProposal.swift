import Foundation

/// What a drop would do (`UIDropOperation`).
public enum DropOperation: Int, Sendable, Hashable, CaseIterable {
    /// Nothing: the drop is cancelled.
    case cancel = 0
    /// The drop is not allowed here (the system shows a forbidden badge); nothing happens.
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved (within the app only).
    case move = 3

    /// Whether a drop with this operation is performed.
    public var performs: Bool { self == .copy || self == .move }
}

/// Where a collection view drop goes (`UICollectionViewDropIntent`).
public enum DropIntent: Int, Sendable, Hashable, CaseIterable {
    /// No preference: no gap, no highlight.
    case unspecified = 0
    /// Inserted at the destination index path: the layout opens a gap there.
    case insertAtDestinationIndexPath = 1
    /// Dropped into the item at the destination (a folder): no gap; the cell is highlighted.
    case insertIntoDestinationIndexPath = 2
}

/// A drop delegate's answer while a drag moves over the collection view
/// (`UICollectionViewDropProposal(operation:intent:)`).
public struct DropProposal: Sendable, Hashable {
    /// What the drop would do.
    public var operation: DropOperation
    /// Where it would go.
    public var intent: DropIntent

    /// A proposal; the intent defaults to unspecified, as UIKit's initializer.
    public init(operation: DropOperation, intent: DropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}

/// One dragged thing (`UIDragItem`, reduced to what a scripted drop needs): a name for
/// the data it carries, and where it comes from when it is an item of this collection view.
public struct DragItem: Sendable, Hashable {
    /// What is dragged (the item provider's content, as a name).
    public var identifier: String
    /// Its index path when it was lifted from this collection view; nil from elsewhere.
    public var sourceIndexPath: IndexPath?

    /// A drag item.
    public init(identifier: String, sourceIndexPath: IndexPath? = nil) {
        self.identifier = identifier
        self.sourceIndexPath = sourceIndexPath
    }
}

/// A drag over the collection view (`UIDropSession`, reduced): its items, where the touch
/// is, and whether it began in this collection view (`localDragSession`).
public struct DropSession: Sendable, Hashable {
    /// The dragged items.
    public var items: [DragItem]
    /// The touch, in content coordinates (`location(in:)`).
    public var location: CGPoint
    /// Whether the drag began in this collection view.
    public var isLocal: Bool

    /// A session.
    public init(items: [DragItem], location: CGPoint, isLocal: Bool) {
        self.items = items
        self.location = location
        self.isLocal = isLocal
    }
}
