import Foundation

/// XML escaping for attribute values and text; characters XML 1.0 forbids are dropped.
/// The SVG writer and `reel test`'s HTML report both use it.
public enum XMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped and the control characters XML 1.0
    /// forbids (all below U+0020 but tab, line feed and carriage return; U+FFFE, U+FFFF) dropped.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
