import Foundation

/// Self-sizing in a compositional section (docs/REFERENCE.md, "Self-sizing"): items whose
/// dimension along the scroll direction is `.estimated` take their preferred length; when the
/// root group's dimension along the scroll direction is estimated too, each group grows or
/// shrinks by its items' largest change, and the groups after it move. Items (and a root
/// group) whose dimension is `.uniformAcrossSiblings` then take their siblings' largest length.
extension CompositionalSection {
    /// Sets ``itemLengths`` and, when `growsGroups`, ``sizedGroups``: group `g`'s length is the
    /// template's plus the largest change (preferred − template length) among its items that
    /// have a preferred length (so a one-item group keeps its insets around the item); with
    /// `uniformGroups` (the root group is `.uniformAcrossSiblings`), every group then takes the
    /// longest group's length.
    /// - Complexity: O(groups + preferred items), and O(items) with uniform items.
    mutating func applyPreferredLengths(
        _ preferred: [Int: CGFloat], groups: Int, templateLength: CGFloat, spacing: CGFloat, growsGroups: Bool,
        uniformGroups: Bool = false
    ) {
        itemLengths = preferred.filter { $0.key >= 0 && $0.key < itemCount && $0.value.isFinite && $0.value >= 0 }
        applyUniformLengths(groups: groups)
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
        let uniformChange = uniformGroups ? changes.values.max() : nil
        for group in 0..<groups {
            let length = max(0, templateLength + (uniformChange ?? changes[group] ?? 0))
            starts.append(position)
            lengths.append(length)
            position += length + spacing
        }
        let oldGroupsLength = CGFloat(groups) * templateLength + CGFloat(groups - 1) * spacing
        extent += (position - spacing) - oldGroupsLength
        sizedGroups = (starts, lengths)
    }

    /// Gives each item whose dimension along the scroll direction is `.uniformAcrossSiblings`
    /// the largest preferred length among its uniform siblings — the uniform items that are
    /// direct subitems of the same group instance, or, for the root group's own subitems, of
    /// the whole section (its groups are the siblings there). Siblings not sized yet take it
    /// too; nothing changes while none of them is sized.
    private mutating func applyUniformLengths(groups: Int) {
        let uniform = cells.indices.filter { vertical ? cells[$0].uniformHeight : cells[$0].uniformWidth }
        guard !uniform.isEmpty, !itemLengths.isEmpty, itemsPerGroup > 0 else { return }
        // Siblings: (group instance, parent group in the template); the root group's
        // subitems share one set across the section (instance −1).
        struct Siblings: Hashable {
            var group: Int
            var parent: Int
        }
        func siblings(_ item: Int) -> Siblings {
            let parent = cells[item % itemsPerGroup].parent
            return Siblings(group: parent == 0 ? -1 : item / itemsPerGroup, parent: parent)
        }
        var largest: [Siblings: CGFloat] = [:]
        for (item, length) in itemLengths {
            let cell = cells[item % itemsPerGroup]
            guard vertical ? cell.uniformHeight : cell.uniformWidth else { continue }
            let key = siblings(item)
            largest[key] = max(largest[key] ?? 0, length)
        }
        for group in 0..<groups {
            for index in uniform {
                let item = group * itemsPerGroup + index
                guard item < itemCount, let length = largest[siblings(item)] else { continue }
                itemLengths[item] = length
            }
        }
    }

    /// Whether the item's template cell is `.uniformAcrossSiblings` along the scroll direction.
    func isUniform(item: Int) -> Bool {
        guard item >= 0, item < itemCount, itemsPerGroup > 0 else { return false }
        let cell = cells[item % itemsPerGroup]
        return vertical ? cell.uniformHeight : cell.uniformWidth
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
