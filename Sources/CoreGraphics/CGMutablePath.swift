import CollectionLayout
import CollectionRendering
import Foundation

/// A path being built, as Core Graphics' `CGMutablePath`: Core Graphics' rules for where
/// each call starts — the one home of path construction (`UIBezierPath` builds through it).
///
/// A drawing call (line, curve) without a current point adds nothing, as Core Graphics
/// does (it logs "no current point"). An arc starts with a line from the current point to
/// its first point, or a move when there is none. Arcs and ellipses are cubic curves, at
/// most a quarter turn each. Every call maps its points through `transform` first.
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// The current point and the start of the current subpath, nil while there is none.
    private var current: CGPoint?
    private var subpathStart = CGPoint.zero

    /// An empty path (`init()`).
    public init() {
        super.init(elements: [])
    }

    /// A path holding `elements`.
    package override init(elements: [PathElement]) {
        super.init(elements: [])
        for element in elements { append(element) }
    }

    private func append(_ element: PathElement) {
        elements.append(element)
        switch element {
        case .move(let p): current = p; subpathStart = p
        case .close: current = subpathStart
        default: current = element.endPoint
        }
    }

    // MARK: Moves, lines and curves

    /// Starts a new subpath at `point` (`move(to:transform:)`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(to: point.applying(transform)))
    }

    /// A line from the current point (`addLine(to:transform:)`).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard current != nil else { return }
        append(.line(to: point.applying(transform)))
    }

    /// A move to the first point, then lines through the others (`addLines(between:transform:)`).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic curve from the current point (`addQuadCurve(to:control:transform:)`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard current != nil else { return }
        append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic curve from the current point (`addCurve(to:control1:control2:transform:)`).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard current != nil else { return }
        append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line to its start (`closeSubpath()`).
    public func closeSubpath() {
        guard current != nil else { return }
        append(.close)
    }

    // MARK: Shapes

    /// A closed rectangle from its minimum corner (`addRect(_:transform:)`).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        for element in Path.rect(rect).elements { append(element.applying(transform)) }
    }

    /// Closed rectangles (`addRects(_:transform:)`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, from its rightmost point (`addEllipse(in:transform:)`).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        for element in Path.ellipse(rect).elements { append(element.applying(transform)) }
    }

    /// A closed rectangle with elliptical corners of `cornerWidth` × `cornerHeight`
    /// (`addRoundedRect(in:cornerWidth:cornerHeight:transform:)`), starting on the top edge
    /// after the top-left corner. Core Graphics requires the corners to fit (twice the
    /// corner width at most the width); here they are clamped to fit.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(cornerWidth.nonNegativeFinite, r.width / 2)
        let h = min(cornerHeight.nonNegativeFinite, r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        let k = Path.quarterCircleControl
        let steps: [PathElement] = [
            .move(to: CGPoint(x: r.minX + w, y: r.minY)),
            .line(to: CGPoint(x: r.maxX - w, y: r.minY)),
            .curve(
                to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + h - k * h)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY - h)),
            .curve(
                to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
                control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY)),
            .line(to: CGPoint(x: r.minX + w, y: r.maxY)),
            .curve(
                to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - h + k * h)),
            .line(to: CGPoint(x: r.minX, y: r.minY + h)),
            .curve(
                to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
                control2: CGPoint(x: r.minX + w - k * w, y: r.minY)),
            .close,
        ]
        for element in steps { append(element.applying(transform)) }
    }

    /// `path`'s elements, mapped through `transform` (`addPath(_:transform:)`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    // MARK: Arcs

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians, from +x
    /// towards +y), `clockwise` meaning decreasing angles (Core Graphics' sense; on a
    /// flipped, y-down screen that turns counterclockwise). The sweep is the angle between
    /// them taken in that direction, less than a full turn, or a full turn when they are a
    /// full turn or more apart in it (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * CGFloat.pi
        let span = clockwise ? startAngle - endAngle : endAngle - startAngle
        guard span.isFinite else { return }
        let sweep = span >= turn ? turn : span.truncatingRemainder(dividingBy: turn) + (span < 0 ? turn : 0)
        addArcCurves(center: center, radius: radius, start: startAngle, sweep: clockwise ? -sweep : sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (negative: decreasing angles), any
    /// number of turns up to sixteen (`addRelativeArc(center:radius:startAngle:delta:transform:)`).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard delta.isFinite else { return }
        let limit = 32 * CGFloat.pi
        addArcCurves(center: center, radius: radius, start: startAngle, sweep: min(max(delta, -limit), limit), transform: transform)
    }

    /// A line from the current point towards `tangent1End`, then the arc of `radius`
    /// tangent to the lines current point → `tangent1End` and `tangent1End` → `tangent2End`
    /// (`addArc(tangent1End:tangent2End:radius:transform:)`). When the points are in a line
    /// or the radius is 0 it is a line to `tangent1End`.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let mapped = current else { return }
        // Work in the untransformed space: the current point is already transformed.
        let p0 = transform.isIdentity ? mapped : mapped.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return addLine(to: p1, transform: transform)
        }
        let angle = acos(min(max((v1.x * v2.x + v1.y * v2.y) / (l1 * l2), -1), 1))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, radius / sin(angle / 2) from p1.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let reach = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * reach, y: p1.y + bisector.y / bl * reach)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = end - start
        // The short way round, in the direction the corner turns.
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addArcCurves(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// The arc as cubic curves of at most a quarter turn, after a line (or move) to its
    /// first point. A negative or non-finite radius adds nothing.
    private func addArcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard radius >= 0, radius.isFinite, start.isFinite, center.x.isFinite, center.y.isFinite else { return }
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let first = point(start).applying(transform)
        if current == nil { append(.move(to: first)) } else { append(.line(to: first)) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        for index in 0..<pieces {
            let a0 = start + step * CGFloat(index), a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            guard sweep != 0 else { break }
            append(.curve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
        }
    }
}
