import Foundation

/// What a shape is filled or stroked with: one colour, a gradient or a tiled image (piet's
/// brush).
public enum Paint: Hashable, Sendable {
    /// A solid colour.
    case color(Color)
    /// A gradient, in the user space current when the shape is drawn.
    case gradient(Gradient)
    /// An image tiled over the shape (a pattern colour).
    case pattern(ImagePattern)

    /// The paint with its alpha multiplied by `factor` (folding group opacity into a single
    /// primitive).
    public func multiplyingAlpha(by factor: Double) -> Paint {
        switch self {
        case .color(let color): return .color(color.multiplyingAlpha(by: factor))
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map { Gradient.Stop(location: $0.location, color: $0.color.multiplyingAlpha(by: factor)) }
            return .gradient(gradient)
        case .pattern(let pattern): return .pattern(pattern.multiplyingAlpha(by: factor))
        }
    }

    /// Whether the paint covers what it is drawn on with full opacity everywhere.
    public var isOpaque: Bool {
        switch self {
        case .color(let color): return color.alpha >= 1
        case .gradient(let gradient):
            return gradient.extendsBeforeStart && gradient.extendsAfterEnd && gradient.stops.allSatisfy { $0.color.alpha >= 1 }
        case .pattern: return false // A tile may have transparent pixels.
        }
    }
}
