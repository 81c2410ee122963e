extension UICollectionView {
    /// Starts moving an item (`beginInteractiveMovementForItem(at:)`): false when the data
    /// source's `collectionView(_:canMoveItemAt:)` says no (or a movement is under way, or
    /// no such item). The rules are docs/REFERENCE.md §11; call it from your own long-press
    /// handler as on iOS, then lay out (`layoutIfNeeded()`) to see the lifted item.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        coreView.beginInteractiveMovementForItem(at: indexPath)
    }

    /// Moves the touch the lifted item follows, in the collection view's coordinates
    /// (`updateInteractiveMovementTargetPosition(_:)`): the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`, then the delegate's
    /// retargeting, then, when the target changed, the layout's interactive-movement
    /// invalidation context. A position that is not finite is ignored.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        coreView.updateInteractiveMovementTargetPosition(targetPosition)
        syncCellStates()
    }

    /// Ends the movement (`endInteractiveMovement()`): the data source's
    /// `collectionView(_:moveItemAt:to:)` is called once, from the original path to the final one.
    public func endInteractiveMovement() {
        coreView.endInteractiveMovement()
    }

    /// Cancels the movement (`cancelInteractiveMovement()`): no data-source call; every
    /// item goes back.
    public func cancelInteractiveMovement() {
        coreView.cancelInteractiveMovement()
        syncCellStates()
    }
}
