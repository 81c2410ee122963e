import CollectionRendering
import Foundation

// A font in an archive (`NSSecureCoding`, docs/REFERENCE.md §22.13): its description, and the text
// style of a font made by `preferredFont(forTextStyle:)`, so a decoded one still follows
// Dynamic Type. A font scaled by `UIFontMetrics` is written at its size [chosen].
extension UIFont: NSSecureCoding {
    /// Fonts can be decoded securely (`supportsSecureCoding`).
    public class var supportsSecureCoding: Bool { true }

    private enum Key {
        static let family = "UIFontFamily", size = "UIFontPointSize", weight = "UIFontWeight"
        static let italic = "UIFontItalic", textStyle = "UIFontTextStyle", styleWeight = "UIFontTextStyleWeight"
    }

    /// Writes the font (``encode(with:)``).
    func archiveFont(to coder: NSCoder) {
        coder.encode(fontDescription.family, forKey: Key.family)
        coder.encode(Double(fontDescription.size), forKey: Key.size)
        coder.encode(fontDescription.weight, forKey: Key.weight)
        coder.encode(fontDescription.isItalic, forKey: Key.italic)
        guard case .textStyle(let style, let weight) = scaling else { return }
        coder.encode(style.rawValue, forKey: Key.textStyle)
        if let weight { coder.encode(Double(weight.rawValue), forKey: Key.styleWeight) }
    }

    /// The font ``archiveFont(to:)`` wrote, or nil when the archive holds none (no family, a
    /// size that is not a finite number at least 0, a weight outside CSS's 1…1000).
    static func archivedFont(from coder: NSCoder) -> (FontDescription, DynamicTypeScaling?)? {
        guard let family = coder.decodeArchivedObject(forKey: Key.family) as? String, !family.isEmpty,
            let size = coder.decodeArchivedNumber(forKey: Key.size), size >= 0,
            let weight = coder.decodeArchivedInteger(forKey: Key.weight), (1...1000).contains(weight)
        else { return nil }
        let description = FontDescription(
            family: family, size: size, weight: weight, isItalic: coder.decodeArchivedBool(forKey: Key.italic) ?? false)
        let weightOfStyle = coder.decodeArchivedNumber(forKey: Key.styleWeight).map { Weight(rawValue: $0) }
        let scaling = (coder.decodeArchivedObject(forKey: Key.textStyle) as? String).map {
            DynamicTypeScaling.textStyle(TextStyle(rawValue: $0), weight: weightOfStyle)
        }
        return (description, scaling)
    }
}
