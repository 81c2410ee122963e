/// Where a label's shrunk text sits against the full-size text it replaces
/// (`UIBaselineAdjustment`; see `UILabel.adjustsFontSizeToFitWidth`).
public enum UIBaselineAdjustment: Int, Hashable, Sendable {
    /// On the full-size text's baseline (`alignBaselines`), the default.
    case alignBaselines = 0
    /// Centred where the full-size text's centre is (`alignCenters`).
    case alignCenters = 1
    /// With its top at the full-size text's top (`none`).
    case none = 2
}

extension NSParagraphStyle {
    /// Ways to break lines beyond word boundaries (`NSParagraphStyle.LineBreakStrategy`).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        /// Pushes a line's last word down so that the next line is not a lone word (`pushOut`).
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Breaks Hangul between words, not characters (`hangulWordPriority`).
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The system's strategy (`standard`), every rule it knows: UIKit's labels use it by
        /// default.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)

        /// The strategy's bits.
        public let rawValue: UInt
        /// A strategy from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}
