import CollectionLayout
import Foundation

/// One element of a general ``Path``, as Core Graphics' `CGPathElement`: the point it goes
/// to, and the control points of a curve.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point (`moveToPoint`).
    case move(to: CGPoint)
    /// A straight line from the current point (`addLineToPoint`).
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point (`addQuadCurveToPoint`).
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point (`addCurveToPoint`).
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its start (`closeSubpath`).
    case close

    /// The point the element ends at; nil for ``close``.
    public var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .close: return nil
        }
    }

    /// The element with every point mapped through `transform`.
    public func applying(_ transform: Transform2D) -> PathElement {
        switch self {
        case .move(let p): return .move(to: p.applying(transform))
        case .line(let p): return .line(to: p.applying(transform))
        case let .quadCurve(p, c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
        case let .curve(p, c1, c2):
            return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        case .close: return .close
        }
    }
}
