/// A rotation (`UIRotationGestureRecognizer`), continuous: two touches; it begins when the
/// line from the first finger to the second has turned by 0.1 rad (chosen: UIKit's threshold
/// is private), changes when a finger moves while both are down, and ends when both have
/// lifted, as UIKit's documentation says (docs/REFERENCE.md §23.3).
///
/// ``rotation`` is how far that line has turned since the touches went down, in radians,
/// positive clockwise on screen (the sense `CGAffineTransform(rotationAngle:)` turns a view),
/// so at `.began` it already counts the 0.1 rad. It adds up the turn of each move (each taken
/// in (−π, π]), so a twist past half a turn keeps counting. ``velocity`` is the change of
/// rotation per second between the last two samples. A move that leaves the line undefined —
/// both fingers on one point, or a location that is not a number — changes nothing.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians (`rotation`); settable, as UIKit's, to measure on from a new
    /// value; setting it resets ``velocity`` to 0, as UIKit's does.
    open var rotation: CGFloat {
        get { turn + rotationBase }
        set {
            rotationBase = newValue
            turn = 0
            velocity = 0
            lastSample = lastSample.map { ($0.time, newValue) }
        }
    }

    /// The change of rotation per second, radians per second (`velocity`).
    open private(set) var velocity: CGFloat = 0

    /// The angle of the line from the first tracked finger to the second at the last move.
    private var lineAngle: CGFloat?
    /// The turn since the touches went down, for the threshold.
    private var turnSinceDown: CGFloat = 0
    /// The turn since ``rotation`` was last set.
    private var turn: CGFloat = 0
    /// The rotation last set (0 until then).
    private var rotationBase: CGFloat = 0
    private var lastSample: (time: Double, rotation: CGFloat)?

    /// The angle of the line from the first of `touches` to the second (top-of-tree space), nil
    /// when there are fewer than two or the line is undefined.
    private func angle(of touches: [UITouch]) -> CGFloat? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].rootLocation, b = touches[1].rootLocation
        let dx = b.x - a.x, dy = b.y - a.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        return atan2(dy, dx)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2, state == .possible { return state = .failed }
        if trackedTouches.count == 2 {
            lineAngle = angle(of: trackedTouches)
            lastSample = (event.timestamp, rotation)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let now = angle(of: trackedTouches) else { return }
        guard let before = lineAngle else { return lineAngle = now }
        lineAngle = now
        // The smaller turn between the two angles: a move never turns more than half a turn.
        let delta = (now - before).remainder(dividingBy: 2 * .pi)
        turn += delta
        turnSinceDown += delta
        if let last = lastSample, event.timestamp > last.time {
            velocity = (rotation - last.rotation) / CGFloat(event.timestamp - last.time)
        }
        lastSample = (event.timestamp, rotation)
        moveContinuousGesture {
            if abs(turnSinceDown) >= GestureMetrics.rotationHysteresis { state = .began }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.count == trackedTouches.count {
            state = state == .possible ? .failed : .ended
        }
        // The fingers left down make the line the next move turns.
        lineAngle = angle(of: trackedTouches.filter { !touches.contains($0) })
    }

    open override func reset() {
        super.reset()
        lineAngle = nil
        turnSinceDown = 0
        turn = 0
        rotationBase = 0
        velocity = 0
        lastSample = nil
    }
}
