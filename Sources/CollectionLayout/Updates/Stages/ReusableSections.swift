import Foundation

/// Stage 9 of ``BatchUpdate``: the sections a layout may keep what it computed for. A new
/// section is reusable when it maps from an old section (docs/REFERENCE.md §5, "Identity
/// mapping": it may have moved) and the batch removed, reloaded and took no item in it, so
/// it holds the same items in the same order.
enum ReusableSections {
    /// For each new section, its untouched old section, else nil.
    static func sources(sections: SectionMapping, folded: FoldedItemOperations) -> [Int?] {
        sections.newToOld.indices.map { section -> Int? in
            let source = sections.newToOld[section]
            guard source >= 0, folded.removed[source].isEmpty, folded.reloaded[source].isEmpty,
                folded.taken[section].isEmpty
            else { return nil }
            return source
        }
    }
}
