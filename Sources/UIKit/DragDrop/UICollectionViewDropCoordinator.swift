/// Animations that run with a drop's landing (`UIDragAnimating`). Nothing plays here: added
/// animations run at once and completions are called at once with the end position.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Runs alongside the landing (`addAnimations(_:)`): at once here.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs when the landing ends (`addCompletion(_:)`): at once here, with `.end`.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// One dropped item (`UICollectionViewDropItem`).
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Its index path when it came from this collection view.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview (`previewSize`): its cell's, or zero from outside.
    var previewSize: CGSize { get }
}

/// A cell inserted while dropped data loads (`UICollectionViewPlaceholder`).
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    let insertionIndexPath: IndexPath
    let reuseIdentifier: String
    /// Configures the placeholder's cell (`cellUpdateHandler`).
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder (`init(insertionIndexPath:reuseIdentifier:)`).
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A drop's placeholder (`UICollectionViewDropPlaceholder`).
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {}

/// A placeholder on screen (`UICollectionViewDropPlaceholderContext`).
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The dragged item it stands for.
    var dragItem: UIDragItem { get }
    /// Replaces it with the real item: the block updates only the model; false when it is
    /// gone (`commitInsertion(dataSourceUpdates:)`).
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes it; false when it is gone (`deletePlaceholder()`).
    func deletePlaceholder() -> Bool
    /// Configures its cell again (`setNeedsCellUpdate()`).
    func setNeedsCellUpdate()
}

/// What a drop hands the drop delegate (`UICollectionViewDropCoordinator`).
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the drop goes; nil where no item is.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal in force.
    var proposal: UICollectionViewDropProposal { get }
    /// The session.
    var session: any UIDropSession { get }
    /// Inserts a placeholder for the item (`drop(_:to:)`).
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext
    /// Lands the item's preview on the cell at the path (`drop(_:toItemAt:)`).
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Shrinks the preview into a rect of the cell at the path (`drop(_:intoItemAt:rect:)`).
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}

/// Runs animations and completions at once (nothing plays here).
@preconcurrency @MainActor
class ImmediateDragAnimator: UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}

/// A core drop item as UIKit's.
@preconcurrency @MainActor
final class DropItemBridge: UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize
    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// A core placeholder context as UIKit's; a failed batch records UIKit's exception.
@preconcurrency @MainActor
final class PlaceholderContextBridge: ImmediateDragAnimator, UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let core: DropPlaceholderContext?
    weak var owner: UICollectionView?

    init(dragItem: UIDragItem, core: DropPlaceholderContext?, owner: UICollectionView?) {
        self.dragItem = dragItem
        self.core = core
        self.owner = owner
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        do { return try core?.commitInsertion(dataSourceUpdates: dataSourceUpdates) ?? false } catch {
            owner?.raise(error)
            return false
        }
    }

    func deletePlaceholder() -> Bool {
        do { return try core?.deletePlaceholder() ?? false } catch {
            owner?.raise(error)
            return false
        }
    }

    func setNeedsCellUpdate() { core?.setNeedsCellUpdate() }
}

/// The core coordinator as UIKit's.
@preconcurrency @MainActor
final class DropCoordinatorBridge: UICollectionViewDropCoordinator {
    let core: DropCoordinator
    let items: [any UICollectionViewDropItem]
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    weak var owner: UICollectionView?
    private let dragItems: [String: UIDragItem]

    init(
        core: DropCoordinator, items: [any UICollectionViewDropItem], proposal: UICollectionViewDropProposal, session: any UIDropSession,
        dragItems: [String: UIDragItem], owner: UICollectionView
    ) {
        self.core = core
        self.items = items
        self.proposal = proposal
        self.session = session
        self.dragItems = dragItems
        self.owner = owner
    }

    var destinationIndexPath: IndexPath? { core.destinationIndexPath }

    private func coreItem(_ dragItem: UIDragItem) -> DragItem {
        let id = dragItems.first { $0.value === dragItem }?.key ?? "unknown"
        return core.items.first { $0.dragItem.identifier == id }?.dragItem ?? DragItem(identifier: id)
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext {
        guard let owner else { return PlaceholderContextBridge(dragItem: dragItem, core: nil, owner: nil) }
        let corePlaceholder = DropPlaceholder(
            insertionIndexPath: placeholder.insertionIndexPath, reuseIdentifier: placeholder.reuseIdentifier)
        corePlaceholder.cellUpdateHandler = { [weak owner, weak placeholder] hosted in
            guard let owner, let placeholder else { return }
            let cell = owner.uikitView(in: hosted, identifier: placeholder.reuseIdentifier) {
                owner.cellClasses[placeholder.reuseIdentifier] ?? UICollectionViewCell.self
            }
            if let cell = cell as? UICollectionViewCell { placeholder.cellUpdateHandler?(cell) }
        }
        do {
            let context = try core.drop(coreItem(dragItem), to: corePlaceholder)
            return PlaceholderContextBridge(dragItem: dragItem, core: context, owner: owner)
        } catch {
            owner.raise(error)
            return PlaceholderContextBridge(dragItem: dragItem, core: nil, owner: owner)
        }
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        core.drop(coreItem(dragItem), toItemAt: indexPath)
        return ImmediateDragAnimator()
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        core.drop(coreItem(dragItem), intoItemAt: indexPath, rect: rect)
        return ImmediateDragAnimator()
    }
}
