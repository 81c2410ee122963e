/// A drag (`UIPanGestureRecognizer`), continuous: it begins when its touches' centroid has
/// moved 10 pt (chosen: UIKit's distance is private) from where they went down, changes as
/// they move, ends when they lift.
///
/// ``translation(in:)`` is the centroid's movement from where the touches went down (so it
/// already counts the 10 pt at `.began`, as UIKit's), less what ``setTranslation(_:in:)``
/// reset. ``velocity(in:)`` is our model, as UIKit does not publish its estimator: the
/// centroid's displacement over the touch samples of the last 0.1 s — from the oldest sample
/// at most 0.1 s before the latest to the latest — divided by their time apart (the last two
/// samples when they are further apart), in points per second.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that pan (`minimumNumberOfTouches`); default 1.
    open var minimumNumberOfTouches = 1
    /// The most touches that pan (`maximumNumberOfTouches`); default `Int.max`.
    open var maximumNumberOfTouches = Int.max
    /// The scroll events it takes (`allowedScrollTypesMask`); there are none here.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// Where the translation is measured from (top-of-tree space).
    private var origin: CGPoint?
    /// The centroid's samples: time and top-of-tree location.
    private var samples: [(time: Double, point: CGPoint)] = []

    /// The movement since the touches went down in `view`'s space (`translation(in:)`).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = samples.last?.point else { return .zero }
        let a = rootPoint(origin, in: view), b = rootPoint(current, in: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation in `view`'s space `translation` now (`setTranslation(_:in:)`).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = samples.last?.point else { return }
        let here = rootPoint(current, in: view)
        let start = CGPoint(x: here.x - translation.x, y: here.y - translation.y)
        origin = view.map { $0.convert(start, to: nil) } ?? start
    }

    /// The centroid's velocity in `view`'s space, points per second (`velocity(in:)`); see the type.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let latest = samples.last, samples.count > 1 else { return .zero }
        let window = samples.dropLast().filter { latest.time - $0.time <= GestureMetrics.velocityWindow + 1e-9 }
        let reference = window.first ?? samples[samples.count - 2]
        let elapsed = latest.time - reference.time
        guard elapsed > 0 else { return .zero }
        let a = rootPoint(reference.point, in: view), b = rootPoint(latest.point, in: view)
        return CGPoint(x: (b.x - a.x) / elapsed, y: (b.y - a.y) / elapsed)
    }

    /// The centroid of the touches it tracks (top-of-tree space).
    private var centroid: CGPoint { trackedCentroid ?? samples.last?.point ?? .zero }

    /// Keeps the translation where it was when the number of touches changes the centroid.
    private func shiftOrigin(from old: CGPoint, to new: CGPoint) {
        guard let origin else { return }
        self.origin = CGPoint(x: origin.x + new.x - old.x, y: origin.y + new.y - old.y)
        samples = samples.map { ($0.time, CGPoint(x: $0.point.x + new.x - old.x, y: $0.point.y + new.y - old.y)) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let before = samples.last?.point
        if trackedTouches.count > maximumNumberOfTouches, state == .possible { return state = .failed }
        let now = centroid
        if origin == nil { origin = now } else if let before { shiftOrigin(from: before, to: now) }
        samples.append((event.timestamp, now))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let now = centroid
        samples.append((event.timestamp, now))
        samples.removeAll { event.timestamp - $0.time > 1 }
        moveContinuousGesture {
            guard let origin, trackedTouches.count >= minimumNumberOfTouches, trackedTouches.count <= maximumNumberOfTouches,
                hypot(now.x - origin.x, now.y - origin.y) >= GestureMetrics.panHysteresis
            else { return }
            state = mayBegin(translation: CGPoint(x: now.x - origin.x, y: now.y - origin.y)) ? .began : .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let lifting = touches.count == trackedTouches.count
        switch state {
        case .possible where lifting:
            state = .failed
        case .began, .changed:
            if lifting || trackedTouches.count - touches.count < minimumNumberOfTouches {
                state = .ended
            } else {
                let before = centroid
                trackedTouches.removeAll { touches.contains($0) }
                shiftOrigin(from: before, to: centroid)
            }
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        origin = nil
        samples = []
    }

    /// Whether the pan begins once its touches moved by `translation` (top-of-tree space)
    /// past the hysteresis; it fails otherwise. Every pan does; a scroll view's own pan only
    /// along an axis its content scrolls (``ScrollViewPanGestureRecognizer``).
    func mayBegin(translation: CGPoint) -> Bool { true }
}

/// The scroll events a pan takes (`UIScrollTypeMask`, iOS 13.4).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A mask from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A mouse wheel (`.discrete`).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad (`.continuous`).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both (`.all`).
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
