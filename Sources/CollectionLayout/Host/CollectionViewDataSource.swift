import Foundation

/// Supplies the data, as `UICollectionViewDataSource`.
///
/// Dequeueing may throw (an unregistered identifier is an error, not a crash), so the view
/// methods throw.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell
    /// A configured supplementary view; the default dequeues a plain ``ReusableView`` with
    /// no content.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView
    /// Whether the item may be moved interactively (`canMoveItemAt`); default true (see
    /// the extension).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Told once, when an interactive movement ends, that the item moved from
    /// `sourceIndexPath` (where the movement began) to `destinationIndexPath`: update the
    /// model (`moveItemAt:to:`). Default: nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A plain supplementary view with no content.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView {
        try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: nil, for: indexPath)
    }

    /// True. UIKit's rule (docs/REFERENCE.md §11): without `canMoveItemAt` every item is
    /// movable when the data source implements `moveItemAt:to:`, none when it does not.
    /// Swift cannot ask whether a method is implemented, so the default assumes the data
    /// source that reorders implements `moveItemAt:to:`: a deliberate deviation for a data
    /// source with neither method (implement this one to return false).
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    {}
}
