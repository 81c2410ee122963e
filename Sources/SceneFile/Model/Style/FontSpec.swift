import CollectionRendering
import Foundation

/// A font: `{family, size, weight, textStyle}`; every field optional (the renderer's pinned
/// font and 13 points by default). A `textStyle` (UIKit's names: `body`, `headline`…) sizes the
/// font by Dynamic Type at the scene's text size (`traits.preferredContentSizeCategory`) and
/// weighs it as the style does, unless `size` or `weight` says otherwise.
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
    /// The Dynamic Type text style.
    public var textStyle: DynamicType.Style?

    /// A font from its parts.
    public init(family: String? = nil, size: CGFloat? = nil, weight: Weight? = nil, textStyle: DynamicType.Style? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The point size at the text size `category`: `size`, else the text style's, else nil.
    public func pointSize(at category: DynamicType.Category) -> CGFloat? {
        size ?? textStyle.map { DynamicType.pointSize($0, category) }
    }

    /// The weight: `weight`, else semibold for the `headline` style, else nil.
    public var effectiveWeight: Weight? {
        weight ?? textStyle.map { DynamicType.isSemibold($0) ? .semibold : .regular }
    }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: ["family", "size", "weight", "textStyle"])
        self.init(
            family: try fields.optional("family") { try $0.string() },
            size: try fields.optional("size") { size in
                let points = try size.number("the font size")
                guard points > 0, points <= 1000 else {
                    throw size.error(.invalidValue, "the font size must be in (0, 1000] points, got \(size.sourceText)")
                }
                return CGFloat(points)
            },
            weight: try fields.optional("weight") { try $0.choice(Weight.self) },
            textStyle: try fields.optional("textStyle") { try $0.choice(DynamicType.Style.self) })
    }
}
