// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A horizontal carousel on `UICollectionViewFlowLayout`: one row of items, the first and
/// last able to reach the centre, items shrinking as they move away from the centre, and a
/// scroll coming to rest with an item centred.
///
/// - `prepare()` sets `sectionInset` so the row is centred: left and right
///   `(width − itemSize.width) / 2`, top and bottom `(height − itemSize.height) / 2`, of the
///   collection view's bounds less its `adjustedContentInset` (never negative).
/// - The page is `itemSize.width + minimumLineSpacing` (in a horizontal flow the line
///   spacing separates the columns). An item whose centre is d pages from the visible
///   centre (d clamped to 1) is scaled by `1 − (1 − minimumScale)·d` about its centre
///   (`transform`); every scroll invalidates the layout.
/// - ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` returns the
///   offset that centres an item: item i is centred at offset
///   `x = sectionInset.left + itemSize.width / 2 − width / 2 + i·page`; i is the proposal's
///   page rounded (up when `velocity.x > 0`, down when `< 0`), clamped to the items.
open class PagingCarouselFlowLayout: UICollectionViewFlowLayout {
    /// The scale of an item one page or more from the centre; default 0.8.
    open var minimumScale: CGFloat = 0.8 { didSet { invalidateLayout() } }

    /// A horizontal carousel of 200 × 100 items, 20 apart.
    public override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 100)
        minimumLineSpacing = 20
    }

    /// A carousel with the default metrics (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
    }

    private var pageWidth: CGFloat { itemSize.width + minimumLineSpacing }

    /// Centres the row with the section insets, then prepares the flow layout.
    open override func prepare() {
        if let collectionView = collectionView {
            let insets = collectionView.adjustedContentInset
            let width = collectionView.bounds.width - insets.left - insets.right
            let height = collectionView.bounds.height - insets.top - insets.bottom
            let side = max(0, (width - itemSize.width) / 2)
            let vertical = max(0, (height - itemSize.height) / 2)
            let inset = UIEdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
            if sectionInset != inset { sectionInset = inset }
        }
        super.prepare()
    }

    /// Every scroll changes the scales.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// The flow layout's elements, scaled by their distance from the visible centre.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(scaled)
    }

    /// The flow layout's item, scaled by its distance from the visible centre.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(scaled)
    }

    /// The offset that centres the item nearest the proposal, in the fling's direction.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView, pageWidth > 0 else { return proposedContentOffset }
        let origin = sectionInset.left + itemSize.width / 2 - collectionView.bounds.width / 2
        let page = (proposedContentOffset.x - origin) / pageWidth
        var index = velocity.x > 0 ? page.rounded(.up) : velocity.x < 0 ? page.rounded(.down) : page.rounded()
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        index = min(max(0, index), CGFloat(max(0, count - 1)))
        return CGPoint(x: origin + index * pageWidth, y: proposedContentOffset.y)
    }

    private func scaled(_ original: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView, pageWidth > 0,
            original.representedElementCategory == .cell
        else { return original }
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        let visibleCenterX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let distance = min(abs(attributes.center.x - visibleCenterX) / pageWidth, 1)
        let scale = 1 - (1 - minimumScale) * distance
        attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        return attributes
    }
}
