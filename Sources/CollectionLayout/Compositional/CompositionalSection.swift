/// One section of a compositional layout, computed: its place along the scroll direction
/// and one instance of its root group, repeated by arithmetic. It stores nothing per item,
/// so a section of a million items costs what a section of one does.
struct CompositionalSection: Sendable {
    /// The section's start along the scroll direction.
    var start: CGFloat
    /// Its length along the scroll direction, insets included.
    var extent: CGFloat
    /// The number of items in the section.
    var itemCount: Int
    /// One group's cells, relative to the group's origin.
    var cells: [GroupCell]
    /// The first group's origin in content coordinates.
    var firstGroupOrigin: CGPoint
    /// From one group's origin to the next along the scroll direction.
    var groupStride: CGFloat
    /// Whether sections stack vertically.
    var vertical: Bool
    /// Self-sized groups (CompositionalSection+SelfSizing.swift): each group's start from
    /// the first group's origin and its length, when any item of the section took a
    /// preferred length; nil: every group is the template's length.
    var sizedGroups: (starts: [CGFloat], lengths: [CGFloat])?
    /// Items' preferred lengths along the scroll direction, by item.
    var itemLengths: [Int: CGFloat] = [:]

    /// Lays out `section` with `itemCount` items, starting at `start`.
    init(
        _ section: LayoutSection, itemCount: Int, start: CGFloat, environment: LayoutEnvironment, vertical: Bool,
        preferredLengths: [Int: CGFloat] = [:]
    ) {
        let insets = section.contentInsets
        let container = LayoutEnvironment.Container(contentSize: environment.container.contentSize, contentInsets: insets)
        let groupSize = section.group.layoutSize.resolved(in: container.effectiveContentSize)
        var sectionEnvironment = environment
        sectionEnvironment.container = LayoutEnvironment.Container(contentSize: groupSize, contentInsets: .zero)
        self.start = start
        self.itemCount = max(0, itemCount)
        self.vertical = vertical
        cells = GroupSolver.cells(of: section.group, size: groupSize, environment: sectionEnvironment)
        let length = vertical ? groupSize.height : groupSize.width
        groupStride = length + section.interGroupSpacing
        firstGroupOrigin =
            vertical
            ? CGPoint(x: insets.leading, y: start + insets.top)
            : CGPoint(x: start + insets.leading, y: insets.top)
        let perGroup = cells.count
        let groups = perGroup == 0 ? 0 : (self.itemCount + perGroup - 1) / perGroup
        let groupsLength = groups == 0 ? 0 : CGFloat(groups) * length + CGFloat(groups - 1) * section.interGroupSpacing
        extent = (vertical ? insets.top + insets.bottom : insets.leading + insets.trailing) + groupsLength
        let rootEstimated =
            vertical ? section.group.layoutSize.heightDimension.isEstimated : section.group.layoutSize.widthDimension.isEstimated
        if !preferredLengths.isEmpty, groups > 0 {
            applyPreferredLengths(
                preferredLengths, groups: groups, templateLength: length, spacing: section.interGroupSpacing, growsGroups: rootEstimated)
        }
    }

    /// Items per group instance.
    var itemsPerGroup: Int { cells.count }

    /// The number of group instances the items fill.
    var groupCount: Int {
        itemsPerGroup == 0 ? 0 : (itemCount + itemsPerGroup - 1) / itemsPerGroup
    }

    /// The section's end along the scroll direction.
    var end: CGFloat { start + extent }

    /// The cell frame and zIndex of `item`, or nil when it is out of range or no group
    /// can hold it.
    func cell(at item: Int) -> GroupCell? {
        guard item >= 0, item < itemCount, itemsPerGroup > 0 else { return nil }
        let group = item / itemsPerGroup
        return placed(cells[item % itemsPerGroup], item: item, offset: groupOffset(group))
    }

    /// A template cell moved to its group and given its preferred length.
    private func placed(_ template: GroupCell, item: Int, offset: CGPoint) -> GroupCell {
        var cell = template
        cell.frame = cell.frame.offsetBy(dx: offset.x, dy: offset.y)
        if let length = itemLengths[item] {
            if vertical { cell.frame.size.height = length } else { cell.frame.size.width = length }
        }
        return cell
    }

    private func groupOffset(_ group: Int) -> CGPoint {
        let along = sizedGroups.map { $0.starts[group] } ?? CGFloat(group) * groupStride
        return vertical
            ? CGPoint(x: firstGroupOrigin.x, y: firstGroupOrigin.y + along)
            : CGPoint(x: firstGroupOrigin.x + along, y: firstGroupOrigin.y)
    }

    /// The items whose cells overlap `rect`, with their frames and zIndexes, in item order.
    /// - Complexity: O(g · k) for the g groups that meet the rect's span along the scroll
    ///   direction and k cells per group.
    func cells(in rect: CGRect) -> [(item: Int, cell: GroupCell)] {
        guard itemsPerGroup > 0, groupCount > 0 else { return [] }
        if let sizedGroups { return scan(groups: sizedGroupRange(sizedGroups, meeting: rect), rect: rect) }
        // Cells may stick out of their group (custom frames, negative insets): widen the
        // span by the cells' reach beyond the group's own box along the axis.
        let low = cells.map { vertical ? $0.frame.minY : $0.frame.minX }.min() ?? 0
        let high = cells.map { vertical ? $0.frame.maxY : $0.frame.maxX }.max() ?? 0
        let origin = vertical ? firstGroupOrigin.y : firstGroupOrigin.x
        let rectLow = vertical ? rect.minY : rect.minX, rectHigh = vertical ? rect.maxY : rect.maxX
        guard groupStride > 0, groupStride.isFinite, rectLow.isFinite, rectHigh.isFinite else {
            return scan(groups: 0..<groupCount, rect: rect)
        }
        let first = (rectLow - origin - high) / groupStride, last = (rectHigh - origin - low) / groupStride
        guard !first.isNaN, !last.isNaN else { return scan(groups: 0..<groupCount, rect: rect) }
        let firstGroup = first <= 0 ? 0 : (first >= Double(groupCount) ? groupCount : Int(first.rounded(.down)))
        let lastGroup = last < 0 ? -1 : (last >= Double(groupCount - 1) ? groupCount - 1 : Int(last.rounded(.down)))
        guard firstGroup <= lastGroup else { return [] }
        return scan(groups: firstGroup..<(lastGroup + 1), rect: rect)
    }

    private func scan(groups: Range<Int>, rect: CGRect) -> [(item: Int, cell: GroupCell)] {
        var found: [(item: Int, cell: GroupCell)] = []
        for group in groups {
            let offset = groupOffset(group)
            for (index, cell) in cells.enumerated() {
                let item = group * itemsPerGroup + index
                guard item < itemCount else { break }
                let placed = placed(cell, item: item, offset: offset)
                if placed.frame.overlaps(rect) { found.append((item, placed)) }
            }
        }
        return found
    }
}
