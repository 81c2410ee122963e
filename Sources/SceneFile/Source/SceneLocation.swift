import Foundation

/// Where a value came from: the file, the line and column of its node (both from 1,
/// columns counted in Unicode scalars as libyaml counts them), and its key path.
///
/// Every decoded model value that a later stage may complain about (a colour, a layout's
/// parameters, a timeline step) keeps one, so the complaint can point at the source.
public struct SceneLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name as it was given to the decoder (`<string>` for in-memory text).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// The value's key path in the document.
    public var keyPath: SceneKeyPath

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// An error at this location.
    /// - Parameters:
    ///   - kind: what sort of problem it is; default ``SceneError/Kind/invalidValue``.
    ///   - message: what is wrong and, where it helps, what to write instead.
    public func error(_ kind: SceneError.Kind = .invalidValue, _ message: String) -> SceneError {
        SceneError(kind: kind, file: file, line: line, column: column, keyPath: keyPath.description, message: message)
    }
}
