import Foundation

extension Color {
    /// Parses a colour from a scene file: `#RGB`, `#RRGGBB`, `#RRGGBBAA` (hex, case
    /// insensitive; alpha last, as CSS) or an iOS system colour name (`systemBlue`, `label`,
    /// `tintColor`, … see ``systemColorNames``) resolved for `appearance` (light by default).
    ///
    /// Surrounding white space is ignored; names are case sensitive, as in UIKit.
    /// - Throws: ``ColorParseError`` naming the text and listing the accepted forms.
    public init(parsing text: String, appearance: ColorAppearance = .light) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") {
            guard let color = Color(hex: trimmed.dropFirst()) else { throw ColorParseError(text: text) }
            self = color
            return
        }
        guard let color = Color.systemColor(named: trimmed, appearance: appearance) else { throw ColorParseError(text: text) }
        self = color
    }

    /// A colour from 3, 6 or 8 hex digits (without `#`), or nil.
    private init?(hex: Substring) {
        var digits: [Double] = []
        for character in hex {
            guard let value = character.hexDigitValue, character.isASCII else { return nil }
            digits.append(Double(value))
        }
        switch digits.count {
        case 3:
            // #RGB: each digit doubled, so F → FF = 15·17 = 255.
            self.init(red: digits[0] * 17 / 255, green: digits[1] * 17 / 255, blue: digits[2] * 17 / 255)
        case 6, 8:
            func byte(_ i: Int) -> Double { (digits[2 * i] * 16 + digits[2 * i + 1]) / 255 }
            self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) : 1)
        default:
            return nil
        }
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when not opaque (components rounded to the
    /// nearest of 256 steps and clamped to 0…1).
    public var hexString: String {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let text = String(clamped, radix: 16, uppercase: true)
            return clamped < 16 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }
}
