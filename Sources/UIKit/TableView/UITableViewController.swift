/// A view controller that manages a table view (`UITableViewController`), as UIKit's: its
/// ``tableView`` is its ``UIViewController/view``, made by ``loadView()`` in the style given
/// to ``init(style:)``, and the controller is that table's data source and delegate.
/// Subclasses `override` the data source and delegate methods they need, exactly as on iOS;
/// the methods left out answer as the protocols' defaults do.
///
/// Nothing appears on its own here: ``UIViewController/simulateAppearance(animated:)`` sends
/// `viewWillAppear(_:)`, where the controller reloads the data the first time and clears the
/// selection (``clearsSelectionOnViewWillAppear``), as UIKit's does (docs/REFERENCE.md §27.6).
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style the table is made with.
    private let tableStyle: UITableView.Style
    private var storedTableView: UITableView?
    private var hasAppeared = false
    /// The protocols' answers for the methods a subclass leaves out (one home: their defaults).
    private let defaults = TableProtocolDefaults()

    /// A controller whose table has `style` (`init(style:)`).
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table (`init(nibName:bundle:)`, also `init()`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Controllers are not decoded here: one from a coder has a plain table.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table view (`tableView`); reading it loads the view. Setting it makes it the
    /// controller's ``UIViewController/view``.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return storedTableView ?? viewIfLoaded as? UITableView
        }
        set {
            storedTableView = newValue
            view = newValue
        }
    }

    /// Whether ``UIViewController/viewWillAppear(_:)`` deselects every selected row
    /// (`clearsSelectionOnViewWillAppear`); default true. The delegate is not told, as with
    /// `deselectRow(at:animated:)`.
    open var clearsSelectionOnViewWillAppear = true

    /// The table's refresh control (`refreshControl`): the table view's.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes the table view (`loadView()`): zero-sized until you size it, in the controller's
    /// style, with this controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        tableView = table
    }

    /// Reloads the data the first time the view appears and deselects every row when
    /// ``clearsSelectionOnViewWillAppear`` (`viewWillAppear(_:)`); call super from an override.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = storedTableView else { return }
        if !hasAppeared {
            hasAppeared = true
            table.reloadData()
        }
        guard clearsSelectionOnViewWillAppear else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    /// Enters or leaves editing mode and passes it to the table (`setEditing(_:animated:)`),
    /// as UIKit's table view controller does; call super from an override.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource
    //
    // Every data source and delegate method is declared in the class itself, `open`, as UIKit's
    // Swift interface shows them: methods in an extension cannot be overridden.

    /// No rows (`tableView(_:numberOfRowsInSection:)`), UIKit's answer: override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Override it to return a dequeued cell (`tableView(_:cellForRowAt:)`). UIKit's
    /// controller does not implement it: asked for a cell it raises (an unrecognized
    /// selector); here that exception is recorded in the table's `raisedExceptions` and an
    /// empty cell is shown.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.raise(
            "-[\(String(reflecting: type(of: self))) tableView:cellForRowAtIndexPath:]: unrecognized selector sent to instance "
                + "0x0000000000000000")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section (`numberOfSections(in:)`).
    open func numberOfSections(in tableView: UITableView) -> Int { defaults.numberOfSections(in: tableView) }

    /// No header title (`tableView(_:titleForHeaderInSection:)`).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        defaults.tableView(tableView, titleForHeaderInSection: section)
    }

    /// No footer title (`tableView(_:titleForFooterInSection:)`).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        defaults.tableView(tableView, titleForFooterInSection: section)
    }

    /// Every row editable (`tableView(_:canEditRowAt:)`).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        defaults.tableView(tableView, canEditRowAt: indexPath)
    }

    /// Nothing to do (`tableView(_:commit:forRowAt:)`): override it to delete or insert.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Every row movable (`tableView(_:canMoveRowAt:)`), the protocol's default.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        defaults.tableView(tableView, canMoveRowAt: indexPath)
    }

    /// Nothing to do (`tableView(_:moveRowAt:to:)`).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    /// The table's row height (`tableView(_:heightForRowAt:)`).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        defaults.tableView(tableView, heightForRowAt: indexPath)
    }

    /// The table's header height (`tableView(_:heightForHeaderInSection:)`).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        defaults.tableView(tableView, heightForHeaderInSection: section)
    }

    /// The table's footer height (`tableView(_:heightForFooterInSection:)`).
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        defaults.tableView(tableView, heightForFooterInSection: section)
    }

    /// No header view (`tableView(_:viewForHeaderInSection:)`).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        defaults.tableView(tableView, viewForHeaderInSection: section)
    }

    /// No footer view (`tableView(_:viewForFooterInSection:)`).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        defaults.tableView(tableView, viewForFooterInSection: section)
    }

    /// Nothing to do (`tableView(_:willDisplay:forRowAt:)`).
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Nothing to do (`tableView(_:didEndDisplaying:forRowAt:)`).
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// True (`tableView(_:shouldHighlightRowAt:)`).
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        defaults.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    /// The row itself (`tableView(_:willSelectRowAt:)`).
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        defaults.tableView(tableView, willSelectRowAt: indexPath)
    }

    /// Nothing to do (`tableView(_:didSelectRowAt:)`).
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// The row itself (`tableView(_:willDeselectRowAt:)`).
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        defaults.tableView(tableView, willDeselectRowAt: indexPath)
    }

    /// Nothing to do (`tableView(_:didDeselectRowAt:)`).
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// The proposed index path (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`).
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        defaults.tableView(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }

    /// None (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`).
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { defaults.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) }

    /// None: the table's Delete action (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { defaults.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) }

    /// None (`tableView(_:editActionsForRowAt:)`).
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        defaults.tableView(tableView, editActionsForRowAt: indexPath)
    }

    /// `.delete` (`tableView(_:editingStyleForRowAt:)`).
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        defaults.tableView(tableView, editingStyleForRowAt: indexPath)
    }

    /// True (`tableView(_:shouldIndentWhileEditingRowAt:)`).
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        defaults.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }

    /// None: "Delete" (`tableView(_:titleForDeleteConfirmationButtonForRowAt:)`).
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        defaults.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
}

/// The answers of `UITableViewDataSource` and `UITableViewDelegate` for methods left out —
/// their protocol extensions' defaults, reached through an object that implements nothing
/// else — so ``UITableViewController`` answers as they do without a second copy of the rules.
/// Its two required data source methods are never asked.
private final class TableProtocolDefaults: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
