// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// What a ``WaterfallLayout`` asks the collection view's `delegate`, in the manner of
/// `UICollectionViewDelegateFlowLayout`: adopt it in the object that is already the
/// collection view's delegate. Both methods have defaults (the layout's own
/// ``WaterfallLayout/numberOfColumns`` and ``WaterfallLayout/itemHeight``), so implement
/// only what varies.
public protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
    /// The number of columns of `section` (at least 1 is used).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        numberOfColumnsInSection section: Int
    ) -> Int

    /// The height of the item at `indexPath`, whose width is `columnWidth`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
    ) -> CGFloat
}

extension WaterfallLayoutDelegate {
    /// The layout's ``WaterfallLayout/numberOfColumns`` (2 for another layout class).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        numberOfColumnsInSection section: Int
    ) -> Int {
        (collectionViewLayout as? WaterfallLayout)?.numberOfColumns ?? 2
    }

    /// The layout's ``WaterfallLayout/itemHeight`` (the column width for another layout class).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
    ) -> CGFloat {
        (collectionViewLayout as? WaterfallLayout)?.itemHeight ?? columnWidth
    }
}
