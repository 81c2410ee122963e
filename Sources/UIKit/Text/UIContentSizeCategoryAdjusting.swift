/// An object whose font can follow the reader's text size (`UIContentSizeCategoryAdjusting`,
/// iOS 10).
///
/// There is no Dynamic Type here: the content size category is always UIKit's default,
/// Large, and never changes, so a font from `UIFont.preferredFont(forTextStyle:)` stays
/// the size it was made at whatever ``adjustsFontForContentSizeCategory`` says — as on an
/// iPhone left at the default text size.
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the font is to follow changes of the content size category
    /// (`adjustsFontForContentSizeCategory`; false by default).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
