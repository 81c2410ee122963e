import Foundation
import CollectionLayout

/// One entry of a scene file's `style` block (`cell`, `header`, `footer`, `decoration`,
/// `selected`), or one item's own appearance keys: every key optional, applied over a
/// base ``ElementContent``.
///
/// Keys (scene-file spelling): `color` (fill), `cornerRadius`, `borderWidth`,
/// `borderColor`, `shadowColor`, `shadowOpacity`, `shadowOffset` `[w, h]`, `shadowRadius`,
/// `title`, `subtitle`, `fontFamily`, `fontSize`, `fontWeight` (100…900 or `regular`,
/// `medium`, `semibold`, `bold`), `textColor`, `alignment` (`leading`, `center`,
/// `trailing`), `image` (a PNG path), `contentMode` (`scaleToFill`, `scaleAspectFit`,
/// `scaleAspectFill`, `center`), `label` (`indexPath`, `title`, `none`). Colours are
/// strings parsed by ``Color/init(parsing:)``.
///
/// Decoding rejects unknown keys (the error's coding path names the key); image paths are
/// kept as written, so the scene loader resolves relative ones.
public struct ElementStyleEntry: Hashable, Sendable, Codable {
    /// Fill colour (`color`).
    public var color: Color?
    /// Corner radius.
    public var cornerRadius: CGFloat?
    /// Border width.
    public var borderWidth: CGFloat?
    /// Border colour.
    public var borderColor: Color?
    /// Shadow colour.
    public var shadowColor: Color?
    /// Shadow opacity, 0…1.
    public var shadowOpacity: Double?
    /// Shadow offset.
    public var shadowOffset: CGSize?
    /// Shadow blur radius.
    public var shadowRadius: CGFloat?
    /// Title text.
    public var title: String?
    /// Subtitle text.
    public var subtitle: String?
    /// Font family of title and subtitle.
    public var fontFamily: String?
    /// Title font size in points (the subtitle gets 80 % of it).
    public var fontSize: CGFloat?
    /// Title font weight, 100…900.
    public var fontWeight: Int?
    /// Text colour.
    public var textColor: Color?
    /// Text alignment.
    public var alignment: TextAlignment?
    /// Image file path.
    public var image: String?
    /// Image content mode.
    public var contentMode: ContentMode?
    /// Automatic label.
    public var label: ElementLabel?

    /// An entry that changes nothing.
    public init() {}

    /// An entry with the most common keys.
    public init(color: Color? = nil, cornerRadius: CGFloat? = nil, title: String? = nil, label: ElementLabel? = nil) {
        self.color = color; self.cornerRadius = cornerRadius; self.title = title; self.label = label
    }

    /// Whether no key is set.
    public var isEmpty: Bool { self == ElementStyleEntry() }

    /// This entry's keys over `base`'s: each key set here wins.
    public func merged(over base: ElementStyleEntry) -> ElementStyleEntry {
        var result = base
        if let color { result.color = color }
        if let cornerRadius { result.cornerRadius = cornerRadius }
        if let borderWidth { result.borderWidth = borderWidth }
        if let borderColor { result.borderColor = borderColor }
        if let shadowColor { result.shadowColor = shadowColor }
        if let shadowOpacity { result.shadowOpacity = shadowOpacity }
        if let shadowOffset { result.shadowOffset = shadowOffset }
        if let shadowRadius { result.shadowRadius = shadowRadius }
        if let title { result.title = title }
        if let subtitle { result.subtitle = subtitle }
        if let fontFamily { result.fontFamily = fontFamily }
        if let fontSize { result.fontSize = fontSize }
        if let fontWeight { result.fontWeight = fontWeight }
        if let textColor { result.textColor = textColor }
        if let alignment { result.alignment = alignment }
        if let image { result.image = image }
        if let contentMode { result.contentMode = contentMode }
        if let label { result.label = label }
        return result
    }

    /// `content` with every key set here applied. A shadow key on content without a
    /// shadow starts from Core Animation's defaults (so `shadowOpacity` alone shows one).
    public func applied(to content: ElementContent) -> ElementContent {
        var result = content
        if let color { result.fill = color }
        if let cornerRadius { result.cornerRadius = cornerRadius }
        if let borderWidth { result.borderWidth = borderWidth }
        if let borderColor { result.borderColor = borderColor }
        if shadowColor != nil || shadowOpacity != nil || shadowOffset != nil || shadowRadius != nil {
            var shadow = result.shadow ?? Shadow()
            if let shadowColor { shadow.color = shadowColor }
            if let shadowOpacity { shadow.opacity = shadowOpacity }
            if let shadowOffset { shadow.offset = shadowOffset }
            if let shadowRadius { shadow.radius = shadowRadius }
            result.shadow = shadow
        }
        if let title { result.title = title }
        if let subtitle { result.subtitle = subtitle }
        if let fontFamily { result.font.family = fontFamily; result.subtitleFont.family = fontFamily }
        if let fontSize { result.font.size = fontSize; result.subtitleFont.size = (fontSize * 0.8).rounded() }
        if let fontWeight { result.font.weight = fontWeight }
        if let textColor { result.textColor = textColor }
        if let alignment { result.alignment = alignment }
        if let image { result.image = ImageSource(path: image) }
        if let contentMode { result.contentMode = contentMode }
        if let label { result.label = label }
        return result
    }

