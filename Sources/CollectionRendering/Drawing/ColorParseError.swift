import Foundation

/// A colour string that is neither a hex colour nor a known system colour name.
public struct ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that failed to parse, as given.
    public var text: String

    /// An error for `text`.
    public init(text: String) { self.text = text }

    /// The accepted forms, listed in the message.
    public static let acceptedForms =
        "\"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" (hex digits) or a system colour name: "
        + Color.systemColorNames.joined(separator: ", ")

    /// `unknown colour "blu": use "#RGB", "#RRGGBB", "#RRGGBBAA" … or a system colour name: …`.
    public var description: String {
        "unknown colour \"\(text)\": use \(Self.acceptedForms)"
    }
}
