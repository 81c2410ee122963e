import CollectionRendering
import Foundation

// The current path: built in user space, kept in device points (each point is transformed
// as it is added, as Core Graphics does).
extension CGContext {
    /// Starts a new, empty path (`beginPath()`).
    public func beginPath() { path = CGMutablePath() }

    /// Starts a new subpath (`move(to:)`).
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }

    /// A line from the current point (`addLine(to:)`).
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }

    /// A move to the first point and lines through the rest (`addLines(between:)`).
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }

    /// A closed rectangle (`addRect(_:)`).
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }

    /// Closed rectangles (`addRects(_:)`).
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }

    /// An ellipse inscribed in `rect` (`addEllipse(in:)`).
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }

    /// An arc (`addArc(center:radius:startAngle:endAngle:clockwise:)`); see
    /// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.ctm)
    }

    /// An arc tangent to two lines (`addArc(tangent1End:tangent2End:radius:)`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// A cubic curve (`addCurve(to:control1:control2:)`).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// A quadratic curve (`addQuadCurve(to:control:)`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Another path's elements (`addPath(_:)`).
    public func addPath(_ path: CGPath) { self.path.addPath(path, transform: state.ctm) }

    /// Closes the current subpath (`closePath()`).
    public func closePath() { path.closeSubpath() }

    /// Whether the current path is empty (`isPathEmpty`).
    public var isPathEmpty: Bool { path.isEmpty }

    /// The current point, in user space (`currentPointOfPath`).
    public var currentPointOfPath: CGPoint { path.currentPoint.applying(state.ctm.inverted()) }

    /// The current path's bounding box, in user space (`boundingBoxOfPath`).
    public var boundingBoxOfPath: CGRect {
        let box = path.boundingBox
        return box.isNull ? box : box.applying(state.ctm.inverted())
    }

    /// Whether the current path contains `point` (user space) under `mode`'s rule
    /// (`pathContains(_:mode:)`); a stroking mode tests the fill.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        path.contains(point.applying(state.ctm), using: mode.fillRule == .evenOdd ? .evenOdd : .winding)
    }

    /// The current path in user space, and a fresh empty path in its place; nil when the
    /// transform has no inverse (nothing can be drawn through it).
    func takeUserPath() -> Path? {
        defer { path = CGMutablePath() }
        let t = state.ctm
        guard abs(t.a * t.d - t.b * t.c) > 1e-12, !path.isEmpty else { return nil }
        return Path.bezier(path.elements).applying(t.inverted())
    }
}

/// How a path is drawn (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Filled, non-zero rule.
    case fill = 0
    /// Filled, even-odd rule.
    case eoFill
    /// Stroked.
    case stroke
    /// Filled then stroked, non-zero rule.
    case fillStroke
    /// Filled then stroked, even-odd rule.
    case eoFillStroke

    /// The fill rule, or nil for a stroke alone.
    var fillRule: FillRule? {
        switch self {
        case .fill, .fillStroke: .nonZero
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
    }

    var strokes: Bool { self == .stroke || self == .fillStroke || self == .eoFillStroke }
}
