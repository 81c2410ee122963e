/// The answers of `UICollectionViewDataSource` and `UICollectionViewDelegate` for methods left
/// out — their protocol extensions' defaults, reached through an object that implements
/// nothing else — so a class that must declare every method (``UICollectionViewController``)
/// answers as they do without a second copy of the rules. Its two required data source
/// methods are never asked: the controller answers those itself.
final class ProtocolDefaults: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UnimplementedCell(frame: .zero)
    }
}

/// The empty cell shown for a data source method UIKit raises about: the exception is
/// already recorded, so the collection view records no second one for its missing reuse
/// identifier.
@preconcurrency @MainActor
final class UnimplementedCell: UICollectionViewCell {}
