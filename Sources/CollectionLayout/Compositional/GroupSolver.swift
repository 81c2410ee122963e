/// A cell's place inside one instance of a root group: its frame relative to the group's
/// origin, and its zIndex.
struct GroupCell: Hashable, Sendable {
    var frame: CGRect
    var zIndex: Int
    /// Whether the item's width and height dimensions are estimated (self-sizing axes).
    var estimatedWidth = false
    var estimatedHeight = false
    /// Whether the item's width and height are `.uniformAcrossSiblings`.
    var uniformWidth = false
    var uniformHeight = false
    /// The group the cell's item is a direct subitem of, numbered in the template from 0
    /// (the root group) in the order the groups are laid out.
    var parent = 0
}

/// A supplementary item's place inside one instance of a root group (a badge,
/// LayoutAnchor.swift): its frame relative to the group's origin, and the template cell
/// whose index path it takes.
struct GroupBadge: Hashable, Sendable {
    /// The template cell it belongs to (a group's badge: the group's first cell).
    var owner: Int
    /// Whether it is attached to its owner's item (true) or to a group (false).
    var onItem: Bool
    /// Whether it is attached to the root group: its index path is then the group's
    /// instance in the section, `[section, group]`, as recorded on iOS 17
    /// (docs/REFERENCE.md §14.8); a nested group's takes its first item's.
    var onRootGroup = false
    var kind: String
    var frame: CGRect
    var zIndex: Int
    /// Its container anchor's unit point, to follow its item's box when the item self-sizes.
    var unit: CGPoint
}

/// The cells and badges of one instance of a root group.
struct GroupTemplate: Sendable {
    var cells: [GroupCell] = []
    var badges: [GroupBadge] = []

    /// Appends another template, its owners renumbered after ours (badges up to
    /// ``GroupSolver/maximumBadgesPerRootGroup``).
    mutating func append(_ other: GroupTemplate) {
        let base = cells.count
        cells += other.cells
        badges += other.badges.prefix(max(0, GroupSolver.maximumBadgesPerRootGroup - badges.count)).map {
            var badge = $0
            badge.owner += base
            return badge
        }
    }

    /// Shifts every cell and badge by `offset`, in place (nothing to do for zero).
    mutating func move(by offset: CGPoint) {
        guard offset != .zero else { return }
        for index in cells.indices { cells[index].frame = cells[index].frame.offsetBy(dx: offset.x, dy: offset.y) }
        for index in badges.indices { badges[index].frame = badges[index].frame.offsetBy(dx: offset.x, dy: offset.y) }
    }

    /// The badges of `items` attached to a container box, owned by template cell `owner`;
    /// past ``GroupSolver/maximumBadgesPerRootGroup`` the rest are left out.
    mutating func attach(_ items: [SupplementaryItem], to box: CGRect, owner: Int, onItem: Bool, onRootGroup: Bool = false) {
        for item in items where badges.count < GroupSolver.maximumBadgesPerRootGroup {
            badges.append(
                GroupBadge(
                    owner: owner, onItem: onItem, onRootGroup: onRootGroup, kind: item.elementKind, frame: item.frame(in: box),
                    zIndex: item.zIndex, unit: item.containerAnchor.edges.unitPoint))
        }
    }
}

/// Lays out one group as pure arithmetic (docs/REFERENCE.md §14.2–14.3): subitems along the
/// group's axis inside its content area, edge spacing outside each box, content insets
/// inside it, flexible spacings sharing the leftover length equally.
///
/// Every instance of a group has the same boxes (a group's layout depends only on its
/// definition, its size and the environment), so a section stores one instance and places
/// the others by arithmetic. A section's last group shows the first boxes of the template
/// when fewer items remain (UIKit's behaviour with flexible spacing in a short last group
/// is not documented; this is our choice).
enum GroupSolver {
    /// At most this many boxes in one group (a zero-length subitem would otherwise repeat
    /// forever).
    static let maximumBoxesPerGroup = 10_000
    /// At most this many cells in one root group, nested groups included (nesting
    /// multiplies counts): the rest are left out.
    static let maximumCellsPerRootGroup = 100_000
    /// At most this many supplementary items anchored in one root group (items times their
    /// badges): the rest are left out.
    static let maximumBadgesPerRootGroup = 100_000

    /// The cells and badges of a root group: ``template(of:size:environment:budget:groups:)``
    /// within ``maximumCellsPerRootGroup``.
    static func template(of group: LayoutGroup, size: CGSize, environment: LayoutEnvironment) -> GroupTemplate {
        var budget = maximumCellsPerRootGroup, groups = 0
        return template(of: group, size: size, environment: environment, budget: &budget, groups: &groups, root: true)
    }

