/// A pinch (`UIPinchGestureRecognizer`), continuous: two touches; it begins when the
/// distance between them has changed by 8 pt (chosen: UIKit's is private), changes when a
/// finger moves while both are down, and ends when both have lifted, as UIKit's documentation says.
/// ``scale`` is the distance now over the distance when they went down (a finger lifting or
/// joining keeps the scale and measures on from the new pair); ``velocity`` the change of
/// scale per second between the last two samples.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance now over the distance at the start (`scale`); settable, as UIKit's, to
    /// measure from a new start.
    open var scale: CGFloat {
        get { startDistance > 0 && currentDistance > 0 ? currentDistance / startDistance * scaleFactor : scaleFactor }
        set {
            scaleFactor = newValue
            startDistance = currentDistance
        }
    }

    /// The change of scale per second (`velocity`).
    open private(set) var velocity: CGFloat = 0

    private var startDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var scaleFactor: CGFloat = 1
    private var lastSample: (time: Double, scale: CGFloat)?

    private var distance: CGFloat { distance(of: trackedTouches) }

    /// The distance between the first two of `touches` (top-of-tree space), 0 with fewer.
    private func distance(of touches: [UITouch]) -> CGFloat {
        guard touches.count >= 2 else { return 0 }
        let a = touches[0].rootLocation, b = touches[1].rootLocation
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// Measures on from the fingers `touches` with the scale kept as it is.
    private func measure(from touches: [UITouch]) {
        let kept = scale
        startDistance = distance(of: touches)
        currentDistance = startDistance
        scaleFactor = kept
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2, state == .possible { return state = .failed }
        if trackedTouches.count == 2 {
            measure(from: trackedTouches)
            lastSample = (event.timestamp, scale)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2, startDistance > 0 else { return }
        currentDistance = distance
        if let last = lastSample, event.timestamp > last.time {
            velocity = (scale - last.scale) / CGFloat(event.timestamp - last.time)
        }
        lastSample = (event.timestamp, scale)
        moveContinuousGesture {
            if abs(currentDistance - startDistance) >= GestureMetrics.pinchHysteresis { state = .began }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.count == trackedTouches.count {
            state = state == .possible ? .failed : .ended
        } else {
            measure(from: trackedTouches.filter { !touches.contains($0) })
        }
    }

    open override func reset() {
        super.reset()
        startDistance = 0
        currentDistance = 0
        scaleFactor = 1
        velocity = 0
        lastSample = nil
    }
}
