/// The base of the effects a ``UIVisualEffectView`` shows (`UIVisualEffect`): ``UIBlurEffect``
/// and ``UIVibrancyEffect``. Effects are immutable; a copy is the effect itself.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying {
    /// An effect that does nothing (`init()`).
    public override init() { super.init() }

    /// The effect itself: effects are immutable (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
