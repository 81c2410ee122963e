import Foundation

/// The compositional layout's memory of preferred lengths, of items and of boundary
/// supplementary items (docs/REFERENCE.md, "Self-sizing").
extension CompositionalLayout {
    /// Remembers an item's preferred length along the scroll direction (invalid ones are
    /// ignored).
    func recordPreferredLength(_ length: CGFloat, at indexPath: IndexPath) {
        guard indexPath.count == 2, length.isFinite, length >= 0 else { return }
        preferredLengths[indexPath.section, default: [:]][indexPath.item] = length
    }

    /// Remembers a boundary supplementary item's preferred length along the scroll direction
    /// (invalid ones are ignored).
    func recordPreferredBoundaryLength(_ length: CGFloat, kind: String, section: Int) {
        guard section >= 0, length.isFinite, length >= 0 else { return }
        preferredBoundaryLengths[section, default: [:]][kind] = length
    }

    /// Remembers a layout-wide boundary item's preferred length along the scroll direction
    /// (invalid ones are ignored).
    func recordPreferredLayoutBoundaryLength(_ length: CGFloat, kind: String) {
        guard length.isFinite, length >= 0 else { return }
        preferredLayoutBoundaryLengths[kind] = length
    }

    /// Whether `attributes` are a layout-wide boundary item's: a supplementary view at
    /// (0, 0) of a kind the configuration's boundary items have (the layout's items share
    /// section 0's index path; `layoutAttributesForSupplementaryView(ofKind:at:)` also
    /// answers the layout's item first).
    func isLayoutBoundaryItem(_ attributes: LayoutAttributes) -> Bool {
        guard attributes.representedElementCategory == .supplementary, attributes.indexPath == IndexPath(item: 0, section: 0),
            let kind = attributes.representedElementKind
        else { return false }
        return layoutBoundary.supplementary(ofKind: kind) != nil
    }

    /// Keeps the preferred lengths that still apply before a prepare: none when the length
    /// across the scroll direction changed; after a batch update, each item's at its new
    /// index path (deleted and reloaded items size themselves again); otherwise all but those
    /// of sections whose item count changed.
    func carryPreferredLengths(crossLength: CGFloat) {
        defer {
            preferredCrossLength = crossLength
            pendingItemMapping = nil
        }
        // Boundary items' lengths: dropped with a new cross length or after a batch update
        // (sections may have moved: visible ones size themselves again).
        // Layout-wide items' lengths: dropped with a new cross length only (updates do not move them).
        if preferredCrossLength != crossLength { preferredLayoutBoundaryLengths.removeAll() }
        if preferredCrossLength != crossLength || pendingItemMapping != nil {
            preferredBoundaryLengths.removeAll()
        } else {
            for section in preferredBoundaryLengths.keys where section >= numberOfSections { preferredBoundaryLengths[section] = nil }
        }
        guard !preferredLengths.isEmpty else { return }
        guard preferredCrossLength == crossLength else {
            preferredLengths.removeAll()
            return
        }
        if let mapping = pendingItemMapping {
            var carried: [Int: [Int: CGFloat]] = [:]
            for (section, lengths) in preferredLengths {
                for (item, length) in lengths {
                    if let path = mapping(IndexPath(item: item, section: section)) {
                        carried[path.section, default: [:]][path.item] = length
                    }
                }
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
