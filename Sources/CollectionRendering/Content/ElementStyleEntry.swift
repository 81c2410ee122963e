import CollectionLayout
import Foundation

/// The look of one role of elements (cells, headers, footers, decorations, the selected
/// background) or of one element of its own: every property optional, applied over a base
/// ``ElementContent``. What sets them (a scene file, a test, a host) is the caller's
/// business: the renderer has no file format of its own.
public struct ElementStyleEntry: Hashable, Sendable {
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
}
