// UIKit's system traits as trait types (iOS 17), the keys of `UITraitCollection`'s subscript,
// `traitOverrides` and `registerForTraitChanges(_:handler:)`. Each default value is UIKit's
// "unspecified".

/// The display scale trait (`UITraitDisplayScale`); default 0.
public struct UITraitDisplayScale: UITraitDefinition {
    /// 0: unspecified.
    public static let defaultValue: CGFloat = 0
}

/// The reading direction trait (`UITraitLayoutDirection`).
public struct UITraitLayoutDirection: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// The light or dark trait (`UITraitUserInterfaceStyle`); dynamic colours read it.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// True: dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
}

/// The text size trait (`UITraitPreferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
}

/// The horizontal size class trait (`UITraitHorizontalSizeClass`).
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class trait (`UITraitVerticalSizeClass`).
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The device kind trait (`UITraitUserInterfaceIdiom`).
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// The Bold Text trait (`UITraitLegibilityWeight`).
public struct UITraitLegibilityWeight: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UILegibilityWeight.unspecified
}

/// The Increase Contrast trait (`UITraitAccessibilityContrast`); dynamic colours read it.
public struct UITraitAccessibilityContrast: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// True: dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
}

/// The base or elevated level trait (`UITraitUserInterfaceLevel`); dynamic colours read it.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// True: dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
}

/// The 3D Touch trait (`UITraitForceTouchCapability`).
public struct UITraitForceTouchCapability: UITraitDefinition {
    /// Unknown.
    public static let defaultValue = UIForceTouchCapability.unknown
}

/// The colour gamut trait (`UITraitDisplayGamut`).
public struct UITraitDisplayGamut: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIDisplayGamut.unspecified
    /// True: dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
}
