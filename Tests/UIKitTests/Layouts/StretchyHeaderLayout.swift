// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A flow layout whose first section header stretches when the content is pulled down
/// past the top.
class StretchyHeaderLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect)?
                .compactMap({ $0.copy() as? UICollectionViewLayoutAttributes }) else { return nil }
        let offsetY = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        guard offsetY < 0 else { return attributes }
        for attribute in attributes
        where attribute.representedElementKind == UICollectionView.elementKindSectionHeader && attribute.indexPath.section == 0 {
            attribute.frame = CGRect(x: attribute.frame.origin.x, y: attribute.frame.origin.y + offsetY,
                                     width: attribute.frame.width, height: attribute.frame.height - offsetY)
        }
        return attributes
    }
}
