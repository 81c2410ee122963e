/// The function `CGPath.apply(info:function:)` calls for each element.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out (`CGPathElement`).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points: one for a move or line, the control point then the end for a quadratic
    /// curve, two controls then the end for a cubic curve, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The kind of a path element (`CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath.
    case moveToPoint = 0
    /// A line.
    case addLineToPoint = 1
    /// A quadratic curve.
    case addQuadCurveToPoint = 2
    /// A cubic curve.
    case addCurveToPoint = 3
    /// Closes the subpath.
    case closeSubpath = 4
}
