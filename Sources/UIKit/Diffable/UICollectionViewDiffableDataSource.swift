import CollectionAnimation
import Foundation

/// UIKit's `UICollectionViewDiffableDataSource`: a collection view's data source that holds
/// a snapshot and turns each new one into an animated batch update (docs/REFERENCE.md §15).
///
/// It makes itself the collection view's `dataSource` (held weakly there, as in UIKit:
/// keep a reference). ``apply(_:animatingDifferences:completion:)`` computes the
/// `SnapshotDifference` between the current snapshot and the new one and plays it through
/// the collection view's `performBatchUpdates`, so the layout's update hooks run and
/// `lastUpdateAnimation` records what UIKit would animate; items marked with
/// `reconfigureItems` then have their visible cells configured again in place.
///
/// Deliberate differences: nothing runs on a queue, so the completion runs at once; the
/// first apply to a data source with no sections reloads the data (there is nothing on
/// screen to animate from); a snapshot that raised exceptions is applied as it stands.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Returns the configured cell for an item, usually through
    /// `dequeueConfiguredReusableCell(using:for:item:)`; nil records UIKit's exception.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> UICollectionViewCell?
    /// Returns the configured supplementary view for a kind and index path.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath)
        -> UICollectionReusableView?

    /// The collection view this data source feeds.
    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The snapshot the collection view shows (without reload or reconfigure marks).
    private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)`;
    /// forgotten when a whole snapshot is applied.
    var sectionSnapshots: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// The section snapshots a section snapshot's apply is installing, so the cells
    /// dequeued during it already see their outline (an outline child's indentation).
    var sectionSnapshotsBeingApplied: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>]?

    /// Supplies headers, footers and other supplementary views (`supplementaryViewProvider`).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Lets users reorder items (`reorderingHandlers`); by default nothing can be reordered.
    public var reorderingHandlers = ReorderingHandlers()

    /// Lets an outline's items expand and collapse (`sectionSnapshotHandlers`); by default
    /// every item may.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` whose cells come from `cellProvider`
    /// (`init(collectionView:cellProvider:)`); it becomes the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot (`snapshot()`).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(current)
    }

    /// Shows a new snapshot (`apply(_:animatingDifferences:completion:)`): the difference
    /// from the current one (docs/REFERENCE.md §15, `SnapshotDifference`) runs as one
    /// batch update, animated or not (from iOS 15 both diff; without animation it runs
    /// inside `UIView.performWithoutAnimation(_:)`, so `lastUpdateAnimation` is nil).
    /// Reconfigured items keep their cells and are configured again; reloaded ones get new
    /// cells. Invalid batches cannot arise: the diff only produces valid ones. `completion`
    /// runs when the update's animation ends, as the batch update's completion does, or on
    /// the next run-loop turn when nothing animates (docs/REFERENCE.md §24.4).
    /// - Complexity: O(n log n) for n items, plus the batch update.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let new = snapshot.core
        sectionSnapshots = sectionSnapshotsBeingApplied ?? [:]
        guard let collectionView, current.numberOfSections > 0 else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let difference = SnapshotDifference(from: current, to: new)
        let finished: ((Bool) -> Void)? = completion.map { completion in { _ in completion() } }
        if difference.operations.isEmpty {
            if let finished { AnimationClock.current.scheduleOnNextTurn { finished(true) } }
        } else {
            let update = {
                collectionView.batchUpdates(
                    {
                        self.current = new.withoutMarks
                        for operation in difference.operations { collectionView.perform(operation) }
                    }, completion: finished)
            }
            if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
        }
        current = new.withoutMarks
        collectionView.reconfigureVisibleCells(at: difference.reconfiguredItems)
    }

    /// Shows a new snapshot by reloading the data, without a diff or animation
    /// (`applySnapshotUsingReloadData(_:completion:)`).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot.core.withoutMarks
        sectionSnapshots = [:]
        collectionView?.reloadData()
        collectionView?.lastUpdateAnimation = nil
        completion?()
    }

    // MARK: Identifiers and index paths

    /// The item at an index path, or nil (`itemIdentifier(for:)`).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// The index path of an item, or nil (`indexPath(for:)`).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(ofItem: itemIdentifier) }

    /// The section at an index, or nil (`sectionIdentifier(for:)`, iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The index of a section, or nil (`index(for:)`, iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in a section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the item at the path. A nil cell records UIKit's
    /// exception (its text as quoted in the GitHub issue Instagram/IGListKit#521) and an
    /// empty cell is used.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.raise(
            "the collection view's data source did not return a valid cell from "
                + "-collectionView:cellForItemAtIndexPath: for index path \(UIKitException.describe(indexPath))")
        return UICollectionViewCell(frame: .zero)
    }

    /// Whether an interactive movement may lift the item: `reorderingHandlers.canReorderItem`,
    /// false without it (UIKit's diffable data source).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = current.itemIdentifier(at: indexPath) else { return false }
        return canReorder(item)
    }

    /// The end of an interactive movement: the snapshot with the item moved is taken as it
    /// stands (the collection view already shows it), between `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    {
        let initial = snapshot()
        guard let final = initial.reordered(from: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        reorderingHandlers.willReorder?(transaction)
        current = final.core.withoutMarks
        sectionSnapshots = [:]
        reorderingHandlers.didReorder?(transaction)
    }

    /// The supplementary view provider's view; without one (or when it returns nil),
    /// UIKit's exception is recorded and an empty view is used.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        collectionView.raise(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), "
                + "\(UIKitException.describe(indexPath))) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))")
        return UICollectionReusableView(frame: .zero)
    }
}
