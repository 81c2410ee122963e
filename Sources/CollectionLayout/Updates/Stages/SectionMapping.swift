import Foundation

/// Stage 3 of ``BatchUpdate``: which section before the update becomes which after it
/// (docs/REFERENCE.md §5, "Identity mapping": sections map like items). Inserted sections
/// and move destinations take their new slots; deleted sections and move sources leave
/// theirs; the free new slots are then filled, in order, with the remaining old sections. A
/// reloaded section takes its slot but loses its identity (it maps to nothing either way).
struct SectionMapping: Sendable, Equatable {
    /// Per old section, its new index; -1 when deleted or reloaded.
    var oldToNew: [Int]
    /// Per new section, its old index; -1 when inserted or a reloaded section's new copy.
    var newToOld: [Int]
    /// Per reloaded old section, the new slot its fresh copy takes.
    var reloadTargets: [Int: Int]

    /// The mapping of a batch whose section operations passed ``SectionValidation``.
    init(_ operations: CollectedOperations, oldSections: Int, newSections: Int) {
        var oldToNew = [Int](repeating: -1, count: oldSections)
        var newToOld = [Int](repeating: -1, count: newSections)
        var taken = [Bool](repeating: false, count: newSections)
        var removed = [Bool](repeating: false, count: oldSections)
        for section in operations.insertSections { taken[section] = true }
        for section in operations.deleteSections { removed[section] = true }
        for move in operations.sectionMoves {
            taken[move.to] = true
            removed[move.from] = true
            oldToNew[move.from] = move.to
            newToOld[move.to] = move.from
        }
        var reloadTargets: [Int: Int] = [:]
        var slot = 0
        for section in 0..<oldSections where !removed[section] {
            while slot < newSections && taken[slot] { slot += 1 }
            guard slot < newSections else { break }
            if operations.reloadSections.contains(section) {
                reloadTargets[section] = slot
            } else {
                oldToNew[section] = slot
                newToOld[slot] = section
            }
            slot += 1
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.reloadTargets = reloadTargets
    }
}
