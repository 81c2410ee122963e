import CollectionLayout
import Foundation

extension Path {
    /// The path as elements: a rectangle from its minimum corner clockwise on screen (y
    /// down), as `CGPath(rect:)`; an ellipse from its rightmost point, clockwise, in four
    /// cubic curves, as `CGPath(ellipseIn:)`; circular corners as cubic curves.
    public var elements: [PathElement] {
        switch self {
        case .rect(let r):
            let r = r.standardized
            return [
                .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .close,
            ]
        case let .roundedRect(r, radius):
            return RoundedRectangle(rect: r, radius: radius, corners: .all, curve: .circular).elements
        case .ellipse(let r):
            return Self.ellipseElements(in: r.standardized)
        case .polygon(let points):
            guard let first = points.first else { return [] }
            return [.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.close]
        case .bezier(let elements):
            return elements
        }
    }

    /// The cubic curves' control distance for a quarter circle of radius 1: 4/3 · (√2 − 1),
    /// which puts the curve's midpoint exactly on the circle.
    public static let quarterCircleControl: CGFloat = 0.552_284_749_830_793_4

    /// An ellipse in four cubic curves, from its rightmost point, clockwise on screen.
    static func ellipseElements(in r: CGRect) -> [PathElement] {
        let k = quarterCircleControl
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        return [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(
                to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                control2: CGPoint(x: cx + k * rx, y: cy + ry)),
            .curve(
                to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                control2: CGPoint(x: cx - rx, y: cy + k * ry)),
            .curve(
                to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                control2: CGPoint(x: cx - k * rx, y: cy - ry)),
            .curve(
                to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                control2: CGPoint(x: cx + rx, y: cy - k * ry)),
            .close,
        ]
    }

    /// The path with every point mapped through `transform` (a rectangle stays one under a
    /// translation or scale).
    public func applying(_ transform: Transform2D) -> Path {
        guard !transform.isIdentity else { return self }
        if transform.b == 0, transform.c == 0 {
            switch self {
            case .rect(let r): return .rect(r.applying(transform))
            case .ellipse(let r): return .ellipse(r.applying(transform))
            case let .roundedRect(r, radius) where abs(transform.a) == abs(transform.d):
                return .roundedRect(r.applying(transform), cornerRadius: radius * abs(transform.a))
            default: break
            }
        }
        if case .polygon(let points) = self { return .polygon(points.map { $0.applying(transform) }) }
        return .bezier(elements.map { $0.applying(transform) })
    }

    /// The smallest rectangle holding every point and control point of the path (Core
    /// Graphics' `boundingBox`); `.null` for an empty path.
    public var controlPointBounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r.standardized
        case .polygon(let points): return points.isEmpty ? .null : CGRect.boundingBox(of: points)
        case .bezier(let elements):
            var points: [CGPoint] = []
            for element in elements {
                switch element {
                case .move(let p), .line(let p): points.append(p)
                case let .quadCurve(p, c): points += [p, c]
                case let .curve(p, c1, c2): points += [p, c1, c2]
                case .close: break
                }
            }
            return points.isEmpty ? .null : CGRect.boundingBox(of: points)
        }
    }
}
