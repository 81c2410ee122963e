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
    /// One group's item- and group-anchored supplementary items, relative to the group's
    /// origin (CompositionalSection+Badges.swift); empty when it has none.
    var badges: [GroupBadge]
    /// How far the group's cells and badges reach along the axis groups follow each other
    /// on, from the group's origin (they may stick out of the group's box).
    var reach: (low: CGFloat, high: CGFloat) = (0, 0)
    /// How far its badges may stick out of the section along the scroll direction (0 without
    /// badges), so that the layout's search for the sections a rect meets finds them.
    var badgeOverhang: CGFloat = 0
    /// The first group's origin in content coordinates.
    var firstGroupOrigin: CGPoint
    /// From one group's origin to the next (along the scroll direction, or across it in an
    /// orthogonal section).
    var groupStride: CGFloat
    /// Whether sections stack vertically.
    var vertical: Bool
    /// Pixels per point: cell and badge origins land on this pixel grid.
    var scale: CGFloat = 1
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
        let groupSize = section.group.layoutSize.resolved(
            in: Self.groupContainer(
                of: section, container: container,
                band: .init(contentSize: environment.container.contentSize, contentInsets: referenceInsets), vertical: vertical))
        var sectionEnvironment = environment
        sectionEnvironment.container = LayoutEnvironment.Container(contentSize: groupSize, contentInsets: .zero)
        self.start = start
        scale = environment.displayScale
        self.itemCount = max(0, itemCount)
        self.vertical = vertical
        orthogonal = section.orthogonalScrollingBehavior
        visibleItemsHandler = section.visibleItemsInvalidationHandler
        listRows = section.listRows
        let template = GroupSolver.template(of: section.group, size: groupSize, environment: sectionEnvironment)
        cells = template.cells
        badges = template.badges
        let perGroup = cells.count
        let groups = perGroup == 0 ? 0 : (self.itemCount + perGroup - 1) / perGroup
        // A section without items takes no room but its boundary items': its content insets
        // do not count (iOS 17, docs/REFERENCE.md §14.8).
        let mainInsets = groups == 0 ? 0 : vertical ? insets.top + insets.bottom : insets.leading + insets.trailing
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
        reach = Self.reach(of: template, vertically: groupsStackVertically)
        if !badges.isEmpty {
            // Along the scroll direction every group spans 0…groupMain from its origin (an
            // orthogonal band too); badges reach beyond that by at most this.
            let along = badges.map { vertical ? ($0.frame.minY, $0.frame.maxY) : ($0.frame.minX, $0.frame.maxX) }
            badgeOverhang = max(0, -(along.map(\.0).min() ?? 0), (along.map(\.1).max() ?? 0) - groupMain)
        }
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

    /// The size a section's root group resolves its fractional dimensions against: the
    /// section's layout container less its content insets (`effectiveContentSize`), except
    /// that across the layout's direction an orthogonally scrolling section's own insets do
    /// not shrink it: `.fractionalWidth(1)` in a vertical layout is the content area's width
    /// (docs/REFERENCE.md §14.8, recorded on iOS 14 and 17).
    /// `band` is the content area with only the content insets reference's insets.
    static func groupContainer(
        of section: LayoutSection, container: LayoutEnvironment.Container, band: LayoutEnvironment.Container, vertical: Bool
    ) -> CGSize {
        var size = container.effectiveContentSize
        guard section.orthogonalScrollingBehavior != .none else { return size }
        if vertical { size.width = band.effectiveContentSize.width } else { size.height = band.effectiveContentSize.height }
        return size
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
        cell.frame.origin = pixelAligned(cell.frame.origin)
        if let length = itemLengths[item] {
            if vertical { cell.frame.size.height = length } else { cell.frame.size.width = length }
        }
        return cell
    }

    /// `origin` (after the section's own scroll offset) with its place in the section's own
    /// coordinates rounded to the pixel grid, `roundToPixel(_:scale:)`: an orthogonal band is
    /// aligned unscrolled and then scrolled, as cells in a scroll view of their own
    /// (docs/REFERENCE.md §14.8).
    func pixelAligned(_ origin: CGPoint) -> CGPoint {
        guard orthogonalOffset != 0 else { return origin.roundedToPixels(scale: scale) }
        let shift = groupsStackVertically ? CGPoint(x: 0, y: orthogonalOffset) : CGPoint(x: orthogonalOffset, y: 0)
        let aligned = CGPoint(x: origin.x + shift.x, y: origin.y + shift.y).roundedToPixels(scale: scale)
        return CGPoint(x: aligned.x - shift.x, y: aligned.y - shift.y)
    }

    /// Where group `group` starts, after the section's own scroll offset.
    func groupOffset(_ group: Int) -> CGPoint {
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
        return scan(groups: groupRange(meeting: rect), rect: rect)
    }

    /// The groups whose cells or badges may meet `rect`.
    func groupRange(meeting rect: CGRect) -> Range<Int> {
        guard itemsPerGroup > 0, groupCount > 0 else { return 0..<0 }
        if let sizedGroups {
            // Self-sized groups stack along the scroll direction. Badges may stick out of
            // them: widen the rect by the template's reach (generous after the group: the
            // whole reach), the scan then keeps only what overlaps.
            guard !badges.isEmpty else { return sizedGroupRange(sizedGroups, meeting: rect) }
            let before = max(0, -reach.low), after = max(0, reach.high)
            let widened =
                vertical
                ? CGRect(x: rect.minX, y: rect.minY - before, width: rect.width, height: rect.height + before + after)
                : CGRect(x: rect.minX - before, y: rect.minY, width: rect.width + before + after, height: rect.height)
            return sizedGroupRange(sizedGroups, meeting: widened)
        }
        // Cells and badges may stick out of their group (custom frames, negative insets,
        // anchor offsets): widen the span by their reach beyond the group's own box.
        let stacked = groupsStackVertically
        let origin = (stacked ? firstGroupOrigin.y : firstGroupOrigin.x) - orthogonalOffset
        let rectLow = stacked ? rect.minY : rect.minX, rectHigh = stacked ? rect.maxY : rect.maxX
        guard groupStride > 0, groupStride.isFinite, rectLow.isFinite, rectHigh.isFinite else { return 0..<groupCount }
        let first = (rectLow - origin - reach.high) / groupStride, last = (rectHigh - origin - reach.low) / groupStride
        guard !first.isNaN, !last.isNaN else { return 0..<groupCount }
        let firstGroup = first <= 0 ? 0 : (first >= Double(groupCount) ? groupCount : Int(first.rounded(.down)))
        let lastGroup = last < 0 ? -1 : (last >= Double(groupCount - 1) ? groupCount - 1 : Int(last.rounded(.down)))
        guard firstGroup <= lastGroup else { return 0..<0 }
        return firstGroup..<(lastGroup + 1)
    }

    /// The lowest and highest reach of a template's cells and badges along one axis.
    private static func reach(of template: GroupTemplate, vertically: Bool) -> (low: CGFloat, high: CGFloat) {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for frame in template.cells.lazy.map(\.frame) + template.badges.lazy.map(\.frame) {
            low = min(low, vertically ? frame.minY : frame.minX)
            high = max(high, vertically ? frame.maxY : frame.maxX)
        }
        return low <= high ? (low, high) : (0, 0)
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
