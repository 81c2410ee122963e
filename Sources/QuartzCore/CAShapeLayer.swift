import CollectionRendering
import Foundation

/// A layer that draws a path (`CAShapeLayer`): filled, then stroked over the fill, in the
/// layer's own coordinates, between its contents and its first sublayer; not clipped to
/// the bounds unless the layer masks to them. The stroke can be cut to part of the path's
/// length (``strokeStart``, ``strokeEnd``), as progress rings do. Animations move `path`
/// (point by point between paths of the same elements, as Core Animation does; others jump at
/// the end), `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth`,
/// `miterLimit` and `lineDashPhase`.
open class CAShapeLayer: CALayer {
    /// The path (`path`, copied on assignment); nil draws nothing.
    open var path: CGPath? {
        get { storedPath }
        set { storedPath = newValue?.copiedForAssignment }
    }
    /// The path as last set, copied when it was mutable.
    private var storedPath: CGPath? {
        didSet { didChangeAnimatableValue("path", from: .path(oldValue)) }
    }
    /// The fill colour (`fillColor`); default opaque black; nil fills nothing.
    open var fillColor: CGColor? = .black {
        didSet { didChangeAnimatableValue("fillColor", from: .color(oldValue)) }
    }
    /// The fill rule (`fillRule`); default non-zero.
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke colour (`strokeColor`); default nil: no stroke.
    open var strokeColor: CGColor? {
        didSet { didChangeAnimatableValue("strokeColor", from: .color(oldValue)) }
    }
    /// Where along the path's length the stroke starts, 0…1 (`strokeStart`); default 0.
    open var strokeStart: CGFloat = 0 {
        didSet { didChangeAnimatableValue("strokeStart", from: .number(Double(oldValue))) }
    }
    /// Where along the path's length the stroke ends, 0…1 (`strokeEnd`); default 1.
    open var strokeEnd: CGFloat = 1 {
        didSet { didChangeAnimatableValue("strokeEnd", from: .number(Double(oldValue))) }
    }
    /// The stroke's width (`lineWidth`); default 1.
    open var lineWidth: CGFloat = 1 {
        didSet { didChangeAnimatableValue("lineWidth", from: .number(Double(oldValue))) }
    }
    /// The miter limit (`miterLimit`); default 10.
    open var miterLimit: CGFloat = 10 {
        didSet { didChangeAnimatableValue("miterLimit", from: .number(Double(oldValue))) }
    }
    /// The ends of open subpaths (`lineCap`); default butt.
    open var lineCap = CAShapeLayerLineCap.butt
    /// The corners (`lineJoin`); default miter.
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// How far into the dash pattern the stroke starts (`lineDashPhase`); default 0.
    open var lineDashPhase: CGFloat = 0 {
        didSet { didChangeAnimatableValue("lineDashPhase", from: .number(Double(oldValue))) }
    }
    /// Alternating painted and skipped lengths (`lineDashPattern`); nil strokes solid.
    open var lineDashPattern: [NSNumber]?

    /// A shape layer with Core Animation's defaults (`init()`).
    public override init() { super.init() }

    /// A copy of `layer`'s properties, as Core Animation makes presentation layers
    /// (`init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let shape = layer as? CAShapeLayer else { return }
        path = shape.path; fillColor = shape.fillColor; fillRule = shape.fillRule; strokeColor = shape.strokeColor
        strokeStart = shape.strokeStart; strokeEnd = shape.strokeEnd; lineWidth = shape.lineWidth; miterLimit = shape.miterLimit
        lineCap = shape.lineCap; lineJoin = shape.lineJoin; lineDashPhase = shape.lineDashPhase; lineDashPattern = shape.lineDashPattern
    }

    /// Shape layers are not decoded here: one from a coder has Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override package class func makeInstance() -> CALayer { CAShapeLayer() }

    /// A copy of `layer` with the shape's properties, for its presentation.
    override package class func makePresentation(of layer: CALayer) -> CALayer { CAShapeLayer(layer: layer) }

    /// The shape, for the renderer.
    override func drawOwnContent(into content: inout ElementContent) {
        guard let path else { return }
        let style = StrokeStyle(
            lineWidth: lineWidth, lineCap: lineCap.lineCap, lineJoin: lineJoin.lineJoin, miterLimit: miterLimit,
            dashPhase: lineDashPhase, dashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
        content.shape = LayerShape(
            path: path.path, fillColor: fillColor?.renderColor, fillRule: fillRule == .evenOdd ? .evenOdd : .nonZero,
            strokeColor: strokeColor?.renderColor, stroke: style, strokeStart: strokeStart, strokeEnd: strokeEnd)
    }
}
