import Foundation

/// A colour as written in the scene (`"#FF9500"`, `"systemBlue"`…), kept as text with its
/// location: the renderer parses it and reports a bad colour with ``error(_:)``.
///
/// `==` compares the text only.
public struct ColorSpec: Sendable, Equatable, CustomStringConvertible {
    /// The colour text, as written.
    public var text: String
    /// Where it is written.
    public var location: SceneLocation

    /// A colour spec from its parts.
    public init(_ text: String, location: SceneLocation) {
        self.text = text
        self.location = location
    }

    /// Text equality; locations are ignored.
    public static func == (lhs: ColorSpec, rhs: ColorSpec) -> Bool { lhs.text == rhs.text }

    /// The text.
    public var description: String { text }

    /// An ``SceneError/Kind/invalidValue`` error at the colour, for a renderer that cannot
    /// parse it.
    public func error(_ message: String) -> SceneError { location.error(.invalidValue, message) }

    init(from value: SceneValue) throws {
        guard case let .string(text) = value.content else { throw value.typeMismatch(expected: "a colour string such as \"#FF9500\"") }
        guard !text.isEmpty else { throw value.error(.invalidValue, "a colour must not be empty") }
        self.init(text, location: value.location)
    }
}
