/// A tap or a multiple tap (`UITapGestureRecognizer`): ``numberOfTouchesRequired`` fingers
/// down and up ``numberOfTapsRequired`` times, recognized when the last lifts.
///
/// It fails when a finger moves more than 10 pt, more fingers than required touch down, or
/// the next tap does not begin within 0.35 s of the last one's end (GestureMetrics: chosen
/// values, UIKit does not publish its own).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps needed (`numberOfTapsRequired`); default 1.
    open var numberOfTapsRequired = 1
    /// The fingers needed for each tap (`numberOfTouchesRequired`); default 1.
    open var numberOfTouchesRequired = 1

    private var taps = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var firstLocation: CGPoint?
    private var mostTouches = 0
    private let timer = GestureTimer()

    override var isWaiting: Bool { timer.isRunning }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.cancel()
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.rootLocation }
        mostTouches = max(mostTouches, trackedTouches.count)
        if mostTouches > numberOfTouchesRequired { return state = .failed }
        if let first = firstLocation, let touch = touches.first,
            hypot(touch.rootLocation.x - first.x, touch.rootLocation.y - first.y) > GestureMetrics.multipleTapDistance
        {
            state = .failed
        }
        if firstLocation == nil { firstLocation = touches.first?.rootLocation }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            if hypot(touch.rootLocation.x - start.x, touch.rootLocation.y - start.y) > GestureMetrics.tapAllowableMovement {
                return state = .failed
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, trackedTouches.count == touches.count else { return }
        guard mostTouches == numberOfTouchesRequired else { return state = .failed }
        taps += 1
        mostTouches = 0
        if taps >= numberOfTapsRequired { return state = .recognized }
        timer.start(at: event.timestamp + GestureMetrics.multipleTapInterval) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        taps = 0
        starts = [:]
        firstLocation = nil
        mostTouches = 0
    }
}
