/// Told ahead of time which rows a scroll is about to show, so their data can start loading
/// before `tableView(_:cellForRowAt:)` asks for it, as UIKit's
/// `UITableViewDataSourcePrefetching` (iOS 10), with UIKit's exact signatures. Set it as the
/// table view's ``UITableView/prefetchDataSource``.
///
/// When the calls come is the model a collection view's prefetching follows, since UIKit
/// documents neither: the rows ahead of the last scroll, within one viewport length, that
/// are not visible yet (docs/REFERENCE.md §17.1, §27.9). As in UIKit, nothing guarantees a
/// prefetch before a cell is asked for.
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Start loading the data of these rows, asynchronously; the nearest to the visible area
    /// come first (required).
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// These rows, prefetched earlier, are no longer expected to show soon: cancel their
    /// loading. Default: nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Nothing, as UIKit without the method.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
