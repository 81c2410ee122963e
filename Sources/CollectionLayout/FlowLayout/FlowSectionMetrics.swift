import Foundation

/// The metrics of one flow-layout section after the delegate's overrides: UIKit's
/// `insetForSectionAt`, spacings and header/footer reference sizes, reduced to flow space.
struct FlowSectionMetrics: Equatable, Sendable {
    /// The section's insets.
    var inset: EdgeInsets
    /// Space between lines (`minimumLineSpacing`).
    var lineSpacing: CGFloat
    /// Minimum space between items in a line (`minimumInteritemSpacing`).
    var interitemSpacing: CGFloat
    /// The header's extent along the scroll direction (its reference height when
    /// vertical); 0 means no header.
    var headerLength: CGFloat
    /// The footer's extent along the scroll direction; 0 means no footer.
    var footerLength: CGFloat
    /// The length available to a line: the dimension minus the section's line-start and
    /// line-end insets.
    var available: CGFloat
}
