import Foundation

/// The headless collection view, as `UICollectionView`: it hosts a layout and a data
/// source, keeps the bounds, content offset and insets, runs layout passes, and recycles
/// views through reuse queues.
///
/// Data flows one way: data source → layout → attributes → views. Nothing is drawn here.
public final class CollectionView {
    /// A visible element: its attributes and the view showing it.
    public struct VisibleElement {
        /// Where the element is.
        public var attributes: LayoutAttributes
        /// The view showing it (a ``CollectionViewCell`` for cells).
        public var view: ReusableView
    }

    /// Reading direction; right-to-left mirrors flow layout's x positions.
    public enum LayoutDirection: String, Sendable, Codable {
        case leftToRight, rightToLeft
    }

    // MARK: Geometry

    private var storedFrameSize: CGSize
    private var storedContentOffset: CGPoint

    /// The view's size on screen, in points.
    public var frameSize: CGSize {
        get { storedFrameSize }
        set { setBounds(CGRect(origin: storedContentOffset, size: newValue)) }
    }

    /// The content offset: the bounds' origin.
    public var contentOffset: CGPoint {
        get { storedContentOffset }
        set { setBounds(CGRect(origin: newValue, size: storedFrameSize)) }
    }

    /// The content inset (the adjusted content inset: this host has no safe area).
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// Pixels per point (`traitCollection.displayScale`).
    public var screenScale: CGFloat = 1 {
        didSet { if screenScale != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// Reading direction (`effectiveUserInterfaceLayoutDirection`).
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// The visible rectangle in content coordinates: origin = content offset.
    public var bounds: CGRect {
        get { CGRect(origin: storedContentOffset, size: storedFrameSize) }
        set { setBounds(newValue) }
    }

    /// Changes the bounds, asking the layout first (while ``bounds`` is still the old
    /// one) whether the change invalidates it, as UIKit does on every scroll and resize.
    private func setBounds(_ newBounds: CGRect) {
        guard newBounds != bounds else { return }
        let layout = collectionViewLayout
        let invalidate = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        storedContentOffset = newBounds.origin
        storedFrameSize = newBounds.size
        needsLayout = true
        if invalidate { layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds)) }
    }

    // MARK: Data and layout

