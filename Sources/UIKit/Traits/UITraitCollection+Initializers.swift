import Foundation

// UIKit's convenience initializers of single-trait collections, the iOS 17 mutation
// initializers, and the current trait collection.

extension UITraitCollection {
    /// A collection of `mutations` applied to an empty one (`init(mutations:)`, iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitStore()
        mutations(&traits)
        self.init(storage: (traits as? TraitStore)?.storage ?? [:])
    }

    /// A copy of this collection with `mutations` applied (`modifyingTraits(_:)`, iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = TraitStore(storage: storage)
        mutations(&traits)
        return UITraitCollection(storage: (traits as? TraitStore)?.storage ?? storage)
    }

    /// A collection holding one system trait (nothing when `value` is its unspecified value).
    private convenience init<T: UITraitDefinition & SystemTrait>(system trait: T.Type, _ value: T.Value) {
        var traits = TraitStore()
        traits[trait] = value
        self.init(storage: traits.storage)
    }

    /// A collection with a display scale (`init(displayScale:)`).
    public convenience init(displayScale scale: CGFloat) { self.init(system: UITraitDisplayScale.self, scale) }
    /// A collection with a reading direction (`init(layoutDirection:)`).
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(system: UITraitLayoutDirection.self, layoutDirection)
    }
    /// A collection with an interface style (`init(userInterfaceStyle:)`).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(system: UITraitUserInterfaceStyle.self, userInterfaceStyle)
    }
    /// A collection with a text size (`init(preferredContentSizeCategory:)`).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(system: UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
    }
    /// A collection with a horizontal size class (`init(horizontalSizeClass:)`).
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(system: UITraitHorizontalSizeClass.self, horizontalSizeClass)
    }
    /// A collection with a vertical size class (`init(verticalSizeClass:)`).
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(system: UITraitVerticalSizeClass.self, verticalSizeClass)
    }
    /// A collection with an idiom (`init(userInterfaceIdiom:)`).
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(system: UITraitUserInterfaceIdiom.self, idiom)
    }
    /// A collection with a legibility weight (`init(legibilityWeight:)`).
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(system: UITraitLegibilityWeight.self, legibilityWeight)
    }
    /// A collection with a contrast (`init(accessibilityContrast:)`).
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(system: UITraitAccessibilityContrast.self, accessibilityContrast)
    }
    /// A collection with a level (`init(userInterfaceLevel:)`).
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(system: UITraitUserInterfaceLevel.self, userInterfaceLevel)
    }
    /// A collection with a 3D Touch capability (`init(forceTouchCapability:)`).
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(system: UITraitForceTouchCapability.self, capability)
    }
    /// A collection with a gamut (`init(displayGamut:)`).
    public convenience init(displayGamut: UIDisplayGamut) { self.init(system: UITraitDisplayGamut.self, displayGamut) }

    // MARK: The current trait collection

    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var assignedCurrent: UITraitCollection?
    @TaskLocal private static var scopedCurrent: UITraitCollection?

    /// The traits dynamic colours resolve with when asked without traits (`current`, iOS 13):
    /// `UIColor.cgColor`, ``UIColor``'s components. UIKit sets it around the work it does for
    /// a view — layout (`layoutSubviews`, the view controller's layout callbacks), trait
    /// changes (`traitCollectionDidChange(_:)`), configuration updates — to that view's
    /// traits; ``performAsCurrent(_:)`` sets it for a closure. Elsewhere it is what was last
    /// assigned, else the traits of the device's main screen (`UIScreen.main`).
    ///
    /// Deliberate difference: UIKit keeps one per thread; here the value UIKit sets is scoped
    /// to the current task (and the child tasks it creates), an assigned value is
    /// process-wide.
    public class var current: UITraitCollection {
        get { scopedCurrent ?? currentLock.withLock { assignedCurrent } ?? UIScreen.main.traitCollection }
        set { currentLock.withLock { assignedCurrent = newValue } }
    }

    /// Runs `actions` with this collection as ``current`` (`performAsCurrent(_:)`).
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.$scopedCurrent.withValue(self, operation: actions)
    }

    /// Runs `body` with `traits` as ``current``, returning its result.
    static func withCurrent<Result>(_ traits: UITraitCollection, _ body: () throws -> Result) rethrows -> Result {
        try $scopedCurrent.withValue(traits, operation: body)
    }
}
