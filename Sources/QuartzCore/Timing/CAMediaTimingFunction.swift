import CollectionAnimation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (`CAMediaTimingFunction`), evaluated by
/// CollectionAnimation's `CubicBezierCurve` (docs/REFERENCE.md §7).
open class CAMediaTimingFunction: NSObject {
    /// The curve.
    let curve: CubicBezierCurve

    /// One of Core Animation's named curves (`init(name:)`); an unknown name is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points = name.controlPoints
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// A curve with control points (c1x, c1y) and (c2x, c2y) (`init(controlPoints:_:_:_:)`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezierCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    /// Writes control point `index` (0 = (0, 0), 1 and 2 the control points, 3 = (1, 1)) to
    /// `values[0]` and `values[1]` (`getControlPoint(at:values:)`); an index past 3 writes
    /// nothing.
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        guard points.indices.contains(index) else { return }
        values[0] = Float(points[index].0)
        values[1] = Float(points[index].1)
    }

    /// The progress at a time fraction, 0…1.
    func progress(at fraction: Double) -> Double { curve.progress(at: fraction) }

    /// The curve as the core's timing curve.
    var timingCurve: TimingCurve { .cubicBezier(curve) }

    /// Equal when the control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.curve == curve
    }

    /// Hashes the control points.
    open override var hash: Int { curve.hashValue }
}

/// The names of Core Animation's timing curves (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// (0, 0, 1, 1) (`.linear`).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// (0.42, 0, 1, 1) (`.easeIn`).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// (0, 0, 0.58, 1) (`.easeOut`).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// (0.42, 0, 0.58, 1) (`.easeInEaseOut`).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// (0.25, 0.1, 0.25, 1) (`.default`).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The control points of the named curve, CollectionAnimation's `TimingCurve` constants
    /// (linear for an unknown name).
    var controlPoints: (Float, Float, Float, Float) {
        let curve: TimingCurve = TimingCurve(named: rawValue) ?? .linear
        guard case let .cubicBezier(bezier) = curve else { return (0, 0, 1, 1) }
        return (Float(bezier.x1), Float(bezier.y1), Float(bezier.x2), Float(bezier.y2))
    }
}
