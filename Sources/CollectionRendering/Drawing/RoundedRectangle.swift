import Foundation

/// A rectangle with rounded corners, as a layer's `cornerRadius` with `maskedCorners` and
/// `cornerCurve` draws it and `UIBezierPath(roundedRect:…)` builds it: the one home of the
/// corner shapes.
///
/// A circular corner is a quarter circle of the radius, clamped to half the shorter side.
/// A continuous corner is the curve PaintCode measured on iOS 7's rounded rectangles
/// (docs/REFERENCE.md §22): it leaves each edge 1.52866 radii from the corner. When that
/// does not fit in half the shorter side, the corner is drawn circular with the radius the
/// continuous one would have reached, clamped to half the side — a capsule, as
/// `UIBezierPath(roundedRect:cornerRadius:)` draws a radius too large for its curve.
/// With a radius for each corner (``radii``), each corner follows these rules on its own
/// radius (docs/REFERENCE.md §22.17).
public struct RoundedRectangle: Hashable, Sendable {
    /// The rectangle.
    public var rect: CGRect
    /// The corner radius (negative or non-finite: none).
    public var radius: CGFloat
    /// Which corners are rounded.
    public var corners: Corners
    /// The corner curve.
    public var curve: CornerCurve
    /// A radius for each corner, which replaces ``radius`` and ``corners`` when set (a view's
    /// corner configuration).
    public var radii: CornerRadii?

    /// A rounded rectangle.
    public init(rect: CGRect, radius: CGFloat, corners: Corners = .all, curve: CornerCurve = .circular, radii: CornerRadii? = nil) {
        self.rect = rect; self.radius = radius; self.corners = corners; self.curve = curve; self.radii = radii
    }

    /// How far a continuous corner reaches along each edge, in radii.
    public static let continuousReach: CGFloat = 1.528_664_83

    /// The path: `.rect` with no rounding, `.roundedRect` for four circular corners, else
    /// its elements.
    public var path: Path {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        if let radii {
            let all = radii.radius(of: .minXMinY)
            guard radii.largest > 0, limit > 0 else { return .rect(r) }
            guard [radii.topRight, radii.bottomLeft, radii.bottomRight].allSatisfy({ $0 == all }) else { return .bezier(elements) }
            return RoundedRectangle(rect: r, radius: all, corners: .all, curve: curve).path
        }
        guard radius.isFinite, radius > 0, limit > 0, !corners.isEmpty else { return .rect(r) }
        if corners == .all, shape(of: radius, limit: limit).continuous == false {
            return .roundedRect(r, cornerRadius: shape(of: radius, limit: limit).radius)
        }
        return .bezier(elements)
    }

    /// The radius drawn for a corner of `radius` and whether it is continuous, for half the
    /// shorter side `limit` (no rounding: radius 0).
    private func shape(of radius: CGFloat, limit: CGFloat) -> (radius: CGFloat, continuous: Bool) {
        guard radius.isFinite, radius > 0, limit > 0 else { return (0, false) }
        switch curve {
        case .circular: return (min(radius, limit), false)
        case .continuous:
            let reach = radius * Self.continuousReach
            return reach <= limit ? (radius, true) : (min(reach, limit), false)
        }
    }

    /// The outline from the top edge's start, clockwise on screen (y down), closed.
    public var elements: [PathElement] {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        // Each corner: its point, and the directions travelled into it and out of it.
        let plan: [Corner] = [
            Corner(mask: .maxXMinY, x: r.maxX, y: r.minY, inX: 1, inY: 0, outX: 0, outY: 1),
            Corner(mask: .maxXMaxY, x: r.maxX, y: r.maxY, inX: 0, inY: 1, outX: -1, outY: 0),
            Corner(mask: .minXMaxY, x: r.minX, y: r.maxY, inX: -1, inY: 0, outX: 0, outY: -1),
            Corner(mask: .minXMinY, x: r.minX, y: r.minY, inX: 0, inY: -1, outX: 1, outY: 0),
        ]
        var result: [PathElement] = []
        for corner in plan {
            let (size, continuous) =
                if let radii { shape(of: radii.radius(of: corner.mask), limit: limit) } else {
                    corners.contains(corner.mask) ? shape(of: radius, limit: limit) : (0, false)
                }
            let steps = continuous ? Self.continuousSteps : Self.circularSteps
            let rounded = size > 0
            // A point `a` radii back along the incoming edge and `b` radii along the outgoing one.
            func at(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
                let back = a * size, along = b * size
                return CGPoint(x: corner.x - back * corner.inX + along * corner.outX, y: corner.y - back * corner.inY + along * corner.outY)
            }
            guard rounded else {
                result.append(.line(to: CGPoint(x: corner.x, y: corner.y)))
                continue
            }
            for step in steps {
                switch step {
                case let .line(a, b): result.append(.line(to: at(a, b)))
                case let .curve(a, b, c1a, c1b, c2a, c2b):
                    result.append(.curve(to: at(a, b), control1: at(c1a, c1b), control2: at(c2a, c2b)))
                }
            }
        }
        // Start where the last corner's curve ends on the top edge.
        let start: CGPoint
        switch result.last {
        case .curve(let p, _, _)?, .line(let p)?: start = p
        default: start = CGPoint(x: r.minX, y: r.minY)
        }
        return [.move(to: start)] + result + [.close]
    }

    /// A corner of the rectangle and the unit directions of the edges into and out of it.
    private struct Corner {
        var mask: Corners
        var x: CGFloat, y: CGFloat
        var inX: CGFloat, inY: CGFloat, outX: CGFloat, outY: CGFloat
    }

    /// One step of a corner, in radii back along the incoming edge (a) and along the
    /// outgoing edge (b).
    private enum Step {
        case line(CGFloat, CGFloat)
        case curve(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
    }

    private static let circularSteps: [Step] = {
        let rest = 1 - Path.quarterCircleControl
        return [.line(1, 0), .curve(0, 1, rest, 0, 0, rest)]
    }()

    /// PaintCode's measurements of iOS 7's corner (their `UIBezierPath+IOS7RoundedRect`),
    /// made symmetric about the corner's diagonal.
    private static let continuousSteps: [Step] = [
        .line(1.528_664_83, 0),
        .curve(0.669_933_97, 0.065_496, 1.088_492_99, 0, 0.868_407_01, 0),
        .line(0.631_493_99, 0.074_911),
        .curve(0.074_911, 0.631_493_99, 0.372_824_01, 0.169_060_01, 0.169_060_01, 0.372_824_01),
        .line(0.065_496, 0.669_933_97),
        .curve(0, 1.528_664_83, 0, 0.868_407_01, 0, 1.088_492_99),
    ]
}
