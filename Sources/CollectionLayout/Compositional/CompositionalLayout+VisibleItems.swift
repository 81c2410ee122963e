/// The sections' visible-items handlers (`visibleItemsInvalidationHandler`,
/// docs/REFERENCE.md §14.4): run once per bounds, before the visible items are returned.
extension CompositionalLayout {
    /// `attributes` with what the handlers made of the visible items.
    func applyingVisibleItemChanges(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        guard scrollDependence.hasVisibleItemsHandlers else { return attributes }
        let changes = visibleItemChangesForCurrentBounds()
        guard !changes.isEmpty else { return attributes }
        return attributes.map { changes[$0.key] ?? $0 }
    }

    /// Runs every handler whose section meets the bounds, once per bounds.
    private func visibleItemChangesForCurrentBounds() -> [ElementKey: LayoutAttributes] {
        let bounds = self.bounds
        if let cached = visibleItemChanges, cached.bounds == bounds { return cached.items }
        var changes: [ElementKey: LayoutAttributes] = [:]
        let environment = self.environment
        // Sections are queried left to right; the handler sees the items as shown (mirrored
        // in a right-to-left view), and its changes are brought back.
        let query = layoutSpace(bounds)
        for (index, section) in sections.enumerated() {
            guard let handler = section.visibleItemsHandler else { continue }
            var visible = section.cells(in: query).map { item, cell in
                var element = LayoutAttributes(cellAt: IndexPath(item: item, section: index), frame: cell.frame)
                element.zIndex = cell.zIndex
                return element
            }
            for supplementary in section.boundary.supplementaries {
                let frame = pinned(supplementary, start: section.start, end: section.end)
                if frame.overlaps(query) {
                    visible.append(boundaryAttributes(.supplementary, supplementary.kind, frame, supplementary.zIndex, section: index))
                }
            }
            guard !visible.isEmpty else { continue }
            // An orthogonal section's handler sees its band unscrolled, with the band's offset.
            let band = section.orthogonal != .none ? section.orthogonalOffset : 0
            let shift = section.groupsStackVertically ? CGPoint(x: 0, y: band) : CGPoint(x: band, y: 0)
            let offset = section.orthogonal != .none ? shift : bounds.origin
            // Shown right to left, a band scrolled by `band` moved its items right.
            let mirroredBand = preparedRightToLeft && !section.groupsStackVertically
            let move = mirroredBand ? CGPoint(x: -shift.x, y: shift.y) : shift
            var items = visible.map { moved(shown($0), by: move) }
            handler(&items, offset, environment)
            // Only what UIKit's visible items can set is kept: alpha, transform, zIndex,
            // hidden and centre.
            for (original, changed) in zip(visible, items) {
                var result = original
                result.alpha = changed.alpha
                result.transform3D = changed.transform3D
                result.zIndex = changed.zIndex
                result.isHidden = changed.isHidden
                result.center = CGPoint(x: changed.center.x - move.x, y: changed.center.y - move.y)
                changes[original.key] = shown(result)
            }
        }
        visibleItemChanges = (bounds, changes)
        return changes
    }

    private func moved(_ attributes: LayoutAttributes, by shift: CGPoint) -> LayoutAttributes {
        var moved = attributes
        moved.center = CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y)
        return moved
    }
}
