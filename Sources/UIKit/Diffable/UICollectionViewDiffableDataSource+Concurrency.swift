/// The `async` forms of applying snapshots (iOS 15). Each does what its completion-handler
/// form does and returns when that form would call its completion: here at once, since
/// nothing is queued (see ``UICollectionViewDiffableDataSource``).
extension UICollectionViewDiffableDataSource {
    /// Shows a new snapshot, diffed and animated or not (`apply(_:animatingDifferences:) async`).
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows a new snapshot by reloading the data (`applySnapshotUsingReloadData(_:) async`).
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows a section snapshot as one section's items (`apply(_:to:animatingDifferences:) async`).
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }
}
