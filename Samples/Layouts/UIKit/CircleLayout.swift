// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// Apple's `CircleLayout` sample (WWDC 2012, session 219 "Advanced Collection Views and
/// Building Custom Layouts") in UIKit's idiom, ported from the core sample
/// (Samples/Layouts/CircleLayout.swift): the items of section 0 sit evenly on a circle, and
/// inserted and deleted items grow out of and shrink into its centre.
///
/// - Item i of n has center = centre + radius·(cos 2πi/n, sin 2πi/n) and size ``itemSize``
///   (70×70 by default), where centre = (width/2, height/2) of the collection view's
///   bounds size and radius = min(width, height)/2.5 unless ``radius`` overrides it.
/// - The content size is the collection view's bounds size: the layout does not scroll.
/// - `prepare(forCollectionViewUpdates:)` records the inserted (after-update) and deleted
///   (before-update) index paths; an inserted item starts at the centre with alpha 0; a
///   deleted item ends at the centre, alpha 0, scaled to 0.1 (`CATransform3DMakeScale(0.1,
///   0.1, 1)`); other items get the base class's answer (docs/REFERENCE.md §6).
///   `finalizeCollectionViewUpdates()` clears the records. Section operations (item
///   `NSNotFound`) are not recorded.
open class CircleLayout: UICollectionViewLayout {
    /// The size of every item; 70×70 as in the sample (`ITEM_SIZE`).
    open var itemSize = CGSize(width: 70, height: 70) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }

    /// The circle's radius; nil (the default) uses min(width, height)/2.5 of the
    /// collection view's bounds.
    open var radius: CGFloat? {
        didSet { if radius != oldValue { invalidateLayout() } }
    }

    /// The circle's centre after the last `prepare()`: half the bounds size.
    public private(set) var circleCenter: CGPoint = .zero
    /// The radius used by the last `prepare()`.
    public private(set) var effectiveRadius: CGFloat = 0
    /// The number of items in section 0 at the last `prepare()`.
    public private(set) var cellCount = 0
    /// Items inserted by the update under way (after-update paths).
    public private(set) var insertedIndexPaths: Set<IndexPath> = []
    /// Items deleted by the update under way (before-update paths).
    public private(set) var deletedIndexPaths: Set<IndexPath> = []

    /// Reads the item count of section 0 and the bounds size; computes centre and radius.
    open override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let size = collectionView.bounds.size
        cellCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        circleCenter = CGPoint(x: size.width / 2, y: size.height / 2)
        effectiveRadius = radius ?? min(size.width, size.height) / 2.5
    }

    /// The collection view's bounds size (the sample's `collectionView.frame.size`).
    open override var collectionViewContentSize: CGSize {
        collectionView?.bounds.size ?? .zero
    }

    /// The items whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<cellCount).map { itemAttributes(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    /// Item i on the circle at angle 2πi/n; nil outside section 0's items.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < cellCount else { return nil }
        return itemAttributes(at: indexPath)
    }

    // MARK: Updates

    /// Records the inserted and deleted index paths of the batch.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = []
        deletedIndexPaths = []
        for update in updateItems {
            if update.updateAction == .insert, let path = update.indexPathAfterUpdate, path.item != NSNotFound {
                insertedIndexPaths.insert(path)
            } else if update.updateAction == .delete, let path = update.indexPathBeforeUpdate, path.item != NSNotFound {
                deletedIndexPaths.insert(path)
            }
        }
    }

    /// Clears the records of the batch.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
    }

    /// An inserted item starts at the circle's centre with alpha 0; other items get the
    /// base class's answer.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        guard insertedIndexPaths.contains(itemIndexPath),
            let start = (attributes ?? itemAttributes(at: itemIndexPath)).copy() as? UICollectionViewLayoutAttributes
        else { return attributes }
        start.alpha = 0
        start.center = circleCenter
        return start
    }

    /// A deleted item ends at the circle's centre, alpha 0, scaled to 0.1; other items get
    /// the base class's answer.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        guard deletedIndexPaths.contains(itemIndexPath),
            let end = (attributes ?? itemAttributes(at: itemIndexPath)).copy() as? UICollectionViewLayoutAttributes
        else { return attributes }
        end.alpha = 0
        end.center = circleCenter
        end.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        return end
    }

    /// The sample's `layoutAttributesForItemAtIndexPath:`, for any index path.
    private func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        let angle = cellCount > 0 ? 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(cellCount) : 0
        attributes.center = CGPoint(
            x: circleCenter.x + effectiveRadius * cos(angle),
            y: circleCenter.y + effectiveRadius * sin(angle))
        return attributes
    }
}
