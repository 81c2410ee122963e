import CollectionRendering
import Foundation

/// How the scene's elements look: the `style` key (an extension of the DESIGN.md schema).
///
/// ```yaml
/// style:
///   cell: {color: "#DDE", cornerRadius: 8, label: indexPath,
///          shadow: {color: "#000", opacity: 0.2, offset: [0, 2], radius: 4},
///          font: {family: "DejaVu Sans", size: 13, weight: bold}}
///   header: {color: "#F2F2F7", textColor: "#333", alignment: leading}
///   selected: {borderColor: "#007AFF", borderWidth: 3}
/// ```
/// Every field is optional; the renderer supplies defaults. `selected` is applied on top
/// of `cell` for selected cells.
public struct StyleSpec: Sendable, Equatable {
    /// Cells.
    public var cell: ElementStyle?
    /// Section headers.
    public var header: ElementStyle?
    /// Section footers.
    public var footer: ElementStyle?
    /// Decoration views.
    public var decoration: ElementStyle?
    /// Selected cells, on top of `cell`.
    public var selected: ElementStyle?

    /// A style; every entry optional.
    public init(cell: ElementStyle? = nil, header: ElementStyle? = nil, footer: ElementStyle? = nil,
                decoration: ElementStyle? = nil, selected: ElementStyle? = nil) {
        self.cell = cell
        self.header = header
        self.footer = footer
        self.decoration = decoration
        self.selected = selected
    }

    static let keys = ["cell", "header", "footer", "decoration", "selected"]

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: Self.keys)
        self.init(
            cell: try fields.optional("cell") { try ElementStyle(from: $0) },
            header: try fields.optional("header") { try ElementStyle(from: $0) },
            footer: try fields.optional("footer") { try ElementStyle(from: $0) },
            decoration: try fields.optional("decoration") { try ElementStyle(from: $0) },
            selected: try fields.optional("selected") { try ElementStyle(from: $0) })
    }
}

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

    /// A style; all fields optional.
    public init(color: ColorSpec? = nil, cornerRadius: CGFloat? = nil, borderWidth: CGFloat? = nil, borderColor: ColorSpec? = nil,
                shadow: ShadowSpec? = nil, font: FontSpec? = nil, textColor: ColorSpec? = nil,
                alignment: TextAlignment? = nil, label: Label? = nil) {
        self.color = color
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.font = font
        self.textColor = textColor
        self.alignment = alignment
        self.label = label
    }

    static let keys = ["color", "cornerRadius", "borderWidth", "borderColor", "shadow", "font", "textColor", "alignment", "label"]

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: Self.keys)
        self.init(
            color: try fields.optional("color") { try ColorSpec(from: $0) },
            cornerRadius: try fields.optional("cornerRadius") { CGFloat(try $0.nonNegativeNumber("cornerRadius")) },
            borderWidth: try fields.optional("borderWidth") { CGFloat(try $0.nonNegativeNumber("borderWidth")) },
            borderColor: try fields.optional("borderColor") { try ColorSpec(from: $0) },
            shadow: try fields.optional("shadow") { try ShadowSpec(from: $0) },
            font: try fields.optional("font") { try FontSpec(from: $0) },
            textColor: try fields.optional("textColor") { try ColorSpec(from: $0) },
            alignment: try fields.optional("alignment") { TextAlignment(rawValue: try $0.choice(AlignmentName.self).rawValue) } ?? nil,
            label: try fields.optional("label") { try $0.choice(Label.self) })
    }
}

/// The alignment names the scene accepts (``TextAlignment``'s raw values).
private enum AlignmentName: String, CaseIterable {
    case leading, center, trailing
}

/// A drop shadow, as `CALayer`'s shadow properties: `{color, opacity, offset: [x, y], radius}`.
public struct ShadowSpec: Sendable, Equatable {
    /// `shadowColor`; default black.
    public var color: ColorSpec?
    /// `shadowOpacity`, 0…1; default 0.5 here (UIKit's 0 would hide a shadow that was asked for).
    public var opacity: Double
    /// `shadowOffset`; default (0, -3) as in UIKit.
    public var offset: CGSize
    /// `shadowRadius` (blur), ≥ 0; default 3 as in UIKit.
    public var radius: CGFloat

    /// A shadow from its parts.
    public init(color: ColorSpec? = nil, opacity: Double = 0.5, offset: CGSize = CGSize(width: 0, height: -3), radius: CGFloat = 3) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: ["color", "opacity", "offset", "radius"])
        self.init(
            color: try fields.optional("color") { try ColorSpec(from: $0) },
            opacity: try fields.optional("opacity") { try $0.number("opacity", in: 0...1) } ?? 0.5,
            offset: try fields.optional("offset") { let point = try $0.point(); return CGSize(width: point.x, height: point.y) }
                ?? CGSize(width: 0, height: -3),
            radius: try fields.optional("radius") { CGFloat(try $0.nonNegativeNumber("radius")) } ?? 3)
    }
}

/// A font: `{family, size, weight}`; every field optional (the renderer's pinned font and
/// 13 points by default).
public struct FontSpec: Sendable, Equatable {
    /// Font weights, as `UIFont.Weight`.
    public enum Weight: String, Sendable, Equatable, CaseIterable {
        /// `.ultraLight`.
        case ultraLight
        /// `.thin`.
        case thin
        /// `.light`.
        case light
        /// `.regular`.
        case regular
        /// `.medium`.
        case medium
        /// `.semibold`.
        case semibold
        /// `.bold`.
        case bold
        /// `.heavy`.
        case heavy
        /// `.black`.
        case black
    }

    /// The family name (a Pango family such as "DejaVu Sans").
    public var family: String?
    /// The point size (> 0).
    public var size: CGFloat?
    /// The weight.
    public var weight: Weight?

    /// A font from its parts.
    public init(family: String? = nil, size: CGFloat? = nil, weight: Weight? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: ["family", "size", "weight"])
        self.init(
            family: try fields.optional("family") { try $0.string() },
            size: try fields.optional("size") { size in
                let points = try size.number("the font size")
                guard points > 0, points <= 1000 else {
                    throw size.error(.invalidValue, "the font size must be in (0, 1000] points, got \(size.sourceText)")
                }
                return CGFloat(points)
            },
            weight: try fields.optional("weight") { try $0.choice(Weight.self) })
    }
}
