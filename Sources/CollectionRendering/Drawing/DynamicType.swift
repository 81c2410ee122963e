import Foundation

/// UIKit's Dynamic Type: the point size of each text style at each content size category,
/// the one table `UIFont.preferredFont(forTextStyle:compatibleWith:)`, `UIFontMetrics` and
/// scene files' text styles read.
///
/// Source: Apple's Human Interface Guidelines, Typography → Specifications, "iOS, iPadOS
/// Dynamic Type sizes" (xSmall … xxxLarge and AX1 … AX5), checked against the sizes
/// `preferredFont(forTextStyle:compatibleWith:)` answers on iOS 13.3 (the table in
/// github.com/temoki/UIKit_DynamicType), which agree everywhere but `caption2` at AX5: the
/// HIG prints 40, iOS answers 41, and the device wins here. Headline is semibold at every
/// size, every other style regular.
public enum DynamicType {
    /// A text style (`UIFont.TextStyle`).
    public enum Style: String, CaseIterable, Sendable {
        /// Large Title.
        case largeTitle
        /// Title 1.
        case title1
        /// Title 2.
        case title2
        /// Title 3.
        case title3
        /// Headline (semibold).
        case headline
        /// Subheadline.
        case subheadline
        /// Body.
        case body
        /// Callout.
        case callout
        /// Footnote.
        case footnote
        /// Caption 1.
        case caption1
        /// Caption 2.
        case caption2
    }

    /// A content size category (`UIContentSizeCategory`), smallest first.
    public enum Category: Int, CaseIterable, Comparable, Sendable {
        /// xSmall.
        case extraSmall
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large, the default.
        case large
        /// xLarge.
        case extraLarge
        /// xxLarge.
        case extraExtraLarge
        /// xxxLarge.
        case extraExtraExtraLarge
        /// AX1.
        case accessibilityMedium
        /// AX2.
        case accessibilityLarge
        /// AX3.
        case accessibilityExtraLarge
        /// AX4.
        case accessibilityExtraExtraLarge
        /// AX5.
        case accessibilityExtraExtraExtraLarge

        /// Smaller first.
        public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The point size of `style` at `category`.
    public static func pointSize(_ style: Style, _ category: Category) -> CGFloat {
        CGFloat(sizes[style]?[category.rawValue] ?? 17)
    }

    /// Whether `style` is drawn semibold (only `headline`).
    public static func isSemibold(_ style: Style) -> Bool { style == .headline }

    /// Sizes by style, xSmall … AX5.
    private static let sizes: [Style: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