    // MARK: Codable

    /// The scene-file keys, in documentation order.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case color, cornerRadius, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset
        case shadowRadius, title, subtitle, fontFamily, fontSize, fontWeight, textColor, alignment
        case image, contentMode, label
    }

    /// Decodes an entry; colours from strings, unknown keys rejected.
    /// - Throws: `DecodingError` whose coding path names the offending key.
    public init(from decoder: Decoder) throws {
        try StrictKeys.check(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func parsedColor(_ key: CodingKeys) throws -> Color? {
            guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
            do { return try Color(parsing: text) } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(error)")
            }
        }
        color = try parsedColor(.color)
        cornerRadius = try c.decodeIfPresent(CGFloat.self, forKey: .cornerRadius)
        borderWidth = try c.decodeIfPresent(CGFloat.self, forKey: .borderWidth)
        borderColor = try parsedColor(.borderColor)
        shadowColor = try parsedColor(.shadowColor)
        shadowOpacity = try c.decodeIfPresent(Double.self, forKey: .shadowOpacity)
        if let pair = try c.decodeIfPresent([CGFloat].self, forKey: .shadowOffset) {
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .shadowOffset, in: c, debugDescription: "shadowOffset needs [width, height], got \(pair.count) numbers")
            }
            shadowOffset = CGSize(width: pair[0], height: pair[1])
        }
        shadowRadius = try c.decodeIfPresent(CGFloat.self, forKey: .shadowRadius)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle)
        fontFamily = try c.decodeIfPresent(String.self, forKey: .fontFamily)
        fontSize = try c.decodeIfPresent(CGFloat.self, forKey: .fontSize)
        if c.contains(.fontWeight) {
            if let number = try? c.decode(Int.self, forKey: .fontWeight) {
                fontWeight = number
            } else {
                let name = try c.decode(String.self, forKey: .fontWeight)
                guard let weight = Self.fontWeights[name] else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .fontWeight, in: c,
                        debugDescription: "unknown font weight \"\(name)\": use 100…900, regular, medium, semibold or bold")
                }
                fontWeight = weight
            }
        }
        textColor = try parsedColor(.textColor)
        alignment = try c.decodeIfPresent(TextAlignment.self, forKey: .alignment)
        image = try c.decodeIfPresent(String.self, forKey: .image)
        contentMode = try c.decodeIfPresent(ContentMode.self, forKey: .contentMode)
        label = try c.decodeIfPresent(ElementLabel.self, forKey: .label)
    }

    private static let fontWeights = ["regular": 400, "medium": 500, "semibold": 600, "bold": 700]

    /// Encodes the keys that are set, colours as hex strings.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(color?.hexString, forKey: .color)
        try c.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        try c.encodeIfPresent(borderWidth, forKey: .borderWidth)
        try c.encodeIfPresent(borderColor?.hexString, forKey: .borderColor)
        try c.encodeIfPresent(shadowColor?.hexString, forKey: .shadowColor)
        try c.encodeIfPresent(shadowOpacity, forKey: .shadowOpacity)
        try c.encodeIfPresent(shadowOffset.map { [$0.width, $0.height] }, forKey: .shadowOffset)
        try c.encodeIfPresent(shadowRadius, forKey: .shadowRadius)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(subtitle, forKey: .subtitle)
        try c.encodeIfPresent(fontFamily, forKey: .fontFamily)
        try c.encodeIfPresent(fontSize, forKey: .fontSize)
        try c.encodeIfPresent(fontWeight, forKey: .fontWeight)
        try c.encodeIfPresent(textColor?.hexString, forKey: .textColor)
        try c.encodeIfPresent(alignment, forKey: .alignment)
        try c.encodeIfPresent(image, forKey: .image)
        try c.encodeIfPresent(contentMode, forKey: .contentMode)
        try c.encodeIfPresent(label, forKey: .label)
    }
}

/// Rejects keys outside an allowed list while decoding.
enum StrictKeys {
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Throws a `DecodingError` naming the first unknown key (sorted, so the message is
    /// deterministic) and the allowed ones.
    static func check(_ decoder: Decoder, allowed: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let unknown = container.allKeys.map(\.stringValue).filter { !allowed.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath + [AnyKey(stringValue: first)],
            debugDescription: "unknown key \"\(first)\"; allowed: \(allowed.joined(separator: ", "))"))
    }
}
