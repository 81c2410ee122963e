import CollectionRendering

/// The user's preferred text size (`UIContentSizeCategory`, iOS 7), with UIKit's raw values,
/// ordered from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge`` (`<` compares sizes,
/// as UIKit's operators do). The default is ``large``.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The category's name (`rawValue`), e.g. `UICTContentSizeCategoryL`.
    public var rawValue: String
    /// A category from its name (`init(rawValue:)`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A category from its name (`init(_:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// xSmall.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// xLarge.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// xxLarge.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// xxxLarge: the largest without Larger Accessibility Sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// AX1.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// AX5: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories a user can choose, smallest first.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether it is one of the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { (dynamicType?.rawValue ?? 0) >= DynamicType.Category.accessibilityMedium.rawValue }

    /// The Dynamic Type table's category; nil for ``unspecified`` and unknown names.
    var dynamicType: DynamicType.Category? {
        Self.ordered.firstIndex(of: self).flatMap { DynamicType.Category(rawValue: $0) }
    }

    /// The category, or ``large`` (UIKit's default) when unspecified or unknown.
    var effective: DynamicType.Category { dynamicType ?? .large }

    /// Posted when the user's preferred size changes (`didChangeNotification`); nothing posts
    /// it here, where the setting never changes on its own.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in ``didChangeNotification``'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIContentSizeCategory: Comparable {
    /// Whether `lhs` is a smaller size than `rhs` (unspecified sorts below every size).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.dynamicType?.rawValue ?? -1) < (rhs.dynamicType?.rawValue ?? -1)
    }
}
