import CollectionRendering

extension UIView {
    /// Draws the view's layer tree scaled into `rect` of the current context
    /// (`drawHierarchy(in:afterScreenUpdates:)`); false when there is no current context.
    /// There is no screen, so `afterScreenUpdates` changes nothing: the tree is drawn as it
    /// is now.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        context.translateBy(x: bounds.minX, y: bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A view that shows what this one shows now (`snapshotView(afterScreenUpdates:)`): the
    /// size of its bounds, its layer tree's drawing kept as the snapshot's contents (vector,
    /// so it draws sharp at any scale). Later changes to this view do not reach it.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        let context = CGContext(recordingSize: bounds.size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        snapshot.layer.showDrawing(context.recordedOperations)
        return snapshot
    }
}
