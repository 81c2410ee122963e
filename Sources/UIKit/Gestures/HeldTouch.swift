import CollectionAnimation

/// A finger the simulation API keeps down between its steps — a drag's lift, its moves and
/// its drop; a context menu's press; a scroll's drag — delivered at the animation clock's
/// time through the tree's `TouchArena`, as a scripted touch is: hit-tested when it goes
/// down, seen by the gesture recognizers of its view and the views above first, then by the
/// view's responder chain.
@preconcurrency @MainActor
final class HeldTouch {
    private let arena: TouchArena
    private let finger: Int
    /// Where the finger is, in the coordinates of the top of the tree.
    private(set) var rootLocation: CGPoint

    /// Puts a finger down at `point` (in `view`'s coordinates) now.
    init(at point: CGPoint, in view: UIView) {
        arena = view.treeTouchArena
        finger = arena.nextFingerIndex
        arena.nextFingerIndex += 1
        rootLocation = view.convert(point, to: nil)
        deliver(.began)
    }

    /// The touch, while the finger is down (nil when the tree refused it: an exclusive touch).
    var touch: UITouch? { arena.touch(ofFinger: finger) }

    /// Whether the touch still goes to the view it went down on: no recognizer that
    /// recognized with `cancelsTouchesInView`, nor one of UIKit's own interactions, took it.
    var reachesView: Bool { touch.map(arena.reachesView) ?? false }

    /// Moves the finger to `point` in the coordinates of the top of the tree, now.
    func move(toRootPoint point: CGPoint) {
        guard touch != nil, point.x.isFinite, point.y.isFinite else { return }
        rootLocation = point
        deliver(.moved)
    }

    /// Moves the finger to `point` in `view`'s coordinates, now.
    func move(to point: CGPoint, in view: UIView) { move(toRootPoint: view.convert(point, to: nil)) }

    /// One of UIKit's own interactions takes the touch from its view (the view is told the
    /// touch was cancelled); the recognizers keep seeing it, but a scroll view's own pan that
    /// has not begun fails: the interaction, not the scroll, has the finger.
    func takeFromView() {
        guard let touch else { return }
        arena.cancelViewTouch(touch)
        for recognizer in touch.gestureRecognizers ?? [] where recognizer is ScrollViewPanGestureRecognizer {
            if recognizer.storedState == .possible { recognizer.state = .failed }
        }
    }

    /// Lifts the finger now (or cancels its touch).
    func lift(cancelled: Bool = false) {
        guard touch != nil else { return }
        deliver(cancelled ? .cancelled : .ended)
    }

    private func deliver(_ phase: UITouch.Phase) {
        arena.deliver([TouchArena.Change(finger: finger, phase: phase, location: rootLocation)], at: AnimationClock.current.time)
    }
}
