// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A stack of cards, as dating and flash-card apps show them: item 0 on top at the centre,
/// each card further back smaller and raised so its top edge peeks out; the top card is
/// swiped away to the left when deleted and a new card slides in from the right.
///
/// Card i of n (section 0) is ``cardSize`` centred at
/// `(bounds.midX, bounds.midY − i·peekOffset)` and scaled about its centre by
/// `s = 1 − i·scaleStep` (`transform3D = CATransform3DMakeScale(s, s, 1)`); its zIndex is
/// `n − i` and its ``CardLayoutAttributes/cornerRadius`` `10 + i`. Cards from
/// ``visibleCardCount`` on are hidden (and placed as the last visible one). The content is
/// the bounds' size.
///
/// Updates (docs/REFERENCE.md §6): a deleted card ends one bounds width to the left,
/// turned by −π/12 about z, fully opaque; an inserted card starts one bounds width to the
/// right; the others move to their new places.
open class CardStackLayout: UICollectionViewLayout {
    /// The untransformed size of a card; default 200 × 100.
    open var cardSize = CGSize(width: 200, height: 100) { didSet { invalidateLayout() } }
    /// How far each card sits above the one in front of it; default 10.
    open var peekOffset: CGFloat = 10 { didSet { invalidateLayout() } }
    /// How much smaller each card is than the one in front of it; default 0.05.
    open var scaleStep: CGFloat = 0.05 { didSet { invalidateLayout() } }
    /// How many cards show; default 4.
    open var visibleCardCount = 4 { didSet { invalidateLayout() } }

    private var insertedIndexPaths: Set<IndexPath> = []
    private var deletedIndexPaths: Set<IndexPath> = []

    /// The attributes are ``CardLayoutAttributes``.
    open override class var layoutAttributesClass: AnyClass {
        CardLayoutAttributes.self
    }

    /// The collection view's bounds size: the stack does not scroll.
    open override var collectionViewContentSize: CGSize {
        collectionView?.bounds.size ?? .zero
    }

    /// Every card whose frame meets `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return [] }
        return (0..<collectionView.numberOfItems(inSection: 0)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }.filter { $0.frame.intersects(rect) }
    }

    /// Card `indexPath.item` in the stack; nil outside section 0's items.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView = collectionView, indexPath.section == 0, collectionView.numberOfSections > 0 else { return nil }
        let count = collectionView.numberOfItems(inSection: 0)
        guard indexPath.item >= 0, indexPath.item < count else { return nil }
        let depth = CGFloat(min(indexPath.item, max(0, visibleCardCount - 1)))
        let attributes = CardLayoutAttributes(forCellWith: indexPath)
        attributes.size = cardSize
        attributes.center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY - depth * peekOffset)
        let scale = 1 - depth * scaleStep
        attributes.transform3D = CATransform3DMakeScale(scale, scale, 1)
        attributes.zIndex = count - indexPath.item
        attributes.cornerRadius = 10 + CGFloat(indexPath.item)
        attributes.isHidden = indexPath.item >= visibleCardCount
        return attributes
    }

    // MARK: Updates

    /// Records the inserted (after-update) and deleted (before-update) cards.
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

    /// Forgets the recorded cards.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
    }

    /// An inserted card starts one bounds width to the right of its place.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        guard insertedIndexPaths.contains(itemIndexPath), let collectionView = collectionView,
            let start = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return attributes }
        start.center.x += collectionView.bounds.width
        return start
    }

    /// A deleted card ends one bounds width to the left, turned by −π/12.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        guard deletedIndexPaths.contains(itemIndexPath), let collectionView = collectionView,
            let end = (attributes ?? layoutAttributesForItem(at: itemIndexPath))?.copy() as? UICollectionViewLayoutAttributes
        else { return attributes }
        end.center.x -= collectionView.bounds.width
        end.transform3D = CATransform3DRotate(end.transform3D, -.pi / 12, 0, 0, 1)
        end.alpha = 1
        return end
    }
}
