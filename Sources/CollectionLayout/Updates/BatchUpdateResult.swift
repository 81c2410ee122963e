import Foundation

/// What a committed batch update changed, as the animator needs it: the validated
/// ``BatchUpdate`` (update items and identity mappings), the counts, bounds and content
/// sizes before and after, and the old layout's attributes.
///
/// ``oldAttributes`` holds, keyed by before-update ``ElementKey``, every element the old
/// layout returned for the old bounds expanded by one viewport size in each direction
/// (so elements sliding in from just off screen have a start), plus the old attributes of
/// every explicitly moved item, asked of the old layout one by one (a moved item may come
/// from anywhere in the content). Elements outside both sets have no recorded start; UIKit
/// animates only elements whose start or end meets the visible rect, and such elements
/// cannot start inside it.
public struct BatchUpdateResult: Sendable {
    /// The validated, normalised batch.
    public let update: BatchUpdate
    /// The bounds before the update (origin = content offset).
    public let oldBounds: CGRect
    /// The bounds after the update (the content offset may have been pulled back).
    public let newBounds: CGRect
    /// The content size before the update.
    public let oldContentSize: CGSize
    /// The content size after the update.
    public let newContentSize: CGSize
    /// The old layout's attributes, keyed by before-update element key; see the type's
    /// documentation for which elements are included.
    public let oldAttributes: [ElementKey: LayoutAttributes]

    /// A result from its parts.
    public init(
        update: BatchUpdate, oldBounds: CGRect, newBounds: CGRect, oldContentSize: CGSize, newContentSize: CGSize,
        oldAttributes: [ElementKey: LayoutAttributes]
    ) {
        self.update = update
        self.oldBounds = oldBounds
        self.newBounds = newBounds
        self.oldContentSize = oldContentSize
        self.newContentSize = newContentSize
        self.oldAttributes = oldAttributes
    }

    /// The operations as the layout saw them in `prepare(forCollectionViewUpdates:)`.
    public var updateItems: [CollectionViewUpdateItem] { update.updateItems }
    /// Items per section before the update.
    public var oldSectionCounts: [Int] { update.oldSectionCounts }
    /// Items per section after the update.
    public var newSectionCounts: [Int] { update.newSectionCounts }

    /// Where an old item is now; nil when deleted or reloaded.
    public func newIndexPath(forOld oldIndexPath: IndexPath) -> IndexPath? { update.newIndexPath(forOld: oldIndexPath) }
    /// Where a new item was; nil when inserted or reloaded.
    public func oldIndexPath(forNew newIndexPath: IndexPath) -> IndexPath? { update.oldIndexPath(forNew: newIndexPath) }
    /// Where an old section is now; nil when deleted or reloaded.
    public func newSection(forOld oldSection: Int) -> Int? { update.newSection(forOld: oldSection) }
    /// Where a new section was; nil when inserted or reloaded.
    public func oldSection(forNew newSection: Int) -> Int? { update.oldSection(forNew: newSection) }

    /// Where an old element is now: cells through the item mapping, supplementary and
    /// decoration views through the section mapping (their first index); nil when gone.
    public func newKey(forOld key: ElementKey) -> ElementKey? { update.newKey(forOld: key) }
    /// Where a new element was; see ``newKey(forOld:)``.
    public func oldKey(forNew key: ElementKey) -> ElementKey? { update.oldKey(forNew: key) }

    /// The context the base layout's appearing and disappearing hooks need to give UIKit's
    /// defaults (ask them inside the layout's `withUpdateContext(_:_:)`).
    ///
    /// Inserted: those of `newElements` with no old identity (inserted or reloaded items,
    /// elements of inserted or reloaded sections). Deleted: the elements of
    /// ``oldAttributes`` with no new identity. Before: ``oldAttributes``.
    /// - Parameter newElements: the new layout's elements the animation concerns (for
    ///   example those meeting the new visible rect).
    public func layoutUpdateContext(newElements: [LayoutAttributes]) -> LayoutUpdateContext {
        LayoutUpdateContext(
            inserted: Set(newElements.map(\.key).filter { update.oldKey(forNew: $0) == nil }),
            deleted: Set(oldAttributes.keys.filter { update.newKey(forOld: $0) == nil }),
            before: oldAttributes)
    }
}

extension BatchUpdate {
    /// Where an old element is after the update: cells follow the item mapping; supplementary
    /// and decoration views follow their section (the first index of their path). Nil when
    /// the element's item or section is gone.
    public func newKey(forOld key: ElementKey) -> ElementKey? {
        mapKey(key, item: newIndexPath(forOld:), section: newSection(forOld:))
    }

    /// Where a new element was before the update; see ``newKey(forOld:)``.
    public func oldKey(forNew key: ElementKey) -> ElementKey? {
        mapKey(key, item: oldIndexPath(forNew:), section: oldSection(forNew:))
    }

    private func mapKey(
        _ key: ElementKey, item: (IndexPath) -> IndexPath?, section: (Int) -> Int?
    ) -> ElementKey? {
        var mapped = key
        if key.category == .cell {
            guard let path = item(key.indexPath) else { return nil }
            mapped.indexPath = path
            return mapped
        }
        guard let first = key.indexPath.first else { return key }
        guard let target = section(first) else { return nil }
        mapped.indexPath[0] = target
        return mapped
    }
}
