import Foundation
import Yams

/// Parses YAML and JSON text (JSON is YAML 1.2 flow syntax) into a ``SceneValue`` tree,
/// turning every parser complaint into a located ``SceneError``.
public enum SceneParser {
    /// Parses one document.
    /// - Parameters:
    ///   - text: YAML or JSON.
    ///   - file: the name used in locations and errors.
    /// - Throws: ``SceneError`` of kind `.empty`, `.syntax` or `.duplicateKey`, or
    ///   `.invalidValue` for a document beyond ``SceneLimits/maximumFileSize`` bytes or
    ///   ``SceneLimits/maximumValues`` values.
    public static func parse(_ text: String, file: String) throws -> SceneValue {
        guard text.utf8.count <= SceneLimits.maximumFileSize else {
            throw SceneError(
                kind: .invalidValue, file: file, line: nil, column: nil, keyPath: "",
                message: "the document is \(text.utf8.count) bytes, beyond the limit of \(SceneLimits.maximumFileSize) bytes (8 MiB)")
        }
        let source = JSONEscapes.rewritingSurrogatePairs(in: text)
        let node: Node?
        do {
            node = try Yams.compose(yaml: source, .basic)
        } catch let error as YamlError {
            throw located(error, text: source, file: file)
        } catch {
            throw SceneError(kind: .syntax, file: file, line: nil, column: nil, keyPath: "", message: "\(error)")
        }
        guard let node else {
            throw SceneError(
                kind: .empty, file: file, line: 1, column: 1, keyPath: "",
                message: "the file holds no document; a scene needs at least `viewport`")
        }
        return try convert(node, path: .root, file: file, sourceText: source)
    }

    // MARK: Node → SceneValue

    /// The value tree of `node` composed from `sourceText`, expanding aliases (Yams
    /// composes an alias as the node its anchor names, shared; walking it as a tree is where
    /// a "billion laughs" document would explode). The tree holds at most what the text can
    /// spell out (two values per character) plus ``SceneLimits/maximumAliasNodes``, and at
    /// most ``SceneLimits/maximumValues``; its strings at most the text's bytes plus
    /// ``SceneLimits/maximumAliasText``.
    /// - Throws: ``SceneError`` at the value where the budget runs out, naming the limit.
    static func convert(_ node: Node, path: SceneKeyPath, file: String, sourceText: String) throws -> SceneValue {
        let spelled = 2 * sourceText.utf8.count + SceneLimits.maximumAliasNodes
        var budget = Budget(
            values: min(spelled, SceneLimits.maximumValues), text: sourceText.utf8.count + SceneLimits.maximumAliasText,
            valuesExhausted: spelled < SceneLimits.maximumValues
                ? "the document expands to too many values: YAML aliases (`*name`) may add at most "
                    + "\(SceneLimits.maximumAliasNodes) values to what the file spells out; write the repeated part out "
                    + "or use fewer aliases"
                : "the document holds more than \(SceneLimits.maximumValues) values (YAML aliases expanded), beyond the limit")
        return try convert(node, path: path, file: file, budget: &budget)
    }

    /// What is left of a document's values and text as its tree is built, and what to say
    /// when the values run out.
    private struct Budget {
        var values: Int
        var text: Int
        let valuesExhausted: String

        /// Takes `count` values holding `bytes` bytes of text, or throws at `location`.
        mutating func take(values count: Int = 1, text bytes: Int, at location: SceneLocation) throws {
            values -= count
            guard values >= 0 else { throw location.error(.invalidValue, valuesExhausted) }
            text -= bytes
            guard text >= 0 else {
                throw location.error(
                    .invalidValue,
                    "the document expands to too much text: YAML aliases (`*name`) may add at most "
                        + "\(SceneLimits.maximumAliasText) bytes (8 MiB) of strings to what the file spells out; "
                        + "write the repeated text out or use fewer aliases")
            }
        }
    }

