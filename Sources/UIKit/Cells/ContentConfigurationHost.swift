/// A view with a content view that shows a content configuration (iOS 14): a collection
/// view's cell, a table view's cell and its header and footer views share these rules.
/// The view the configuration makes sits in the content view, follows its size and sizes
/// the owner when its layout lets it size itself.
@preconcurrency @MainActor
protocol ContentConfigurationHost: UIView {
    /// The view content goes in.
    var contentView: UIView { get }
    /// What the content view shows; nil: nothing configured.
    var contentConfiguration: UIContentConfiguration? { get }
    /// Whether the configuration is shown updated for each new state.
    var automaticallyUpdatesContentConfiguration: Bool { get }
    /// The view ``contentConfiguration`` made, in ``contentView``; nil without one.
    var configuredContentView: (UIView & UIContentView)? { get set }
    /// The state the configuration is updated for now.
    var currentConfigurationState: UIConfigurationState { get }
    /// Where the content view goes in the owner at `size`.
    func contentViewFrame(in size: CGSize) -> CGRect
}

extension UICollectionViewCell: ContentConfigurationHost {
    /// The cell's ``configurationState``.
    var currentConfigurationState: UIConfigurationState { configurationState }
}

extension ContentConfigurationHost {
    /// Shows ``contentConfiguration`` in the content view: updated for `state` (nil: the
    /// current state) when ``automaticallyUpdatesContentConfiguration``, handed to the view
    /// already there when it supports it, else in a new view.
    func showContentConfiguration(for state: UIConfigurationState?) {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let shown =
            automaticallyUpdatesContentConfiguration ? configuration.updated(for: state ?? currentConfigurationState) : configuration
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
