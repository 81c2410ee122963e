// A collection view's own handling of the touches that reach it through the responder chain
// (from a cell, its content view, or the collection view itself): touch-down highlights the
// item under the finger, touch-up on the same item selects it (the core's delegate calls, in
// UIKit's order), a cancel or a lift elsewhere unhighlights it.

extension UICollectionView {
    /// The views a touch can land in, back to front: the visible cells and supplementary
    /// views in draw order, then the decoration views.
    var visibleViewsInDrawOrder: [UIView] {
        var views: [UIView] = decorationViews.values.map { $0 }
        for element in coreView.visibleElements {
            if let view = (element.view as? HostedView)?.view { views.append(view) }
        }
        return views
    }

    func itemTouchesBegan(_ touches: Set<UITouch>) {
        guard touchedItem == nil, let touch = touches.first, let path = indexPathForItem(at: touch.location(in: self)) else { return }
        touchedItem = path
        coreView.touchDown(at: path)
        syncCellStates()
    }

    func itemTouchesEnded(_ touches: Set<UITouch>) {
        guard let path = touchedItem, let touch = touches.first else { return }
        touchedItem = nil
        if indexPathForItem(at: touch.location(in: self)) == path {
            coreView.touchUp(at: path)
        } else {
            coreView.cancelTouch(at: path)
        }
        syncCellStates()
    }

    func itemTouchesCancelled() {
        guard let path = touchedItem else { return }
        touchedItem = nil
        coreView.cancelTouch(at: path)
        syncCellStates()
    }
}
