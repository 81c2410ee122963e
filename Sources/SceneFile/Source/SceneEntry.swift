import Foundation

/// One key and its value in a mapping.
public struct SceneEntry: Sendable, Equatable {
    /// The key's text.
    public var key: String
    /// Where the key is written.
    public var keyLocation: SceneLocation
    /// The value.
    public var value: SceneValue

    /// An entry from its parts.
    public init(key: String, keyLocation: SceneLocation, value: SceneValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    /// Key and value equality; locations are ignored.
    public static func == (lhs: SceneEntry, rhs: SceneEntry) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}
