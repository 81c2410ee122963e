extension UIView {
    /// How a view adjusts its tint colour (`UIView.TintAdjustmentMode`, iOS 7), with UIKit's raw
    /// values (docs/REFERENCE.md §22.12).
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview's (`.normal` with none): the default of every view.
        case automatic = 0
        /// The tint colour unchanged.
        case normal = 1
        /// The tint colour desaturated and dimmed.
        case dimmed = 2
    }
}
