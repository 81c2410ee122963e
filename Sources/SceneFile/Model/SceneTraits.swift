import CollectionRendering
import Foundation

/// The traits a scene is shown with (`traits:`), UIKit's names: `userInterfaceStyle` (light or
/// dark: system colour names and the built-in look resolve for it), `preferredContentSizeCategory`
/// (fonts given a `textStyle` take the style's Dynamic Type size at it) and
/// `accessibilityContrast` (normal or high: system colours take their increased-contrast
/// values). Size classes come with `device:`; nothing in a scene file reads them otherwise.
public struct SceneTraits: Sendable, Equatable {
    /// Light (the default) or dark: the appearance's style, which system colours resolve for.
    public typealias Style = ColorAppearance.Style

    /// Normal or increased contrast.
    public enum Contrast: String, Sendable, CaseIterable {
        /// Normal (the default).
        case normal
        /// Increase Contrast on.
        case high
    }

    /// Light or dark; default light.
    public var userInterfaceStyle: Style
    /// The text size; default Large.
    public var preferredContentSizeCategory: DynamicType.Category
    /// The contrast; default normal.
    public var accessibilityContrast: Contrast

    /// Traits; by default light, Large, normal contrast.
    public init(
        userInterfaceStyle: Style = .light, preferredContentSizeCategory: DynamicType.Category = .large,
        accessibilityContrast: Contrast = .normal
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.accessibilityContrast = accessibilityContrast
    }

    /// The appearance system colours resolve for.
    public var colorAppearance: ColorAppearance {
        ColorAppearance(style: userInterfaceStyle, increasedContrast: accessibilityContrast == .high)
    }

    /// The text size names scene files accept: UIKit's (`extraSmall` … `accessibilityExtraExtraExtraLarge`).
    public static let contentSizeNames = DynamicType.Category.allCases.map { "\($0)" }

    /// The keys of `traits:`.
    static let keys = ["userInterfaceStyle", "preferredContentSizeCategory", "accessibilityContrast"]

    init(from value: SceneValue) throws {
        let fields = try value.mapping(
            allowedKeys: Self.keys, what: "a mapping of traits (userInterfaceStyle, preferredContentSizeCategory…)")
        self.init(
            userInterfaceStyle: try fields.optional("userInterfaceStyle") { try $0.choice(Style.self) } ?? .light,
            preferredContentSizeCategory: try fields.optional("preferredContentSizeCategory") { value in
                let name = try value.choice(among: Self.contentSizeNames)
                return DynamicType.Category.allCases.first { "\($0)" == name } ?? .large
            } ?? .large,
            accessibilityContrast: try fields.optional("accessibilityContrast") { try $0.choice(Contrast.self) } ?? .normal)
    }
}
