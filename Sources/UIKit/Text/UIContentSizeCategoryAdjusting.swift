/// A view whose font follows the text size (`UIContentSizeCategoryAdjusting`, iOS 10).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the font is made again when the text size changes
    /// (`adjustsFontForContentSizeCategory`): for a font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)`.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// Labels follow the text size when told to (`adjustsFontForContentSizeCategory`).
extension UILabel: UIContentSizeCategoryAdjusting {}

/// Text fields follow the text size when told to (`adjustsFontForContentSizeCategory`).
extension UITextField: UIContentSizeCategoryAdjusting {}

/// Text views follow the text size when told to (`adjustsFontForContentSizeCategory`).
extension UITextView: UIContentSizeCategoryAdjusting {}
