/// What a system colour is resolved for: the interface style, the contrast setting and the
/// interface level — the three traits UIKit's dynamic system colours read
/// (`userInterfaceStyle`, `accessibilityContrast`, `userInterfaceLevel`).
public struct ColorAppearance: Hashable, Sendable {
    /// Light or dark (`UIUserInterfaceStyle`), named as scene files write it.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// The light appearance (also UIKit's `unspecified`).
        case light
        /// The dark appearance.
        case dark
    }

    /// Light or dark.
    public var style: Style
    /// Whether Increase Contrast is on (`accessibilityContrast == .high`).
    public var increasedContrast: Bool
    /// Whether the content sits on an elevated level (`userInterfaceLevel == .elevated`:
    /// presented sheets, popovers); only dark backgrounds change with it.
    public var elevated: Bool

    /// An appearance from its parts; by default light, normal contrast, base level.
    public init(style: Style = .light, increasedContrast: Bool = false, elevated: Bool = false) {
        self.style = style
        self.increasedContrast = increasedContrast
        self.elevated = elevated
    }

    /// Light, normal contrast, base level: what UIKit resolves when no trait says otherwise.
    public static let light = ColorAppearance()
    /// Dark, normal contrast, base level.
    public static let dark = ColorAppearance(style: .dark)
}
