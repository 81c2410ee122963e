// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A cover-flow row in UIKit's idiom, ported from the core sample
/// (Samples/Layouts/CoverFlowLayout.swift): items side by side in one horizontally
/// scrolling line, the one at the viewport's centre facing the viewer and the others
/// turned about the y axis with perspective.
///
/// Item i's centre is at `x = sideInset + i·(w + spacing) + w/2`, `y = bounds.midY`, with
/// `sideInset = (bounds.width − w) / 2` so the first and last items can reach the centre.
/// Its distance from the viewport centre in item pitches, `d = (x − bounds.midX) / (w +
/// spacing)`, clamped to [−1, 1], turns it by `d · sideAngle` about y in front of a
/// perspective with `m34 = −1 / eyeDistance` (`CATransform3DRotate(perspective, …)`:
/// the outer edges recede). Its zIndex is `1000 − round(10·|d|)`, so items nearer the
/// centre draw on top. Every scroll invalidates the layout (the turns depend on the
/// offset); a scroll comes to rest with an item at the centre.
open class CoverFlowLayout: UICollectionViewLayout {
    /// The untransformed size of every item; default 160 × 200.
    open var itemSize = CGSize(width: 160, height: 200) { didSet { invalidateLayout() } }
    /// The gap between untransformed items; default 20.
    open var spacing: CGFloat = 20 { didSet { invalidateLayout() } }
    /// The turn of an item one pitch or more from the centre, in radians; default π/3.
    open var sideAngle: CGFloat = .pi / 3 { didSet { invalidateLayout() } }
    /// The eye distance of the perspective (`m34 = −1 / eyeDistance`); default 500.
    open var eyeDistance: CGFloat = 500 { didSet { invalidateLayout() } }

    private var pitch: CGFloat { itemSize.width + spacing }
    private var bounds: CGRect { collectionView?.bounds ?? .zero }
    private var sideInset: CGFloat { (bounds.width - itemSize.width) / 2 }
    private var itemCount: Int {
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return 0 }
        return collectionView.numberOfItems(inSection: 0)
    }

    /// One row of items with a side inset at each end, the bounds' height.
    open override var collectionViewContentSize: CGSize {
        let count = itemCount
        guard count > 0 else { return bounds.size }
        return CGSize(width: 2 * sideInset + CGFloat(count) * pitch - spacing, height: bounds.height)
    }

    /// Item `indexPath.item`, turned by its distance from the centre; nil outside section 0's items.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        attributes.center = CGPoint(x: sideInset + CGFloat(indexPath.item) * pitch + itemSize.width / 2, y: bounds.midY)
        let distance = pitch > 0 ? (attributes.center.x - bounds.midX) / pitch : 0
        let turn = max(-1, min(1, distance))
        if turn != 0 {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / eyeDistance
            attributes.transform3D = CATransform3DRotate(perspective, turn * sideAngle, 0, 1, 0)
        }
        // Far items (or a far-off bounds) all sit at the bottom; the guard also keeps the
        // conversion in Int's range.
        let steps = (abs(distance) * 10).rounded()
        attributes.zIndex = steps < 1_000_000 ? 1_000 - Int(steps) : -999_000
        return attributes
    }

    /// The items whose projected frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let count = itemCount
        guard count > 0, pitch > 0 else { return [] }
        // Candidates by index (a turned item never grows wider than it is tall and wide
        // together), then the exact test on the projected frame. Clamped as floating-point
        // values first: a far-off rect gives quotients beyond Int.
        let reach = itemSize.width + itemSize.height
        let lower = ((rect.minX - reach - sideInset) / pitch).rounded(.down)
        let upper = ((rect.maxX + reach - sideInset) / pitch).rounded(.up)
        guard lower <= CGFloat(count - 1), upper >= 0 else { return [] }
        let first = Int(max(0, lower)), last = Int(min(CGFloat(count - 1), upper))
        guard first <= last else { return [] }
        return (first...last)
            .compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    /// Every scroll changes the turns.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// Comes to rest with the item nearest the proposal at the centre.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard pitch > 0 else { return proposedContentOffset }
        let index = (proposedContentOffset.x / pitch).rounded()
        let maxIndex = CGFloat(max(0, itemCount - 1))
        return CGPoint(x: min(max(0, index), maxIndex) * pitch, y: proposedContentOffset.y)
    }
}
