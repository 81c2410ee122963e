import CollectionAnimation

// Ignoring touches app-wide (docs/REFERENCE.md §28.1): UIKit's nested
// `beginIgnoringInteractionEvents()` / `endIgnoringInteractionEvents()`, deprecated in iOS 13
// but still declared. The count belongs to the running thread, as the app's events belong to
// its main thread: tests running side by side on different threads never ignore each other's
// touches (the animation clock's rule, CollectionAnimation's `AnimationClock.current`).

extension UIApplication {
    /// Starts ignoring touches (`beginIgnoringInteractionEvents()`): until as many
    /// ``endIgnoringInteractionEvents()`` calls have come, a finger that goes down reaches no
    /// view and no gesture recognizer; fingers already down carry on.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() {
        IgnoredInteractionEvents.depth.value += 1
    }

    /// Ends one level of ignoring (`endIgnoringInteractionEvents()`); with none begun it does
    /// nothing (chosen: UIKit documents only matched calls).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        let depth = IgnoredInteractionEvents.depth
        depth.value = max(depth.value - 1, 0)
    }

    /// Whether touches are ignored (`isIgnoringInteractionEvents`): true while the nested
    /// begin and end calls are at least one level deep.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { IgnoredInteractionEvents.isIgnoring }
}

/// The running thread's depth of `beginIgnoringInteractionEvents()` calls.
final class IgnoredInteractionEvents {
    var value = 0
    private static let slot = ThreadLocalObject<IgnoredInteractionEvents>()
    /// The running thread's count.
    static var depth: IgnoredInteractionEvents { slot.value { IgnoredInteractionEvents() } }
    /// Whether the running thread ignores touches now (what touch delivery asks, without the
    /// deprecation).
    static var isIgnoring: Bool { depth.value > 0 }
}
