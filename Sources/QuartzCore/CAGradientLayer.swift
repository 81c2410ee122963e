import CollectionRendering
import Foundation

/// A layer that draws a colour gradient over its background colour, filling its shape,
/// rounded corners included (`CAGradientLayer`); the points are in unit coordinates of the
/// bounds, (0, 0) the top left on iOS. Animations move `colors` and `locations` (between
/// arrays of one length, stop by stop), `startPoint` and `endPoint`.
open class CAGradientLayer: CALayer {
    /// The stop colours, `CGColor`s (`colors`); nil or empty draws nothing.
    open var colors: [Any]? {
        didSet { didChangeAnimatableValue("colors", from: AnimatedValue(oldValue) ?? .list([])) }
    }
    /// The stop locations, 0…1, increasing (`locations`); nil spreads the colours evenly.
    open var locations: [NSNumber]? {
        didSet { didChangeAnimatableValue("locations", from: AnimatedValue(oldValue) ?? .list([])) }
    }
    /// Where location 0 is (`startPoint`); default (0.5, 0), the top edge's middle.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { didChangeAnimatableValue("startPoint", from: .point(oldValue)) }
    }
    /// Where location 1 is (`endPoint`); default (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { didChangeAnimatableValue("endPoint", from: .point(oldValue)) }
    }
    /// The kind of gradient (`type`); default axial.
    open var type = CAGradientLayerType.axial

    /// A gradient layer with Core Animation's defaults (`init()`).
    public override init() { super.init() }

    /// A copy of `layer`'s properties (`init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let gradient = layer as? CAGradientLayer else { return }
        colors = gradient.colors; locations = gradient.locations; startPoint = gradient.startPoint
        endPoint = gradient.endPoint; type = gradient.type
    }

    /// Gradient layers are not decoded here: one from a coder has Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override package class func makeInstance() -> CALayer { CAGradientLayer() }

    /// A copy of `layer` with the gradient's properties, for its presentation.
    override package class func makePresentation(of layer: CALayer) -> CALayer { CAGradientLayer(layer: layer) }

    /// The gradient, for the renderer; entries of ``colors`` that are not `CGColor`s are
    /// left out.
    override func drawOwnContent(into content: inout ElementContent) {
        let stops = (colors ?? []).compactMap { ($0 as? CGColor)?.renderColor }
        guard !stops.isEmpty else { return }
        let kind: LayerGradient.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        content.gradient = LayerGradient(
            kind: kind, colors: stops, locations: locations?.map(\.doubleValue), startPoint: startPoint, endPoint: endPoint)
    }
}
