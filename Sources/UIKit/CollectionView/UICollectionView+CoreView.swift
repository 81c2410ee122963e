extension UICollectionView {
    /// Makes this object the core view's data source, delegate and drag-and-drop delegate.
    func connectCoreView() {
        hostBridge.owner = self
        collectionViewLayoutStorage.bridge.host = self
        coreView.dataSource = hostBridge
        coreView.delegate = hostBridge
        dragDropBridge.owner = self
        coreView.dragDelegate = dragDropBridge
        coreView.dropDelegate = dragDropBridge
        coreView.diagnosticHandler = { [weak self] message in self?.loggedWarnings.append(message) }
        syncScrollSettings()
    }

    /// The core's layout pass and what follows it on the UIKit side.
    func runElementPass() {
        do {
            try coreView.layoutIfNeeded()
            // The content size decides which axes the safe area adjusts (UIScrollView+ContentInset.swift).
            if syncAdjustedContentInset() { try coreView.layoutIfNeeded() }
        } catch { raise(error) }
        afterLayoutPass()
    }
}
