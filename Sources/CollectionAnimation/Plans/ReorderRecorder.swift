import CollectionLayout
import Foundation

/// Records a ``ReorderAnimation`` while it plays on the host: the paths of the elements,
/// identified by their keys in the data source's order before the movement (which does not
/// change until the end), and the moving item's touches.
struct ReorderRecorder {
    private var paths: [ElementKey: ElementPath] = [:]
    private var order: [ElementKey] = []
    private(set) var moving: MovingItemPath?
    private let movingKey: ElementKey

    /// Starts from the still state before the movement; `item` is the item lifted.
    init(start: AnimationState, moving item: IndexPath) {
        movingKey = .cell(item)
        var lifted = MovingItemPath(key: movingKey)
        for element in start.elements {
            if element.attributes.key == movingKey {
                lifted.snapshot = element.snapshot
                continue
            }
            add(ElementPath(key: element.attributes.key, snapshot: element.snapshot, initial: element.attributes))
        }
        moving = lifted
    }

    /// The element paths, in the order first seen.
    var finishedElements: [ElementPath] { order.compactMap { paths[$0] } }

    /// A reported touch: the moving item's attributes then.
    mutating func touch(at time: Double, attributes: LayoutAttributes?) {
        guard let attributes else { return }
        moving?.touches.append((time, attributes))
    }

    /// The target changed at `time` (the host laid out since): every element whose slot
    /// changed starts toward it; elements that just came on screen start from the slot they
    /// had before the change.
    mutating func retarget(at time: Double, on collectionView: CollectionView, movement: InteractiveMovement, previous: InteractiveMovement)
    {
        let layout = collectionView.collectionViewLayout
        var seen = Set<ElementKey>()
        for element in collectionView.visibleElements {
            let shown = element.attributes
            guard let identity = identity(of: shown.key, movement: movement), identity != movingKey else { continue }
            seen.insert(identity)
            if paths[identity] == nil {
                var start = shown
                if identity.category == .cell,
                    let before = layout.layoutAttributesForItem(at: previous.presentedIndexPath(forData: identity.indexPath))
                {
                    start = before
                }
                add(ElementPath(key: identity, snapshot: ElementSnapshot(of: element.view), initial: start))
            }
            paths[identity]?.move(to: shown, at: time)
        }
        for identity in order where !seen.contains(identity) && identity.category == .cell {
            guard let slot = layout.layoutAttributesForItem(at: movement.presentedIndexPath(forData: identity.indexPath)) else { continue }
            paths[identity]?.move(to: slot, at: time)
        }
    }

    /// The movement ended at `time` (`final` is the host's still state after it): every
    /// element heads for its final place, the moving item lands with its raised zIndex.
    mutating func land(
        at time: Double, on collectionView: CollectionView, final: AnimationState, movement: InteractiveMovement, committed: Bool
    ) {
        let layout = collectionView.collectionViewLayout
        var finalAttributes: [ElementKey: AnimatedElement] = [:]
        for element in final.elements { finalAttributes[element.attributes.key] = element }
        func finalKey(of identity: ElementKey) -> ElementKey {
            guard committed, identity.category == .cell else { return identity }
            return .cell(movement.presentedIndexPath(forData: identity.indexPath))
        }
        func finalPlace(of identity: ElementKey) -> LayoutAttributes? {
            let key = finalKey(of: identity)
            if let shown = finalAttributes[key]?.attributes { return shown }
            return key.category == .cell ? layout.layoutAttributesForItem(at: key.indexPath) : nil
        }
        // Elements that come on screen only now (a cancel bringing items back).
        for element in final.elements {
            let key = element.attributes.key
            let identity =
                committed && key.category == .cell ? ElementKey.cell(movement.dataIndexPath(forPresented: key.indexPath)) : key
            guard identity != movingKey, paths[identity] == nil else { continue }
            let before = committed ? key.indexPath : movement.presentedIndexPath(forData: key.indexPath)
            let start = key.category == .cell ? layout.layoutAttributesForItem(at: before) ?? element.attributes : element.attributes
            add(ElementPath(key: identity, snapshot: element.snapshot, initial: start))
        }
        for identity in order {
            guard let place = finalPlace(of: identity) else { continue }
            paths[identity]?.move(to: place, at: time)
        }
        if var landing = finalPlace(of: movingKey) {
            landing.zIndex = Int.max
            moving?.landing = landing
        }
    }

    /// The identity of the element shown under `key` during `movement`.
    private func identity(of key: ElementKey, movement: InteractiveMovement) -> ElementKey? {
        guard key.category == .cell else { return key }
        return .cell(movement.dataIndexPath(forPresented: key.indexPath))
    }

    private mutating func add(_ path: ElementPath) {
        if paths[path.key] == nil { order.append(path.key) }
        paths[path.key] = path
    }
}
