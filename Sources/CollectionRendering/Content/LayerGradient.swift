import CollectionLayout
import Foundation

/// What a gradient layer draws (`CAGradientLayer`): a gradient over its background colour,
/// filling the layer's shape (rounded corners included), with its geometry in unit
/// coordinates of the bounds.
public struct LayerGradient: Hashable, Sendable {
    /// The kind of gradient (`CAGradientLayerType`).
    public enum Kind: String, Hashable, Sendable {
        /// Along the line from the start point to the end point (`axial`).
        case axial
        /// An ellipse centred on the start point, its half-width and half-height the end
        /// point's distance from it on each axis (`radial`).
        case radial
        /// Around the start point, angle 0 towards the end point, growing from +x towards
        /// +y (`conic`).
        case conic
    }

    /// The kind (`type`).
    public var kind: Kind
    /// The stop colours (`colors`).
    public var colors: [Color]
    /// The stop locations (`locations`); nil spreads the colours evenly.
    public var locations: [Double]?
    /// The start point in unit coordinates (`startPoint`); default (0.5, 0).
    public var startPoint: CGPoint
    /// The end point in unit coordinates (`endPoint`); default (0.5, 1).
    public var endPoint: CGPoint

    /// A gradient; Core Animation's defaults for anything not given.
    public init(
        kind: Kind = .axial, colors: [Color], locations: [Double]? = nil, startPoint: CGPoint = CGPoint(x: 0.5, y: 0),
        endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    ) {
        self.kind = kind; self.colors = colors; self.locations = locations
        self.startPoint = startPoint; self.endPoint = endPoint
    }

    /// The gradient in the coordinates of `bounds`, or nil when it draws nothing (no
    /// colours, a non-finite point, or a radial gradient of zero size or a conic one whose
    /// points coincide, which Core Animation leaves undefined). The unit square maps onto
    /// the bounds, y down.
    public func gradient(in bounds: CGRect) -> Gradient? {
        let stops = Gradient.stops(colors: colors, locations: locations)
        guard !stops.isEmpty else { return nil }
        func place(_ p: CGPoint) -> CGPoint { CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
        let start = place(startPoint), end = place(endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
        switch kind {
        case .axial:
            return Gradient(.linear(start: start, end: end), stops: stops)
        case .radial:
            // A unit circle at the origin, scaled to the ellipse's radii and moved to its centre.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return nil }
            let unit = Gradient.Kind.radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1)
            let transform = Transform2D(scaleX: rx, y: ry).concatenating(Transform2D(translationX: start.x, y: start.y))
            return Gradient(unit, stops: stops, transform: transform)
        case .conic:
            guard start != end else { return nil }
            return Gradient(.conic(center: start, angle: atan2(end.y - start.y, end.x - start.x)), stops: stops)
        }
    }
}
