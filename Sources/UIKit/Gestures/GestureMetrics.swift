/// The distances and times the gesture recognizers decide by. UIKit documents only the long
/// press's defaults (0.5 s, 10 pt); the others are private to UIKit, so these are this
/// project's choices (docs/REFERENCE.md §23 says which is which).
enum GestureMetrics {
    /// The longest pause between the taps of a multiple tap: 0.35 s (chosen).
    static let multipleTapInterval = 0.35
    /// The farthest a tap of a multiple tap may land from the one before: 45 pt (chosen).
    static let multipleTapDistance: CGFloat = 45
    /// How far a tap's finger may move and still tap: 10 pt (chosen, as the long press's
    /// documented allowance).
    static let tapAllowableMovement: CGFloat = 10
    /// How far a pan's touches move before it begins: 10 pt (chosen).
    static let panHysteresis: CGFloat = 10
    /// How far back a pan's velocity looks: 0.1 s of touch samples (our model).
    static let velocityWindow = 0.1
    /// How far a swipe moves along its direction: 50 pt (chosen)…
    static let swipeMinimumDistance: CGFloat = 50
    /// …within this time of touching down: 0.5 s (chosen)…
    static let swipeMaximumDuration = 0.5
    /// …while moving across it less than this fraction of the distance along it (chosen: 1,
    /// within 45° of the direction).
    static let swipeMaximumDeviation: CGFloat = 1
    /// How much a pinch's finger distance changes before it begins: 8 pt (chosen).
    static let pinchHysteresis: CGFloat = 8
    /// How far the line between a rotation's fingers turns before it begins: 0.1 rad, about
    /// 5.7° (chosen).
    static let rotationHysteresis: CGFloat = 0.1
    /// How near an edge of the screen a screen-edge pan's touch must go down: 20 pt (chosen).
    static let screenEdgeRegion: CGFloat = 20
    /// How long a finger stays down before a collection view's own press interactions
    /// start — a drag's lift, a context menu: 0.5 s (chosen: UIKit publishes neither delay;
    /// the long press's documented default).
    static let interactionPressDuration = 0.5
}
