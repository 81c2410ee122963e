import Foundation

/// A node of a parsed scene document with its location: the tree that decoders walk.
///
/// Scalars are typed as JSON types: a plain (unquoted) scalar that reads as a number is a
/// number, `true`/`false` a boolean, `null`, `~` or nothing is null; every quoted scalar is a
/// string. Registered layouts receive their parameters as a `SceneValue` and decode them
/// with the typed readers (``string()``, ``size()``, ``mapping(allowedKeys:what:)``…), whose
/// errors point at the right line, column and key path.
///
/// `==` compares content only, never locations, so the same scene read from YAML and from
/// JSON decodes to equal models.
public struct SceneValue: Sendable, Equatable, CustomStringConvertible {
    /// What the node holds.
    public enum Content: Sendable, Equatable {
        /// `null`, `~` or an empty value.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A plain scalar that reads as a number (`.inf` and `.nan` included, so that
        /// readers can reject them by name).
        case number(Double)
        /// A quoted scalar, or a plain one that is not a number, boolean or null.
        case string(String)
        /// A sequence.
        case list([SceneValue])
        /// A mapping, in document order.
        case mapping([SceneEntry])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts.
    public var location: SceneLocation
    /// The scalar's text as written (empty for lists and mappings), for messages.
    public var sourceText: String

    /// A value from its parts.
    public init(_ content: Content, location: SceneLocation, sourceText: String = "") {
        self.content = content
        self.location = location
        self.sourceText = sourceText
    }

    /// Content equality; locations are ignored.
    public static func == (lhs: SceneValue, rhs: SceneValue) -> Bool {
        lhs.content == rhs.content
    }

    /// "a string", "a number", "a list of 3"… for messages.
    public var typeDescription: String {
        switch content {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case let .list(values): return values.count == 1 ? "a list of 1 value" : "a list of \(values.count) values"
        case .mapping: return "a mapping"
        }
    }

    /// The value in source form, shortened, for messages.
    public var description: String {
        switch content {
        case .null: return "null"
        case let .bool(value): return String(value)
        case .number: return sourceText
        case let .string(text): return "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
        case .list: return typeDescription
        case .mapping: return "a mapping"
        }
    }

    /// An error located at this value.
    public func error(_ kind: SceneError.Kind = .invalidValue, _ message: String) -> SceneError {
        location.error(kind, message)
    }

    /// A type-mismatch error: "expected `what`, got a string".
    public func typeMismatch(expected what: String) -> SceneError {
        error(.typeMismatch, "expected \(what), got \(typeDescription)")
    }

    /// Whether the value is null.
    public var isNull: Bool { content == .null }
}
