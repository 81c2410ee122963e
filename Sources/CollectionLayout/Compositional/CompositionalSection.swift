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
    /// From one group's origin to the next (along the scroll direction, or across it in an
    /// orthogonal section).
    var groupStride: CGFloat
    /// Whether sections stack vertically.
    var vertical: Bool
    /// Its boundary supplementary items and decorations.
    var boundary: SectionBoundary
    /// How it scrolls across the layout's direction (`.none`: it does not).
    var orthogonal: OrthogonalScrollingBehavior
    /// Its own scroll offset across the layout's direction (orthogonal sections only).
    var orthogonalOffset: CGFloat = 0
    /// The length of its groups across the layout's direction, insets included
    /// (orthogonal sections only).
    var orthogonalContentLength: CGFloat
    /// The length of the band it scrolls in: the content area across the layout's direction.
    var orthogonalViewportLength: CGFloat

    /// The section's visible-items handler.
    var visibleItemsHandler: VisibleItemsInvalidationHandler?
    /// Self-sized groups (CompositionalSection+SelfSizing.swift): each group's start from
    /// the first group's origin and its length, when any item of the section took a
    /// preferred length; nil: every group is the template's length.
    var sizedGroups: (starts: [CGFloat], lengths: [CGFloat])?
    /// Items' preferred lengths along the scroll direction, by item.
    var itemLengths: [Int: CGFloat] = [:]
    /// A list section's rows: their minimum length and separators (nil: not a list).
    var listRows: ListRows?

    /// Whether groups follow each other down (true) or across (false).
    var groupsStackVertically: Bool { orthogonal == .none ? vertical : !vertical }

    /// The largest offset the section scrolls to across the layout's direction.
    var maximumOrthogonalOffset: CGFloat { max(0, orthogonalContentLength - orthogonalViewportLength) }

    /// Lays out `section` with `itemCount` items, starting at `start`; `referenceInsets` are
    /// those of its content insets reference, added to its content insets;
    /// `preferredLengths` are self-sized items' lengths along the scroll direction, and
    /// `boundaryLengths` self-sized boundary supplementary items', by kind.
    init(
        _ section: LayoutSection, itemCount: Int, start: CGFloat, environment: LayoutEnvironment, vertical: Bool,
        referenceInsets: DirectionalEdgeInsets = .zero, preferredLengths: [Int: CGFloat] = [:], boundaryLengths: [String: CGFloat] = [:]
    ) {
        let own = section.contentInsets
        let insets = DirectionalEdgeInsets(
            top: own.top + referenceInsets.top, leading: own.leading + referenceInsets.leading,
            bottom: own.bottom + referenceInsets.bottom, trailing: own.trailing + referenceInsets.trailing)
        let container = LayoutEnvironment.Container(contentSize: environment.container.contentSize, contentInsets: insets)
        var boundary = SectionBoundary(
            lengthsOf: section.boundarySupplementaryItems, container: container.contentSize, vertical: vertical, preferred: boundaryLengths)
        let groupSize = section.group.layoutSize.resolved(in: container.effectiveContentSize)
        var sectionEnvironment = environment
        sectionEnvironment.container = LayoutEnvironment.Container(contentSize: groupSize, contentInsets: .zero)
        self.start = start
        self.itemCount = max(0, itemCount)
        self.vertical = vertical
        orthogonal = section.orthogonalScrollingBehavior
        visibleItemsHandler = section.visibleItemsInvalidationHandler
        listRows = section.listRows
        cells = GroupSolver.cells(of: section.group, size: groupSize, environment: sectionEnvironment)
        let perGroup = cells.count
        let groups = perGroup == 0 ? 0 : (self.itemCount + perGroup - 1) / perGroup
        let mainInsets = vertical ? insets.top + insets.bottom : insets.leading + insets.trailing
        let groupMain = vertical ? groupSize.height : groupSize.width
        let contentStart = start + boundary.head + (vertical ? insets.top : insets.leading)
        if orthogonal == .none {
            // Groups repeat along the scroll direction.
            groupStride = groupMain + section.interGroupSpacing
            let groupsLength = groups == 0 ? 0 : CGFloat(groups) * groupMain + CGFloat(groups - 1) * section.interGroupSpacing
            extent = boundary.head + mainInsets + groupsLength + boundary.tail
            firstGroupOrigin = vertical ? CGPoint(x: insets.leading, y: contentStart) : CGPoint(x: contentStart, y: insets.top)
            orthogonalContentLength = 0
        } else {
            // One band of groups across the scroll direction, scrolled on its own
            // (§14.4). `.groupPagingCentered` centres the group in the band: half the room
            // the group leaves is added before the first group and after the last.
            let groupCross = vertical ? groupSize.width : groupSize.height
            let band = vertical ? container.effectiveContentSize.width : container.effectiveContentSize.height
            let centring = orthogonal == .groupPagingCentered ? max(0, (band - groupCross) / 2) : 0
            let crossBefore = (vertical ? insets.leading : insets.top) + centring
            let crossAfter = (vertical ? insets.trailing : insets.bottom) + centring
            groupStride = groupCross + section.interGroupSpacing
            extent = boundary.head + mainInsets + (groups == 0 ? 0 : groupMain) + boundary.tail
            firstGroupOrigin = vertical ? CGPoint(x: crossBefore, y: contentStart) : CGPoint(x: contentStart, y: crossBefore)
            let groupsLength = groups == 0 ? 0 : CGFloat(groups) * groupCross + CGFloat(groups - 1) * section.interGroupSpacing
            orthogonalContentLength = crossBefore + groupsLength + crossAfter
        }
        let across = vertical ? container.contentSize.width : container.contentSize.height
        orthogonalViewportLength = across
        self.boundary = boundary
        let rootEstimated =
            vertical ? section.group.layoutSize.heightDimension.isEstimated : section.group.layoutSize.widthDimension.isEstimated
        if orthogonal == .none, !preferredLengths.isEmpty, groups > 0 {
            let minimum = section.listRows?.minimumLength ?? 0
            let rootDimension = vertical ? section.group.layoutSize.heightDimension : section.group.layoutSize.widthDimension
            applyPreferredLengths(
                minimum > 0 ? preferredLengths.mapValues { max(minimum, $0) } : preferredLengths, groups: groups, templateLength: groupMain,
                spacing: section.interGroupSpacing, growsGroups: rootEstimated, uniformGroups: rootDimension.isUniformAcrossSiblings)
        }
        let frame =
            vertical
            ? CGRect(x: 0, y: start, width: across, height: extent) : CGRect(x: start, y: 0, width: extent, height: across)
        boundary.place(
            section.boundarySupplementaryItems, section.decorationItems, container: container.contentSize, frame: frame, vertical: vertical,
            preferred: boundaryLengths)
        self.boundary = boundary
    }

    /// Items per group instance.
    var itemsPerGroup: Int { cells.count }

    /// The number of group instances the items fill.
    var groupCount: Int {
        itemsPerGroup == 0 ? 0 : (itemCount + itemsPerGroup - 1) / itemsPerGroup
    }

    /// The section's end along the scroll direction.
    var end: CGFloat { start + extent }

    /// Whether a boundary item stays in view as the section scrolls.
    var hasPinnedItems: Bool { boundary.supplementaries.contains { $0.pin != nil } }

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

    /// Where group `group` starts, after the section's own scroll offset.
    private func groupOffset(_ group: Int) -> CGPoint {
        let along = (sizedGroups.map { $0.starts[group] } ?? CGFloat(group) * groupStride) - orthogonalOffset
        return groupsStackVertically
            ? CGPoint(x: firstGroupOrigin.x, y: firstGroupOrigin.y + along)
            : CGPoint(x: firstGroupOrigin.x + along, y: firstGroupOrigin.y)
    }

    /// The items whose cells overlap `rect`, with their frames and zIndexes, in item order.
    /// - Complexity: O(g · k) for the g groups that meet the rect's span along the axis the
    ///   groups follow each other on and k cells per group.
    func cells(in rect: CGRect) -> [(item: Int, cell: GroupCell)] {
        guard itemsPerGroup > 0, groupCount > 0 else { return [] }
        if let sizedGroups { return scan(groups: sizedGroupRange(sizedGroups, meeting: rect), rect: rect) }
        // Cells may stick out of their group (custom frames, negative insets): widen the
        // span by the cells' reach beyond the group's own box along the axis.
        let stacked = groupsStackVertically
        let low = cells.map { stacked ? $0.frame.minY : $0.frame.minX }.min() ?? 0
        let high = cells.map { stacked ? $0.frame.maxY : $0.frame.maxX }.max() ?? 0
        let origin = (stacked ? firstGroupOrigin.y : firstGroupOrigin.x) - orthogonalOffset
        let rectLow = stacked ? rect.minY : rect.minX, rectHigh = stacked ? rect.maxY : rect.maxX
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
