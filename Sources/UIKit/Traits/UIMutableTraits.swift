/// Traits that can be set (`UIMutableTraits`, iOS 17): what `UITraitCollection(mutations:)`
/// and `modifyingTraits(_:)` hand their closure, and what `traitOverrides` is. Setting a
/// system trait to its unspecified value removes it.
public protocol UIMutableTraits {
    /// A trait's value (its `defaultValue` when not set).
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// The reading direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Whether Bold Text is on.
    var legibilityWeight: UILegibilityWeight { get set }
    /// Whether Increase Contrast is on.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Base or elevated content.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Whether 3D Touch is available.
    var forceTouchCapability: UIForceTouchCapability { get set }
    /// The display's colour gamut.
    var displayGamut: UIDisplayGamut { get set }
}

extension UIMutableTraits {
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The reading direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// Whether Bold Text is on.
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    /// Whether Increase Contrast is on.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    /// Base or elevated content.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    /// Whether 3D Touch is available.
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }
    /// The display's colour gamut.
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
}

/// The storage behind ``UIMutableTraits``: trait values by trait type.
struct TraitStore: UIMutableTraits {
    /// The values set.
    var storage: [ObjectIdentifier: StoredTrait] = [:]

    /// A trait's value; setting a system trait's unspecified value removes it.
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { (storage[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue }
        set {
            let stored = StoredTrait(trait, newValue)
            let isUnspecifiedSystemValue = T.self is any SystemTrait.Type && stored.isEqual(T.defaultValue)
            storage[ObjectIdentifier(trait)] = isUnspecifiedSystemValue ? nil : stored
        }
    }
}

/// UIKit's own traits, whose default value means "unspecified" and is never stored.
protocol SystemTrait {}

extension UITraitDisplayScale: SystemTrait {}
extension UITraitLayoutDirection: SystemTrait {}
extension UITraitUserInterfaceStyle: SystemTrait {}
extension UITraitPreferredContentSizeCategory: SystemTrait {}
extension UITraitHorizontalSizeClass: SystemTrait {}
extension UITraitVerticalSizeClass: SystemTrait {}
extension UITraitUserInterfaceIdiom: SystemTrait {}
extension UITraitLegibilityWeight: SystemTrait {}
extension UITraitAccessibilityContrast: SystemTrait {}
extension UITraitUserInterfaceLevel: SystemTrait {}
extension UITraitForceTouchCapability: SystemTrait {}
extension UITraitDisplayGamut: SystemTrait {}
