extension UICollectionView {
    /// Moves the touch the lifted item follows, in the collection view's coordinates
    /// (`updateInteractiveMovementTargetPosition(_:)`, docs/REFERENCE.md §11): the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`, then the delegate's
    /// retargeting, then, when the target changed, the layout's interactive-movement
    /// invalidation context. A position that is not finite is ignored.
    func moveInteractiveMovementTarget(to targetPosition: CGPoint) {
        coreView.updateInteractiveMovementTargetPosition(targetPosition)
        syncCellStates()
    }

    /// Cancels the movement (`cancelInteractiveMovement()`): no data-source call; every
    /// item goes back.
    func stopInteractiveMovement() {
        coreView.cancelInteractiveMovement()
        syncCellStates()
    }
}
