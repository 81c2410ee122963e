import Foundation

/// JSON text that libyaml cannot read as is.
///
/// JSON writes characters outside the Basic Multilingual Plane as a surrogate pair
/// (`"\ud83d\ude00"`); YAML rejects lone surrogate escapes. Inside double-quoted strings
/// such pairs are rewritten as YAML's 8-digit escape (`\U0001F600`) before parsing. Columns
/// after a rewritten pair on the same line shift left by two.
enum JSONEscapes {
    static func rewritingSurrogatePairs(in text: String) -> String {
        guard text.contains("\\u") || text.contains("\\U") else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        var inString = false
        func hexValue(at start: Int) -> UInt32? {
            guard start + 4 <= scalars.count else { return nil }
            var value: UInt32 = 0
            for scalar in scalars[start..<start + 4] {
                guard let digit = Int(String(scalar), radix: 16) else { return nil }
                value = value * 16 + UInt32(digit)
            }
            return value
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if !inString {
                if scalar == "\"" { inString = true }
                output.append(scalar)
                index += 1
                continue
            }
            if scalar == "\"" { inString = false; output.append(scalar); index += 1; continue }
            if scalar == "\\", index + 1 < scalars.count {
                if scalars[index + 1] == "u" || scalars[index + 1] == "U",
                    let high = hexValue(at: index + 2), (0xD800...0xDBFF).contains(high),
                    index + 7 < scalars.count, scalars[index + 6] == "\\", scalars[index + 7] == "u" || scalars[index + 7] == "U",
                    let low = hexValue(at: index + 8), (0xDC00...0xDFFF).contains(low)
                {
                    let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    output.append(contentsOf: String(format: "\\U%08X", code).unicodeScalars)
                    index += 12
                    continue
                }
                output.append(scalar)
                output.append(scalars[index + 1])
                index += 2
                continue
            }
            output.append(scalar)
            index += 1
        }
        return String(output)
    }
}
