/// Content configurations (iOS 14): the view a cell's ``UICollectionViewCell/contentConfiguration``
/// makes sits in its content view, follows its size and sizes the cell when the layout lets
/// the cell size itself.
extension UICollectionViewCell {
    /// Shows ``contentConfiguration`` in the content view: updated for `state` (nil: the
    /// current ``configurationState``) when ``automaticallyUpdatesContentConfiguration``,
    /// handed to the view already there when it supports it, else in a new view.
    func showContentConfiguration(for state: UICellConfigurationState?) {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: state ?? configurationState) : configuration
        if let view = configuredContentView, view.supports(shown) {
            view.configuration = shown
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = shown.makeContentView()
        view.frame = contentView.bounds
        contentView.addSubview(view)
        configuredContentView = view
    }

    /// Puts the content view at `frame` and the configuration's view over its bounds.
    func placeContentView(at frame: CGRect) {
        if contentView.bounds.size != frame.size {
            // One change of the frame, not a move and then a resize: the constraints Auto
            // Layout translates from it (its autoresizing mask's, its margins guide's) would
            // otherwise hold the old size against the cell's new one in between, a conflict
            // the engine resolves by syncing afresh.
            let anchor = contentView.layer.anchorPoint
            contentView.layer.position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            contentView.bounds.size = frame.size
        } else {
            contentView.frame = frame
        }
        configuredContentView?.frame = contentView.bounds
    }

    /// The height the configuration's view needs at the content view's width in a cell of
    /// `targetSize` (as Auto Layout sizes a cell by its content view's constraints); nil
    /// without a ``contentConfiguration``.
    func contentConfigurationHeight(fitting targetSize: CGSize, verticalFittingPriority: UILayoutPriority) -> CGFloat? {
        guard let view = configuredContentView else { return nil }
        let content = contentViewFrame(in: targetSize)
        return view.systemLayoutSizeFitting(
            content.size, withHorizontalFittingPriority: .required, verticalFittingPriority: verticalFittingPriority
        ).height
    }
}
