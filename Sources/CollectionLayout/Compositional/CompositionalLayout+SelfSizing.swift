import Foundation

/// The compositional layout's memory of preferred lengths (docs/REFERENCE.md, "Self-sizing").
extension CompositionalLayout {
    /// Remembers an item's preferred length along the scroll direction (invalid ones are
    /// ignored).
    func recordPreferredLength(_ length: CGFloat, at indexPath: IndexPath) {
        guard indexPath.count == 2, length.isFinite, length >= 0 else { return }
        preferredLengths[indexPath.section, default: [:]][indexPath.item] = length
    }

    /// Keeps the preferred lengths that still apply before a prepare: none when the length
    /// across the scroll direction changed; after a batch update, those of the sections it
    /// left untouched, moved to their new index; otherwise all but those of sections whose
    /// item count changed.
    func carryPreferredLengths(crossLength: CGFloat) {
        defer {
            preferredCrossLength = crossLength
            pendingSectionSources = nil
        }
        guard !preferredLengths.isEmpty else { return }
        guard preferredCrossLength == crossLength else {
            preferredLengths.removeAll()
            return
        }
        if let sources = pendingSectionSources {
            var carried: [Int: [Int: CGFloat]] = [:]
            for (section, source) in sources.enumerated() {
                if let source, let lengths = preferredLengths[source] { carried[section] = lengths }
            }
            preferredLengths = carried
            return
        }
        for section in preferredLengths.keys {
            let before = preparedCounts.indices.contains(section) ? preparedCounts[section] : -1
            if section >= numberOfSections || numberOfItems(inSection: section) != before { preferredLengths[section] = nil }
        }
    }
}
