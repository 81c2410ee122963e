import Foundation

/// The hit test behind ``CollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)``.
enum InteractiveMovementGeometry {
    /// The index path of the visible cell whose frame contains `point` (min edges in, max
    /// edges out, as `CGRectContainsPoint`), the topmost in draw order when several do;
    /// nil when none does or the point is not finite.
    static func cell(under point: CGPoint, in layout: CollectionViewLayout) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        // A one-point query around the point: layouts answer rect queries, not points.
        let query = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var best: LayoutAttributes?
        for attributes in layout.layoutAttributesForElements(in: query)
        where attributes.representedElementCategory == .cell && !attributes.isHidden && contains(attributes.frame, point) {
            if let current = best, attributes.drawsBefore(current) { continue }
            best = attributes
        }
        return best?.indexPath
    }

    /// `CGRectContainsPoint`: min edges inside, max edges outside.
    static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
        let r = rect.standardized
        return point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY
    }
}
