import Foundation

/// Deterministic number text for SVG: at most four decimals, trailing zeros trimmed, no
/// exponent, no locale, never `-0`; non-finite values print as `0`.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 10_000).rounded()
        // Beyond 9e11 the decimals are noise and Int64 may not hold the value (1e30): the
        // whole number in full, as C prints it (no exponent, no locale).
        guard abs(scaled) < 9e15 else { return String(format: "%.0f", value.rounded()) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let negative = units < 0
        let magnitude = negative ? -units : units
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        var text = String(whole)
        if fraction != 0 {
            var digits = 4
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return negative ? "-" + text : text
    }

    static func format(_ value: CGFloat) -> String { format(Double(value)) }
}
