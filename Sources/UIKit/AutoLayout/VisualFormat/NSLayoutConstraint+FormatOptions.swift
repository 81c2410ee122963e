extension NSLayoutConstraint {
    /// How ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` reads a
    /// line (`NSLayoutConstraint.FormatOptions`, `NSLayoutFormatOptions` in
    /// `NSLayoutConstraint.h`), with UIKit's raw values.
    ///
    /// The alignment options (bits 1–12, the bit of each `NSLayoutConstraint.Attribute`'s raw
    /// value) add `a.attribute == b.attribute` for every two neighbouring views `a` and `b` of
    /// the line (`b` first when the line runs right to left); an alignment along the line's own
    /// axis is refused. The direction options say
    /// which way a horizontal line runs; the spacing options, whether a vertical line's spaces
    /// run between baselines.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The options' bits (`NSUInteger` in UIKit).
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the views' left edges (`alignAllLeft`).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the views' right edges (`alignAllRight`).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the views' top edges (`alignAllTop`).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the views' bottom edges (`alignAllBottom`).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the views' leading edges (`alignAllLeading`).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the views' trailing edges (`alignAllTrailing`).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the views' horizontal centres (`alignAllCenterX`).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the views' vertical centres (`alignAllCenterY`).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the views' last baselines (`alignAllLastBaseline`).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the views' first baselines (`alignAllFirstBaseline`, iOS 8).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits (`alignmentMask`).
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal line runs in the reading direction, leading to trailing
        /// (`directionLeadingToTrailing`, 0: the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal line runs from left to right whatever the reading direction
        /// (`directionLeftToRight`).
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal line runs from right to left (`directionRightToLeft`).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits (`directionMask`).
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spaces run between the views' edges (`spacingEdgeToEdge`, 0: the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// A vertical line's spaces run from a view's last baseline to the next one's first
        /// baseline (`spacingBaselineToBaseline`, iOS 11); refused for a horizontal line.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits (`spacingMask`).
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
