import Foundation

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
