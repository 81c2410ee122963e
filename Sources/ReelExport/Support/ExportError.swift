import Foundation

/// An error phrased for a person: what failed and where (a scene error's location first
/// when there is one). `reel` prints it as is and exits with status 2.
public struct ExportError: Error, CustomStringConvertible, Sendable {
    /// The message.
    public var message: String

    /// An error with `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
