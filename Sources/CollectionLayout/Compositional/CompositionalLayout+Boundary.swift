/// Boundary supplementary items and decorations as attributes, pinned where asked
/// (docs/REFERENCE.md §14.4).
extension CompositionalLayout {
    /// An element of `kind` at `frame` and `zIndex`, at index path (`item`, `section`).
    func boundaryAttributes(_ category: ElementCategory, _ kind: String, _ frame: CGRect, _ zIndex: Int, section: Int, item: Int = 0)
        -> LayoutAttributes
    {
        var element = LayoutAttributes(category: category, kind: kind, indexPath: IndexPath(item: item, section: section))
        element.frame = frame
        element.zIndex = zIndex
        return element
    }

    /// An item- or group-anchored supplementary item's attributes: its item's index path.
    func badgeAttributes(_ badge: CompositionalSection.PlacedBadge, section: Int) -> LayoutAttributes {
        boundaryAttributes(.supplementary, badge.kind, badge.frame, badge.zIndex, section: section, item: badge.item)
    }

    /// A pinned item's frame, held inside the visible range (the bounds less the content
    /// inset) while its section (`start`…`end` along the scroll direction) is on screen, as
    /// a flow layout's pinned header is (§4): at the start,
    /// `max(natural, min(max(natural, visible.min), end − length))`; at the end,
    /// `min(natural, max(min(natural, visible.max − length), start))`.
    func pinned(_ item: SectionBoundary.Element, start: CGFloat, end: CGFloat) -> CGRect {
        guard let pin = item.pin else { return item.frame }
        let vertical = configuration.scrollDirection == .vertical
        let visible = layoutSpace(bounds.inset(by: contentInset))
        let natural = vertical ? item.frame.minY : item.frame.minX, length = vertical ? item.frame.height : item.frame.width
        let position =
            pin < 0
            ? max(natural, min(max(natural, vertical ? visible.minY : visible.minX), end - length))
            : min(natural, max(min(natural, (vertical ? visible.maxY : visible.maxX) - length), start))
        return vertical
            ? CGRect(origin: CGPoint(x: item.frame.minX, y: position), size: item.frame.size)
            : CGRect(origin: CGPoint(x: position, y: item.frame.minY), size: item.frame.size)
    }
}
