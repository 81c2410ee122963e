import Foundation

/// Where a value sits inside a scene document, as a path of keys and list indexes:
/// `sections[1].items[3].size`.
///
/// The root document has the empty path, whose description is the empty string.
public struct SceneKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a key path.
    public enum Component: Hashable, Sendable {
        /// A mapping key.
        case key(String)
        /// A list index, from 0.
        case index(Int)
    }

    /// The steps from the document root.
    public var components: [Component]

    /// A key path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document root.
    public static let root = SceneKeyPath()

    /// The path with a mapping key appended.
    public func appending(key: String) -> SceneKeyPath {
        SceneKeyPath(components + [.key(key)])
    }

    /// The path with a list index appended.
    public func appending(index: Int) -> SceneKeyPath {
        SceneKeyPath(components + [.index(index)])
    }

    /// The last key in the path (skipping indexes), or nil at the root.
    public var lastKey: String? {
        for component in components.reversed() {
            if case let .key(key) = component { return key }
        }
        return nil
    }

    /// `sections[1].items[3].size`; empty at the root.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case let .key(key):
                if !text.isEmpty { text += "." }
                text += key
            case let .index(index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
