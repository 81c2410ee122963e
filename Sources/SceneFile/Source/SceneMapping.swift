import Foundation

/// A mapping whose keys were checked against a schema: look values up by key.
///
/// Made by ``SceneValue/mapping(allowedKeys:what:)``, which has already rejected unknown keys.
public struct SceneMapping: Sendable {
    /// The mapping value itself.
    public let value: SceneValue
    /// The entries in document order.
    public let entries: [SceneEntry]

    init(value: SceneValue, entries: [SceneEntry]) {
        self.value = value
        self.entries = entries
    }

    /// Where the mapping starts.
    public var location: SceneLocation { value.location }

    /// The value for `key`, or nil when absent. An explicit `null` counts as absent.
    public subscript(key: String) -> SceneValue? {
        guard let entry = entries.first(where: { $0.key == key }), !entry.value.isNull else { return nil }
        return entry.value
    }

    /// Whether `key` is written (even with a null value).
    public func contains(_ key: String) -> Bool {
        entries.contains { $0.key == key }
    }

    /// The value for `key`.
    /// - Throws: ``SceneError/Kind/missingKey`` located at the mapping.
    /// An explicit `null` is reported at the value, as a type mismatch.
    public func required(_ key: String, _ what: String? = nil) throws -> SceneValue {
        let detail = what.map { " (\($0))" } ?? ""
        guard let entry = entries.first(where: { $0.key == key }) else {
            throw value.error(.missingKey, "missing required key `\(key)`\(detail)")
        }
        guard !entry.value.isNull else {
            throw entry.value.error(.typeMismatch, "`\(key)` is required\(detail), got null")
        }
        return entry.value
    }

    /// `read(value)` for `key` when present, else nil.
    public func optional<T>(_ key: String, _ read: (SceneValue) throws -> T) rethrows -> T? {
        guard let value = self[key] else { return nil }
        return try read(value)
    }
}
