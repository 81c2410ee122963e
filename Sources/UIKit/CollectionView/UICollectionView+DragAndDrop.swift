extension UICollectionView {
    /// Whether drags can start here (`dragInteractionEnabled`); default true (iOS 15 and
    /// later on every device).
    public var dragInteractionEnabled: Bool {
        get { !dragInteractionDisabled }
        set { dragInteractionDisabled = !newValue }
    }

    /// Whether a drag that began here is under way (`hasActiveDrag`).
    public var hasActiveDrag: Bool { coreView.hasActiveDrag }

    /// Whether a drop is being tracked over the collection view (`hasActiveDrop`).
    public var hasActiveDrop: Bool { coreView.hasActiveDrop }

    /// Simulates a long press that lifts the item into a drag, asking ``dragDelegate`` as
    /// UIKit does (docs/REFERENCE.md §12). Linux only: there are no touches here. False when
    /// no drag starts (interaction disabled, no delegate, no items).
    /// The lifted cells are told `dragStateDidChange(.lifting)`, then `(.dragging)`.
    @discardableResult
    public func simulateDragBegin(at indexPath: IndexPath) -> Bool {
        guard dragInteractionEnabled, !coreView.beginDrag(at: indexPath).isEmpty else { return false }
        var seen = Set<ObjectIdentifier>()
        liftedCells = (coreView.activeDragItems ?? []).compactMap { item in
            guard let path = item.sourceIndexPath, let cell = cellForItem(at: path), seen.insert(ObjectIdentifier(cell)).inserted
            else { return nil }
            return cell
        }
        for cell in liftedCells {
            cell.changeDragState(to: .lifting)
            cell.changeDragState(to: .dragging)
        }
        syncCellStates()
        return true
    }

    /// Simulates the touch of a drag moving to `location` (content coordinates): the drag
    /// that began here, or, with `items`, a drag from outside. ``dropDelegate`` is asked as
    /// UIKit asks it; the proposal opens the gap or highlights the target. `items` count on
    /// the first call of a drop only. Linux only.
    public func simulateDropUpdate(at location: CGPoint, items: [UIDragItem]? = nil) {
        // Items count when a drop begins; later calls move the same drag.
        let coreItems = coreView.hasActiveDrop ? nil : items.map { dragDropBridge.register($0, source: nil) }
        do { _ = try coreView.updateDrop(at: location, items: coreItems) } catch { raise(error) }
        setVisibleCellsNeedUpdateConfiguration()
        syncCellStates()
    }

    /// Simulates the end of the drag: dropped (`performing`) or cancelled. Linux only. The
    /// cells lifted for a drag that began here are told `dragStateDidChange(.none)` once it
    /// has ended.
    public func simulateDropEnd(performing: Bool = true) {
        do { _ = try coreView.endDrop(performing: performing) } catch { raise(error) }
        setVisibleCellsNeedUpdateConfiguration()
        if !coreView.hasActiveDrag {
            let lifted = liftedCells
            liftedCells = []
            for cell in lifted { cell.changeDragState(to: .none) }
        }
        syncCellStates()
    }
}

extension UICollectionViewCell {
    /// Tells the cell its drag state changed (`dragStateDidChange(_:)`) and asks for a
    /// configuration update, as the state's `cellDragState` changed too.
    fileprivate func changeDragState(to state: DragState) {
        dragStateDidChange(state)
        setNeedsUpdateConfiguration()
    }
}
