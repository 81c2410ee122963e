/// The touches in flight in one view tree and the gesture recognizers they feed: UIKit's
/// delivery of a touch event, as a window does it.
///
/// For each event: a touch that goes down is hit-tested from the top of the tree to its
/// view and gets the enabled recognizers of that view and its superviews (nearest first)
/// whose delegates let them receive it; the recognizers see the event first, then the views
/// (through the responder chain), unless a recognizer took the touch (`cancelsTouchesInView`)
/// or holds it back while undecided (`delaysTouchesBegan`, `delaysTouchesEnded`). When the
/// last touch lifts, the recognizers that are done return to `.possible`.
@preconcurrency @MainActor
final class TouchArena {
    /// What a touch's view has been told.
    struct ViewDelivery {
        let touch: UITouch
        var began = false
        var finished = false
        var cancelled = false
        var heldBegan = false
        var heldEnd: UITouch.Phase?
    }

    unowned let root: UIView
    /// The touches down now, in the order they went down.
    private(set) var touches: [UITouch] = []
    /// The recognizers of this sequence, in the order they joined it.
    private(set) var recognizers: [UIGestureRecognizer] = []
    private var deliveries: [ObjectIdentifier: ViewDelivery] = [:]
    /// The last event, for the recognizers that change between events (timers).
    private var lastEvent = UIEvent()
    /// The last tap's end, for tap counts.
    private var lastTap: (time: Double, location: CGPoint, count: Int)?

    init(root: UIView) { self.root = root }

    // MARK: Events

    /// One change of one finger: where it is now and what happened.
    struct Change {
        let finger: Int
        let phase: UITouch.Phase
        let location: CGPoint
    }

    /// The next finger number a script may use (fingers of scripts played together stay apart).
    var nextFingerIndex = 0
    /// The touch of each finger that is down.
    private var fingers: [Int: UITouch] = [:]

    /// Whether an event is being delivered (its end tidies up).
    private(set) var isDelivering = false

