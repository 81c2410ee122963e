import Foundation

/// One batch update, validated and normalised exactly as `UICollectionView`'s
/// `performBatchUpdates(_:completion:)` does, independent of any host.
///
/// Give it the section counts before and after the update and the operations made in the
/// block (in any order). It throws UIKit's message when the batch is invalid; otherwise it
/// holds:
/// - ``updateItems``: what the layout is told in `prepare(forCollectionViewUpdates:)`;
/// - the identity mappings, old → new and new → old, for items and for sections;
/// - ``reusableSectionSources``: for each new section, the old section whose items the
///   batch left untouched.
///
/// **Semantics** (docs/REFERENCE.md §5): delete and reload paths and move sources are before-update
/// paths; insert paths and move destinations are after-update paths. Processing is deletes
/// (descending), then moves, then inserts (ascending). A reload is a delete of its old path
/// plus an insert at its adjusted new path: the slot the item would take if it survived
/// (shifted by the deletes, move sources, inserts and move destinations around it). Item
/// operations inside an inserted, deleted or reloaded section are folded into the section
/// operation. Duplicate operations of one kind on the same path count once. Surviving
/// items keep their identity: the new slots not taken by inserts or move destinations are
/// filled, in order, with the old items not deleted or moved away; a reloaded item takes
/// its slot but loses its identity (both mappings give nil for it, and a reloaded selected
/// item is deselected). A survivor whose index path changed counts as moved although no
/// move was requested (compare ``newIndexPath(forOld:)`` with the old path).
///
/// Deliberate difference from UIKit: UIKit's algorithm is quadratic in the number of
/// operations and builds dense maps over all items; this one keeps, per section, the sorted
/// lists of removed and taken indexes and answers each mapping query by binary search, with
/// identical results.
///
/// - Complexity: construction O(k log k + S) for k operations and S sections; each
///   mapping query O(log k).
public struct BatchUpdate: Sendable {
    /// The per-section item counts before the update (negative counts read as 0).
    public let oldSectionCounts: [Int]
    /// The per-section item counts after the update (negative counts read as 0).
    public let newSectionCounts: [Int]
    /// The operations as UIKit hands them to `prepare(forCollectionViewUpdates:)`: deletes
    /// (descending by before path), inserts (ascending by after path), reloads and moves
    /// (each ascending by before path) — the order of UIKit's `_prepareLayoutForUpdates`
    /// as PSTCollectionView reconstructs it. Section operations carry one-index paths and,
    /// within a section, sort after its items (UIKit's item = NSNotFound). Item operations
    /// folded into a section operation are absent. A reload has both paths: its old path and
    /// its adjusted new path.
    public let updateItems: [CollectionViewUpdateItem]
    /// For each section after the update, the section before it whose items the batch left
    /// untouched (same count, same items in the same order, none reloaded; the section may
    /// have moved), else nil. Layouts may reuse what they computed for such a section.
    public let reusableSectionSources: [Int?]

    /// Old ↔ new sections.
    let sections: SectionMapping
    /// Per old section: sorted item indexes deleted or moved away.
    let removedOld: [[Int]]
    /// Per old section: sorted item indexes reloaded.
    let reloadedOld: [[Int]]
    /// Per new section: sorted item indexes inserted or moved in.
    let takenNew: [[Int]]
    /// Per new section: sorted item indexes where reloaded items reappear.
    let reloadedNew: [[Int]]
    /// The item moves, both ways.
    let moves: ItemMoveTable

    /// Validates and normalises a batch, stage by stage (docs/REFERENCE.md §5): gather the
    /// operations (`CollectedOperations`), check the sections (`SectionValidation`), map
    /// them (`SectionMapping`), check the items (`ItemValidation`), fold item operations
    /// into their sections (`FoldedItemOperations`), check every section's item count
    /// (`ItemCountValidation`), place the reloaded items (`ReloadTargets`), then order
    /// the update items (`UpdateItemOrder`) and find the reusable sections
    /// (`ReusableSections`). Each stage throws before the next one runs, so the first
    /// failing check in that order gives the message, as in UIKit.
    /// - Parameters:
    ///   - oldSectionCounts: items per section before the update (the host's cached counts
    ///     when the batch began).
    ///   - newSectionCounts: items per section after the update (the data source's counts
    ///     when the block returned).
    ///   - operations: the calls made in the block, in any order.
    /// - Throws: ``BatchUpdateError`` with UIKit's message when the batch is invalid.
    /// - Complexity: O(k log k + S) for k operations (items listed) and S sections.
    public init(
        oldSectionCounts: [Int], newSectionCounts: [Int], operations: [BatchOperation]
    ) throws(BatchUpdateError) {
        let old = oldSectionCounts.map { max(0, $0) }
        let new = newSectionCounts.map { max(0, $0) }
        self.oldSectionCounts = old
        self.newSectionCounts = new
        let collected = try CollectedOperations(operations)
        try SectionValidation.validate(collected, oldSections: old.count, newSections: new.count)
        let sections = SectionMapping(collected, oldSections: old.count, newSections: new.count)
        let moves = try ItemValidation.validate(collected, old: old, new: new, sections: sections)
        let folded = FoldedItemOperations(collected, sections: sections)
        try ItemCountValidation.validate(old: old, new: new, sections: sections, folded: folded)
        let reloads = ReloadTargets(folded, sections: sections)
        updateItems = UpdateItemOrder.updateItems(collected, sections: sections, folded: folded, reloads: reloads)
        reusableSectionSources = ReusableSections.sources(sections: sections, folded: folded)
        self.sections = sections
        self.removedOld = folded.removed
        self.reloadedOld = folded.reloaded
        self.takenNew = folded.taken
        self.moves = moves
        self.reloadedNew = reloads.reloadedNew
    }
}
