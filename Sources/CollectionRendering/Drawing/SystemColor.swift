import Foundation

/// One of UIKit's named colours with its value in every appearance: the one table that the
/// `UIKit` module's `UIColor` class colours (`UIColor.systemRed`, `.label`…) and scene files'
/// colour names read.
///
/// Sources. The accent colours and the six greys: Apple's Human Interface Guidelines, Color →
/// Specifications, "iOS, iPadOS system colors" (default and increased contrast, light and
/// dark), as published for iOS 15–18, before the June 2025 revision for iOS 26. The element
/// colours (labels, fills, backgrounds, separators, link, placeholder text): Apple publishes
/// no numbers for them; their light and dark values are the ones UIKit resolves, as recorded
/// on iOS 13+ and listed in Noah Gilmore's table
/// (noahgilmore.com/blog/dark-mode-uicolor-compatibility), and the elevated dark backgrounds
/// the values UIKit resolves at `userInterfaceLevel == .elevated` (#1C1C1E, #2C2C2E,
/// #3A3A3C). Deliberate difference: with no published increased-contrast values, the element
/// colours keep their default values when Increase Contrast is on.
public struct SystemColor: Hashable, Sendable {
    /// The name, as UIKit's class property (`systemRed`, `label`…).
    public let name: String
    /// The light value.
    public let light: Color
    /// The dark value.
    public let dark: Color
    /// The light value with Increase Contrast.
    public let lightIncreasedContrast: Color
    /// The dark value with Increase Contrast.
    public let darkIncreasedContrast: Color
    /// The dark value at the elevated level (the dark value for every colour but the
    /// backgrounds).
    public let darkElevated: Color

    /// An entry; omitted variants take the default value of their style.
    init(
        _ name: String, _ light: Color, dark: Color? = nil, lightContrast: Color? = nil, darkContrast: Color? = nil,
        elevated: Color? = nil
    ) {
        self.name = name
        self.light = light
        self.dark = dark ?? light
        lightIncreasedContrast = lightContrast ?? light
        darkIncreasedContrast = darkContrast ?? dark ?? light
        darkElevated = elevated ?? dark ?? light
    }

    /// The value for `appearance`. An elevated background keeps its elevated value with
    /// Increase Contrast (there is no published value for both).
    public func resolved(for appearance: ColorAppearance) -> Color {
        switch appearance.style {
        case .light:
            return appearance.increasedContrast ? lightIncreasedContrast : light
        case .dark:
            if appearance.elevated, darkElevated != dark { return darkElevated }
            return appearance.increasedContrast ? darkIncreasedContrast : dark
        }
    }

    /// Whether the value changes with the appearance.
    public var isDynamic: Bool {
        light != dark || light != lightIncreasedContrast || dark != darkIncreasedContrast || dark != darkElevated
    }

    /// The entry named `name` (case sensitive, as UIKit's names), or nil.
    public static func named(_ name: String) -> SystemColor? { byName[name] }

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every entry, in a fixed order (error messages list the names in it).
    public static let all: [SystemColor] = accents + greys + elements + fixed

    /// A colour from 0xRRGGBB and an alpha.
    private static func rgb(_ value: UInt32, _ alpha: Double = 1) -> Color { Color(rgb: value, alpha: alpha) }

    /// The accent colours: light, dark, increased contrast light, increased contrast dark.
    private static let accents: [SystemColor] = [
        SystemColor("systemRed", .systemRed, dark: rgb(0xFF453A), lightContrast: rgb(0xD70015), darkContrast: rgb(0xFF6961)),
        SystemColor("systemOrange", .systemOrange, dark: rgb(0xFF9F0A), lightContrast: rgb(0xC93400), darkContrast: rgb(0xFFB340)),
        SystemColor("systemYellow", .systemYellow, dark: rgb(0xFFD60A), lightContrast: rgb(0xB25000), darkContrast: rgb(0xFFD426)),
        SystemColor("systemGreen", .systemGreen, dark: rgb(0x30D158), lightContrast: rgb(0x248A3D), darkContrast: rgb(0x30DB5B)),
        SystemColor("systemMint", rgb(0x00C7BE), dark: rgb(0x63E6E2), lightContrast: rgb(0x0C817B), darkContrast: rgb(0x66D4CF)),
        SystemColor("systemTeal", .systemTeal, dark: rgb(0x40C8E0), lightContrast: rgb(0x008299), darkContrast: rgb(0x5DE6FF)),
        SystemColor("systemCyan", rgb(0x32ADE6), dark: rgb(0x64D2FF), lightContrast: rgb(0x0071A4), darkContrast: rgb(0x70D7FF)),
        SystemColor("systemBlue", .systemBlue, dark: rgb(0x0A84FF), lightContrast: rgb(0x0040DD), darkContrast: rgb(0x409CFF)),
        SystemColor("systemIndigo", .systemIndigo, dark: rgb(0x5E5CE6), lightContrast: rgb(0x3634A3), darkContrast: rgb(0x7D7AFF)),
        SystemColor("systemPurple", .systemPurple, dark: rgb(0xBF5AF2), lightContrast: rgb(0x8944AB), darkContrast: rgb(0xDA8FFF)),
        SystemColor("systemPink", .systemPink, dark: rgb(0xFF375F), lightContrast: rgb(0xD30F45), darkContrast: rgb(0xFF6482)),
        SystemColor("systemBrown", rgb(0xA2845E), dark: rgb(0xAC8E68), lightContrast: rgb(0x7F6545), darkContrast: rgb(0xB59469)),
    ]

