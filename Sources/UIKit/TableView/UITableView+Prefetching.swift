import CollectionLayout

// A table's data prefetching (`UITableViewDataSourcePrefetching`, iOS 10): after each layout
// pass, the collection view's model over the rows (docs/REFERENCE.md §17.1, §27.9).

extension UITableView {
    /// Brings the prefetches up to date after a layout pass over `layout`: cancels the
    /// outstanding rows that left the range without showing, then prefetches the new ones.
    func updateRowPrefetching(_ layout: TableLayout) {
        guard isPrefetchingEnabled, let source = prefetchDataSource else {
            prefetchedRows = []
            return
        }
        let shown = shownCells
        let (cancelled, fresh) = CollectionView.prefetchPass(
            outstanding: &prefetchedRows, bounds: bounds, heading: rowScrollHeading,
            framesIn: { range in layout.rows(in: range).compactMap { path in layout.row(at: path).map { (path, $0) } } },
            isShown: { shown[$0] != nil })
        if !cancelled.isEmpty { source.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !fresh.isEmpty { source.tableView(self, prefetchRowsAt: fresh) }
    }
}
