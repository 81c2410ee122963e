import Foundation

/// A problem in a scene file, located like a compiler's diagnostic:
/// `scene.yaml:12:7: error: sections[1].items[3].size: expected [width, height] with two numbers, got a string`.
///
/// The decoder never crashes on input: everything it rejects comes out as one of these.
/// It stops at the first problem it finds.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What sort of problem.
    public enum Kind: String, Hashable, Sendable {
        /// The file could not be read, or is not UTF-8.
        case unreadable
        /// The file holds no document.
        case empty
        /// YAML or JSON syntax, as reported by the parser.
        case syntax
        /// A key appears twice in one mapping.
        case duplicateKey
        /// A key the schema does not know.
        case unknownKey
        /// A required key is missing.
        case missingKey
        /// A value of the wrong type (a string where a number belongs).
        case typeMismatch
        /// A value of the right type outside its allowed range or set.
        case invalidValue
        /// A layout name that is not registered.
        case unknownLayout
    }

    /// What sort of problem.
    public var kind: Kind
    /// The file name as given to the decoder.
    public var file: String
    /// The line, from 1; nil when the problem has no position (an unreadable file).
    public var line: Int?
    /// The column, from 1; nil when the problem has no position.
    public var column: Int?
    /// The key path of the offending value (`sections[1].items[3].size`); empty at the root.
    public var keyPath: String
    /// What is wrong.
    public var message: String

    /// An error from its parts.
    public init(kind: Kind, file: String, line: Int?, column: Int?, keyPath: String, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line:column: error: keyPath: message`, leaving out the parts that are unknown.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": error: "
        if !keyPath.isEmpty { text += keyPath + ": " }
        return text + message
    }
}

extension SceneError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
