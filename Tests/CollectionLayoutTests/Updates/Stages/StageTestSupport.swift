import Foundation
import Testing

@testable import CollectionLayout

/// A slot `[section, item]`, for the stage tests.
func slot(_ section: Int, _ item: Int) -> ItemSlot { ItemSlot(section: section, item: item) }

/// The error `body` throws, if any, for comparing whole `BatchUpdateError` values.
func stageError(_ body: () throws -> Void) -> BatchUpdateError? {
    do {
        try body()
    } catch let error as BatchUpdateError {
        return error
    } catch {
        Issue.record("unexpected error \(error)")
    }
    return nil
}

/// The stages up to the fold, for a batch that is valid so far (the stage tests build the
/// input of a later stage with the earlier ones, each of which has its own tests).
struct StageInputs {
    let collected: CollectedOperations
    let sections: SectionMapping
    let folded: FoldedItemOperations

    init(old: [Int], new: [Int], _ operations: [BatchOperation]) throws {
        collected = try CollectedOperations(operations)
        sections = SectionMapping(collected, oldSections: old.count, newSections: new.count)
        folded = FoldedItemOperations(collected, sections: sections)
    }
}
