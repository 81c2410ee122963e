import CollectionLayout

/// A table view, as UIKit's `UITableView`: a scroll view showing rows in sections, with section headers and footers and a header and footer
/// of its own, laid out in one column in one of three styles (docs/REFERENCE.md §27).
///
/// It asks its ``dataSource`` for counts, cells and titles and its ``delegate`` for heights, header and footer views, and selection, and
/// shows the cells of the rows in its bounds as its subviews, recycling the rest by reuse identifier, as UIKit does; the whole tree is
/// drawn as any view is (`DisplayList(view:)`, the snapshot strategies). Rows with ``automaticDimension`` height size themselves from their
/// cell when first shown (`systemLayoutSizeFitting`, Auto Layout or the content configuration) and take ``estimatedRowHeight`` until then.
///
/// Deliberate differences: updates (``insertRows(at:with:)``, `performBatchUpdates(_:completion:)`…) are checked against the data source's
/// counts and take effect at once, without row animations; editing and swipe actions are driven by the `simulate…` methods
/// (docs/REFERENCE.md §27.7, §27.8); prefetching follows a model (§27.9); no index titles, drag and drop or focus; UIKit's exceptions are
/// recorded in ``raisedExceptions`` instead of ending the program.
open class UITableView: UIScrollView {
    /// The table's style (`style`), fixed at creation.
    public let style: Style

    /// A table view with a frame and a style (`init(frame:style:)`): a plain table on the system background, a grouped one on the grouped
    /// background.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table view with a frame (`init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table view with a zero frame and a style (`init(style:)`, UIKit's convenience).
    public convenience init(style: Style) {
        self.init(frame: .zero, style: style)
    }

    /// Table views are not decoded here: one from a coder is plain, with a zero frame.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    /// Supplies the rows (`dataSource`), held weakly as in UIKit; setting it reloads.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }

    /// Answers about heights, header and footer views and selection (`delegate`), held weakly; setting it reloads.
    open weak var delegate: (any UITableViewDelegate)? { didSet { reloadData() } }

    /// Told ahead of time which rows a scroll is about to show (`prefetchDataSource`, iOS 10), held weakly; nil stops prefetching. When it
    /// is told is a model: see ``UITableViewDataSourcePrefetching``.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? { didSet { setNeedsLayout() } }

