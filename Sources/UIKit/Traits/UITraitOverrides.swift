/// Trait values an object sets for itself and its descendants (`UITraitOverrides`, iOS 17):
/// `view.traitOverrides.userInterfaceStyle = .dark`, `traitOverrides[MyTrait.self] = …`.
/// A trait not set here is inherited (from the superview, the view controller, the window).
public struct UITraitOverrides: UIMutableTraits, Equatable, CustomStringConvertible {
    /// The values set.
    var store = TraitStore()

    /// No overrides.
    public init() {}

    /// A trait's overriding value, or its default value when not set.
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { store[trait] }
        set { store[trait] = newValue }
    }

    /// Whether `trait` is overridden (`contains(_:)`).
    public func contains(_ trait: UITrait) -> Bool { store.storage[ObjectIdentifier(trait)] != nil }

    /// Stops overriding `trait` (`remove(_:)`).
    public mutating func remove(_ trait: UITrait) { store.storage[ObjectIdentifier(trait)] = nil }

    /// Equal when the same traits are overridden with equal values.
    public static func == (lhs: UITraitOverrides, rhs: UITraitOverrides) -> Bool {
        UITraitCollection(storage: lhs.store.storage).isEqual(UITraitCollection(storage: rhs.store.storage))
    }

    /// The overridden traits, as a trait collection prints them.
    public var description: String { UITraitCollection(storage: store.storage).description }
}
