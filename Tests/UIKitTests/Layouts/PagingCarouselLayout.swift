// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A horizontal carousel: one item per page, centred; items shrink (to 80 %) as they move
/// away from the centre; a scroll comes to rest with an item centred.
class PagingCarouselLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 100)
        minimumLineSpacing = 20
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var pageWidth: CGFloat { itemSize.width + minimumLineSpacing }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let side = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(abs(copy.center.x - centerX) / pageWidth, 1)
            let scale = 1 - 0.2 * distance
            copy.transform = CGAffineTransform(scaleX: scale, y: scale)
            return copy
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let page = (proposedContentOffset.x / pageWidth).rounded()
        return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    }
}
