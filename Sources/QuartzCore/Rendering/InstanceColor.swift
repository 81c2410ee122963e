import CollectionLayout
import CollectionRendering

/// The colour a replicator multiplies one instance by (docs/REFERENCE.md §22.19): the red,
/// green and blue factors multiply every colour the instance's sublayers draw, and the
/// alpha is the instance's group opacity.
///
/// Multiplying each colour before compositing gives what multiplying the composited
/// instance would, because source-over compositing is linear in the colour components when
/// the alphas do not change. Images and the colours of attributed-text runs are not
/// multiplied (a deliberate difference, docs/REFERENCE.md §22.20).
struct InstanceColor: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// Instance `index`'s colour: `base` plus `index` times `offsets`, each component kept in
    /// 0…1 (non-finite components count as 0).
    init(base: Color, offsets: Color, index: Int) {
        func component(_ start: Double, _ step: Double) -> Double {
            let value = start + Double(index) * step
            return value.isFinite ? min(max(value, 0), 1) : 0
        }
        red = component(base.red, offsets.red)
        green = component(base.green, offsets.green)
        blue = component(base.blue, offsets.blue)
        alpha = component(base.alpha, offsets.alpha)
    }

    /// Whether the red, green and blue factors are all 1 (nothing to multiply).
    var keepsColors: Bool { red == 1 && green == 1 && blue == 1 }

    /// `color` with its red, green and blue multiplied.
    func applied(to color: Color) -> Color {
        Color(red: color.red * red, green: color.green * green, blue: color.blue * blue, alpha: color.alpha)
    }

    /// `layer` with every colour it and its sublayers draw multiplied; its mask, which only
    /// lends its alpha, is kept.
    func applied(to layer: ContentLayer) -> ContentLayer {
        var result = layer
        result.content = applied(to: layer.content)
        return result
    }

    /// `content` with every colour multiplied: fill, border, shadow, text, gradient, shape,
    /// drawing and sublayers.
    func applied(to content: ElementContent) -> ElementContent {
        var result = content
        result.fill = applied(to: content.fill)
        result.borderColor = applied(to: content.borderColor)
        result.shadow?.color = applied(to: content.shadow?.color ?? .clear)
        result.textColor = applied(to: content.textColor)
        result.gradient?.colors = content.gradient?.colors.map(applied(to:)) ?? []
        result.shape?.fillColor = content.shape?.fillColor.map(applied(to:))
        result.shape?.strokeColor = content.shape?.strokeColor.map(applied(to:))
        result.drawing = content.drawing.map(applied(to:))
        result.sublayers = content.sublayers.map(applied(to:))
        return result
    }

    /// `operation` with the colours it paints multiplied.
    func applied(to operation: DrawingOperation) -> DrawingOperation {
        switch operation {
        case let .fill(path, paint, rule): return .fill(path, applied(to: paint), rule: rule)
        case let .stroke(path, paint, style): return .stroke(path, applied(to: paint), style)
        case .text(var block, let rect):
            block.color = applied(to: block.color)
            return .text(block, rect)
        case .shadow(var shadow, let operations, let bounds):
            // The operations only lend their alpha to the shadow.
            shadow.color = applied(to: shadow.color)
            return .shadow(shadow, operations, bounds: bounds)
        case .group(var group):
            group.operations = group.operations.map(applied(to:))
            return .group(group)
        case .image, .backdrop: return operation
        }
    }

    /// `paint` with its colour or its gradient's stops multiplied; a tiled image as it is (a
    /// deliberate difference: its pixels are not tinted).
    func applied(to paint: Paint) -> Paint {
        switch paint {
        case .color(let color): return .color(applied(to: color))
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map { Gradient.Stop(location: $0.location, color: applied(to: $0.color)) }
            return .gradient(gradient)
        case .pattern: return paint
        }
    }
}
