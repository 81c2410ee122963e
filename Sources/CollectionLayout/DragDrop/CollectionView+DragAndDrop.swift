import Foundation

/// The drop being tracked over a collection view.
struct DropTracking {
    var session: DropSession
    /// `canHandle`'s answer, asked once when the drag enters.
    var handled: Bool
    var proposal: DropProposal?
    var destination: IndexPath?
    /// The item highlighted for `insertIntoDestinationIndexPath`.
    var target: IndexPath?
}

/// Drag and drop, scripted (docs/REFERENCE.md §12): a drag lifted from an item
/// (``beginDrag(at:)``), the touch moving over the collection view (``updateDrop(at:items:)``)
/// and the drop or its cancellation (``endDrop(performing:)``), with the drag and drop
/// delegates asked as UIKit asks them. Each change to what the collection view shows — the
/// gap of `insertAtDestinationIndexPath` opening, moving and closing, placeholders — is a
/// batch update with no data-source change (the gap is an item the data source does not
/// have, laid out and drawn as nothing), returned so an animator can play it.
extension CollectionView {
    /// The items of the drag that began here, or nil.
    public var activeDragItems: [DragItem]? { dragItems }
    /// Whether a drag that began here is under way (`hasActiveDrag`).
    public var hasActiveDrag: Bool { dragItems != nil }
    /// Whether a drop is being tracked over the collection view (`hasActiveDrop`).
    public var hasActiveDrop: Bool { dropTracking != nil }
    /// The presented path of the open drop gap, if any.
    public var dropGapIndexPath: IndexPath? { phantoms.gap }
    /// The item highlighted as the target of an `insertIntoDestinationIndexPath` proposal.
    public var dropTargetIndexPath: IndexPath? { dropTracking?.target }
    /// The last proposal the drop delegate made for the drop being tracked.
    public var currentDropProposal: DropProposal? { dropTracking?.proposal }

    /// Lifts the item at `indexPath` (a long press starting a drag): asks the drag delegate's
    /// `itemsForBeginning` — once per selected item when the touch is on a selected item,
    /// else once — and, when it returns items, `dragSessionWillBegin`. Returns the items;
    /// empty (no drag) without a drag delegate, for a path that names no item, or while
    /// another drag or an interactive movement is under way.
    @discardableResult
    public func beginDrag(at indexPath: IndexPath) -> [DragItem] {
        guard dragItems == nil, interactiveMovement == nil, let delegate = dragDelegate, containsItem(at: indexPath) else { return [] }
        let paths = selection.contains(indexPath) ? selectedItems : [indexPath]
        var items: [DragItem] = []
        for path in paths {
            items += delegate.collectionView(self, itemsForBeginningDragAt: path).map { item in
                var item = item
                item.sourceIndexPath = item.sourceIndexPath ?? path
                return item
            }
        }
        guard !items.isEmpty else { return [] }
        delegate.collectionView(self, dragSessionWillBeginWith: items)
        dragItems = items
        return items
    }

    /// Moves the touch of a drag over the collection view to `location` (content
    /// coordinates). `items` are an outside drag's items; nil means the drag that began here.
    ///
    /// The first call asks the drop delegate's `canHandle` (no drop delegate: not handled)
    /// and, when handled, `dropSessionDidEnter`. Each call then asks
    /// `dropSessionDidUpdate:withDestinationIndexPath:` with the cell under the touch (where
    /// no cell is: the open gap's path, else nil) and applies the proposal: a performing proposal with
    /// `insertAtDestinationIndexPath` opens (or moves) the gap there; with
    /// `insertIntoDestinationIndexPath` the target cell is highlighted; anything else closes
    /// the gap. A location that is not finite is ignored.
    /// - Returns: the proposal (nil when not handled), and the batch update the gap made.
    /// - Throws: what the gap's batch update throws (never for a valid layout).
    @discardableResult
    public func updateDrop(at location: CGPoint, items: [DragItem]? = nil) throws -> (proposal: DropProposal?, update: BatchUpdateResult?) {
        guard location.x.isFinite, location.y.isFinite, interactiveMovement == nil else { return (dropTracking?.proposal, nil) }
        var tracking: DropTracking
        if let current = dropTracking {
            tracking = current
            tracking.session.location = location
        } else {
            let local = items == nil
            let session = DropSession(items: items ?? dragItems ?? [], location: location, isLocal: local && dragItems != nil)
            let handled = dropDelegate?.collectionView(self, canHandle: session) ?? false
            tracking = DropTracking(session: session, handled: handled)
            dropTracking = tracking
            if handled { dropDelegate?.collectionView(self, dropSessionDidEnter: session) }
        }
        guard tracking.handled, let delegate = dropDelegate else {
            dropTracking = tracking
            return (nil, nil)
        }
        collectionViewLayout.prepareIfNeeded()
        // Between cells nothing changes, as for a movement (§11): an open gap stays the destination.
        let destination = InteractiveMovementGeometry.cell(under: location, in: collectionViewLayout) ?? phantoms.gap
        let proposal = delegate.collectionView(self, dropSessionDidUpdate: tracking.session, withDestinationIndexPath: destination)
        tracking.proposal = proposal
        tracking.destination = destination
        let performs = proposal.operation.performs
        setDropTarget(performs && proposal.intent == .insertIntoDestinationIndexPath ? destination : nil, in: &tracking)
        dropTracking = tracking
        let gap = performs && proposal.intent == .insertAtDestinationIndexPath ? destination : nil
        return (proposal, try moveGap(to: gap))
    }

