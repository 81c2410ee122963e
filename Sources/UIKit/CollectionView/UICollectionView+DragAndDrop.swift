import CollectionAnimation

extension UICollectionView {
    /// Simulates a long press that lifts the item into a drag, asking ``dragDelegate`` as
    /// UIKit does (docs/REFERENCE.md §12). Linux only: there are no touches here. False when
    /// no drag starts (interaction disabled, no delegate, no items).
    /// The lifted cells are told `dragStateDidChange(.lifting)`, then `(.dragging)`.
    ///
    /// When the item's cell is visible, a finger goes down at its centre and stays there
    /// 0.5 s on the animation clock (the clock advances): hit testing takes it to the view
    /// there and the gesture recognizers of that view and the views above see it, as on a
    /// device (an app's long press recognizes). Then the drag begins unless a recognizer took
    /// the touch from the view (`cancelsTouchesInView`); the drag takes it from the view in
    /// turn (the cell unhighlights and is not selected), and the finger stays down, moved by
    /// ``simulateDropUpdate(at:items:)`` and lifted by ``simulateDropEnd(performing:)``. When
    /// no drag begins, the finger's touch is cancelled. An item without a visible cell is
    /// lifted directly, without a finger.
    @discardableResult
    public func simulateDragBegin(at indexPath: IndexPath) -> Bool {
        guard dragInteractionEnabled, dragTouch == nil else { return false }
        guard let cell = cellForItem(at: indexPath), !cell.isHidden else { return beginDrag(at: indexPath) }
        let finger = HeldTouch(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: self), in: self)
        AnimationClock.current.advance(by: GestureMetrics.interactionPressDuration)
        guard finger.reachesView, beginDrag(at: indexPath) else {
            finger.lift(cancelled: true)
            return false
        }
        finger.takeFromView()
        dragTouch = finger
        return true
    }

    /// Lifts the item into a drag through the core, telling the lifted cells.
    private func beginDrag(at indexPath: IndexPath) -> Bool {
        guard !coreView.beginDrag(at: indexPath).isEmpty else { return false }
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
        // The finger of a drag that began here moves there first.
        dragTouch?.move(to: location, in: self)
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
        // The finger of a drag that began here lifts (or is cancelled), then the drop ends.
        dragTouch?.lift(cancelled: !performing)
        dragTouch = nil
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
