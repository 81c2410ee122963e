// How a control turns the touches it gets into events (see UIControl).

extension UIControl {
    func trackTouchDown(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        guard beginTracking(touch, with: event) else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        performActions(for: events, with: event)
    }

    func trackTouchMoved(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isWithinTrackingSlop(touch.location(in: self))
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        performActions(for: events, with: event)
        if !continueTracking(touch, with: event) { finishTracking() }
    }

    func trackTouchUp(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = isWithinTrackingSlop(touch.location(in: self))
        let inside = isTouchInside
        finishTracking()
        endTracking(touch, with: event)
        performActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
        if inside { touchUpInsideDidFinish() }
    }

    func trackTouchCancelled(_ event: UIEvent?) {
        guard trackedTouch != nil else { return }
        finishTracking()
        cancelTracking(with: event)
        performActions(for: .touchCancel, with: event)
    }

    /// Stops tracking: no touch, not highlighted.
    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
    }

    /// Whether `point` (the control's space) is within 70 pt of the bounds, where UIKit still
    /// counts a tracked touch as inside.
    func isWithinTrackingSlop(_ point: CGPoint) -> Bool {
        let slop = ControlMetrics.trackingSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
    }
}