    /// The six greys.
    private static let greys: [SystemColor] = [
        SystemColor("systemGray", .systemGray, dark: rgb(0x8E8E93), lightContrast: rgb(0x6C6C70), darkContrast: rgb(0xAEAEB2)),
        SystemColor("systemGray2", .systemGray2, dark: rgb(0x636366), lightContrast: rgb(0x8E8E93), darkContrast: rgb(0x7C7C80)),
        SystemColor("systemGray3", .systemGray3, dark: rgb(0x48484A), lightContrast: rgb(0xAEAEB2), darkContrast: rgb(0x545456)),
        SystemColor("systemGray4", .systemGray4, dark: rgb(0x3A3A3C), lightContrast: rgb(0xBCBCC0), darkContrast: rgb(0x444446)),
        SystemColor("systemGray5", .systemGray5, dark: rgb(0x2C2C2E), lightContrast: rgb(0xD8D8DC), darkContrast: rgb(0x363638)),
        SystemColor("systemGray6", .systemGray6, dark: rgb(0x1C1C1E), lightContrast: rgb(0xEBEBF0), darkContrast: rgb(0x242426)),
    ]

    /// The element colours: light, dark and, for backgrounds, elevated dark.
    private static let elements: [SystemColor] = [
        SystemColor("label", .label, dark: rgb(0xFFFFFF)),
        SystemColor("secondaryLabel", .secondaryLabel, dark: rgb(0xEBEBF5, 0.6)),
        SystemColor("tertiaryLabel", rgb(0x3C3C43, 0.3), dark: rgb(0xEBEBF5, 0.3)),
        SystemColor("quaternaryLabel", rgb(0x3C3C43, 0.18), dark: rgb(0xEBEBF5, 0.18)),
        SystemColor("placeholderText", rgb(0x3C3C43, 0.3), dark: rgb(0xEBEBF5, 0.3)),
        SystemColor("link", rgb(0x007AFF), dark: rgb(0x0984FF)),
        SystemColor("systemFill", rgb(0x787880, 0.2), dark: rgb(0x787880, 0.36)),
        SystemColor("secondarySystemFill", rgb(0x787880, 0.16), dark: rgb(0x787880, 0.32)),
        SystemColor("tertiarySystemFill", rgb(0x767680, 0.12), dark: rgb(0x767680, 0.24)),
        SystemColor("quaternarySystemFill", rgb(0x747480, 0.08), dark: rgb(0x767680, 0.18)),
        SystemColor("systemBackground", .systemBackground, dark: rgb(0x000000), elevated: rgb(0x1C1C1E)),
        SystemColor("secondarySystemBackground", .secondarySystemBackground, dark: rgb(0x1C1C1E), elevated: rgb(0x2C2C2E)),
        SystemColor("tertiarySystemBackground", rgb(0xFFFFFF), dark: rgb(0x2C2C2E), elevated: rgb(0x3A3A3C)),
        SystemColor("systemGroupedBackground", .systemGroupedBackground, dark: rgb(0x000000), elevated: rgb(0x1C1C1E)),
        SystemColor(
            "secondarySystemGroupedBackground", .secondarySystemGroupedBackground, dark: rgb(0x1C1C1E), elevated: rgb(0x2C2C2E)),
        SystemColor("tertiarySystemGroupedBackground", rgb(0xF2F2F7), dark: rgb(0x2C2C2E), elevated: rgb(0x3A3A3C)),
        SystemColor("separator", .separator, dark: rgb(0x545458, 0.6)),
        SystemColor("opaqueSeparator", rgb(0xC6C6C8), dark: rgb(0x38383A)),
        // UIKit's default tint (iOS 15 `UIColor.tintColor`): the app's accent, systemBlue.
        SystemColor("tintColor", .systemBlue, dark: rgb(0x0A84FF), lightContrast: rgb(0x0040DD), darkContrast: rgb(0x409CFF)),
    ]

    /// Names with one value in every appearance.
    private static let fixed: [SystemColor] = [
        SystemColor("darkText", .black), SystemColor("lightText", rgb(0xFFFFFF, 0.6)),
        SystemColor("white", .white), SystemColor("black", .black), SystemColor("clear", .clear),
    ]
}
