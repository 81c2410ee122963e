import CollectionLayout
import Foundation

/// A cover-flow row: items side by side in one horizontally scrolling line, the one at the
/// viewport's centre facing the viewer and the others turned about the y axis with
/// perspective, as iTunes' Cover Flow and the classic UICollectionView demos draw it.
///
/// Item `i`'s centre is at `x = sideInset + i·(w + spacing) + w/2`, `y = bounds.midY`, with
/// `sideInset = (bounds.width − w) / 2` so the first and last items can reach the centre.
/// Its distance from the viewport centre in item pitches, `d = (x − bounds.midX) / (w +
/// spacing)`, clamped to [−1, 1], turns it by `d · sideAngle` about y with `m34 =
/// −1 / eyeDistance` (outer edges recede). Items nearer the centre draw on top. Every scroll
/// invalidates the layout (transforms depend on the offset); scrolling snaps to an item.
open class CoverFlowLayout: CollectionViewLayout {
    /// The untransformed size of every item.
    open var itemSize = CGSize(width: 160, height: 200) { didSet { invalidateLayout() } }
    /// The gap between untransformed items.
    open var spacing: CGFloat = 20 { didSet { invalidateLayout() } }
    /// The turn of an item one pitch or more from the centre, in radians.
    open var sideAngle: CGFloat = .pi / 3 { didSet { invalidateLayout() } }
    /// The eye distance of the perspective (`m34 = −1 / eyeDistance`).
    open var eyeDistance: CGFloat = 500 { didSet { invalidateLayout() } }

    /// A cover-flow layout with the default metrics.
    public override init() { super.init() }

    private var pitch: CGFloat { itemSize.width + spacing }
    private var sideInset: CGFloat { (bounds.width - itemSize.width) / 2 }
    private var itemCount: Int { numberOfSections > 0 ? numberOfItems(inSection: 0) : 0 }

    open override var collectionViewContentSize: CGSize {
        let count = itemCount
        guard count > 0 else { return CGSize(width: bounds.width, height: bounds.height) }
        return CGSize(width: 2 * sideInset + CGFloat(count) * pitch - spacing, height: bounds.height)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        attributes.center = CGPoint(x: sideInset + CGFloat(indexPath.item) * pitch + itemSize.width / 2, y: bounds.midY)
        let distance = pitch > 0 ? (attributes.center.x - bounds.midX) / pitch : 0
        let turn = max(-1, min(1, distance))
        if turn != 0 {
            attributes.transform3D = Transform3D(perspectiveEyeDistance: eyeDistance)
                .rotated(by: turn * sideAngle, x: 0, y: 1, z: 0)
        }
        // Far items (or a far-off bounds) all sit at the bottom; the guard also keeps the
        // conversion in Int's range.
        let steps = (abs(distance) * 10).rounded()
        attributes.zIndex = steps < 1_000_000 ? 1_000 - Int(steps) : -999_000
        return attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let count = itemCount
        guard count > 0, pitch > 0 else { return [] }
        // Candidates by index (a turned item never grows wider than it is tall and wide
        // together), then the exact test on the projected frame.
        let reach = itemSize.width + itemSize.height
        // Clamped as floating-point values first: a far-off rect gives quotients beyond Int.
        let lower = ((rect.minX - reach - sideInset) / pitch).rounded(.down)
        let upper = ((rect.maxX + reach - sideInset) / pitch).rounded(.up)
        guard lower <= CGFloat(count - 1), upper >= 0 else { return [] }
        let first = Int(max(0, lower)), last = Int(min(CGFloat(count - 1), upper))
        guard first <= last else { return [] }
        return (first...last)
            .compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.overlaps(rect) }
    }

    /// Every scroll changes the turns.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// Comes to rest with an item at the centre.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard pitch > 0 else { return proposedContentOffset }
        let index = (proposedContentOffset.x / pitch).rounded()
        let maxIndex = CGFloat(max(0, itemCount - 1))
        return CGPoint(x: min(max(0, index), maxIndex) * pitch, y: proposedContentOffset.y)
    }
}
