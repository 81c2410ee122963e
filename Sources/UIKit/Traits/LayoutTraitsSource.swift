/// Where a compositional layout's section provider finds the collection view's traits
/// (`NSCollectionLayoutEnvironment.traitCollection`): the layout, once made.
@preconcurrency @MainActor
final class LayoutTraitsSource {
    /// The layout, until its `deinit` clears it (`unowned(unsafe)`, as `LayoutBridge.owner`).
    unowned(unsafe) var layout: UICollectionViewLayout?
}
