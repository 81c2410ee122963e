import CollectionLayout
import Foundation

/// What the animator needs to know about a batch update that has been committed to a
/// collection view: the operations, the identity mapping old → new, and the state before.
///
/// `performBatchUpdates` (the batch-update model) produces it; tests can write one by hand.
public struct UpdateBatchDescription: Sendable {
    /// The operations, as the layout saw them in `prepare(forCollectionViewUpdates:)`.
    public var updateItems: [CollectionViewUpdateItem]
    /// Surviving items: old index path → new index path; nil for deleted items (and items
    /// of deleted sections). A reloaded item may map or not: reloads are taken from
    /// ``updateItems``.
    public var newIndexPath: @Sendable (IndexPath) -> IndexPath?
    /// The inverse of ``newIndexPath``: nil for inserted items.
    public var oldIndexPath: @Sendable (IndexPath) -> IndexPath?
    /// Surviving sections: old section → new section; nil for deleted sections.
    public var newSection: @Sendable (Int) -> Int?
    /// The inverse of ``newSection``: nil for inserted sections.
    public var oldSection: @Sendable (Int) -> Int?
    /// The bounds before the update (origin = old content offset).
    public var oldBounds: CGRect
    /// The content size before the update.
    public var oldContentSize: CGSize
    /// Attributes before the update, by before-update key. Must hold every element visible
    /// before, and should hold every element that is visible after the update so a survivor
    /// entering the screen slides in from its old place (one missing starts at its new place).
    public var oldAttributes: [ElementKey: LayoutAttributes]
    /// What the views showed before the update, by before-update key (deleted and reloaded
    /// elements keep their old content); may be empty.
    public var oldSnapshots: [ElementKey: ElementSnapshot]

    /// A description from its parts, with the mappings as functions (both directions).
    public init(
        updateItems: [CollectionViewUpdateItem],
        newIndexPath: @escaping @Sendable (IndexPath) -> IndexPath?, oldIndexPath: @escaping @Sendable (IndexPath) -> IndexPath?,
        newSection: @escaping @Sendable (Int) -> Int?, oldSection: @escaping @Sendable (Int) -> Int?,
        oldBounds: CGRect, oldContentSize: CGSize, oldAttributes: [ElementKey: LayoutAttributes],
        oldSnapshots: [ElementKey: ElementSnapshot] = [:]
    ) {
        self.updateItems = updateItems
        self.newIndexPath = newIndexPath
        self.oldIndexPath = oldIndexPath
        self.newSection = newSection
        self.oldSection = oldSection
        self.oldBounds = oldBounds
        self.oldContentSize = oldContentSize
        self.oldAttributes = oldAttributes
        self.oldSnapshots = oldSnapshots
    }

    /// The description of a batch committed by `performBatchUpdates`.
    /// - Parameters:
    ///   - result: what `performBatchUpdates` returned.
    ///   - oldSnapshots: what the views showed before the batch
    ///     (``ElementSnapshot/visibleViews(of:)`` taken before `performBatchUpdates`), so
    ///     deleted and reloaded elements keep their old content; may be empty.
    public init(result: BatchUpdateResult, oldSnapshots: [ElementKey: ElementSnapshot] = [:]) {
        let update = result.update
        self.init(
            updateItems: result.updateItems, newIndexPath: { update.newIndexPath(forOld: $0) },
            oldIndexPath: { update.oldIndexPath(forNew: $0) }, newSection: { update.newSection(forOld: $0) },
            oldSection: { update.oldSection(forNew: $0) }, oldBounds: result.oldBounds,
            oldContentSize: result.oldContentSize, oldAttributes: result.oldAttributes, oldSnapshots: oldSnapshots)
    }

    /// A description with the mappings as dictionaries (old → new; inverted here).
    public init(
        updateItems: [CollectionViewUpdateItem], itemMapping: [IndexPath: IndexPath], sectionMapping: [Int: Int],
        oldBounds: CGRect, oldContentSize: CGSize, oldAttributes: [ElementKey: LayoutAttributes],
        oldSnapshots: [ElementKey: ElementSnapshot] = [:]
    ) {
        var reverseItems: [IndexPath: IndexPath] = [:], reverseSections: [Int: Int] = [:]
        for (old, new) in itemMapping { reverseItems[new] = old }
        for (old, new) in sectionMapping { reverseSections[new] = old }
        let items = reverseItems, sections = reverseSections
        self.init(
            updateItems: updateItems, newIndexPath: { itemMapping[$0] }, oldIndexPath: { items[$0] },
            newSection: { sectionMapping[$0] }, oldSection: { sections[$0] }, oldBounds: oldBounds,
            oldContentSize: oldContentSize, oldAttributes: oldAttributes, oldSnapshots: oldSnapshots)
    }

    /// The after-update key of the element with before-update key `key`, or nil when it
    /// does not survive. Cells follow ``newIndexPath``; supplementary and decoration views
    /// follow their section (first index) through ``newSection`` and keep the rest of
    /// their index path.
    public func newKey(for key: ElementKey) -> ElementKey? {
        Self.key(key, mappingItems: newIndexPath, sections: newSection)
    }

    /// The before-update key of the element with after-update key `key`, or nil when it
    /// is new (the inverse of ``newKey(for:)``).
    public func oldKey(for key: ElementKey) -> ElementKey? {
        Self.key(key, mappingItems: oldIndexPath, sections: oldSection)
    }

    /// `key` through one direction of the mapping: a cell's index path through `items`;
    /// a supplementary or decoration view's section (first index) through `sections`, the
    /// rest of its index path kept. Nil when the element does not map.
    private static func key(
        _ key: ElementKey, mappingItems items: (IndexPath) -> IndexPath?, sections: (Int) -> Int?
    ) -> ElementKey? {
        switch key.category {
        case .cell:
            return items(key.indexPath).map(ElementKey.cell)
        case .supplementary, .decoration:
            guard key.indexPath.count > 0, let section = sections(key.indexPath[0]) else { return nil }
            var path = key.indexPath
            path[0] = section
            return ElementKey(category: key.category, kind: key.kind, indexPath: path)
        }
    }
}