    /// The data source (weak, as in UIKit).
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate (weak, as in UIKit).
    public weak var delegate: (any CollectionViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// The layout. Setting it installs the new layout without animation.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            install(collectionViewLayout)
        }
    }

    /// Receives diagnostics (UIKit's console warnings, such as flow layout's "the behavior
    /// of the UICollectionViewFlowLayout is not defined"); the CLI prints them on stderr.
    public var diagnosticHandler: ((String) -> Void)?

    /// A collection view of the given size with a layout.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        storedFrameSize = frame.size
        storedContentOffset = .zero
        collectionViewLayout = layout
        install(layout)
    }

    // MARK: Counts

    private var cachedCounts: [Int]?

    /// The per-section item counts, as last read from the data source.
    public var sectionCounts: [Int] {
        if let cachedCounts { return cachedCounts }
        let counts = readCountsFromDataSource()
        cachedCounts = counts
        return counts
    }

    /// The number of sections (cached from the data source until the next reload).
    public var numberOfSections: Int { sectionCounts.count }

    /// The number of items in `section`, or 0 for a section out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = sectionCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Asks the data source for its counts now (negative counts read as 0).
    public func readCountsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Replaces the cached counts (batch updates do when they commit) and, given a
    /// context, invalidates the layout with it — a batch names its update items instead of
    /// invalidating everything. Without one, the caller invalidates the layout.
    public func setSectionCounts(_ counts: [Int], invalidationContext context: InvalidationContext? = nil) {
        cachedCounts = counts
        needsLayout = true
        if let context { collectionViewLayout.invalidateLayout(with: context) }
    }

    /// The operations recorded by the batch update under way (see CollectionView+BatchUpdates).
    var batchRecorder = BatchUpdateRecorder()

    /// Whether `performBatchUpdates` leaves `finalizeCollectionViewUpdates()` to its
    /// caller: true only inside ``withDeferredUpdateFinalization(_:)``.
    private(set) var defersUpdateFinalization = false

    /// Runs `body` with `performBatchUpdates` leaving `finalizeCollectionViewUpdates()` to
    /// the caller, then restores the previous setting when `body` returns or throws
    /// (balanced by construction). UIKit asks the layout's appearing/disappearing hooks
    /// between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`
    /// (docs/REFERENCE.md §5, §6); an animator that builds the animation after the batch runs
    /// the batch in here, asks the hooks, then finalizes, so the layout sees each call once,
    /// in UIKit's order.
    package func withDeferredUpdateFinalization<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = defersUpdateFinalization
        defersUpdateFinalization = true
        defer { defersUpdateFinalization = saved }
        return try body()
    }

    /// Re-keys the visible views through a batch update's identity mapping, so every
    /// surviving view stays with its element; views mapped to nil go to the reuse queues.
    func remapVisibleElements(_ transform: (ElementKey) -> ElementKey?) {
        var next: [ElementKey: VisibleElement] = [:]
        var order: [VisibleElement] = []
        var remaining = visible
        // Draw order, so views are recycled in a deterministic order (then any stragglers).
        let ordered = visibleElements.map(\.attributes.key).filter { visible[$0] != nil }
        let stragglers = Set(visible.keys).subtracting(ordered).sorted { $0.description < $1.description }
        for key in ordered + stragglers {
            guard var element = remaining.removeValue(forKey: key) else { continue }
            if let newKey = transform(key) {
                element.attributes.indexPath = newKey.indexPath
                next[newKey] = element
                order.append(element)
            } else {
                enqueue(element.view, for: element.attributes)
            }
        }
        visible = next
        visibleElements = order
    }

    /// Re-reads everything from the data source: counts, visible views, and the layout.
    /// Selection is cleared, as in UIKit.
    public func reloadData() {
        cachedCounts = nil
        for element in visible.values { enqueue(element.view, for: element.attributes) }
        visible.removeAll()
        selectedItems.removeAll()
        collectionViewLayout.invalidateLayout()
    }

    // MARK: Layout pass

    /// Whether the next ``layoutIfNeeded()`` must re-query the layout.
    public private(set) var needsLayout = true

    /// Marks the view as needing a layout pass.
    public func setNeedsLayout() { needsLayout = true }

    /// The layout's elements that overlap `rect`, checked as UIKit asserts and in draw
    /// order (preparing the layout first if it is invalid). A layout pass uses it for the
    /// bounds; dumps and whole-content renders use it for other rectangles.
    /// - Throws: ``CollectionViewError/invalidAttributes(_:)`` naming the element at fault.
    public func layoutAttributesForElements(in rect: CGRect) throws -> [LayoutAttributes] {
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        let attributes = layout.layoutAttributesForElements(in: rect).filter { $0.frame.overlaps(rect) }
        for element in attributes {
            do { try element.validate() } catch { throw CollectionViewError.invalidAttributes(error) }
        }
        return attributes.sortedInDrawOrder()
    }

    /// The elements on screen after the last pass, in draw order.
    public private(set) var visibleElements: [VisibleElement] = []

    private var visible: [ElementKey: VisibleElement] = [:]

    /// The content size the layout reported in the last pass.
    public private(set) var contentSize: CGSize = .zero

    /// Runs a layout pass if needed: prepare (when invalid) → content size → elements in the
    /// bounds, in draw order; then dequeues views for newly visible elements and recycles
    /// those that left.
    /// - Throws: ``CollectionViewError`` for invalid attributes or an unregistered
    ///   identifier; the visible views then stay as they were.
    public func layoutIfNeeded() throws {
        guard needsLayout || collectionViewLayout.needsPrepare else { return }
        let attributes = try layoutAttributesForElements(in: bounds)
        contentSize = collectionViewLayout.collectionViewContentSize
        // Recycle the views that left before dequeueing for the ones that arrived, as
        // UIKit does, so a scroll reuses instead of creating.
        let keys = Set(attributes.map(\.key))
        var next: [ElementKey: VisibleElement] = [:]
        var leaving: [VisibleElement] = []
        for (key, old) in visible {
            if keys.contains(key) { next[key] = old } else { leaving.append(old) }
        }
        for old in leaving { enqueue(old.view, for: old.attributes) }
        do {
            for element in attributes {
                let key = element.key
                if var existing = next[key] {
                    existing.attributes = element
                    existing.view.apply(element)
                    next[key] = existing
                    continue
                }
                let view = try makeView(for: element)
                view.apply(element)
                next[key] = VisibleElement(attributes: element, view: view)
            }
        } catch {
            // Leave the visible views as they were.
            for old in leaving { dequeueSpecific(old.view, for: old.attributes) }
            throw error
        }
        visible = next
        visibleElements = attributes.compactMap { next[$0.key] }
        needsLayout = false
    }

    private func makeView(for attributes: LayoutAttributes) throws -> ReusableView {
        let path = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { return try dequeue(kind: cellKind, identifier: nil, for: path) }
            let cell = try dataSource.collectionView(self, cellForItemAt: path)
            cell.isSelected = selectedItems.contains(path)
            cell.isHighlighted = highlightedItems.contains(path)
            return cell
        case .supplementary:
            let kind = attributes.representedElementKind ?? ""
            guard let dataSource else { return try dequeue(kind: kind, identifier: nil, for: path) }
            return try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
        case .decoration:
            // UIKit dequeues a decoration view by its kind, which the layout must have
            // registered (`register(_:forDecorationViewOfKind:)`); else it raises.
            let kind = attributes.representedElementKind ?? ""
            guard collectionViewLayout.showsDecorationViews(ofKind: kind) else {
                throw CollectionViewError.unregisteredReuseIdentifier(kind: kind, identifier: kind)
            }
            return try dequeue(kind: kind, identifier: nil, for: path)
        }
    }

    // MARK: Reuse

    private static let defaultIdentifier = "default"
    private let cellKind = "cell"
    private var registrations: [String: ReusableView.Type] = [:]
    private var reuseQueues: [String: [ReusableView]] = [:]

    /// How many views the collection view has created (not reused) so far.
    package private(set) var createdViewCount = 0

    /// How many views wait in the reuse queues.
    public var queuedViewCount: Int { reuseQueues.values.reduce(0) { $0 + $1.count } }

    /// Registers a cell class for a reuse identifier (`register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[registrationKey(kind: cellKind, identifier: identifier)] = cellClass
    }

    /// Registers a supplementary view class for a kind and identifier.
    public func register(
        _ viewClass: ReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registrations[registrationKey(kind: kind, identifier: identifier)] = viewClass
    }

    /// A recycled or new cell (`dequeueReusableCell(withReuseIdentifier:for:)`).
    /// - Throws: ``CollectionViewError/unregisteredReuseIdentifier(kind:identifier:)``.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> CollectionViewCell {
        let view = try dequeue(kind: cellKind, identifier: identifier, for: indexPath)
        guard let cell = view as? CollectionViewCell else {
            throw CollectionViewError.unregisteredReuseIdentifier(kind: cellKind, identifier: identifier)
        }
        return cell
    }

    /// A recycled or new supplementary view. A nil identifier gives a plain view without
    /// registration (the host's default for data sources that supply none).
    /// - Throws: ``CollectionViewError/unregisteredReuseIdentifier(kind:identifier:)``.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String?, for indexPath: IndexPath
    ) throws -> ReusableView {
        try dequeue(kind: kind, identifier: identifier, for: indexPath)
    }

    private func registrationKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }

    private func dequeue(kind: String, identifier: String?, for indexPath: IndexPath) throws -> ReusableView {
        let key = registrationKey(kind: kind, identifier: identifier ?? Self.defaultIdentifier)
        if var queue = reuseQueues[key], let view = queue.popLast() {
            reuseQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        let viewClass: ReusableView.Type
        if let registered = registrations[key] {
            viewClass = registered
        } else if identifier == nil {
            viewClass = kind == cellKind ? CollectionViewCell.self : ReusableView.self
        } else {
            throw CollectionViewError.unregisteredReuseIdentifier(kind: kind, identifier: identifier ?? "")
        }
        let view = viewClass.init()
        view.reuseIdentifier = identifier ?? Self.defaultIdentifier
        createdViewCount += 1
        return view
    }

    private func queueKey(of view: ReusableView, for attributes: LayoutAttributes) -> String {
        let kind = attributes.representedElementCategory == .cell ? cellKind : (attributes.representedElementKind ?? "")
        return registrationKey(kind: kind, identifier: view.reuseIdentifier ?? Self.defaultIdentifier)
    }

    private func dequeueSpecific(_ view: ReusableView, for attributes: LayoutAttributes) {
        reuseQueues[queueKey(of: view, for: attributes)]?.removeAll { $0 === view }
    }

    private func enqueue(_ view: ReusableView, for attributes: LayoutAttributes) {
        reuseQueues[queueKey(of: view, for: attributes), default: []].append(view)
    }

    // MARK: Queries

    /// The index paths of the visible cells, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleElements.filter { $0.attributes.representedElementCategory == .cell }.map(\.attributes.indexPath).sorted()
    }

    /// The visible cell for an item, or nil when it is off screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visible[.cell(indexPath)]?.view as? CollectionViewCell
    }

    /// The item's attributes from the layout (`layoutAttributesForItem(at:)`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Selection

    /// Whether items can be selected (`allowsSelection`).
    public var allowsSelection = true
    /// Whether more than one item can be selected (`allowsMultipleSelection`).
    public var allowsMultipleSelection = false

    /// The selected items, in selection order.
    public private(set) var selectedItems: [IndexPath] = []
    private var highlightedItems: Set<IndexPath> = []

    /// The selected index paths, sorted (`indexPathsForSelectedItems`).
    public var indexPathsForSelectedItems: [IndexPath] { selectedItems.sorted() }

    /// Selects an item programmatically (`selectItem(at:animated:scrollPosition:)`): no
    /// delegate calls, as in UIKit. Single selection replaces the previous one.
    public func selectItem(at indexPath: IndexPath) {
        guard allowsSelection, contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for old in selectedItems where old != indexPath { setSelected(false, old) }
            selectedItems.removeAll { $0 != indexPath }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        setSelected(true, indexPath)
    }

    /// Deselects an item programmatically; no delegate calls.
    public func deselectItem(at indexPath: IndexPath) {
        selectedItems.removeAll { $0 == indexPath }
        setSelected(false, indexPath)
    }

    /// Replaces the whole selection (batch updates use it to carry selection across).
    public func setSelectedItems(_ paths: [IndexPath]) {
        for old in selectedItems { setSelected(false, old) }
        selectedItems = paths.filter(contains)
        for path in selectedItems { setSelected(true, path) }
    }

    /// A touch going down on an item: highlights it unless the delegate vetoes.
    public func touchDown(at indexPath: IndexPath) {
        guard allowsSelection, contains(indexPath) else { return }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// A touch lifting from an item: unhighlights, then selects (or, with multiple
    /// selection, toggles) as UIKit does, asking the delegate first.
    public func touchUp(at indexPath: IndexPath) {
        if highlightedItems.remove(indexPath) != nil {
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        } else {
            return
        }
        if selectedItems.contains(indexPath) && allowsMultipleSelection {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems where old != indexPath {
                guard delegate?.collectionView(self, shouldDeselectItemAt: old) ?? true else { continue }
                deselectItem(at: old)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        setSelected(true, indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A tap: touch-down then touch-up.
    public func tap(at indexPath: IndexPath) {
        touchDown(at: indexPath)
        touchUp(at: indexPath)
    }

    private func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isSelected = selected
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.item >= 0
            && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Scrolling

    /// Where ``scrollToItem(at:at:)`` places the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The content offset that shows the item at `position`, clamped to the scrollable
    /// range (content inset included), as `scrollToItem(at:at:animated:)` computes it.
    public func contentOffset(forItemAt indexPath: IndexPath, at position: ScrollPosition) -> CGPoint? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        var offset = contentOffset
        let size = frameSize, inset = contentInset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - (size.height - inset.vertical) / 2 - inset.top }
        if position.contains(.bottom) { offset.y = frame.maxY - size.height + inset.bottom }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - (size.width - inset.horizontal) / 2 - inset.left }
        if position.contains(.right) { offset.x = frame.maxX - size.width + inset.right }
        return clampedContentOffset(offset)
    }

    /// Scrolls (without animation) so the item sits at `position`.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition) {
        if let offset = contentOffset(forItemAt: indexPath, at: position) { contentOffset = offset }
    }

    /// `offset` clamped so the viewport stays within the content plus its insets.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        collectionViewLayout.prepareIfNeeded()
        let content = collectionViewLayout.collectionViewContentSize
        let inset = contentInset
        let maxX = max(-inset.left, content.width + inset.right - frameSize.width)
        let maxY = max(-inset.top, content.height + inset.bottom - frameSize.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    // MARK: Private

    private func install(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
        needsLayout = true
    }

}

extension CollectionView {
    /// Reports a diagnostic through ``diagnosticHandler``.
    public func emitDiagnostic(_ message: String) {
        diagnosticHandler?(message)
    }
}
