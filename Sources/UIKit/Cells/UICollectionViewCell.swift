/// A cell, as UIKit's `UICollectionViewCell`: a reusable view with a content view,
/// optional background views and overridable selection and highlight state.
///
/// What a cell configures on itself and its content view — background colour, corner
/// radius, border, alpha and `contentView.layer.transform` — is what the renderer can draw.
/// Labels, images and Auto Layout are not modelled yet.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view content goes in (`contentView`), sized to the cell.
    public let contentView = UIView(frame: .zero)
    /// The view behind the content (`backgroundView`).
    open var backgroundView: UIView?
    /// The view behind the content while selected or highlighted (`selectedBackgroundView`).
    open var selectedBackgroundView: UIView?

    /// Whether the cell is selected (`isSelected`); the collection view sets it.
    /// Override it (`didSet`) to restyle, as in UIKit.
    open var isSelected = false

    /// Whether the cell is highlighted (`isHighlighted`); the collection view sets it.
    open var isHighlighted = false

    /// Keeps the content view the size of the cell.
    open override var bounds: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
    }
}
