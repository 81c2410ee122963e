import CollectionRendering
import Foundation

/// One entry of the scene's `style` block (`cell`, `header`, `footer`, `decoration`,
/// `selected`), as written: the look of one kind of element. All fields optional;
/// ``SceneAppearance`` turns it into the renderer's `ElementStyleEntry`.
public struct ElementStyleSpec: Sendable, Equatable {
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
    /// What text to show (`indexPath`: the title, else `0·3` for section 0, item 3 — the
    /// default for cells; `title`: the title or header/footer text only; `none`: no text).
    public var label: ElementLabel?
    /// How an item's image fills the element (`scaleToFill`, `scaleAspectFit`,
    /// `scaleAspectFill` — the default — or `center`), as `UIView.ContentMode`.
    public var contentMode: String?

    /// A style; all fields optional.
    public init(
        color: ColorSpec? = nil, cornerRadius: CGFloat? = nil, borderWidth: CGFloat? = nil, borderColor: ColorSpec? = nil,
        shadow: ShadowSpec? = nil, font: FontSpec? = nil, textColor: ColorSpec? = nil,
        alignment: TextAlignment? = nil, label: ElementLabel? = nil, contentMode: String? = nil
    ) {
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

    static let keys = [
        "color", "cornerRadius", "borderWidth", "borderColor", "shadow", "font", "textColor", "alignment", "label", "contentMode",
    ]

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
            label: try fields.optional("label") { try $0.choice(LabelName.self).label },
            contentMode: try fields.optional("contentMode") { try $0.choice(ContentModeName.self).rawValue })
    }
}

/// The content-mode names the scene accepts (`UIView.ContentMode`'s).
private enum ContentModeName: String, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// The label names the scene accepts (``ElementLabel``'s cases).
private enum LabelName: String, CaseIterable {
    case indexPath, title, none

    var label: ElementLabel {
        switch self {
        case .indexPath: return .indexPath
        case .title: return .title
        case .none: return .none
        }
    }
}

/// The alignment names the scene accepts (``TextAlignment``'s raw values).
private enum AlignmentName: String, CaseIterable {
    case leading, center, trailing
}
