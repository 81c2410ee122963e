/// An animation through a list of values of a property (`CAKeyframeAnimation`).
///
/// The animation's ``CAAnimation/timingFunction`` maps the time of the whole animation;
/// then ``keyTimes`` (fractions 0…1, one per value; evenly spaced when missing or not one
/// per value) place the values, and ``timingFunctions`` (one per segment) pace each segment.
/// `.linear` interpolates between neighbours, `.discrete` holds each value until the next
/// key time (its key times may have one more entry than the values), `.paced` spaces
/// number and point values by distance (other kinds as `.linear`). Deliberate difference:
/// `.cubic` and `.cubicPaced` draw straight segments between values, as `.linear` and
/// `.paced`; ``rotationMode`` is not modelled. A ``path`` is followed, curves included.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order (`values`).
    open var values: [Any]?
    /// Where each value falls in the animation, 0…1 (`keyTimes`).
    open var keyTimes: [NSNumber]?
    /// The curve of each segment between two values (`timingFunctions`).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the values in between are computed (`calculationMode`); default `.linear`.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// The tension of each cubic segment (`tensionValues`); stored only.
    open var tensionValues: [NSNumber]?
    /// The continuity of each cubic segment (`continuityValues`); stored only.
    open var continuityValues: [NSNumber]?
    /// The bias of each cubic segment (`biasValues`); stored only.
    open var biasValues: [NSNumber]?
    /// A path for a point property to follow (`path`); when set, ``values`` are ignored: the
    /// path's start and the end of each of its elements but a move are the keyframes, and the
    /// value follows each element between them (KeyframePath.swift).
    open var path: CGPath?
    /// Whether the layer turns to follow the path (`rotationMode`); stored only.
    open var rotationMode: CAAnimationRotationMode?

    override func makeCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values; copy.keyTimes = keyTimes; copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues; copy.continuityValues = continuityValues; copy.biasValues = biasValues
        copy.path = path; copy.rotationMode = rotationMode
    }

    override func value(atPassFraction fraction: Double, base: AnimatedValue) -> AnimatedValue? {
        if let path, let keyframes = KeyframePath(path) {
            let paced = calculationMode == .paced || calculationMode == .cubicPaced
            return value(
                at: fraction, keyframes: keyframes.keyframes.map(AnimatedValue.point), pacedTimes: keyframes.pacedTimes
            ) { segment, local in .point(keyframes.point(inSegment: segment, fraction: local, paced: paced)) }
        }
        let points = (values ?? []).compactMap { AnimatedValue($0)?.shaped(like: base) }
        return value(at: fraction, keyframes: points, pacedTimes: Self.pacedTimes(points)) { segment, local in
            points[segment].interpolated(to: points[segment + 1], fraction: local)
        }
    }

    /// The value `fraction` of the way through a pass over `keyframes`: before the first key
    /// time the first, after the last the last, held for `.discrete`, else `between(segment,
    /// fraction)` within the segment after keyframe `segment`, paced by its timing function.
    private func value(
        at fraction: Double, keyframes points: [AnimatedValue], pacedTimes: @autoclosure () -> [Double]?,
        between: (Int, Double) -> AnimatedValue
    ) -> AnimatedValue? {
        guard let first = points.first else { return nil }
        guard points.count > 1 else { return first }
        let progress = curvedProgress(fraction)
        let discrete = calculationMode == .discrete
        let times = keyTimes(count: points.count, discrete: discrete, pacedTimes: pacedTimes)
        if progress <= times[0] { return first }
        if discrete {
            let index = times.lastIndex { $0 <= progress } ?? 0
            return points[min(index, points.count - 1)]
        }
        guard let segment = times.indices.dropLast().last(where: { times[$0] <= progress }), segment + 1 < points.count else {
            return points[points.count - 1]
        }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? min(max((progress - times[segment]) / span, 0), 1) : 1
        if let functions = timingFunctions, functions.indices.contains(segment) { local = functions[segment].progress(at: local) }
        return between(segment, local)
    }

    /// The key time of each of `count` keyframes: ``keyTimes`` when there is one per value (or,
    /// discrete, one more), else `pacedTimes()` for `.paced` (worked out only then), else even.
    private func keyTimes(count: Int, discrete: Bool, pacedTimes: () -> [Double]?) -> [Double] {
        let given = (keyTimes ?? []).map(\.doubleValue)
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if !paced, given.count == count || (discrete && given.count == count + 1) { return given }
        if paced, let times = pacedTimes() { return times }
        let steps = discrete ? count : count - 1
        return (0..<count).map { Double($0) / Double(max(steps, 1)) }
    }

    /// Key times proportional to the distance travelled, for numbers and points; nil for
    /// other kinds or no distance.
    private static func pacedTimes(_ points: [AnimatedValue]) -> [Double]? {
        var lengths: [Double] = [0]
        for (a, b) in zip(points, points.dropFirst()) {
            switch (a, b) {
            case let (.number(x), .number(y)): lengths.append(lengths[lengths.count - 1] + abs(y - x))
            case let (.point(p), .point(q)): lengths.append(lengths[lengths.count - 1] + Double(hypot(q.x - p.x, q.y - p.y)))
            default: return nil
            }
        }
        guard let total = lengths.last, total > 0 else { return nil }
        return lengths.map { $0 / total }
    }
}

/// How a keyframe animation computes the values between its keyframes
/// (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between neighbours (`.linear`), the default.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next (`.discrete`).
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed, key times ignored (`.paced`).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the values (`.cubic`); straight here.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at even speed (`.cubicPaced`); straight and paced here.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe path turns with it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned along the path's tangent (`.rotateAuto`).
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned along the tangent, backwards (`.rotateAutoReverse`).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
