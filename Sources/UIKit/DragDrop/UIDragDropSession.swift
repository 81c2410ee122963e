/// What drag and drop sessions share (`UIDragDropSession`).
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The dragged items.
    var items: [UIDragItem] { get }
    /// The touch in `view`'s coordinates (`location(in:)`).
    func location(in view: UIView) -> CGPoint
    /// Whether the drop may move the data (`allowsMoveOperation`).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays within the app (`isRestrictedToDraggingApplication`).
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item's provider can load an object of `aClass` (`canLoadObjects(ofClass:)`).
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag that began in this app (`UIDragSession`).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// The app's own context for the drag (`localContext`).
    var localContext: Any? { get set }
}

/// A drag over a view that may drop (`UIDropSession`).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag began in this app (`localDragSession`).
    var localDragSession: (any UIDragSession)? { get }
}

/// The session the collection view hands its delegates, for a scripted drag: the items, the
/// touch, and for a drag from this collection view its drag session.
@preconcurrency @MainActor
final class SimulatedDragDropSession: UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var location = CGPoint.zero
    let isLocal: Bool
    var localContext: Any?
    weak var collectionView: UICollectionView?

    init(items: [UIDragItem], isLocal: Bool, collectionView: UICollectionView) {
        self.items = items
        self.isLocal = isLocal
        self.collectionView = collectionView
    }

    /// The touch in the collection view's coordinates (its content coordinates). Views
    /// have no place in a window here, so another view gets the same point.
    func location(in view: UIView) -> CGPoint { location }

    var allowsMoveOperation: Bool { isLocal }
    var isRestrictedToDraggingApplication: Bool { false }
    var localDragSession: (any UIDragSession)? { isLocal ? self : nil }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}
