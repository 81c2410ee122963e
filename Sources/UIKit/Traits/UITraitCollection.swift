import CollectionRendering

/// A set of traits (`UITraitCollection`): the environment a view draws and lays out in —
/// display scale, reading direction, light or dark, text size, size classes, idiom, contrast,
/// Bold Text, level, 3D Touch, gamut — and any custom trait (``UITraitDefinition``).
///
/// A collection holds only the traits it was given; the others read as UIKit's "unspecified"
/// values (`displayScale` 0, `userInterfaceStyle` `.unspecified`…), or a custom trait's
/// `defaultValue`. ``init(traitsFrom:)`` merges collections, later ones winning for the traits
/// they hold, as UIKit documents. Views get theirs from the window, the view controller and
/// the superview (`UIView.traitCollection`, UIView+Traits.swift).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits held, by trait type. System traits are never stored unspecified.
    let storage: [ObjectIdentifier: StoredTrait]
    /// The reading direction held, read from ``storage`` once: every view's traits are resolved
    /// by asking whether the collection it inherits has one (UIView+Traits.swift), and a look-up
    /// in ``storage`` with its cast costs ~370 instructions a read.
    private let storedLayoutDirection: UITraitEnvironmentLayoutDirection

    /// An empty collection (`init()`): every trait unspecified.
    public override init() {
        storage = [:]
        storedLayoutDirection = .unspecified
        super.init()
    }

    /// A collection holding `storage`.
    init(storage: [ObjectIdentifier: StoredTrait]) {
        self.storage = storage
        storedLayoutDirection =
            (storage[ObjectIdentifier(UITraitLayoutDirection.self)]?.value as? UITraitEnvironmentLayoutDirection)
            ?? UITraitLayoutDirection.defaultValue
        super.init()
    }

    /// The traits of every collection in `traitCollections`, later ones winning where two
    /// hold the same trait (`init(traitsFrom:)`).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged: [ObjectIdentifier: StoredTrait] = [:]
        for collection in traitCollections { merged.merge(collection.storage) { _, new in new } }
        self.init(storage: merged)
    }

    /// A collection holding one trait's value (`init(_:value:)`, iOS 17).
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var traits = TraitStore()
        traits[T.self] = value
        self.init(storage: traits.storage)
    }

    /// The value of `trait`: the value held, else its `defaultValue` (`subscript(_:)`, iOS 17).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        (storage[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue
    }

    /// Whether the collection holds `trait`.
    func contains(_ trait: UITrait) -> Bool { storage[ObjectIdentifier(trait)] != nil }

    // MARK: The system traits

    /// Pixels per point (`displayScale`); 0 when unspecified.
    open var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    /// The reading direction (`layoutDirection`).
    open var layoutDirection: UITraitEnvironmentLayoutDirection { storedLayoutDirection }
    /// Light or dark (`userInterfaceStyle`).
    open var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// The user's preferred text size (`preferredContentSizeCategory`).
    open var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    /// The horizontal size class (`horizontalSizeClass`).
    open var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    /// The vertical size class (`verticalSizeClass`).
    open var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    /// The kind of device (`userInterfaceIdiom`).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    /// Whether Bold Text is on (`legibilityWeight`).
    open var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    /// Whether Increase Contrast is on (`accessibilityContrast`).
    open var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    /// Base or elevated content (`userInterfaceLevel`).
    open var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }
    /// Whether 3D Touch is available (`forceTouchCapability`).
    open var forceTouchCapability: UIForceTouchCapability { self[UITraitForceTouchCapability.self] }
    /// The display's colour gamut (`displayGamut`).
    open var displayGamut: UIDisplayGamut { self[UITraitDisplayGamut.self] }

    /// The appearance dynamic system colours resolve for in this collection.
    var colorAppearance: ColorAppearance {
        ColorAppearance(
            style: userInterfaceStyle == .dark ? .dark : .light, increasedContrast: accessibilityContrast == .high,
            elevated: userInterfaceLevel == .elevated)
    }

    // MARK: Comparing

    /// Whether every trait `trait` holds has the same value here (`containsTraits(in:)`);
    /// true for nil.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.storage.allSatisfy { key, value in storage[key].map { value.isEqual($0.value) } ?? false }
    }

    /// Whether a dynamic colour can resolve differently here than in `traitCollection`
    /// (`hasDifferentColorAppearance(comparedTo:)`): style, contrast, level or gamut differ,
    /// or a custom trait that affects colour appearance does.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection ?? UITraitCollection()
        // System traits compare by what they resolve to (unspecified reads as light); custom
        // traits by value.
        return colorAppearance != other.colorAppearance || displayGamut != other.displayGamut
            || changedTraits(from: other).contains { !($0 is any SystemTrait.Type) && $0.affectsColorAppearance }
    }

    /// The trait types whose values differ between this collection and `other`.
    func changedTraits(from other: UITraitCollection) -> [UITrait] {
        var changed: [UITrait] = []
        for key in Set(storage.keys).union(other.storage.keys) {
            let mine = storage[key], theirs = other.storage[key]
            let same = mine.flatMap { m in theirs.map { m.isEqual($0.value) } } ?? (mine == nil && theirs == nil)
            if !same, let trait = (mine ?? theirs)?.trait { changed.append(trait) }
        }
        return changed
    }

    /// Equal when both hold the same traits with equal values (at once for the same
    /// collection: views that override nothing share their parent's).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        if other === self { return true }
        return storage.count == other.storage.count && containsTraits(in: other)
    }

    /// Consistent with ``isEqual(_:)``: the traits held.
    open override var hash: Int { storage.count }

    /// The traits held, by name, as UIKit prints a trait collection.
    open override var description: String {
        let traits = storage.values.map { "\($0.trait.name) = \($0.value)" }
        return "<UITraitCollection; " + traits.sorted().joined(separator: ", ") + ">"
    }
}
