import Foundation

/// Interactive movement (reordering), as UIKit's `beginInteractiveMovementForItem(at:)`
/// and its companions; the rules are docs/REFERENCE.md §11.
///
/// Nothing animates here: the host only changes state and invalidates the layout with the
/// layout's interactive-movement contexts. The animator (`ReorderAnimation` in
/// CollectionAnimation) reads the states between calls and animates the other items into
/// their new slots.
extension CollectionView {
    /// Starts moving the item at `indexPath` (`beginInteractiveMovementForItem(at:)`).
    ///
    /// Asks the data source's `canMoveItemAt`; false — or a movement already under way, a
    /// drag or drop in progress, a batch update under way, or a path that names no item —
    /// returns false and starts nothing. Otherwise the item is
    /// lifted where it is: its attributes come from the layout's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` at its own centre
    /// until the first ``updateInteractiveMovementTargetPosition(_:)``.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, dragItems == nil, dropTracking == nil, phantoms.isEmpty, batchRecorder.depth == 0,
            containsItem(at: indexPath)
        else {
            return false
        }
        guard dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        let center = layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement = InteractiveMovement(originalIndexPath: indexPath, currentIndexPath: indexPath, position: center)
        needsLayout = true
        return true
    }

    /// Moves the lifted item's touch to `targetPosition`, in content coordinates
    /// (`updateInteractiveMovementTargetPosition(_:)`).
    ///
    /// Asks the layout for the target path, lets the delegate retarget it, and when the
    /// target differs from where the item is presented, moves it there in the presented
    /// order (the visible views and the selection follow their items) and invalidates the
    /// layout with its `invalidationContext(forInteractivelyMovingItems:…)`. A position that
    /// is not finite is ignored (UIKit has no rule for it); so is a delegate's answer that
    /// names no place the item could go (a diagnostic says so).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        let current = movement.currentIndexPath
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: current, withPosition: targetPosition)
        var target = proposed
        if let delegate, proposed != current {
            target = delegate.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.originalIndexPath, atCurrentIndexPath: current,
                toProposedIndexPath: proposed)
        }
        if target != current && !isDestination(target, for: movement) {
            emitDiagnostic(
                "the target index path \(target) for the interactively moving item names no place it can go; the item stays at \(current)")
            target = current
        }
        let previousPosition = movement.position
        movement.position = targetPosition
        guard target != current else {
            interactiveMovement = movement
            needsLayout = true
            return
        }
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: targetPosition, previousIndexPaths: [current],
            previousPosition: previousPosition)
        let dataCounts = movement.dataCounts(sectionCounts)
        movement.currentIndexPath = target
        interactiveMovement = movement
        represent(from: current, to: target, counts: movement.presentedCounts(dataCounts), context: context)
    }

    /// Ends the movement where the item is (`endInteractiveMovement()`): the data source's
    /// `moveItemAt:to:` is called once, from the original path to the final one (even when
    /// they are equal), then the layout is invalidated with
    /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled: false)`.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        let layout = collectionViewLayout
        let original = movement.originalIndexPath, final = movement.currentIndexPath
        interactiveMovement = nil
        dataSource?.collectionView(self, moveItemAt: original, to: final)
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [original], movementCancelled: false)
        needsLayout = true
        layout.invalidateLayout(with: context)
    }

    /// Cancels the movement (`cancelInteractiveMovement()`): no data-source call; the item
    /// and every item it displaced go back to their original paths, and the layout is
    /// invalidated with the ending context, `movementCancelled: true` and the original
    /// paths as the final ones.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        let layout = collectionViewLayout
        let original = movement.originalIndexPath, current = movement.currentIndexPath
        interactiveMovement = nil
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [original], previousIndexPaths: [current], movementCancelled: true)
        represent(from: current, to: original, counts: movement.dataCounts(sectionCounts), context: context)
    }

    /// The attributes of a query during a movement: the moving item's slot replaced by the
    /// layout's moving-item attributes at the touch (added when the slot is elsewhere but
    /// the item is in `rect`).
    func movingItemSubstituted(_ attributes: [LayoutAttributes], movement: InteractiveMovement, in rect: CGRect) -> [LayoutAttributes] {
        let key = ElementKey.cell(movement.currentIndexPath)
        var result = attributes.filter { $0.key != key }
        let moving = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: movement.currentIndexPath, withTargetPosition: movement.position)
        if moving.frame.overlaps(rect) { result.append(moving) }
        return result
    }

    // MARK: Private

    /// Moves the presented item from `source` to `destination`: the visible views and the
    /// selection follow their items, the counts change when the move crosses sections,
    /// and the layout is invalidated with `context`.
    private func represent(from source: IndexPath, to destination: IndexPath, counts: [Int]?, context: InvalidationContext) {
        let move = { (path: IndexPath) in InteractiveMovement.moved(path, from: source, to: destination) }
        remapVisibleElements { key in
            key.category == .cell ? .cell(move(key.indexPath)) : key
        }
        let moved = ItemSelection(selectedItems.map(move))
        let highlighted = Set(highlightedItems.map(move))
        selection = moved
        highlightedItems = highlighted
        if let counts, counts != sectionCounts {
            context.invalidateDataSourceCounts = true
            cachedCounts = counts
        }
        needsLayout = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Whether the moving item can be presented at `path`: an item's place in its own
    /// section, or any place up to the end of another section.
    private func isDestination(_ path: IndexPath, for movement: InteractiveMovement) -> Bool {
        guard path.count == 2, path.section >= 0, path.section < numberOfSections, path.item >= 0 else { return false }
        let count = numberOfItems(inSection: path.section)
        return path.section == movement.currentIndexPath.section ? path.item < count : path.item <= count
    }
}
