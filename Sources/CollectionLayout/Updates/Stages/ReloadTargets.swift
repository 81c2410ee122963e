import Foundation

/// Stage 7 of ``BatchUpdate``: where each reloaded item reappears (docs/REFERENCE.md §5: a
/// reload is a delete of the old path plus an insert at the new path, adjusted by the
/// deletes and inserts around it). The item's rank among the survivors of its old section
/// (its index minus the removed indexes below it) picks the same-ranked free slot of its new
/// section (the slots not taken by inserts or move destinations).
struct ReloadTargets: Sendable, Equatable {
    /// Reloaded old slot → the new slot of its fresh copy.
    var targets: [ItemSlot: ItemSlot] = [:]
    /// Per new section: sorted item indexes where reloaded items reappear.
    var reloadedNew: [[Int]]

    /// The targets of the kept reloads of `folded`.
    init(_ folded: FoldedItemOperations, sections: SectionMapping) {
        reloadedNew = [[Int]](repeating: [], count: sections.newToOld.count)
        for item in folded.keptReloads {
            let section = sections.oldToNew[item.section]
            let rank = item.item - SortedIndexes.countLess(folded.removed[item.section], than: item.item)
            let target = ItemSlot(section: section, item: SortedIndexes.nthAbsent(folded.taken[section], rank: rank))
            reloadedNew[section].append(target.item)
            targets[item] = target
        }
        for index in reloadedNew.indices where reloadedNew[index].count > 1 { reloadedNew[index].sort() }
    }
}
