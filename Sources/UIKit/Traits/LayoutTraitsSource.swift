/// Where a compositional layout's section provider finds the collection view's traits
/// (`NSCollectionLayoutEnvironment.traitCollection`): the layout, once made.
final class LayoutTraitsSource {
    weak var layout: UICollectionViewLayout?
}
