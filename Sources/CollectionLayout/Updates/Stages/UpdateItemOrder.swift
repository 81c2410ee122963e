import Foundation

/// Stage 8 of ``BatchUpdate``: the update items the layout is told, in UIKit's order
/// (docs/REFERENCE.md §5): deletes descending by before path, then inserts ascending by
/// after path, then reloads and moves, each ascending by before path. Section operations
/// carry one-index paths and, within a section, sort after its items (UIKit's item =
/// NSNotFound). A reload carries its old path and its adjusted new path.
enum UpdateItemOrder {
    private typealias Entry = (key: ItemSlot, item: CollectionViewUpdateItem)

    /// The ordered update items of a validated batch.
    static func updateItems(
        _ operations: CollectedOperations, sections: SectionMapping, folded: FoldedItemOperations,
        reloads: ReloadTargets
    ) -> [CollectionViewUpdateItem] {
        let sectionKey = { (section: Int) in ItemSlot(section: section, item: Int.max) }
        let sectionPath = { (section: Int) in IndexPath(index: section) }
        var deletes: [Entry] = operations.deleteSections.map {
            (sectionKey($0), CollectionViewUpdateItem(action: .delete, before: sectionPath($0), after: nil))
        }
        deletes += folded.keptDeletes.map { ($0, CollectionViewUpdateItem(action: .delete, before: $0.path, after: nil)) }
        var inserts: [Entry] = operations.insertSections.map {
            (sectionKey($0), CollectionViewUpdateItem(action: .insert, before: nil, after: sectionPath($0)))
        }
        inserts += folded.keptInserts.map { ($0, CollectionViewUpdateItem(action: .insert, before: nil, after: $0.path)) }
        var reloadEntries: [Entry] = sections.reloadTargets.map {
            (
                sectionKey($0.key),
                CollectionViewUpdateItem(action: .reload, before: sectionPath($0.key), after: sectionPath($0.value))
            )
        }
        reloadEntries += folded.keptReloads.map {
            ($0, CollectionViewUpdateItem(action: .reload, before: $0.path, after: reloads.targets[$0]?.path))
        }
        var moves: [Entry] = operations.sectionMoves.map {
            (
                sectionKey($0.from),
                CollectionViewUpdateItem(action: .move, before: sectionPath($0.from), after: sectionPath($0.to))
            )
        }
        moves += operations.itemMoves.map {
            ($0.from, CollectionViewUpdateItem(action: .move, before: $0.from.path, after: $0.to.path))
        }
        deletes.sort { $0.key > $1.key }
        inserts.sort { $0.key < $1.key }
        reloadEntries.sort { $0.key < $1.key }
        moves.sort { $0.key < $1.key }
        var items: [CollectionViewUpdateItem] = []
        items.reserveCapacity(deletes.count + inserts.count + reloadEntries.count + moves.count)
        for list in [deletes, inserts, reloadEntries, moves] { items += list.map(\.item) }
        return items
    }

}
