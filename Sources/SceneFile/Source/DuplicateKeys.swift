import Foundation
import Yams

/// Turns Yams' duplicate-key error (which names only the first occurrence and no key path)
/// into an error at the second occurrence, with its key path.
///
/// The second occurrence is found in the text: for block mappings, the next line at the
/// first key's indentation that starts with the key; for flow mappings (JSON), the next
/// key token at the same bracket depth. The key path comes from re-parsing the text with
/// that occurrence renamed (same length, so positions hold).
enum DuplicateKeys {
    /// A line and column, from 1.
    struct Position { var line: Int; var column: Int }

    static func locate(key: String, first mark: Mark, text: String, file: String) -> SceneError {
        let first = Position(line: mark.line, column: mark.column)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let fallback = SceneError(
            kind: .duplicateKey, file: file, line: first.line, column: first.column, keyPath: "",
            message: "duplicate key `\(key)`; each key may appear only once in a mapping")
        let flow = { flowSibling(key: key, first: first, lines: lines) }
        let block = { blockSibling(key: key, first: first, lines: lines) }
        let second = isInFlowMapping(first, lines: lines) ? flow() ?? block() : block() ?? flow()
        guard let second else { return fallback }
        let path = keyPath(at: second, key: key, lines: lines, file: file)
        return SceneError(
            kind: .duplicateKey, file: file, line: second.line, column: second.column,
            keyPath: path?.description ?? "",
            message: "duplicate key `\(key)` (first defined at \(first.line):\(first.column)); each key may appear only once in a mapping")
    }

    /// Whether the key at `position` sits in a flow mapping: the text before it on its line
    /// ends with `{` or `,` (spaces aside).
    static func isInFlowMapping(_ position: Position, lines: [[Unicode.Scalar]]) -> Bool {
        guard position.line - 1 < lines.count else { return false }
        let before = lines[position.line - 1].prefix(max(0, position.column - 1))
        guard let last = before.last(where: { $0 != " " && $0 != "\t" }) else { return false }
        return last == "{" || last == ","
    }

    /// Whether `line` holds the key token (bare or quoted) at `column` (from 1) followed by `:`.
    static func keyToken(_ key: String, in line: [Unicode.Scalar], at column: Int) -> Int? {
        let start = column - 1
        guard start >= 0, start < line.count else { return nil }
        let keyScalars = Array(key.unicodeScalars)
        var index = start
        var quote: Unicode.Scalar?
        if line[index] == "\"" || line[index] == "'" { quote = line[index]; index += 1 }
        guard index + keyScalars.count <= line.count, Array(line[index..<index + keyScalars.count]) == keyScalars else { return nil }
        index += keyScalars.count
        if let quote {
            guard index < line.count, line[index] == quote else { return nil }
            index += 1
        }
        while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
        guard index < line.count, line[index] == ":" else { return nil }
        return index
    }

    static func blockSibling(key: String, first: Position, lines: [[Unicode.Scalar]]) -> Position? {
        let indent = first.column - 1
        var lineIndex = first.line // the line after the first key (0-based index = line)
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            let leading = line.prefix { $0 == " " }.count
            lineIndex += 1
            if leading == line.count || line[leading] == "#" { continue }
            if leading < indent {
                // A sequence entry's first key sits after "- "; anything else less indented ends the mapping.
                return nil
            }
            if leading == indent, keyToken(key, in: line, at: first.column) != nil {
                return Position(line: lineIndex, column: first.column)
            }
        }
        return nil
    }

    static func flowSibling(key: String, first: Position, lines: [[Unicode.Scalar]]) -> Position? {
        guard first.line - 1 < lines.count,
            let afterFirst = keyToken(key, in: lines[first.line - 1], at: first.column)
        else { return nil }
        var depth = 0
        var line = first.line - 1, column = afterFirst + 1
        var quote: Unicode.Scalar?
        var expectingKey = false
        while line < lines.count {
            let scalars = lines[line]
            while column < scalars.count {
                let scalar = scalars[column]
                if let open = quote {
                    if scalar == "\\" && open == "\"" { column += 2; continue }
                    if scalar == open { quote = nil }
                    column += 1
                    continue
                }
                switch scalar {
                case "{", "[": depth += 1
                case "}", "]":
                    depth -= 1
                    if depth < 0 { return nil }
                case ",":
                    if depth == 0 { expectingKey = true; column += 1; continue }
                case "#":
                    column = scalars.count
                    continue
                case "\"", "'":
                    if depth == 0, expectingKey, keyToken(key, in: scalars, at: column + 1) != nil {
                        return Position(line: line + 1, column: column + 1)
                    }
                    quote = scalar
                case " ", "\t":
                    column += 1
                    continue
                default:
                    if depth == 0, expectingKey, keyToken(key, in: scalars, at: column + 1) != nil {
                        return Position(line: line + 1, column: column + 1)
                    }
                }
                expectingKey = false
                column += 1
            }
            line += 1
            column = 0
        }
        return nil
    }

    /// The key path of the key written at `mark`, by re-parsing with that key renamed.
    static func keyPath(at mark: Position, key: String, lines: [[Unicode.Scalar]], file: String) -> SceneKeyPath? {
        var patched = lines
        var start = mark.column - 1
        guard mark.line - 1 < patched.count, start < patched[mark.line - 1].count else { return nil }
        if patched[mark.line - 1][start] == "\"" || patched[mark.line - 1][start] == "'" { start += 1 }
        let length = key.unicodeScalars.count
        guard start + length <= patched[mark.line - 1].count else { return nil }
        for offset in 0..<length { patched[mark.line - 1][start + offset] = "\u{E000}" }
        var text = ""
        text.unicodeScalars.append(contentsOf: patched.joined(separator: ["\n"]))
        guard let node = try? Yams.compose(yaml: text, .basic),
            let root = try? SceneParser.convert(node, path: .root, file: file, sourceText: text)
        else { return nil }
        guard var path = find(line: mark.line, column: mark.column, in: root) else { return nil }
        if case .key = path.components.last { path.components[path.components.count - 1] = .key(key) }
        return path
    }

    static func find(line: Int, column: Int, in value: SceneValue) -> SceneKeyPath? {
        switch value.content {
        case let .mapping(entries):
            for entry in entries {
                if entry.keyLocation.line == line, entry.keyLocation.column == column { return entry.keyLocation.keyPath }
                if let found = find(line: line, column: column, in: entry.value) { return found }
            }
        case let .list(values):
            for element in values {
                if let found = find(line: line, column: column, in: element) { return found }
            }
        default: break
        }
        return nil
    }
}