    private static func convert(_ node: Node, path: SceneKeyPath, file: String, budget: inout Budget) throws -> SceneValue {
        let location = SceneLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, keyPath: path)
        if case let .scalar(scalar) = node {
            try budget.take(text: scalar.string.utf8.count, at: location)
        } else {
            try budget.take(text: 0, at: location)
        }
        switch node {
        case let .scalar(scalar):
            return SceneValue(interpret(scalar), location: location, sourceText: scalar.string)
        case let .sequence(sequence):
            var values: [SceneValue] = []
            values.reserveCapacity(sequence.count)
            for (index, element) in sequence.enumerated() {
                values.append(try convert(element, path: path.appending(index: index), file: file, budget: &budget))
            }
            return SceneValue(.list(values), location: location)
        case let .mapping(mapping):
            var entries: [SceneEntry] = []
            entries.reserveCapacity(mapping.count)
            for (keyNode, valueNode) in mapping {
                let keyLocation = SceneLocation(
                    file: file, line: keyNode.mark?.line ?? location.line, column: keyNode.mark?.column ?? location.column,
                    keyPath: path)
                guard case let .scalar(keyScalar) = keyNode else {
                    throw keyLocation.error(.typeMismatch, "mapping keys must be strings")
                }
                let key = keyScalar.string
                try budget.take(values: 0, text: key.utf8.count, at: keyLocation)
                var located = keyLocation
                located.keyPath = path.appending(key: key)
                let value = try convert(valueNode, path: path.appending(key: key), file: file, budget: &budget)
                entries.append(SceneEntry(key: key, keyLocation: located, value: value))
            }
            return SceneValue(.mapping(entries), location: location)
        case let .alias(alias):
            return SceneValue(.null, location: location, sourceText: "*\(alias)")
        }
    }

    /// JSON's types from a scalar: quoted scalars are strings; plain ones may be null,
    /// booleans or numbers.
    static func interpret(_ scalar: Node.Scalar) -> SceneValue.Content {
        let text = scalar.string
        guard scalar.style == .plain || scalar.style == .any else { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        if let number = decimalNumber(text) { return .number(number) }
        return .string(text)
    }

    /// A decimal number in JSON or YAML form (`12`, `-0.5`, `1e3`, `+2.`, `.5`), or nil.
    static func decimalNumber(_ text: String) -> Double? {
        var digits = 0, underscores = false, index = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        func peek() -> Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }
        if peek() == "-" || peek() == "+" { index = scalars.index(after: index) }
        while let scalar = peek(), ("0"..."9").contains(scalar) || scalar == "_" {
            if scalar == "_" { underscores = true } else { digits += 1 }
            index = scalars.index(after: index)
        }
        if peek() == "." {
            index = scalars.index(after: index)
            while let scalar = peek(), ("0"..."9").contains(scalar) { digits += 1; index = scalars.index(after: index) }
        }
        guard digits > 0 else { return nil }
        if peek() == "e" || peek() == "E" {
            index = scalars.index(after: index)
            if peek() == "-" || peek() == "+" { index = scalars.index(after: index) }
            var exponentDigits = 0
            while let scalar = peek(), ("0"..."9").contains(scalar) { exponentDigits += 1; index = scalars.index(after: index) }
            guard exponentDigits > 0 else { return nil }
        }
        guard index == scalars.endIndex else { return nil }
        return Double(underscores ? text.replacingOccurrences(of: "_", with: "") : text)
    }

    // MARK: Parser errors

    static func located(_ error: YamlError, text: String, file: String) -> SceneError {
        func syntax(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> SceneError {
            var message = problem
            if let context, !context.text.isEmpty {
                message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
            }
            return SceneError(kind: .syntax, file: file, line: mark.line, column: mark.column, keyPath: "", message: message)
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            return syntax(mark, problem, context)
        case let .reader(problem, offset, _, _):
            let (line, column) = offset.map { lineAndColumn(ofCharacterOffset: $0, in: text) } ?? (1, 1)
            return SceneError(kind: .unreadable, file: file, line: line, column: column, keyPath: "", message: problem)
        case let .duplicatedKeysInMapping(duplicates, context):
            return DuplicateKeys.locate(key: duplicates.first ?? "", first: context.mark, text: text, file: file)
        default:
            return SceneError(kind: .syntax, file: file, line: nil, column: nil, keyPath: "", message: "\(error)")
        }
    }

    static func lineAndColumn(ofCharacterOffset offset: Int, in text: String) -> (Int, Int) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        return (line, column)
    }
}
