/// A trait of a trait collection (`UITraitDefinition`, iOS 17): the type is the key, its
/// ``defaultValue`` the value of a collection that does not set it. Declare your own trait
/// as UIKit's documentation does:
///
/// ```swift
/// struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
/// view.traitOverrides[ThemeTrait.self] = .monochrome
/// ```
///
/// A value that is `Equatable` is compared to tell whether a change notifies
/// (`traitCollectionDidChange`, `registerForTraitChanges`); any other value counts as changed
/// whenever it is set.
public protocol UITraitDefinition {
    /// The trait's value type; the trait type itself by default, as in UIKit.
    associatedtype Value = Self
    /// The value of a collection that does not set the trait (`defaultValue`).
    static var defaultValue: Value { get }
    /// A unique identifier (`identifier`); by default the type's name.
    static var identifier: String { get }
    /// A name for debugging output (`name`); by default the type's name.
    static var name: String { get }
    /// Whether dynamic colours resolve by the trait (`affectsColorAppearance`); default false.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False: dynamic colours do not read custom traits unless they say so.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, the key of a trait (`UITrait`, iOS 17): `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// A trait value stored in a collection, with the comparison its type allows.
struct StoredTrait: @unchecked Sendable {
    /// The trait the value is of.
    let trait: UITrait
    /// The value.
    let value: Any
    /// Whether `value` equals another stored value (false when the type is not `Equatable`).
    let isEqual: (Any) -> Bool

    init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        self.trait = trait
        self.value = value
        if let equatable = value as? any Equatable {
            isEqual = { other in Self.equal(equatable, other) }
        } else {
            isEqual = { _ in false }
        }
    }

    private static func equal<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
        (rhs as? E).map { $0 == lhs } ?? false
    }
}
