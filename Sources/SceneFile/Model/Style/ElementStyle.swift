import CollectionRendering
import Foundation

/// The look of one kind of element. All fields optional.
public struct ElementStyle: Sendable, Equatable {
    /// What text an element shows when its content has none of its own.
    public enum Label: String, Sendable, Equatable, CaseIterable {
        /// `0.3` for section 0, item 3 (the default for cells).
        case indexPath
        /// The item's title or the section's header/footer text only.
        case title
        /// No text.
        case none
    }

    /// Fill colour.
    public var color: ColorSpec?
    /// Corner radius in points (≥ 0).
    public var cornerRadius: CGFloat?
    /// Border width in points (≥ 0).
    public var borderWidth: CGFloat?
    /// Border colour.
    public var borderColor: ColorSpec?
    /// Drop shadow.
    public var shadow: ShadowSpec?
    /// Text font.
    public var font: FontSpec?
    /// Text colour.
    public var textColor: ColorSpec?
    /// Text alignment (`leading`, `center`, `trailing`).
    public var alignment: TextAlignment?
    /// What text to show.
    public var label: Label?
    /// How an item's image fills the element (`scaleToFill`, `scaleAspectFit`,
    /// `scaleAspectFill` — the default — or `center`), as `UIView.ContentMode`.
    public var contentMode: String?

    /// A style; all fields optional.
    public init(color: ColorSpec? = nil, cornerRadius: CGFloat? = nil, borderWidth: CGFloat? = nil, borderColor: ColorSpec? = nil,
                shadow: ShadowSpec? = nil, font: FontSpec? = nil, textColor: ColorSpec? = nil,
                alignment: TextAlignment? = nil, label: Label? = nil, contentMode: String? = nil) {
        self.color = color
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.font = font
        self.textColor = textColor
        self.alignment = alignment
        self.label = label
        self.contentMode = contentMode
    }

    static let keys = ["color", "cornerRadius", "borderWidth", "borderColor", "shadow", "font", "textColor", "alignment", "label", "contentMode"]

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: Self.keys)
        self.init(
            color: try fields.optional("color") { try ColorSpec(from: $0) },
            cornerRadius: try fields.optional("cornerRadius") { CGFloat(try $0.nonNegativeLength("cornerRadius")) },
            borderWidth: try fields.optional("borderWidth") { CGFloat(try $0.nonNegativeLength("borderWidth")) },
            borderColor: try fields.optional("borderColor") { try ColorSpec(from: $0) },
            shadow: try fields.optional("shadow") { try ShadowSpec(from: $0) },
            font: try fields.optional("font") { try FontSpec(from: $0) },
            textColor: try fields.optional("textColor") { try ColorSpec(from: $0) },
            alignment: try fields.optional("alignment") { TextAlignment(rawValue: try $0.choice(AlignmentName.self).rawValue) } ?? nil,
            label: try fields.optional("label") { try $0.choice(Label.self) },
            contentMode: try fields.optional("contentMode") { try $0.choice(ContentModeName.self).rawValue })
    }
}

/// The content-mode names the scene accepts (`UIView.ContentMode`'s).
private enum ContentModeName: String, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// The alignment names the scene accepts (``TextAlignment``'s raw values).
private enum AlignmentName: String, CaseIterable {
    case leading, center, trailing
}
