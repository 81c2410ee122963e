import Foundation

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
            offset: try fields.optional("offset") {
                let point = try $0.point(); return CGSize(width: point.x, height: point.y)
            }
                ?? CGSize(width: 0, height: -3),
            radius: try fields.optional("radius") { CGFloat(try $0.nonNegativeLength("radius")) } ?? 3)
    }
}
