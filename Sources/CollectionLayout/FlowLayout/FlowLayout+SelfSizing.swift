import Foundation

/// Flow layout's self-sizing (docs/REFERENCE.md, "Self-sizing"): with ``FlowLayout/estimatedItemSize``
/// set, cells start at the delegate's size or the estimate, and each visible cell then takes the
/// size its view prefers; the layout keeps those sizes per item and re-flows the sections they
/// belong to.
extension FlowLayout {
    /// Both axes free for cells while estimating; the width (vertical scrolling) or height
    /// (horizontal) at most the section's line length, so content wraps instead of running
    /// past the line — as a cell whose content is constrained to the collection view's width.
    func flowSelfSizing(for attributes: LayoutAttributes) -> SelfSizing? {
        guard estimatedItemSize != .zero, attributes.representedElementCategory == .cell, attributes.indexPath.count == 2,
            sections.indices.contains(attributes.indexPath.section)
        else { return nil }
        let available = max(0, sections[attributes.indexPath.section].metrics.available)
        let vertical = scrollDirection == .vertical
        return SelfSizing(
            fitsWidth: true, fitsHeight: true,
            maximumSize: vertical ? CGSize(width: available, height: .infinity) : CGSize(width: .infinity, height: available))
    }

    /// Remembers a cell's preferred size (invalid sizes are ignored).
    func recordPreferredSize(_ size: CGSize, for attributes: LayoutAttributes) {
        guard attributes.indexPath.count == 2, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0
        else { return }
        preferredSizes[attributes.indexPath.section, default: [:]][attributes.indexPath.item] = size
    }

    /// Keeps the preferred sizes that still apply before a prepare: none when the line
    /// length changed; after a batch update, each item's at its new index path (`batch`,
    /// nil for deleted and reloaded items, which size themselves again); otherwise all but
    /// those of sections whose item count changed.
    func carryPreferredSizes(sameDimension: Bool, batch: ((IndexPath) -> IndexPath?)?, count: Int) {
        guard !preferredSizes.isEmpty else { return }
        guard sameDimension else {
            preferredSizes.removeAll()
            return
        }
        if let batch {
            var carried: [Int: [Int: CGSize]] = [:]
            for (section, sizes) in preferredSizes {
                for (item, size) in sizes {
                    if let path = batch(IndexPath(item: item, section: section)) { carried[path.section, default: [:]][path.item] = size }
                }
            }
            preferredSizes = carried
            return
        }
        for (section, sizes) in preferredSizes {
            let items = numberOfItems(inSection: section)
            if section >= count || sections.indices.contains(section) && sections[section].itemCount != items
                || sizes.keys.contains(where: { $0 >= items })
            {
                preferredSizes[section] = nil
            }
        }
    }
}
