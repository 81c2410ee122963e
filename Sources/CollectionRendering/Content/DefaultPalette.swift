import CollectionLayout
import Foundation

/// The fills of cells that have no colour of their own: iOS system colours, cycling by
/// index path, each with a label colour that reads on it.
public enum DefaultPalette {
    /// The cycle, in order: blue, green, indigo, orange, pink, purple, red, teal, yellow.
    public static let fills: [Color] = [
        .systemBlue, .systemGreen, .systemIndigo, .systemOrange, .systemPink,
        .systemPurple, .systemRed, .systemTeal, .systemYellow,
    ]

    /// The cycle's colours by name, to resolve for an appearance.
    private static let names = [
        "systemBlue", "systemGreen", "systemIndigo", "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal",
        "systemYellow",
    ]

    /// The fill for an item: `fills[(item + 3·section) mod 9]`, so neighbouring items and
    /// the first items of neighbouring sections differ, in `appearance` (light by default).
    /// Deterministic for any index path (negative or short paths included).
    public static func fill(for indexPath: IndexPath, appearance: ColorAppearance = .light) -> Color {
        let item = indexPath.count > 1 ? indexPath[1] : (indexPath.first ?? 0)
        let section = indexPath.count > 1 ? indexPath[0] : 0
        let count = fills.count
        let index = ((item % count + 3 * (section % count)) % count + count) % count
        return appearance == .light ? fills[index] : Color.systemColor(named: names[index], appearance: appearance) ?? fills[index]
    }

    /// The label colour on ``fill(for:appearance:)``.
    public static func labelColor(for indexPath: IndexPath, appearance: ColorAppearance = .light) -> Color {
        fill(for: indexPath, appearance: appearance).readableLabelColor
    }
}
