/// Configuration updates (iOS 14): a cell restyles itself for its state in
/// ``UICollectionViewCell/updateConfiguration(using:)`` or its
/// ``UICollectionViewCell/configurationUpdateHandler``, run by the collection view before the
/// cell is shown and after each change of state, as UIKit runs them before its next layout.
extension UICollectionViewCell {
    /// The type of ``configurationUpdateHandler`` (`ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Runs a requested update of the cell shown at `indexPath`: ``updateConfiguration(using:)``,
    /// then the ``configurationUpdateHandler``, with one state taken now.
    func updateConfigurationIfNeeded(at indexPath: IndexPath) {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updatingIndexPath = indexPath
        let state = configurationState
        updatingIndexPath = nil
        // UIKit runs the updates with the cell's traits as the current ones.
        UITraitCollection.withCurrent(state.traitCollection) {
            configurationStateDidUpdate(state)
            if automaticallyUpdatesContentConfiguration { showContentConfiguration(for: state) }
            if automaticallyUpdatesBackgroundConfiguration { showBackgroundConfiguration(for: state) }
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }
}
