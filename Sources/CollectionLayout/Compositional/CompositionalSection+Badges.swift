/// Item- and group-anchored supplementary items (badges) of a compositional section
/// (docs/REFERENCE.md §14.2): placed from the one group template by the same arithmetic as
/// the cells, so a section whose items have none pays nothing.
extension CompositionalSection {
    /// One badge placed in content coordinates, with the item of its index path (its
    /// item's, or its root group's index in the section).
    struct PlacedBadge {
        var item: Int
        var kind: String
        var frame: CGRect
        var zIndex: Int
    }

    /// The badges that overlap `rect`, by group then template order.
    /// - Complexity: O(g · b) for the g groups that meet the rect and b badges per group.
    func badges(in rect: CGRect) -> [PlacedBadge] {
        guard !badges.isEmpty else { return [] }
        var found: [PlacedBadge] = []
        for group in groupRange(meeting: rect) {
            let offset = groupOffset(group)
            for badge in badges {
                guard let placed = place(badge, group: group, offset: offset), placed.frame.overlaps(rect) else { continue }
                found.append(placed)
            }
        }
        return found
    }

    /// The first badge of `kind` whose index path is `item`'s, or nil: an item's or nested
    /// group's badge on that item, else the root group's badge of group `item`.
    func badge(ofKind kind: String, item: Int) -> PlacedBadge? {
        guard !badges.isEmpty, item >= 0, itemsPerGroup > 0 else { return nil }
        if item < itemCount, let badge = badges.first(where: { !$0.onRootGroup && $0.owner == item % itemsPerGroup && $0.kind == kind }) {
            return place(badge, group: item / itemsPerGroup, offset: groupOffset(item / itemsPerGroup))
        }
        guard item < groupCount, let badge = badges.first(where: { $0.onRootGroup && $0.kind == kind }) else { return nil }
        return place(badge, group: item, offset: groupOffset(item))
    }

    /// A template badge moved to group `group` (nil when its owner has no item there). An
    /// item that took a preferred length moves its badge with its box's anchored edge.
    private func place(_ badge: GroupBadge, group: Int, offset: CGPoint) -> PlacedBadge? {
        let item = group * itemsPerGroup + badge.owner
        guard item < itemCount else { return nil }
        // The root group's badge is the group's: index path [section, group].
        let indexPathItem = badge.onRootGroup ? group : item
        var frame = badge.frame.offsetBy(dx: offset.x, dy: offset.y)
        if badge.onItem, let length = itemLengths[item] {
            let template = cells[badge.owner].frame
            if vertical {
                frame.origin.y += (length - template.height) * badge.unit.y
            } else {
                frame.origin.x += (length - template.width) * badge.unit.x
            }
        }
        frame.origin = pixelAligned(frame.origin)
        return PlacedBadge(item: indexPathItem, kind: badge.kind, frame: frame, zIndex: badge.zIndex)
    }
}
