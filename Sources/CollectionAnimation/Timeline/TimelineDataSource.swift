import CollectionLayout
import Foundation

/// What a ``Timeline`` needs from the scene: fresh collection views in the initial state,
/// the data change and batch of each update step, and the layout of each transition step.
///
/// The timeline makes more than one collection view (scroll steps are sampled on a second
/// one, replayed up to the scroll, and again on a fresh one when sampling goes back in
/// time), so every method must give the same result each time it is called for the same
/// step on a fresh host: derive everything from the step index and the host passed in,
/// never from state kept between calls.
public protocol TimelineDataSource: AnyObject {
    /// A new collection view in the initial state (data, layout, bounds, selection).
    func makeHost() throws -> TimelineHost
    /// Applies update step `stepIndex` to `host`: inside the collection view's
    /// `performBatchUpdates`, changes the data behind it and calls the update methods;
    /// returns the batch's result. (The timeline snapshots the views just before, so deleted
    /// and reloaded elements keep their old content.)
    func performUpdate(at stepIndex: Int, on host: TimelineHost) throws -> BatchUpdateResult
    /// A new layout for transition step `stepIndex` (a layout lives in one view only).
    func makeLayout(forTransitionAt stepIndex: Int, on host: TimelineHost) throws -> CollectionViewLayout
    /// Taps `action` in `menu` on `host` for menu step `stepIndex`: the collection view's
    /// `performEditAction(_:from:)`, whose delegate changes the data (inside a batch
    /// update) or not; returns that batch's result, or nil when the data did not change.
    /// The default performs the action and returns nil (no animation).
    func performEditAction(_ action: EditAction, from menu: EditMenu, at stepIndex: Int, on host: TimelineHost) throws
        -> BatchUpdateResult?
    /// The drag and drop delegates of drop step `stepIndex` on `host`; default none.
    func dragDropDelegate(forDropAt stepIndex: Int, on host: TimelineHost) throws -> (
        any CollectionViewDragDelegate
            & CollectionViewDropDelegate
    )?
    /// What an outside item's preview shows in drop step `stepIndex`; default nothing.
    func externalDragPreview(forDropAt stepIndex: Int) -> ElementSnapshot?
}

extension TimelineDataSource {
    /// Performs the action through the delegate; reports no data change.
    public func performEditAction(_ action: EditAction, from menu: EditMenu, at stepIndex: Int, on host: TimelineHost) throws
        -> BatchUpdateResult?
    {
        host.collectionView.performEditAction(action, from: menu)
        return nil
    }

    /// The drag and drop delegates that answer drop step `stepIndex` on `host` (the app's
    /// side of the drop: its proposal and the data change of `performDropWith`). Default:
    /// none, so drags are refused and drops not handled.
    public func dragDropDelegate(forDropAt stepIndex: Int, on host: TimelineHost) throws -> (
        any CollectionViewDragDelegate
            & CollectionViewDropDelegate
    )? { nil }

    /// What the preview of an item dragged in from outside in drop step `stepIndex` shows.
    /// Default: nothing (the renderer's style).
    public func externalDragPreview(forDropAt stepIndex: Int) -> ElementSnapshot? { nil }
}
