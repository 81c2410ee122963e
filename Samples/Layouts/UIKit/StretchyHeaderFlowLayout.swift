// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A flow layout whose first section header stretches when the content is pulled down
/// past its top, as profile and album screens do: the header keeps its bottom edge and its
/// top follows the pull.
///
/// With the pull `p = −(contentOffset.y + adjustedContentInset.top)` (positive when the
/// content is pulled down), the header of section 0 gets
/// `frame = (x, y − p, width, height + p)`; at rest (`p ≤ 0`) it is the flow layout's.
/// Every other element is the flow layout's (docs/REFERENCE.md §4). Every scroll
/// invalidates the layout.
open class StretchyHeaderFlowLayout: UICollectionViewFlowLayout {
    /// Every scroll can change the stretch.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// The flow layout's elements, the first section's header stretched.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(stretched)
    }

    /// The flow layout's supplementary view, stretched when it is the first section's header.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(stretched)
    }

    private func stretched(_ original: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView,
            original.representedElementKind == UICollectionView.elementKindSectionHeader,
            original.indexPath.section == 0
        else { return original }
        let pull = -(collectionView.contentOffset.y + collectionView.adjustedContentInset.top)
        guard pull > 0 else { return original }
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        attributes.frame = CGRect(
            x: original.frame.minX, y: original.frame.minY - pull,
            width: original.frame.width, height: original.frame.height + pull)
        return attributes
    }
}