    /// Whether prefetching runs (`isPrefetchingEnabled`, iOS 15); default true. Off, the ``prefetchDataSource`` is told nothing and the
    /// rows prefetched so far are forgotten.
    open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }

    /// The delegate, as a scroll view's `delegate` sees it; one that is not a table view delegate is not taken. It is told of scrolling:
    /// `scrollViewDidScroll` and a touch drag's calls.
    override var anyScrollViewDelegate: (any UIScrollViewDelegate)? {
        get { delegate }
        set { delegate = newValue as? any UITableViewDelegate }
    }

    // MARK: Metrics

    /// Every row's height unless the delegate answers one (`rowHeight`); default ``automaticDimension``: the cell's self-sized height.
    open var rowHeight = UITableView.automaticDimension { didSet { invalidateRowGeometry() } }
    /// The height rows take before they are measured (`estimatedRowHeight`); default ``automaticDimension``: 44 points. 0 turns self-sizing
    /// off (rows then take 44).
    open var estimatedRowHeight = UITableView.automaticDimension { didSet { invalidateRowGeometry() } }
    /// Every section header's height unless the delegate answers one (`sectionHeaderHeight`); default ``automaticDimension``: what its
    /// title or view needs.
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { invalidateRowGeometry() } }
    /// Every section footer's height unless the delegate answers one (`sectionFooterHeight`); default ``automaticDimension``.
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { invalidateRowGeometry() } }
    /// Kept for source compatibility (`estimatedSectionHeaderHeight`): headers are measured at once.
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    /// Kept for source compatibility (`estimatedSectionFooterHeight`): footers are measured at once.
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    /// The space above each section header (`sectionHeaderTopPadding`, iOS 15); default ``automaticDimension``: 22 points in a plain table,
    /// 0 in the grouped styles (docs/REFERENCE.md §27.2).
    open var sectionHeaderTopPadding = UITableView.automaticDimension { didSet { invalidateRowGeometry() } }

    /// Whether rows show separators (`separatorStyle`); default `.singleLine`.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (`separatorColor`); default `separator`.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The effect applied to the separators (`separatorEffect`, iOS 8), typically a ``UIVibrancyEffect`` over the blur behind a table with
    /// a clear background; default nil. Deliberate difference: kept, not drawn — separators draw in ``separatorColor``, as vibrancy draws
    /// nothing of its own here (README, "Blur effects").
    open var separatorEffect: UIVisualEffect? { didSet { setNeedsLayout() } }
    /// The separators' default insets (`separatorInset`); until set, the layout margin of the table's width on the leading side (16, or 20
    /// from 414 points wide), as UIKit's separators start under the cell's text. A cell's own ``UITableViewCell/separatorInset`` wins when
    /// set.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: ListMetrics.layoutMargin(forWidth: bounds.width), bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var storedSeparatorInset: UIEdgeInsets?

    /// The view behind every row, header and footer (`backgroundView`), kept the size of the visible area.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view above the first section (`tableHeaderView`), as wide as the table and as tall as its frame says.
    open var tableHeaderView: UIView? { didSet { replaceAccessoryView(oldValue, with: tableHeaderView) } }
    /// The view below the last section (`tableFooterView`), as wide as the table and as tall as its frame says.
    open var tableFooterView: UIView? { didSet { replaceAccessoryView(oldValue, with: tableFooterView) } }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if old?.superview === self { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        invalidateRowGeometry()
    }

    // MARK: Selection settings

    /// Whether rows can be selected (`allowsSelection`); default true. Turning it off deselects every row.
    open var allowsSelection = true { didSet { if !allowsSelection { deselectAll() } } }
    /// Whether more than one row can be selected (`allowsMultipleSelection`); default false. Turning it off deselects every row.
    open var allowsMultipleSelection = false { didSet { if oldValue && !allowsMultipleSelection { deselectAll() } } }

    // MARK: Editing (UITableView+Editing.swift, UITableView+SwipeActions.swift)

    /// Whether rows can be selected while editing (`allowsSelectionDuringEditing`); default false.
    open var allowsSelectionDuringEditing = false
    /// Whether more than one row can be selected while editing (`allowsMultipleSelectionDuringEditing`); default false.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode.
    private(set) var editingMode = false
    /// Whether the table is in editing mode (`isEditing`); default false. Setting it calls ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (`setEditing(_:animated:)`): revealed swipe actions close, and every shown cell is told, with its
    /// row's editing control, indentation and reorder control; rows shown later are told as they show. The selection stays.
    open func setEditing(_ editing: Bool, animated: Bool) {
        closeSwipeActions()
        guard editing != editingMode else { return }
        editingMode = editing
        for (indexPath, cell) in shownCells { showEditing(of: cell, at: indexPath, animated: animated) }
        setNeedsLayout()
    }

    /// The swipe actions revealed on a row, if any.
    var swipeSession: SwipeActionsSession?

    // MARK: State

    /// The exceptions UIKit would have raised, in order (UIKit ends the program; the table records them and carries on).
    public private(set) var raisedExceptions: [UIKitException] = []
    /// Records an exception UIKit would raise.
    func raise(_ reason: String) { raisedExceptions.append(UIKitException(reason: reason)) }

    /// The registered cell classes and the cells waiting to be reused.
    var cellPool = ReusePool<UITableViewCell>()
    /// The registered header and footer classes and the views waiting to be reused.
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The cells shown, by index path.
    var shownCells: [IndexPath: UITableViewCell] = [:]
    /// The section headers and footers shown, by section.
    var shownHeaders: [Int: UIView] = [:], shownFooters: [Int: UIView] = [:]
    /// The number of rows in each section, as last asked; nil when the data is to be reloaded.
    var rowCounts: [Int]?
    /// The layout of the rows as last resolved; nil when it is to be resolved again.
    var rowGeometry: TableLayout?
    /// The heights the layout was resolved from, kept until something changes them.
    var sectionHeights: [TableLayout.Section]?
    /// The self-sized heights of rows measured so far, by index path.
    var measuredRowHeights: [IndexPath: CGFloat] = [:]
    /// The selected rows.
    var selectedRows = Set<IndexPath>()
    /// How deep ``beginUpdates()`` calls are nested, and the counts before the outermost.
    var updateNesting: (depth: Int, counts: [Int])?
    /// The row changes of the update under way.
    var pendingUpdate = TableUpdate()
    /// How many times the rows were reloaded or updated, to tell whether a call changed them.
    var rowChanges = 0
    /// The row whose shown cell ``reconfigureRows(at:)`` is configuring again, and that cell.
    var reconfiguring: (indexPath: IndexPath, cell: UITableViewCell)?
    /// The rows prefetched and neither shown nor cancelled yet (UITableView+Prefetching.swift).
    var prefetchedRows = Set<IndexPath>()
    /// The direction of the last scroll, which prefetching looks ahead in.
    var rowScrollHeading = CollectionView.ScrollHeading.none

    // MARK: Reloading

    /// Asks the data source for everything again (`reloadData()`): the cells shown go back to be reused, the measured heights and the
    /// selection are forgotten, and the next layout pass shows the rows anew.
    open func reloadData() {
        closeSwipeActions()
        rowChanges += 1
        for (indexPath, cell) in shownCells { recycle(cell, at: indexPath) }
        shownCells = [:]
        for view in shownHeaders.values { recycleHeaderFooter(view) }
        for view in shownFooters.values { recycleHeaderFooter(view) }
        shownHeaders = [:]
        shownFooters = [:]
        rowCounts = nil
        measuredRowHeights = [:]
        selectedRows = []
        invalidateRowGeometry()
    }

    /// The table's part of a layout pass: its rows, headers and footers (UITableView+Layout.swift), then the scroll view's.
    override func layOutContent() {
        layOutRows()
        super.layOutContent()
    }

    /// Forgets the resolved layout and heights, so the next layout pass asks for them again.
    func invalidateRowGeometry() {
        rowGeometry = nil
        sectionHeights = nil
        setNeedsLayout()
    }

    /// The width changes the layout (inset-grouped margins, separators, self-sized heights).
    open override var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin { rowScrollHeading = .init(from: oldValue.origin, to: bounds.origin) }
            guard bounds.width != oldValue.width else { return }
            measuredRowHeights = [:]
            invalidateRowGeometry()
        }
    }

    // MARK: Queries, selection, updates: open, as UIKit's, so a subclass can override them

    /// The number of sections (`numberOfSections`), as the data source last said.
    open var numberOfSections: Int { resolvedRowCounts().count }
    /// The number of rows in a section (`numberOfRows(inSection:)`); 0 for a section that does not exist.
    open func numberOfRows(inSection section: Int) -> Int { rowCount(inSection: section) }
    /// The frame of a row in the table's content (`rectForRow(at:)`); `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowRect(at: indexPath) }
    /// The frame of a whole section, header and footer included (`rect(forSection:)`).
    open func rect(forSection section: Int) -> CGRect { sectionRect(section) }
    /// The frame of a section's header, where it rests unfloated (`rectForHeader(inSection:)`); `.zero` without one.
    open func rectForHeader(inSection section: Int) -> CGRect { headerRect(inSection: section) }
    /// The frame of a section's footer, where it rests unfloated (`rectForFooter(inSection:)`).
    open func rectForFooter(inSection section: Int) -> CGRect { footerRect(inSection: section) }
    /// The row at a point in the table's content (`indexPathForRow(at:)`); nil over a header, footer, gap or outside the rows.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { row(at: point) }
    /// The rows whose frames meet `rect` (`indexPathsForRows(in:)`), in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { currentLayout.rows(in: rect) }
    /// The cell shown for a row (`cellForRow(at:)`); nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }
    /// The row a shown cell is at (`indexPath(for:)`); nil for a cell not shown.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { shownCells.first { $0.value === cell }?.key }
    /// The cells on screen (`visibleCells`), top to bottom.
    open var visibleCells: [UITableViewCell] { shownCells.sorted { $0.key < $1.key }.map(\.value) }
    /// The rows on screen (`indexPathsForVisibleRows`), top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { shownCells.keys.sorted() }
    /// The header view shown for a section (`headerView(forSection:)`): one the table made or the delegate gave, else nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { shownHeaders[section] as? UITableViewHeaderFooterView }
    /// The footer view shown for a section (`footerView(forSection:)`).
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { shownFooters[section] as? UITableViewHeaderFooterView }
    /// Scrolls so the row shows at `scrollPosition` (`scrollToRow(at:at:animated:)`); a row that does not exist records UIKit's exception.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toRowAt: indexPath, at: scrollPosition, animated: animated)
    }
    /// The selected row (`indexPathForSelectedRow`): the first in order; nil when none.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows, in order (`indexPathsForSelectedRows`); nil when none, as in UIKit.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }
    /// Selects a row in code without asking or telling the delegate (`selectRow(at:animated:scrollPosition:)`); nil deselects all.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(rowAt: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row in code without asking or telling the delegate (`deselectRow(at:animated:)`).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { setSelection(false, at: indexPath) }
    /// Inserts rows at their index paths after the update (`insertRows(at:with:)`).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { perform(.insertItems(indexPaths)) }
    /// Deletes rows at their index paths before the update (`deleteRows(at:with:)`).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { perform(.deleteItems(indexPaths)) }
    /// Reloads rows: their cells are asked for again (`reloadRows(at:with:)`).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { perform(.reloadItems(indexPaths)) }
    /// Inserts sections (`insertSections(_:with:)`).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { perform(.insertSections(sections)) }
    /// Deletes sections (`deleteSections(_:with:)`).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { perform(.deleteSections(sections)) }
    /// Reloads sections (`reloadSections(_:with:)`).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { perform(.reloadSections(sections)) }
    /// Moves a row; its cell moves with it (`moveRow(at:to:)`).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { perform(.moveItem(at: indexPath, to: newIndexPath)) }
    /// Moves a section (`moveSection(_:toSection:)`).
    open func moveSection(_ section: Int, toSection newSection: Int) { perform(.moveSection(section, toSection: newSection)) }
    /// Configures the shown cells of rows again in place (`reconfigureRows(at:)`, iOS 15).
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigure(rowsAt: indexPaths) }
    /// Runs `updates` as one update, then calls `completion` with true, false when it was invalid (`performBatchUpdates(_:completion:)`).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchUpdates(updates ?? {}, completion: completion)
    }
    /// Starts gathering changes into one update (`beginUpdates()`); calls nest.
    open func beginUpdates() { openUpdate() }
    /// Ends the update `beginUpdates()` started (`endUpdates()`); the outermost applies it.
    open func endUpdates() { _ = finishUpdates() }

    // MARK: Registration and dequeueing

    /// Registers a cell class for a reuse identifier (`register(_:forCellReuseIdentifier:)`); nil unregisters it. The table makes it with
    /// style `.default`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellPool.register(cellClass as? UITableViewCell.Type, identifier)
    }

    /// Registers a nib for a cell reuse identifier (`register(_:forCellReuseIdentifier:)`); nil unregisters it. Dequeuing it records the
    /// exception for a nib that cannot load (see ``UINib``).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { cellPool.register(nib, identifier) }

    /// Registers a header or footer class for a reuse identifier (`register(_:forHeaderFooterViewReuseIdentifier:)`); nil unregisters it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(aClass as? UITableViewHeaderFooterView.Type, identifier)
    }

    /// Registers a nib for a header or footer reuse identifier (`register(_:forHeaderFooterViewReuseIdentifier:)`), as for cells.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) { headerFooterPool.register(nib, identifier) }

    /// A recycled cell, or a new one of the registered class, or nil when neither (`dequeueReusableCell(withIdentifier:)`). A recycled cell
    /// is told ``UITableViewCell/prepareForReuse()``.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if !cellPool.nibs.isEmpty, let nib = cellPool.nibs[identifier] {
            raise(nib.loadFailure.reason)
            return nil
        }
        return cellPool.dequeue(identifier)
    }

    /// A recycled or new cell for the row at `indexPath`, already as wide as the row (`dequeueReusableCell(withIdentifier:for:)`). An
    /// unregistered identifier records UIKit's exception and returns a new cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            if !cellPool.nibs.isEmpty, cellPool.nibs[identifier] != nil {
                return UITableViewCell(style: .default, reuseIdentifier: identifier)
            }
            raise(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or "
                    + "connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        cell.frame = CGRect(
            x: 0, y: 0, width: rowWidth, height: cell.bounds.height > 0 ? cell.bounds.height : ListMetrics.estimatedRowHeight)
        return cell
    }

    /// A recycled header or footer, or a new one of the registered class, or nil when neither
    /// (`dequeueReusableHeaderFooterView(withIdentifier:)`). It takes the table's style at once, so its default configuration is the
    /// table's header style (a footer's once the table shows it as one).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if !headerFooterPool.nibs.isEmpty, let nib = headerFooterPool.nibs[identifier] {
            raise(nib.loadFailure.reason)
            return nil
        }
        let view = headerFooterPool.dequeue(identifier)
        view?.adopt(tableStyle: style, isHeader: true)
        return view
    }

    /// Takes a cell off the screen: out of the subviews and, with a reuse identifier, into the reuse pool; the delegate is told it ended
    /// displaying.
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if swipeSession?.cell === cell { closeSwipeActions() }
        cell.removeFromSuperview()
        cell.owningTableView = nil
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellPool.recycle(cell)
    }

    /// Takes a header or footer off the screen, into the reuse pool when it is reusable.
    func recycleHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        if let view = view as? UITableViewHeaderFooterView { headerFooterPool.recycle(view) }
    }

    /// The width of a row: the table's, less the layout margins in `.insetGrouped`.
    var rowWidth: CGFloat {
        let width = bounds.width
        return style == .insetGrouped ? max(0, width - 2 * ListMetrics.layoutMargin(forWidth: width)) : width
    }
}
