/// A set of touches delivered together (`UIEvent`): every finger down at one moment of a
/// scripted touch sequence.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event (`UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// Touches (`.touches`).
        case touches = 0
        /// Device motion (`.motion`).
        case motion = 1
        /// Remote-control commands (`.remoteControl`).
        case remoteControl = 2
        /// Key presses (`.presses`).
        case presses = 3
        /// Scroll wheel or trackpad (`.scroll`).
        case scroll = 10
        /// A pointer hovering (`.hover`).
        case hover = 11
        /// A trackpad pinch or rotation (`.transform`).
        case transform = 14
    }

    /// The event's subtype (`UIEvent.EventSubtype`).
    public enum EventSubtype: Int, Sendable {
        /// None (`.none`).
        case none = 0
        /// A shake (`.motionShake`).
        case motionShake = 1
    }

    /// The kind of event (`type`): touches.
    open var type: EventType { .touches }
    /// The subtype (`subtype`): none.
    open var subtype: EventSubtype { .none }
    /// When the event happened, on the animation clock (`timestamp`).
    open internal(set) var timestamp: TimeInterval = 0
    /// Every touch of the event (`allTouches`).
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    /// The touches of this event.
    var touches: Set<UITouch> = []

    /// The touches that touched down in `view` (`touches(for:)`), nil when none.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The touches `gesture` receives (`touches(for:)`), nil when none.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touches.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false }
        return found.isEmpty ? nil : found
    }

    /// The touches between the last event and this one (`coalescedTouches(for:)`): the
    /// touch itself (scripted touches have no samples in between).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { touches.contains(touch) ? [touch] : nil }

    /// Predicted touches (`predictedTouches(for:)`): none.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { touches.contains(touch) ? [] : nil }
}
