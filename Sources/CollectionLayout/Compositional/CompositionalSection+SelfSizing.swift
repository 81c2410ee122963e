import Foundation

/// Self-sizing in a compositional section (docs/REFERENCE.md, "Self-sizing"): items whose
/// dimension along the scroll direction is `.estimated` take their preferred length; when the
/// root group's dimension along the scroll direction is estimated too, each group grows or
/// shrinks by its items' largest change, and the groups after it move.
extension CompositionalSection {
    /// Sets ``itemLengths`` and, when `growsGroups`, ``sizedGroups``: group `g`'s length is the
    /// template's plus the largest change (preferred − template length) among its items that
    /// have a preferred length (so a one-item group keeps its insets around the item).
    /// - Complexity: O(groups + preferred items).
    mutating func applyPreferredLengths(
        _ preferred: [Int: CGFloat], groups: Int, templateLength: CGFloat, spacing: CGFloat, growsGroups: Bool
    ) {
        itemLengths = preferred.filter { $0.key >= 0 && $0.key < itemCount && $0.value.isFinite && $0.value >= 0 }
        guard growsGroups, itemsPerGroup > 0 else { return }
        var changes: [Int: CGFloat] = [:]
        for (item, length) in itemLengths {
            let template = cells[item % itemsPerGroup].frame
            let change = length - (vertical ? template.height : template.width)
            let group = item / itemsPerGroup
            changes[group] = max(changes[group] ?? -.infinity, change)
        }
        var starts: [CGFloat] = [], lengths: [CGFloat] = []
        starts.reserveCapacity(groups)
        lengths.reserveCapacity(groups)
        var position: CGFloat = 0
        for group in 0..<groups {
            let length = max(0, templateLength + (changes[group] ?? 0))
            starts.append(position)
            lengths.append(length)
            position += length + spacing
        }
        let oldGroupsLength = CGFloat(groups) * templateLength + CGFloat(groups - 1) * spacing
        extent += (position - spacing) - oldGroupsLength
        sizedGroups = (starts, lengths)
    }

    /// The groups whose extent along the scroll direction meets `rect` (binary search).
    func sizedGroupRange(_ sized: (starts: [CGFloat], lengths: [CGFloat]), meeting rect: CGRect) -> Range<Int> {
        let origin = vertical ? firstGroupOrigin.y : firstGroupOrigin.x
        let low = (vertical ? rect.minY : rect.minX) - origin, high = (vertical ? rect.maxY : rect.maxX) - origin
        var lower = 0, upper = sized.starts.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sized.starts[middle] + sized.lengths[middle] < low { lower = middle + 1 } else { upper = middle }
        }
        var end = lower
        while end < sized.starts.count, sized.starts[end] <= high { end += 1 }
        return lower..<end
    }

    /// Whether the item's template cell self-sizes along the scroll direction.
    func selfSizes(item: Int) -> Bool {
        guard item >= 0, item < itemCount, itemsPerGroup > 0 else { return false }
        let cell = cells[item % itemsPerGroup]
        return vertical ? cell.estimatedHeight : cell.estimatedWidth
    }
}
