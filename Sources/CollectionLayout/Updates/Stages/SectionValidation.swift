import Foundation

/// Stage 2 of ``BatchUpdate``: the section checks, in UIKit's order (docs/REFERENCE.md §5,
/// "Validation"): ranges (deletes and reloads against the sections before the update,
/// inserts against those after it, then each move's source and destination), conflicts
/// (delete and reload of one section; one section moved twice or two moved to one place;
/// a move from a deleted or reloaded section or to an inserted one), then the count: after
/// = before + inserted − deleted, a reloaded section counting as one of each.
enum SectionValidation {
    /// Checks the section operations of `operations`.
    /// - Throws: the first failing check's ``BatchUpdateError``.
    static func validate(
        _ operations: CollectedOperations, oldSections: Int, newSections: Int
    ) throws(BatchUpdateError) {
        for section in operations.deleteSections.sorted() where !(0..<oldSections).contains(section) {
            throw .deleteSectionOutOfRange(section: section, sectionCount: oldSections)
        }
        for section in operations.reloadSections.sorted() where !(0..<oldSections).contains(section) {
            throw .deleteSectionOutOfRange(section: section, sectionCount: oldSections)
        }
        for section in operations.insertSections.sorted() where !(0..<newSections).contains(section) {
            throw .insertSectionOutOfRange(section: section, sectionCount: newSections)
        }
        for move in operations.sectionMoves {
            guard (0..<oldSections).contains(move.from) else {
                throw .moveSectionSourceOutOfRange(section: move.from, sectionCount: oldSections)
            }
            guard (0..<newSections).contains(move.to) else {
                throw .moveSectionDestinationOutOfRange(from: move.from, to: move.to, sectionCount: newSections)
            }
        }
        try checkConflicts(operations)
        let inserted = operations.insertSections.count + operations.reloadSections.count
        let deleted = operations.deleteSections.count + operations.reloadSections.count
        guard newSections == oldSections + inserted - deleted else {
            throw .invalidNumberOfSections(after: newSections, before: oldSections, inserted: inserted, deleted: deleted)
        }
    }

    private static func checkConflicts(_ operations: CollectedOperations) throws(BatchUpdateError) {
        if let section = operations.deleteSections.intersection(operations.reloadSections).min() {
            throw .deleteAndReloadSection(section)
        }
        var destination: [Int: Int] = [:], source: [Int: Int] = [:]
        for move in operations.sectionMoves {
            if let first = destination[move.from] { throw .moveSectionToTwoDestinations(move.from, first, move.to) }
            if let first = source[move.to] { throw .moveTwoSectionsToOneDestination(first, move.from, move.to) }
            destination[move.from] = move.to
            source[move.to] = move.from
        }
        for move in operations.sectionMoves {
            if operations.deleteSections.contains(move.from) || operations.reloadSections.contains(move.from) {
                throw .deleteAndMoveSection(move.from)
            }
            if operations.insertSections.contains(move.to) { throw .insertAndMoveSection(move.to) }
        }
    }
}