    /// Ends the drop being tracked: dropped (`performing`) or cancelled.
    ///
    /// Dropped with a performing proposal (copy or move) that the delegate handles: the gap
    /// closes, then `performDropWith` gets a coordinator (items, the destination, the
    /// proposal), then `dropSessionDidEnd`. Otherwise (cancelled, forbidden, cancel, not
    /// handled): the gap closes, `dropSessionDidExit` (when the drag had entered), then
    /// `dropSessionDidEnd`. A drag that began here then ends: `dragSessionDidEnd`.
    /// - Returns: the coordinator the delegate was given, or nil when there was no drop.
    /// - Throws: what the gap's batch update throws.
    @discardableResult
    public func endDrop(performing: Bool = true) throws -> DropCoordinator? {
        defer { endDrag() }
        guard var tracking = dropTracking else { return nil }
        setDropTarget(nil, in: &tracking)
        _ = try moveGap(to: nil)
        dropTracking = nil
        guard tracking.handled, let delegate = dropDelegate else { return nil }
        let session = tracking.session
        var coordinator: DropCoordinator?
        if performing, let proposal = tracking.proposal, proposal.operation.performs {
            let items = session.items.map {
                DropCoordinator.Item(dragItem: $0, sourceIndexPath: session.isLocal ? $0.sourceIndexPath : nil)
            }
            let made = DropCoordinator(
                items: items, destinationIndexPath: tracking.destination, proposal: proposal, session: session, collectionView: self)
            delegate.collectionView(self, performDropWith: made)
            coordinator = made
        } else {
            delegate.collectionView(self, dropSessionDidExit: session)
        }
        delegate.collectionView(self, dropSessionDidEnd: session)
        return coordinator
    }

    // MARK: Private

    private func endDrag() {
        guard let items = dragItems else { return }
        dragItems = nil
        dragDelegate?.collectionView(self, dragSessionDidEndWith: items)
    }

    /// Highlights `path` as the drop target (and unhighlights the previous one).
    private func setDropTarget(_ path: IndexPath?, in tracking: inout DropTracking) {
        guard tracking.target != path else { return }
        if let old = tracking.target { cellForItem(at: old)?.isHighlighted = highlightedItems.contains(old) }
        tracking.target = path
        if let path { cellForItem(at: path)?.isHighlighted = true }
    }

    /// Opens, moves or closes the gap as one batch update; nil when nothing changes.
    private func moveGap(to destination: IndexPath?) throws -> BatchUpdateResult? {
        let current = phantoms.gap
        guard current != destination else { return nil }
        let before = phantoms
        switch (current, destination) {
        case let (nil, .some(target)): phantoms.insert(.gap, at: target)
        case let (.some(source), nil): phantoms.remove(at: source)
        case let (.some(source), .some(target)): phantoms.move(from: source, to: target)
        case (nil, nil): return nil
        }
        do {
            return try performBatchUpdates {
                switch (current, destination) {
                case let (nil, .some(target)): try insertItems(at: [target])
                case let (.some(source), nil): try deleteItems(at: [source])
                case let (.some(source), .some(target)): try moveItem(at: source, to: target)
                case (nil, nil): break
                }
            }
        } catch {
            phantoms = before
            throw error
        }
    }
}