    /// Delivers the changes of one moment (root space) at clock time `time`.
    func deliver(_ changes: [Change], at time: Double) {
        isDelivering = true
        defer { isDelivering = false }
        let event = UIEvent()
        event.timestamp = time
        var changed: [(UITouch, UITouch.Phase)] = []
        for change in changes {
            if change.phase == .began {
                // While the app ignores interaction events, a finger that goes down is never a touch (§28.1).
                guard fingers[change.finger] == nil, !IgnoredInteractionEvents.isIgnoring,
                    let touch = touchDown(at: change.location, time: time, event: event)
                else { continue }
                fingers[change.finger] = touch
                changed.append((touch, .began))
            } else if let touch = fingers[change.finger] {
                // A change that does not move the finger (its lift where it last moved) keeps
                // the previous location the last move gave.
                if change.location != touch.rootLocation {
                    touch.previousRootLocation = touch.rootLocation
                    touch.rootLocation = change.location
                }
                touch.phase = change.phase
                touch.timestamp = time
                changed.append((touch, change.phase))
                if change.phase == .ended || change.phase == .cancelled { fingers[change.finger] = nil }
            }
        }
        event.touches = Set(touches)
        lastEvent = event
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let group = changed.filter { $0.1 == phase }.map(\.0)
            guard !group.isEmpty else { continue }
            feedRecognizers(group, phase: phase, event: event)
            feedViews(group, phase: phase, event: event)
        }
        for (touch, phase) in changed where phase == .ended || phase == .cancelled {
            if phase == .ended { lastTap = (time, touch.rootLocation, touch.tapCount) }
            touches.removeAll { $0 === touch }
        }
        releaseHeldTouches()
        if touches.isEmpty { finishSequence() }
    }

    /// A new touch at `location`: its view by hit testing, its tap count, its recognizers.
    private func touchDown(at location: CGPoint, time: Double, event: UIEvent) -> UITouch? {
        let touch = UITouch()
        touch.rootView = root
        touch.rootLocation = location
        touch.previousRootLocation = location
        touch.timestamp = time
        touch.phase = .began
        touch.view = root.hitTest(location, with: event)
        if let last = lastTap, time - last.time <= GestureMetrics.multipleTapInterval,
            hypot(location.x - last.location.x, location.y - last.location.y) <= GestureMetrics.multipleTapDistance
        {
            touch.tapCount = last.count + 1
        }
        // An exclusive-touch view takes no touch while another is down, nor lets one start elsewhere.
        if touches.contains(where: { $0.view?.isExclusiveTouch ?? false }) || (touch.view?.isExclusiveTouch ?? false && !touches.isEmpty) {
            return nil
        }
        var joined: [UIGestureRecognizer] = []
        for view in touch.view?.ancestry ?? [] {
            // A scroll view's own pan comes after the app's recognizers on the scroll view, so
            // an app's pan added to it takes a drag first (docs/REFERENCE.md §10.8).
            let own = view.attachedGestureRecognizers.filter { $0 is ScrollViewPanGestureRecognizer }
            for recognizer in view.attachedGestureRecognizers.filter({ !($0 is ScrollViewPanGestureRecognizer) }) + own
            where recognizer.isEnabled {
                guard recognizer.storedState == .possible || (recognizer.arena === self && recognizer.isActive) else { continue }
                if let delegate = recognizer.delegate {
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                        delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                    else { continue }
                }
                joined.append(recognizer)
                if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
                recognizer.arena = self
            }
        }
        touch.gestureRecognizers = joined
        touches.append(touch)
        deliveries[ObjectIdentifier(touch)] = ViewDelivery(touch: touch)
        return touch
    }

    /// Gives the recognizers that track them the touches of one phase.
    private func feedRecognizers(_ group: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        for recognizer in recognizers where recognizer.isEnabled && recognizer.isTracking {
            // After its first phase a touch goes only to the recognizers still tracking it: one
            // that let it go (`ignore(_:for:)`) hears no more of it, as in UIKit.
            let mine = group.filter { touch in
                (touch.gestureRecognizers?.contains { $0 === recognizer } ?? false)
                    && (phase == .began || recognizer.trackedTouches.contains { $0 === touch })
            }
            guard !mine.isEmpty else { continue }
            switch phase {
            case .began:
                recognizer.trackedTouches.append(contentsOf: mine)
                recognizer.touchesBegan(Set(mine), with: event)
            case .moved:
                recognizer.touchesMoved(Set(mine), with: event)
            case .ended:
                recognizer.touchesEnded(Set(mine), with: event)
            default:
                recognizer.touchesCancelled(Set(mine), with: event)
            }
            if phase == .ended || phase == .cancelled {
                recognizer.lastLocation = recognizer.trackedTouches.last?.rootLocation ?? recognizer.lastLocation
                recognizer.trackedTouches.removeAll { touch in mine.contains { $0 === touch } }
            }
        }
    }

    /// Gives the views the touches of one phase, as the recognizers allow.
    private func feedViews(_ group: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        for touch in group {
            let id = ObjectIdentifier(touch)
            guard var delivery = deliveries[id], let view = touch.view, !delivery.cancelled else { continue }
            switch phase {
            case .began:
                guard !view.isMultipleTouchEnabled ? !otherTouchDelivered(to: view, than: touch) : true else { continue }
                if holds(touch, \.delaysTouchesBegan) {
                    delivery.heldBegan = true
                } else {
                    begin(&delivery, on: view, event: event)
                }
            case .moved:
                if delivery.began { view.touchesMoved([touch], with: event) }
            default:
                if delivery.heldBegan || (delivery.began && holds(touch, \.delaysTouchesEnded)) {
                    delivery.heldEnd = phase
                } else if delivery.began {
                    delivery.finished = true
                    if phase == .ended { view.touchesEnded([touch], with: event) } else { view.touchesCancelled([touch], with: event) }
                }
            }
            deliveries[id] = delivery
        }
    }

    /// Tells `view` its touch began, unless a scroll view it is content of declines
    /// (`touchesShouldBegin(_:with:in:)`): then the view gets none of the touch.
    private func begin(_ delivery: inout ViewDelivery, on view: UIView, event: UIEvent) {
        let touch = delivery.touch
        let scrollViews = (touch.gestureRecognizers ?? []).compactMap { ($0 as? ScrollViewPanGestureRecognizer)?.view as? UIScrollView }
        guard scrollViews.allSatisfy({ $0 === view || $0.touchesShouldBegin([touch], with: event, in: view) }) else {
            delivery.cancelled = true
            delivery.finished = true
            delivery.heldEnd = nil
            return
        }
        delivery.began = true
        view.touchesBegan([touch], with: event)
    }

    /// Whether `touch`'s view is tracking it: it began there and was neither cancelled nor ended.
    func viewTracks(_ touch: UITouch) -> Bool {
        deliveries[ObjectIdentifier(touch)].map { $0.began && !$0.cancelled && !$0.finished } ?? false
    }

    /// Whether another touch on `view` was delivered and has not finished.
    private func otherTouchDelivered(to view: UIView, than touch: UITouch) -> Bool {
        touches.contains { other in
            other !== touch && other.view === view && (deliveries[ObjectIdentifier(other)].map { $0.began && !$0.finished } ?? false)
        }
    }

    /// Whether an undecided recognizer of `touch` holds it back by `flag`.
    private func holds(_ touch: UITouch, _ flag: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        (touch.gestureRecognizers ?? []).contains { $0.isEnabled && $0.storedState == .possible && $0[keyPath: flag] }
    }

    /// Delivers what recognizers held back and no longer hold.
    func releaseHeldTouches() {
        for (id, held) in deliveries where held.heldBegan || held.heldEnd != nil {
            var delivery = held
            let touch = delivery.touch
            guard let view = touch.view, !delivery.cancelled else { continue }
            if delivery.heldBegan, !holds(touch, \.delaysTouchesBegan) {
                delivery.heldBegan = false
                begin(&delivery, on: view, event: lastEvent)
            }
            if let end = delivery.heldEnd, !delivery.heldBegan, !holds(touch, \.delaysTouchesEnded) {
                delivery.heldEnd = nil
                delivery.finished = true
                if end == .ended { view.touchesEnded([touch], with: lastEvent) } else { view.touchesCancelled([touch], with: lastEvent) }
            }
            deliveries[id] = delivery
        }
    }

    /// Takes `recognizer`'s touches from their views: cancels those they began, drops those
    /// held back.
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        for found in deliveries.values where !found.cancelled {
            guard found.touch.gestureRecognizers?.contains(where: { $0 === recognizer }) ?? false else { continue }
            cancelViewTouch(found.touch)
        }
    }

    /// Takes `touch` from its view (cancels it there if it began, drops it if held back), as a
    /// recognizer that recognizes with `cancelsTouchesInView` does, or one of UIKit's own
    /// interactions (a drag's lift, a context menu, a scroll view's pan) taking the touch.
    func cancelViewTouch(_ touch: UITouch) {
        let id = ObjectIdentifier(touch)
        guard var delivery = deliveries[id], !delivery.cancelled else { return }
        delivery.cancelled = true
        delivery.heldBegan = false
        delivery.heldEnd = nil
        if delivery.began && !delivery.finished { touch.view?.touchesCancelled([touch], with: lastEvent) }
        delivery.finished = true
        deliveries[id] = delivery
    }

    /// Whether `touch` still goes to its view: no recognizer or interaction took it from the
    /// view, and it has not finished there.
    func reachesView(_ touch: UITouch) -> Bool {
        deliveries[ObjectIdentifier(touch)].map { !$0.cancelled && !$0.finished } ?? false
    }

    /// The touch of finger `finger`, while it is down.
    func touch(ofFinger finger: Int) -> UITouch? { fingers[finger] }

    /// After the last touch lifted: the recognizers that are done return to `.possible` and
    /// leave the sequence (a tap recognizer waiting for its next tap stays).
    func finishSequence() {
        for recognizer in recognizers where recognizer.storedState != .possible {
            recognizer.resetToPossible()
        }
        recognizers.removeAll { recognizer in
            guard recognizer.storedState == .possible, recognizer.pendingState == nil, !recognizer.isWaiting else { return false }
            recognizer.arena = nil
            return true
        }
        deliveries = deliveries.filter { $0.value.heldBegan || $0.value.heldEnd != nil }
    }

    /// Stops `recognizer` taking part: cancelled while recognizing, failed while possible.
    func disable(_ recognizer: UIGestureRecognizer) {
        switch recognizer.storedState {
        case .began, .changed: transition(recognizer, to: .cancelled)
        case .possible: transition(recognizer, to: .failed)
        default: break
        }
    }
}

extension UIGestureRecognizer {
    /// Whether it is recognizing a continuous gesture.
    var isActive: Bool { storedState == .began || storedState == .changed }
    /// Whether it still takes touches: undecided or recognizing.
    var isTracking: Bool { storedState == .possible || isActive }
    /// Back to `.possible` with no touches, as UIKit does after its touches ended.
    func resetToPossible() {
        storedState = .possible
        pendingState = nil
        trackedTouches = []
        reset()
    }
}
