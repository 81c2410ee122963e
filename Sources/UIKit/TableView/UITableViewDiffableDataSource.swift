import CollectionAnimation
import Foundation

/// UIKit's `UITableViewDiffableDataSource`: a table view's data source that holds a snapshot
/// and turns each new one into the table's row and section updates (docs/REFERENCE.md §15,
/// §27.3), with the same snapshots and diff as ``UICollectionViewDiffableDataSource``.
///
/// It makes itself the table view's `dataSource` (held weakly there, as in UIKit: keep a
/// reference). Subclass it and override ``tableView(_:titleForHeaderInSection:)`` for titled
/// sections, as on iOS. Deliberate differences: as the table's updates, the changes take
/// effect at once without row animations; the completion runs at once.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Returns the configured cell for an item; nil records UIKit's exception.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
        UITableViewCell?

    /// The table view this data source feeds.
    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// The snapshot the table shows (without reload or reconfigure marks).
    private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation UIKit would give the rows' changes (`defaultRowAnimation`); default
    /// `.automatic`. Kept for source compatibility: the changes take effect at once.
    public var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView` whose cells come from `cellProvider`
    /// (`init(tableView:cellProvider:)`); it becomes the table view's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current snapshot (`snapshot()`).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(current)
    }

    /// Shows a new snapshot (`apply(_:animatingDifferences:completion:)`): the difference from
    /// the current one (`SnapshotDifference`, docs/REFERENCE.md §15) runs as one table update;
    /// reconfigured items are configured again in their cells, reloaded ones get new cells.
    /// - Complexity: O(n log n) for n items, plus the update.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let new = snapshot.core
        guard let tableView, current.numberOfSections > 0 else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let difference = SnapshotDifference(from: current, to: new)
        tableView.batchUpdates(
            {
                self.current = new.withoutMarks
                for operation in difference.operations { tableView.perform(operation) }
            }, completion: nil)
        current = new.withoutMarks
        tableView.reconfigure(rowsAt: difference.reconfiguredItems)
        completion?()
    }

    /// Shows a new snapshot by reloading the data, without a diff
    /// (`applySnapshotUsingReloadData(_:completion:)`).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot.core.withoutMarks
        tableView?.reloadData()
        completion?()
    }

    /// The item at an index path, or nil (`itemIdentifier(for:)`).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// The index path of an item, or nil (`indexPath(for:)`).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(ofItem: itemIdentifier) }

    /// The section at an index, or nil (`sectionIdentifier(for:)`, iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The index of a section, or nil (`index(for:)`, iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in a section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the item at the path; a nil cell records UIKit's
    /// exception (its objects' descriptions reduced to their types and a placeholder address)
    /// and an empty cell is shown.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.raise(
            "UITableView dataSource returned a nil cell for row at index path: \(UIKitException.describe(indexPath)). "
                + "Table view: <\(type(of: tableView)): 0x0000000000000000>, dataSource: <\(type(of: self)): 0x0000000000000000>")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; override it to title the sections.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override it to title the sections' footers.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row editable (`tableView(_:canEditRowAt:)`); override it to allow deleting
    /// (docs/REFERENCE.md §27.8).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing to do (`tableView(_:commit:forRowAt:)`); override it to delete the item from a
    /// snapshot and apply it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// No row movable (`tableView(_:canMoveRowAt:)`); override it to allow reordering.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the current snapshot to where the user put its row
    /// (`tableView(_:moveRowAt:to:)`) without updating the table, which moves the row itself.
    /// An override may apply a snapshot of its own instead, as Apple's sample does.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = snapshot().reordered(from: sourceIndexPath, to: destinationIndexPath) else { return }
        current = moved.core.withoutMarks
    }
}
