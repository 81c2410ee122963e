extension UICollectionView {
    /// Configures the visible cells at `indexPaths` again in place (UIKit's
    /// `reconfigureItems(at:)`, docs/REFERENCE.md §15): the data source is asked for each
    /// path, and dequeueing the cell's own reuse identifier for that path hands back the
    /// cell already shown, without `prepareForReuse`. Paths with no visible cell are skipped,
    /// as UIKit does. A data source that dequeues another reuse identifier gets a new cell,
    /// which is not shown: the visible cell stays as it was.
    func reconfigureVisibleCells(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for path in indexPaths {
            guard let cell = cellForItem(at: path) else { continue }
            reconfiguring = (path, cell)
            _ = dataSource.collectionView(self, cellForItemAt: path)
            reconfiguring = nil
        }
        // A reconfigured cell sizes itself again in the next layout pass (UIKit re-measures it).
        coreView.resetSelfSizing(at: indexPaths)
    }
}