    /// The cells and badges of `group` laid out in a box of `size`, relative to the box's
    /// origin; the group's own supplementary items belong to its first cell (`root`: to the
    /// group itself, ``GroupBadge/onRootGroup``). `groups` counts the groups laid out so far
    /// (it numbers ``GroupCell/parent``).
    static func template(
        of group: LayoutGroup, size: CGSize, environment: LayoutEnvironment, budget: inout Int, groups: inout Int, root: Bool = false
    ) -> GroupTemplate {
        var template = subitems(of: group, size: size, environment: environment, budget: &budget, groups: &groups)
        if !group.supplementaryItems.isEmpty, !template.cells.isEmpty {
            // Anchored to the group's box inside its content insets (docs/REFERENCE.md §14.8).
            template.attach(group.supplementaryItems, to: contentArea(of: group, size: size), owner: 0, onItem: false, onRootGroup: root)
        }
        return template
    }

    /// A group's box of `size` less its content insets, relative to the box's origin.
    private static func contentArea(of group: LayoutGroup, size: CGSize) -> CGRect {
        let insets = group.contentInsets
        return CGRect(
            x: insets.leading, y: insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }

    /// The cells and badges of `group`'s subitems laid out in a box of `size`, relative to
    /// the box's origin.
    private static func subitems(
        of group: LayoutGroup, size: CGSize, environment: LayoutEnvironment, budget: inout Int, groups: inout Int
    ) -> GroupTemplate {
        let id = groups
        groups += 1
        if case .custom(let provider) = group.arrangement {
            var template = GroupTemplate()
            template.cells = provider(environment).prefix(min(budget, maximumBoxesPerGroup)).map {
                GroupCell(frame: $0.frame, zIndex: $0.zIndex, parent: id)
            }
            budget -= template.cells.count
            return template
        }
        let area = contentArea(of: group, size: size)
        let horizontal = group.axis == .horizontal
        let length = horizontal ? area.width : area.height
        let cross = horizontal ? area.height : area.width
        let gap = group.interItemSpacing
        let boxes = placements(
            of: group.arrangement, in: area.size, length: length, gap: gap?.spacing ?? 0, horizontal: horizontal,
            scale: environment.displayScale)

        // Flexible slots share what is left along the axis: gaps between boxes and flexible
        // leading / trailing edge spacings (top / bottom for a vertical group).
        var used: CGFloat = 0, slots = 0
        for (index, box) in boxes.enumerated() {
            let edges = box.element.edgeSpacing
            let lead = horizontal ? edges?.leading : edges?.top, trail = horizontal ? edges?.trailing : edges?.bottom
            used += (lead?.spacing ?? 0) + (horizontal ? box.size.width : box.size.height) + (trail?.spacing ?? 0)
            if index > 0 { used += gap?.spacing ?? 0; if gap?.isFlexibleSpacing == true { slots += 1 } }
            if lead?.isFlexibleSpacing == true { slots += 1 }
            if trail?.isFlexibleSpacing == true { slots += 1 }
        }
        let share = slots > 0 ? max(0, length - used) / CGFloat(slots) : 0

        var placed = GroupTemplate()
        var position: CGFloat = 0
        for (index, box) in boxes.enumerated() where budget > 0 {
            let edges = box.element.edgeSpacing
            let lead = horizontal ? edges?.leading : edges?.top, trail = horizontal ? edges?.trailing : edges?.bottom
            if index > 0 { position += (gap?.spacing ?? 0) + (gap?.isFlexibleSpacing == true ? share : 0) }
            position += (lead?.spacing ?? 0) + (lead?.isFlexibleSpacing == true ? share : 0)
            let crossOffset = crossPosition(of: box, edges: edges, cross: cross, horizontal: horizontal)
            let origin =
                horizontal
                ? CGPoint(x: area.minX + position, y: area.minY + crossOffset)
                : CGPoint(x: area.minX + crossOffset, y: area.minY + position)
            placed.append(
                template(
                    of: box.element, box: CGRect(origin: origin, size: box.size), environment: environment, parent: id,
                    budget: &budget, groups: &groups))
            position += (horizontal ? box.size.width : box.size.height)
            position += (trail?.spacing ?? 0) + (trail?.isFlexibleSpacing == true ? share : 0)
        }
        return placed
    }

    /// A subitem and the size of its box.
    private struct Box {
        var element: LayoutElement
        var size: CGSize
    }

    /// The boxes an arrangement makes, before positioning; `scale` is the display's pixels
    /// per point.
    private static func placements(
        of arrangement: LayoutGroup.Arrangement, in area: CGSize, length: CGFloat, gap: CGFloat, horizontal: Bool, scale: CGFloat
    ) -> [Box] {
        switch arrangement {
        case .custom:
            return []
        case .repeatedCount(let element, let count):
            return Array(
                repeating: Box(element: element, size: element.layoutSize.resolved(in: area)),
                count: min(max(0, count), maximumBoxesPerGroup))
        case .resizedToCount(let element, let count):
            let count = min(max(0, count), maximumBoxesPerGroup)
            guard count > 0 else { return [] }
            // The items share the length the spacings leave, each its share floored to the
            // pixel grid; a dimension fractional of that axis resolves against the shared
            // length, not the group's (docs/REFERENCE.md §14.8, recorded on iOS 17).
            let shared = max(0, length - CGFloat(count - 1) * gap)
            var container = area
            if horizontal { container.width = shared } else { container.height = shared }
            var size = element.layoutSize.resolved(in: container)
            let each = floorToPixel(shared / CGFloat(count), scale: scale)
            if horizontal { size.width = each } else { size.height = each }
            return Array(repeating: Box(element: element, size: size), count: count)
        case .repeatingWhileTheyFit(let subitems):
            guard !subitems.isEmpty else { return [] }
            var boxes: [Box] = []
            var used: CGFloat = 0
            // Tolerance for lengths that add up to the group's length up to rounding.
            let tolerance = max(1e-9, abs(length) * 1e-12)
            while boxes.count < maximumBoxesPerGroup {
                let element = subitems[boxes.count % subitems.count]
                let size = element.layoutSize.resolved(in: area)
                let edges = element.edgeSpacing
                let need =
                    (boxes.isEmpty ? 0 : gap)
                    + ((horizontal ? edges?.leading : edges?.top)?.spacing ?? 0)
                    + (horizontal ? size.width : size.height)
                    + ((horizontal ? edges?.trailing : edges?.bottom)?.spacing ?? 0)
                if !boxes.isEmpty && used + need > length + tolerance { break }
                boxes.append(Box(element: element, size: size))
                used += need
                // Subitems that take no length would repeat without end: one round of them.
                if need <= 0 && boxes.count >= subitems.count { break }
            }
            return boxes
        }
    }

    /// Where a box sits across the group's axis: after its fixed top (leading) edge
    /// spacing; flexible cross edges share the leftover cross length.
    private static func crossPosition(of box: Box, edges: LayoutEdgeSpacing?, cross: CGFloat, horizontal: Bool) -> CGFloat {
        let before = horizontal ? edges?.top : edges?.leading, after = horizontal ? edges?.bottom : edges?.trailing
        let size = horizontal ? box.size.height : box.size.width
        let flexible = (before?.isFlexibleSpacing == true ? 1 : 0) + (after?.isFlexibleSpacing == true ? 1 : 0)
        let leftover = max(0, cross - size - (before?.spacing ?? 0) - (after?.spacing ?? 0))
        return (before?.spacing ?? 0) + (before?.isFlexibleSpacing == true ? leftover / CGFloat(flexible) : 0)
    }

    /// The cells and badges of one subitem in its box: an item's cell is the box inset by its
    /// content insets (not on an estimated axis), its badges anchored on the box itself; a
    /// nested group is laid out in the box.
    private static func template(
        of element: LayoutElement, box: CGRect, environment: LayoutEnvironment, parent: Int, budget: inout Int, groups: inout Int
    ) -> GroupTemplate {
        switch element {
        case .item(let item):
            budget -= 1
            let insets = item.contentInsets
            var frame = box
            if !item.layoutSize.widthDimension.isEstimated {
                frame.origin.x += insets.leading
                frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
            }
            if !item.layoutSize.heightDimension.isEstimated {
                frame.origin.y += insets.top
                frame.size.height = max(0, frame.height - insets.top - insets.bottom)
            }
            var template = GroupTemplate()
            template.cells = [
                GroupCell(
                    frame: frame, zIndex: 0, estimatedWidth: item.layoutSize.widthDimension.isEstimated,
                    estimatedHeight: item.layoutSize.heightDimension.isEstimated,
                    uniformWidth: item.layoutSize.widthDimension.isUniformAcrossSiblings,
                    uniformHeight: item.layoutSize.heightDimension.isUniformAcrossSiblings, parent: parent)
            ]
            if !item.supplementaryItems.isEmpty { template.attach(item.supplementaryItems, to: box, owner: 0, onItem: true) }
            return template
        case .group(let group):
            var template = self.template(of: group, size: box.size, environment: environment, budget: &budget, groups: &groups)
            template.move(by: box.origin)
            return template
        }
    }
}
