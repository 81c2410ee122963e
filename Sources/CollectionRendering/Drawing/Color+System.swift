import Foundation

extension Color {
    /// An opaque colour from a 0xRRGGBB value.
    init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    // MARK: iOS system colours, light mode (UIColor's values, iOS 15+)

    /// `UIColor.systemBlue` (#007AFF).
    public static let systemBlue = Color(rgb: 0x007AFF)
    /// `UIColor.systemGreen` (#34C759).
    public static let systemGreen = Color(rgb: 0x34C759)
    /// `UIColor.systemIndigo` (#5856D6).
    public static let systemIndigo = Color(rgb: 0x5856D6)
    /// `UIColor.systemOrange` (#FF9500).
    public static let systemOrange = Color(rgb: 0xFF9500)
    /// `UIColor.systemPink` (#FF2D55).
    public static let systemPink = Color(rgb: 0xFF2D55)
    /// `UIColor.systemPurple` (#AF52DE).
    public static let systemPurple = Color(rgb: 0xAF52DE)
    /// `UIColor.systemRed` (#FF3B30).
    public static let systemRed = Color(rgb: 0xFF3B30)
    /// `UIColor.systemTeal` (#30B0C7, the iOS 15+ value).
    public static let systemTeal = Color(rgb: 0x30B0C7)
    /// `UIColor.systemYellow` (#FFCC00).
    public static let systemYellow = Color(rgb: 0xFFCC00)
    /// `UIColor.systemGray` (#8E8E93).
    public static let systemGray = Color(rgb: 0x8E8E93)
    /// `UIColor.systemGray2` (#AEAEB2).
    public static let systemGray2 = Color(rgb: 0xAEAEB2)
    /// `UIColor.systemGray3` (#C7C7CC).
    public static let systemGray3 = Color(rgb: 0xC7C7CC)
    /// `UIColor.systemGray4` (#D1D1D6).
    public static let systemGray4 = Color(rgb: 0xD1D1D6)
    /// `UIColor.systemGray5` (#E5E5EA).
    public static let systemGray5 = Color(rgb: 0xE5E5EA)
    /// `UIColor.systemGray6` (#F2F2F7).
    public static let systemGray6 = Color(rgb: 0xF2F2F7)
    /// `UIColor.label` (#000000).
    public static let label = Color(rgb: 0x000000)
    /// `UIColor.secondaryLabel` (#3C3C43 at 60 %).
    public static let secondaryLabel = Color(rgb: 0x3C3C43, alpha: 0.6)
    /// `UIColor.systemBackground` (#FFFFFF).
    public static let systemBackground = Color(rgb: 0xFFFFFF)
    /// `UIColor.secondarySystemBackground` (#F2F2F7).
    public static let secondarySystemBackground = Color(rgb: 0xF2F2F7)
    /// `UIColor.systemGroupedBackground` (#F2F2F7).
    public static let systemGroupedBackground = Color(rgb: 0xF2F2F7)
    /// `UIColor.secondarySystemGroupedBackground` (#FFFFFF): rows of grouped lists.
    public static let secondarySystemGroupedBackground = Color(rgb: 0xFFFFFF)
    /// `UIColor.separator` (#3C3C43 at 29 %).
    public static let separator = Color(rgb: 0x3C3C43, alpha: 0.29)
    /// `UIView.tintColor`'s default: ``systemBlue``.
    public static let tintColor = systemBlue

    /// The names a scene file may use, in a fixed order (error messages list them): every
    /// ``SystemColor``.
    public static let systemColorNames: [String] = SystemColor.all.map(\.name)

    /// The system colour with this name (`systemBlue`, `label`, …, plus `white`, `black`,
    /// `clear`) in `appearance` (default light), or nil.
    public static func systemColor(named name: String, appearance: ColorAppearance = .light) -> Color? {
        SystemColor.named(name)?.resolved(for: appearance)
    }
}
