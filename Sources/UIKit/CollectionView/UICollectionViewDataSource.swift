/// Supplies a collection view's data, as UIKit's `UICollectionViewDataSource`, with
/// UIKit's exact signatures.
///
/// Swift on Linux has no `@objc optional`: the optional methods have defaults in an
/// extension that behave as UIKit does when they are missing, so a method you write with
/// UIKit's signature is always the one called.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section` (required).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell from `dequeueReusableCell(withReuseIdentifier:for:)` (required).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A configured supplementary view from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Missing, UIKit
    /// raises when a layout shows a supplementary view; the default records that exception
    /// and returns an empty view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item can be moved interactively; default true (see the extension).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Told once, when an interactive movement ends, that the item moved from where it
    /// began to where it ended: update your model.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section, as UIKit.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit raises here; this records UIKit's exception and returns an empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.raise(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), "
                + "\(UIKitException.describe(indexPath))) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))")
        return UICollectionReusableView(frame: .zero)
    }

    /// True. Without this method UIKit lets every item move when the data source implements
    /// `collectionView(_:moveItemAt:to:)` and none when it does not (docs/REFERENCE.md §11);
    /// Swift on Linux cannot ask whether a method is implemented, so the default assumes a
    /// data source that reorders implements `moveItemAt:to:`. A deliberate deviation for a
    /// data source with neither method: implement this one to return false.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Nothing to do.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
