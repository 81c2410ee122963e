// Apple's CircleLayout sample (WWDC 2012, session 219) in UIKit's idiom, written as it
// would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

class CircleLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 70, height: 70)
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var cellCount = 0
    private var insertedIndexPaths: [IndexPath] = []
    private var deletedIndexPaths: [IndexPath] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let size = collectionView.frame.size
        cellCount = collectionView.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
    }

    override var collectionViewContentSize: CGSize {
        collectionView?.frame.size ?? .zero
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(cellCount)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            if update.updateAction == .delete, let path = update.indexPathBeforeUpdate, path.item != NSNotFound {
                deletedIndexPaths.append(path)
            } else if update.updateAction == .insert, let path = update.indexPathAfterUpdate, path.item != NSNotFound {
                insertedIndexPaths.append(path)
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
        deletedIndexPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertedIndexPaths.contains(itemIndexPath) {
            let start = (attributes ?? layoutAttributesForItem(at: itemIndexPath))?.copy() as? UICollectionViewLayoutAttributes
            start?.alpha = 0
            start?.center = center
            return start
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deletedIndexPaths.contains(itemIndexPath) {
            let end = (attributes ?? layoutAttributesForItem(at: itemIndexPath))?.copy() as? UICollectionViewLayoutAttributes
            end?.alpha = 0
            end?.center = center
            end?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
            return end
        }
        return attributes
    }
}
