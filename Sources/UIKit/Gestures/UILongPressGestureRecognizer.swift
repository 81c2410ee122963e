/// A press held in place (`UILongPressGestureRecognizer`), continuous: it begins when
/// ``numberOfTouchesRequired`` fingers have been down ``minimumPressDuration`` seconds
/// (UIKit's default 0.5 s) without moving more than ``allowableMovement`` (10 pt), changes as
/// they move, and ends when they lift. It fails when they move too far or lift before.
///
/// The duration runs on the animation clock: a press scripted to last 0.5 s is recognized
/// when the clock reaches 0.5 s after the touch went down, one of 0.49 s is not.
/// ``numberOfTapsRequired`` taps before the press are counted by the touch's `tapCount`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Taps before the press (`numberOfTapsRequired`); default 0.
    open var numberOfTapsRequired = 0
    /// Fingers pressing (`numberOfTouchesRequired`); default 1.
    open var numberOfTouchesRequired = 1
    /// How long the press lasts before it begins (`minimumPressDuration`); default 0.5 s.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before it begins (`allowableMovement`); default 10 pt.
    open var allowableMovement: CGFloat = 10

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private let timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.rootLocation }
        if trackedTouches.count > numberOfTouchesRequired { return state = .failed }
        if let touch = touches.first, touch.tapCount - 1 < numberOfTapsRequired, trackedTouches.count == 1,
            numberOfTapsRequired > 0
        {
            return
        }
        guard trackedTouches.count == numberOfTouchesRequired, !timer.isRunning else { return }
        timer.start(at: event.timestamp + max(0, minimumPressDuration)) { [weak self] in
            if self?.state == .possible { self?.state = .began }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        moveContinuousGesture {
            for touch in touches {
                guard let start = starts[ObjectIdentifier(touch)] else { continue }
                if hypot(touch.rootLocation.x - start.x, touch.rootLocation.y - start.y) > allowableMovement {
                    timer.cancel()
                    return state = .failed
                }
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            // A tap counted towards `numberOfTapsRequired` lifts before the press; any other
            // lift before the duration fails.
            if !timer.isRunning, numberOfTapsRequired > 0, (touches.first?.tapCount ?? 0) <= numberOfTapsRequired { return }
            timer.cancel()
            state = .failed
        case .began, .changed:
            if trackedTouches.count == touches.count { state = .ended }
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        starts = [:]
    }
}
