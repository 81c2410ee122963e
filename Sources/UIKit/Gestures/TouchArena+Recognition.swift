// UIKit's rules for a recognizer's change of state among the other recognizers of its
// touches: whether it may begin, whom it waits for, whom it makes fail, and what its
// targets and the views are told.

extension TouchArena {
    /// Applies a state `recognizer` asks for, with UIKit's rules (see `UIGestureRecognizer`).
    func transition(_ recognizer: UIGestureRecognizer, to requested: UIGestureRecognizer.State) {
        let current = recognizer.storedState
        switch (current, requested) {
        case (.possible, .began), (.possible, .ended):
            recognize(recognizer, as: requested)
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
            (.changed, .cancelled):
            recognizer.storedState = requested
            recognizer.sendActions()
        case (_, .possible) where current != .possible:
            // A subclass resetting itself: back to the start without telling anyone.
            recognizer.storedState = .possible
        default:
            // Not a change UIKit makes (a finished recognizer asked again): ignored.
            break
        }
        releaseHeldTouches()
        if touches.isEmpty && !isDelivering { finishSequence() }
    }

    /// Leaving `.possible` for `.began` or `.recognized`, if UIKit's rules let it.
    private func recognize(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        guard recognizer.isEnabled, mayBegin(recognizer) else { return fail(recognizer) }
        if recognizers.contains(where: { other in other !== recognizer && other.isActive && prevents(other, recognizer) }) {
            return fail(recognizer)
        }
        if recognizers.contains(where: { other in other.storedState == .possible && requires(recognizer, toFail: other) }) {
            recognizer.pendingState = state
            return
        }
        recognizer.pendingState = nil
        recognizer.storedState = state
        for other in recognizers where other !== recognizer && other.storedState == .possible {
            if prevents(recognizer, other) || requires(other, toFail: recognizer) { fail(other) }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        recognizer.sendActions()
    }

    /// `.failed`, and what waited on it decides.
    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.storedState = .failed
        recognizer.pendingState = nil
        for waiting in recognizers where waiting.storedState == .possible && waiting.pendingState != nil {
            guard requires(waiting, toFail: recognizer) else { continue }
            if let pending = waiting.pendingState { recognize(waiting, as: pending) }
        }
    }

    /// Whether the delegate and the touched views let `recognizer` begin
    /// (`gestureRecognizerShouldBegin(_:)` of each).
    private func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        for touch in recognizer.trackedTouches {
            guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    /// Whether `winner` recognizing makes `other` fail: they may not recognize together and
    /// both agree the one can prevent the other.
    private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        !simultaneous(winner, other) && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    /// Whether either delegate lets the two recognize at once.
    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Whether `a` waits for `b` to fail: `require(toFail:)`, the subclass methods or the
    /// delegates.
    func requires(_ a: UIGestureRecognizer, toFail b: UIGestureRecognizer) -> Bool {
        a !== b
            && (a.requiredToFail.contains { $0 === b } || a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a)
                || (a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false)
                || (b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) ?? false))
    }
}
