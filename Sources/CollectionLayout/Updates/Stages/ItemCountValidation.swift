import Foundation

/// Stage 6 of ``BatchUpdate``: the item count of every section that exists before and after
/// the update (docs/REFERENCE.md §5, "Validation"): after = before + inserted − deleted +
/// moved in − moved out, a reload counting as one insert and one delete. Sections are
/// checked in new order; the message names the new section.
enum ItemCountValidation {
    /// Checks the counts.
    /// - Parameters:
    ///   - old: item counts before the update; `new`: after it.
    /// - Throws: ``BatchUpdateError/invalidNumberOfItems(section:after:before:inserted:deleted:movedIn:movedOut:)``
    ///   for the first section whose count is off.
    static func validate(
        old: [Int], new: [Int], sections: SectionMapping, folded: FoldedItemOperations
    ) throws(BatchUpdateError) {
        for section in new.indices {
            let source = sections.newToOld[section]
            guard source >= 0 else { continue }
            let reloadCount = folded.reloaded[source].count
            let inserted = folded.insertedCount[section] + reloadCount
            let deleted = folded.deletedCount[source] + reloadCount
            let movedIn = folded.movedIn[section], movedOut = folded.movedOut[source]
            guard new[section] == old[source] + inserted - deleted + movedIn - movedOut else {
                throw .invalidNumberOfItems(
                    section: section, after: new[section], before: old[source], inserted: inserted, deleted: deleted,
                    movedIn: movedIn, movedOut: movedOut)
            }
        }
    }
}
