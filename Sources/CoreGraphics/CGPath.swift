import CollectionRendering

/// A path, as Core Graphics' `CGPath`: an immutable sequence of subpaths of lines and
/// Bézier curves (arcs, ellipses and rounded rectangles are stored as cubic curves, as Core
/// Graphics stores them).
///
/// Equal to another path with the same elements (`CFEqual`). ``CGMutablePath`` builds one.
public class CGPath: Hashable, @unchecked Sendable {
    /// The elements, in order.
    package internal(set) var elements: [PathElement]

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A rectangle (`init(rect:transform:)`): a subpath from its minimum corner, closed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect` (`init(ellipseIn:transform:)`): four cubic curves from
    /// its rightmost point.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle with elliptical corners (`init(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// The path as the renderer draws it.
    package var path: Path { .bezier(elements) }

    /// Whether the path has no elements (`isEmpty`).
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added (`currentPoint`); `.zero` for an empty path. After a close, the
    /// start of the closed subpath.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = element.endPoint ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included (`boundingBox`);
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { path.controlPointBounds }

    /// The smallest rectangle holding the path's outline, control points not included
    /// (`boundingBoxOfPath`); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.bounds }

    /// Whether `point` is inside the path filled with `rule`, after `transform`
    /// (`contains(_:using:transform:)`); each subpath counts as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let path = transform.isIdentity ? path : path.applying(transform)
        return path.contains(point, rule: rule == .evenOdd ? .evenOdd : .nonZero)
    }

    /// Whether the path is one rectangle, which it writes to `rect` (`isRect(_:)`): a move
    /// and three or four lines along the axes, closed.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let corners = zip(points, points.dropFirst() + [points[0]])
        guard corners.allSatisfy({ $0.x == $1.x || $0.y == $1.y }), Set(points.map(\.x)).count == 2, Set(points.map(\.y)).count == 2
        else { return false }
        rect?.pointee = CGRect.boundingBox(of: points)
        return true
    }

    /// An immutable copy (`copy()`).
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// The path as a layer keeps it when assigned (`CAShapeLayer.path`, `CALayer.shadowPath`:
    /// "copied on assignment"): an immutable copy of a mutable path, so later changes to it do
    /// not reach the layer; an immutable path itself.
    package var copiedForAssignment: CGPath { self is CGMutablePath ? CGPath(elements: elements) : self }

    /// A copy with every point mapped through `transform` (`copy(using:)`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A mutable copy (`mutableCopy()`).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point mapped through `transform` (`mutableCopy(using:)`).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(transform) })
    }

    /// Calls `block` with each element in order (`applyWithBlock(_:)`): its type and its
    /// points (the end point last).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            var points: [CGPoint]
            let type: CGPathElementType
            switch element {
            case .move(let p): (type, points) = (.moveToPoint, [p])
            case .line(let p): (type, points) = (.addLineToPoint, [p])
            case let .quadCurve(p, c): (type, points) = (.addQuadCurveToPoint, [c, p])
            case let .curve(p, c1, c2): (type, points) = (.addCurveToPoint, [c1, c2, p])
            case .close: (type, points) = (.closeSubpath, [])
            }
            if points.isEmpty { points = [.zero] } // a close has no points; the pointer stays valid
            points.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var value = CGPathElement(type: type, points: base)
                withUnsafePointer(to: &value) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` and each element (`apply(info:function:)`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Equal when the elements are (`CFEqual`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
