import Foundation

/// What a shape layer draws (`CAShapeLayer`): a path in the layer's own coordinates, filled
/// and then stroked over the fill, between the layer's contents and its first sublayer.
/// Not clipped to the bounds unless the layer masks to them.
public struct LayerShape: Hashable, Sendable {
    /// The path (`path`).
    public var path: Path
    /// The fill colour, or nil for none (`fillColor`; Core Animation's default is opaque
    /// black).
    public var fillColor: Color?
    /// The fill rule (`fillRule`).
    public var fillRule: FillRule
    /// The stroke colour, or nil for none (`strokeColor`, the default).
    public var strokeColor: Color?
    /// Line width, caps, joins, miter limit and dashes (`lineWidth`, `lineCap`, …).
    public var stroke: StrokeStyle
    /// Where along the path's length the stroke starts, 0…1 (`strokeStart`).
    public var strokeStart: CGFloat
    /// Where along the path's length the stroke ends, 0…1 (`strokeEnd`).
    public var strokeEnd: CGFloat

    /// A shape; Core Animation's defaults for anything not given.
    public init(
        path: Path, fillColor: Color? = .black, fillRule: FillRule = .nonZero, strokeColor: Color? = nil,
        stroke: StrokeStyle = StrokeStyle(), strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1
    ) {
        self.path = path; self.fillColor = fillColor; self.fillRule = fillRule; self.strokeColor = strokeColor
        self.stroke = stroke; self.strokeStart = strokeStart; self.strokeEnd = strokeEnd
    }
}
