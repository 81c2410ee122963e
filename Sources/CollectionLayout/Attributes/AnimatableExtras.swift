import Foundation

/// A value a custom layout can attach to its attributes so that it animates and compares
/// like the built-in fields (UIKit: a `UICollectionViewLayoutAttributes` subclass that
/// overrides `isEqual:` and `copy`).
public protocol AnimatableValue: Interpolatable, Equatable, Sendable {}

extension Double: AnimatableValue {}
extension CGFloat: AnimatableValue {}
extension CGPoint: AnimatableValue {}
extension CGSize: AnimatableValue {}
extension CGRect: AnimatableValue {}
extension Transform2D: AnimatableValue {}
extension Transform3D: AnimatableValue {}

/// A typed key for an extra animatable attribute.
///
/// ```swift
/// extension AnimatableKey where Value == Double {
///     static let cornerRadius = AnimatableKey("cornerRadius")
/// }
/// attributes[.cornerRadius] = 12
/// ```
public struct AnimatableKey<Value: AnimatableValue>: Hashable, Sendable {
    /// The key's name; two keys with one name must have one value type.
    public let name: String

    /// A key with the given name.
    public init(_ name: String) { self.name = name }
}

/// The extra animatable values of one element, keyed by name.
///
/// Equal when they hold the same names with equal values; interpolating blends the values
/// both sides hold and takes the destination's value for the others.
public struct AnimatableExtras: Equatable, Sendable {
    private var storage: [String: any AnimatableValue] = [:]

    /// No extra values.
    public init() {}

    /// Whether no extra value is set.
    public var isEmpty: Bool { storage.isEmpty }

    /// The names of the values set, sorted.
    public var names: [String] { storage.keys.sorted() }

    /// The value for `key`, or nil when it is unset or holds another type.
    public subscript<Value>(key: AnimatableKey<Value>) -> Value? {
        get { storage[key.name] as? Value }
        set { storage[key.name] = newValue }
    }

    /// The value stored under `name`, whatever its type.
    public func value(named name: String) -> (any AnimatableValue)? { storage[name] }

    /// Compares name by name.
    public static func == (lhs: AnimatableExtras, rhs: AnimatableExtras) -> Bool {
        guard lhs.storage.count == rhs.storage.count else { return false }
        for (name, value) in lhs.storage {
            guard let other = rhs.storage[name], value.isEqual(to: other) else { return false }
        }
        return true
    }

    /// Blends each value held by both sides; a value only one side holds takes the
    /// destination's state.
    public func interpolated(to other: AnimatableExtras, fraction: Double) -> AnimatableExtras {
        if storage.isEmpty && other.storage.isEmpty { return other }
        var result = AnimatableExtras()
        for (name, target) in other.storage {
            if let start = storage[name] {
                result.storage[name] = start.blend(to: target, fraction: fraction)
            } else {
                result.storage[name] = target
            }
        }
        return result
    }
}

extension AnimatableValue {
    fileprivate func isEqual(to other: any AnimatableValue) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    fileprivate func blend(to other: any AnimatableValue, fraction: Double) -> any AnimatableValue {
        guard let other = other as? Self else { return other }
        return interpolated(to: other, fraction: fraction)
    }
}
