import CollectionRendering

/// A path with the settings to draw it (`UIBezierPath`): a Core Graphics path built through
/// `CGMutablePath`, in UIKit's flipped coordinates (y down, so a `clockwise` arc turns
/// clockwise on screen), and its line width, caps, joins, dashes and fill rule.
///
/// Rounded rectangles have the continuous corners every `UIBezierPath` rounded rectangle
/// has had since iOS 7 (docs/REFERENCE.md §22.2). Filling, stroking and clipping draw into
/// the current context (UIBezierPath+Drawing.swift).
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// An empty path (`init()`).
    public override init() { super.init() }

    /// Paths are not decoded here: one from a coder is empty (`init(coder:)`).
    public init?(coder: NSCoder) { super.init() }

    /// A closed rectangle (`init(rect:)`).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`, from its rightmost point, clockwise (`init(ovalIn:)`).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with continuous corners of `cornerRadius` (`init(roundedRect:cornerRadius:)`).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with continuous corners on `corners`
    /// (`init(roundedRect:byRoundingCorners:cornerRadii:)`). The corners are circular of
    /// radius `cornerRadii.width` (the height is not used).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let shape = RoundedRectangle(rect: rect, radius: cornerRadii.width, corners: corners.corners, curve: .continuous)
        path.addPath(CGPath(elements: shape.elements))
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians, 0 along +x,
    /// π/2 down), `clockwise` on screen (`init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding a copy of `CGPath` (`init(cgPath:)`).
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        path.addPath(CGPath)
    }

    // MARK: The path

    /// The path, as Core Graphics holds it (`cgPath`); setting it replaces the path with a
    /// copy.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Starts a new subpath (`move(to:)`).
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A line from the current point (`addLine(to:)`).
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic curve from the current point (`addCurve(to:controlPoint1:controlPoint2:)`).
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic curve from the current point (`addQuadCurve(to:controlPoint:)`).
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc, `clockwise` on screen, after a line from the current point to its start
    /// (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Clockwise on a y-down screen is increasing angles: Core Graphics' counterclockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath (`close()`).
    open func close() { path.closeSubpath() }

    /// Removes every element (`removeAllPoints()`).
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds another path's elements (`append(_:)`).
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// The same outline traversed backwards, subpath by subpath (`reversing()`).
    open func reversing() -> UIBezierPath {
        let result = copy(with: nil) as? UIBezierPath ?? UIBezierPath()
        result.path = CGMutablePath(elements: Self.reversed(path.elements))
        return result
    }

    /// Maps every point through `transform` (`apply(_:)`).
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
    }

    /// Whether the path has no elements (`isEmpty`).
    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle holding every point, control points included (`bounds`).
    open var bounds: CGRect { path.boundingBox }

    /// The last point added (`currentPoint`).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path under its fill rule (`contains(_:)`).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing settings

    /// The stroke's width (`lineWidth`); default 1.
    open var lineWidth: CGFloat = 1
    /// The ends of open subpaths (`lineCapStyle`); default butt.
    open var lineCapStyle = CGLineCap.butt
    /// The corners (`lineJoinStyle`); default miter.
    open var lineJoinStyle = CGLineJoin.miter
    /// The miter limit (`miterLimit`); default 10.
    open var miterLimit: CGFloat = 10
    /// How closely curves are flattened (`flatness`); default 0.6. Kept; the renderer
    /// flattens to its own tolerance.
    open var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule (`usesEvenOddFillRule`); default false.
    open var usesEvenOddFillRule = false
    private var dashes: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Sets the dash pattern (`setLineDash(_:count:phase:)`); a nil pattern or a count of 0
    /// strokes solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashes = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern (`getLineDash(_:count:phase:)`): its lengths into `pattern`
    /// (which must hold them), their number into `count`, the phase into `phase`.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, length) in dashes.enumerated() { pattern[index] = length } }
        count?.pointee = dashes.count
        phase?.pointee = dashPhase
    }

    /// The stroke settings, for the renderer.
    var strokeStyle: StrokeStyle {
        StrokeStyle(
            lineWidth: lineWidth, lineCap: lineCapStyle.lineCap, lineJoin: lineJoinStyle.lineJoin, miterLimit: miterLimit,
            dashPhase: dashPhase, dashPattern: dashes)
    }

    /// A copy with the same path and settings (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = CGMutablePath(elements: path.elements)
        copy.lineWidth = lineWidth; copy.lineCapStyle = lineCapStyle; copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit; copy.flatness = flatness; copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashes = dashes; copy.dashPhase = dashPhase
        return copy
    }

    /// Each subpath's elements in reverse order: it starts where it ended, curves swap their
    /// controls, a closed subpath stays closed.
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var subpaths: [[PathElement]] = []
        for element in elements {
            if case .move = element {
                subpaths.append([element])
            } else if subpaths.isEmpty {
                subpaths.append([element])
            } else {
                subpaths[subpaths.count - 1].append(element)
            }
        }
        var result: [PathElement] = []
        for subpath in subpaths {
            guard case .move(let start) = subpath.first else { continue }
            let closed = subpath.last == .close
            var points = [start]
            var segments: [PathElement] = []
            for element in subpath.dropFirst() where element != .close {
                segments.append(element)
                points.append(element.endPoint ?? points[points.count - 1])
            }
            result.append(.move(to: points[points.count - 1]))
            for (index, segment) in segments.enumerated().reversed() {
                let target = points[index]
                switch segment {
                case .line: result.append(.line(to: target))
                case let .quadCurve(_, c): result.append(.quadCurve(to: target, control: c))
                case let .curve(_, c1, c2): result.append(.curve(to: target, control1: c2, control2: c1))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
        }
        return result
    }
}
